import express from 'express';
import type { Express } from 'express';
import { apiErrorHandler, apiMiddleware, apiNoStore, apiNotFound, cors } from './api';
import type { ConnectMiddleware } from './api';
import { staticFiles } from './static';

export type { ConnectMiddleware } from './api';

export interface DemoAppOptions {
  /** A built app (dist/) to serve, with the SPA fallback. */
  staticDir?: string;
  /** Answered as /config.json, ahead of any config.json in staticDir. */
  config?: Record<string, unknown>;
}

function baseApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(apiNoStore);
  app.use(cors);
  app.use(apiMiddleware());
  app.use(apiNotFound);
  return app;
}

/** The demo API on the msw handlers, optionally with the runtime config and the built app. */
export function createDemoApp(opts: DemoAppOptions = {}): Express {
  const app = baseApp();
  const { config, staticDir } = opts;
  if (config) {
    app.get('/config.json', (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(config);
    });
  }
  if (staticDir) app.use(staticFiles(staticDir));
  app.use(apiErrorHandler);
  return app;
}

/**
 * The API alone for Vite's dev server (`server.middlewares.use(createDemoApiMiddleware())`,
 * mounted without a path prefix so the handlers see the full URL). Non-API requests go on to Vite.
 */
export function createDemoApiMiddleware(): ConnectMiddleware {
  const app = baseApp();
  app.use(apiErrorHandler);
  // An express app is itself a (req, res, next) middleware; its typings only omit `next`.
  const handle = app as unknown as ConnectMiddleware;
  return (req, res, next) => handle(req, res, next);
}
