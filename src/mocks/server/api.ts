import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMiddleware } from '@mswjs/http-middleware';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { handlers } from '../handlers';
import { apiMessages, errorBody } from '../lib/http';

/**
 * Requests the demo API owns; everything else is static files or the SPA. /cep/ws/ is the demo's
 * ViaCEP-compatible postal-code lookup (public: no token).
 */
export function isApiPath(pathname: string): boolean {
  return /\/(api|__demo|cep\/ws)\//.test(pathname);
}

/** CORS open to any origin: the app may be served from another port during development. */
export const cors: RequestHandler = (req, res, next) => {
  const origin = req.headers.origin;
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.vary('Origin');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    res.setHeader('Access-Control-Max-Age', '600');
  }
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
};

/**
 * `Cache-Control: no-store` on every answer of the demo API (successes, errors, the 404, files,
 * the CORS preflight), as a real API should send it (docs/api.md, "Caching"). It is written
 * just before the headers go out, unless the answer set its own Cache-Control (an answerHeaders
 * switch such as `no-store, painel-no-offline`): that one replaces it instead of joining it.
 */
export const apiNoStore: RequestHandler = (req, res, next) => {
  if (isApiPath(req.path)) {
    // Node writes the headers through writeHead, also for an implicit one (the first write or end).
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.writeHead = ((...args: unknown[]) => {
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
      return writeHead(...args);
    }) as typeof res.writeHead;
  }
  next();
};

/**
 * The msw handlers, only for API paths: static files must not pay the simulated latency.
 * No body parser may run before it, since the middleware reads the raw request stream.
 */
export function apiMiddleware(): RequestHandler {
  const msw = createMiddleware(...handlers);
  return (req, res, next) => {
    if (!isApiPath(req.path)) {
      next();
      return;
    }
    // The middleware returns a promise it never rejects (errors go to next), so nothing floats.
    void msw(req, res, next);
  };
}

/** An API path no handler answered: JSON, so the client's error handling sees its usual shape. */
export const apiNotFound: RequestHandler = (req, res, next) => {
  if (!isApiPath(req.path)) {
    next();
    return;
  }
  res.status(404).json(errorBody({ Message: apiMessages.notFound }));
};

export function apiErrorHandler(err: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) {
    next(err);
    return;
  }
  console.error('[demo-api]', req.method, req.path, err instanceof Error ? err.message : 'erro desconhecido');
  res.status(500).json(errorBody({ Message: apiMessages.internal }));
}

/** The shape Vite's (connect) `server.middlewares.use` accepts. */
export type ConnectMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
