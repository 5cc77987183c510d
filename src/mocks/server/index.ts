import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDemoApp } from './app';

export interface DemoServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  staticDir?: string;
  config?: Record<string, unknown>;
}

export interface DemoServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts the demo API (and optionally the built app) on a real HTTP port. */
export async function startDemoServer(opts: DemoServerOptions = {}): Promise<DemoServer> {
  const host = opts.host ?? '127.0.0.1';
  const server = createServer(createDemoApp({ staticDir: opts.staticDir, config: opts.config }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Keep-alive sockets would otherwise hold close() open for seconds.
        server.closeAllConnections();
      }),
  };
}
