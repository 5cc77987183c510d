import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REPORT_ORIGIN_HEADER } from '../lib/biReport';
import { apiMessages, errorBody } from '../lib/http';
import { createDemoApp } from './app';
import { createReportApp, isReportPath } from './report';

export interface DemoServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  staticDir?: string;
  /**
   * Answered as /config.json. Without a `biReportOrigins` key it is answered with the report
   * listener's origin as that list, so the console frames the demo's report.
   */
  config?: Record<string, unknown>;
  /** Port of the report listener (the demo's report pages, on another origin); 0, the default, a free one. */
  reportPort?: number;
}

export interface DemoServer {
  url: string;
  port: number;
  /** Origin of the report pages, e.g. http://127.0.0.1:41235: where `api/powerbi/geturl` points. */
  reportOrigin: string;
  close(): Promise<void>;
}

async function listen(handler: RequestListener, port: number, host: string): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, port: (server.address() as AddressInfo).port };
}

function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((err) => (err ? reject(err) : resolve()));
    // Keep-alive sockets would otherwise hold close() open for seconds.
    server.closeAllConnections();
  });
}

const urlHostOf = (host: string): string => (host.includes(':') ? `[${host}]` : host);

/**
 * Starts the demo API (and optionally the built app) on a real HTTP port, and the demo's report
 * pages on a second one: another origin, as a real report host is, since the console refuses a
 * report on its own origin.
 */
export async function startDemoServer(opts: DemoServerOptions = {}): Promise<DemoServer> {
  const host = opts.host ?? '127.0.0.1';
  const report = await listen(createReportApp(), opts.reportPort ?? 0, host);
  // A listener on every address is reached on the loopback, which the console accepts over http.
  const reportHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : urlHostOf(host);
  const reportOrigin = `http://${reportHost}:${report.port}`;

  const config = opts.config && !('biReportOrigins' in opts.config) ? { ...opts.config, biReportOrigins: [reportOrigin] } : opts.config;
  const app = createDemoApp({ staticDir: opts.staticDir, config });
  const handler: RequestListener = (req, res) => {
    // Where the API's geturl points; set here, so a client can never choose it.
    req.headers[REPORT_ORIGIN_HEADER] = reportOrigin;
    if (isReportPath(new URL(req.url ?? '/', 'http://demo').pathname)) {
      // The report pages are the report listener's alone, never beside the console.
      res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(errorBody({ Message: apiMessages.notFound })));
      return;
    }
    app(req, res);
  };
  let main: { server: Server; port: number };
  try {
    main = await listen(handler, opts.port ?? 0, host);
  } catch (err) {
    await closeServer(report.server);
    throw err;
  }
  return {
    url: `http://${urlHostOf(host)}:${main.port}`,
    port: main.port,
    reportOrigin,
    close: async () => {
      await Promise.all([closeServer(main.server), closeServer(report.server)]);
    },
  };
}
