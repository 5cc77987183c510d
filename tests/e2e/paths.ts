import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The build under test: dist/, or PAINEL_DIST (a build kept elsewhere, so two runs never share one). */
export const distDir = process.env.PAINEL_DIST ? path.resolve(process.env.PAINEL_DIST) : path.join(projectRoot, 'dist');

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Debian's nginx, for nginx.e2e.ts (deploy/nginx/run reads the same variable). */
export function nginxPath(): string {
  return process.env.NGINX_PATH || '/usr/sbin/nginx';
}
