import path from 'node:path';
import compression from 'compression';
import express from 'express';
import type { RequestHandler, Response } from 'express';
import { isApiPath } from './api';

const ONE_YEAR_SECONDS = 31_536_000;
/** Files whose name never changes between builds: the browser must revalidate them every time. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'config.json', 'manifest.webmanifest']);

function cacheHeaders(root: string) {
  return (res: Response, filePath: string): void => {
    const relative = path.relative(root, filePath).split(path.sep).join('/');
    if (ALWAYS_REVALIDATE.has(relative)) {
      res.setHeader('Cache-Control', 'no-cache');
    } else if (relative.startsWith('assets/')) {
      // Vite puts a content hash in every name under assets/, so a changed file is a new URL.
      res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    }
  };
}

function acceptsHtml(accept: string | undefined): boolean {
  return (accept ?? '').includes('text/html');
}

/**
 * The built app plus the SPA fallback: a navigation to /pacientes/editar/ficha/3 gets index.html.
 * Compressed as any real deployment serves it, so the browser tests and the bench load what users
 * load (the CSS and the framework chunk are about five times smaller gzipped).
 */
export function staticFiles(root: string): RequestHandler[] {
  const serve = express.static(root, { setHeaders: cacheHeaders(root) });
  const fallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path) || !acceptsHtml(req.headers.accept)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(path.join(root, 'index.html'), (err) => {
      if (err && !res.headersSent) next();
    });
  };
  return [compression(), serve, fallback];
}
