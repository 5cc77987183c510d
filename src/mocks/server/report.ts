import express from 'express';
import type { Express } from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { reportPageHandlers } from '../handlers/demo';

/** A path of the demo's report pages (`/__demo/bi-report`, `/__demo/bi-report-hostile`), under any API prefix. */
export function isReportPath(pathname: string): boolean {
  return /\/__demo\/bi-report(-hostile)?\/?$/.test(pathname);
}

/**
 * The demo's report host: the report pages alone, on a port (so an origin) of their own, as Power
 * BI's are on theirs. The console frames a report only from an origin config.json's
 * `biReportOrigins` lists and never from its own (docs/decisions/0009-announcements-and-bi.md);
 * anything else here is a 404.
 */
export function createReportApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  const pages = createMiddleware(...reportPageHandlers);
  app.use((req, res, next) => {
    if (!isReportPath(req.path)) {
      next();
      return;
    }
    void pages(req, res, next);
  });
  app.use((_req, res) => {
    res.status(404).type('text/plain; charset=utf-8').send('Relatório não encontrado.');
  });
  return app;
}
