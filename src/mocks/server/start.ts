/**
 * `npm start`: after `vite build`, serves dist/ and the demo API on one origin, so the built
 * app, its service worker and the API behave as they would when deployed together.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { demoAccounts } from '../accounts';
import { setShapes } from '../control';
import type { DemoShapes } from '../control';
import { startBanner } from './banner';
import { startDemoServer } from './index';

const DEFAULT_PORT = 4173;
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
// DIST_DIR lets a test or a CI step serve a build kept elsewhere.
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(projectRoot, 'dist');

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`PORT inválida: "${value}". Use um número entre 0 e 65535.`);
    process.exit(1);
  }
  return port;
}

function shapesFromEnv(value: string | undefined): DemoShapes {
  if (value === undefined || value === '' || value === 'default') return 'default';
  if (value === 'alternate' || value === 'spec') return value;
  console.error(`DEMO_SHAPES inválido: "${value}". Use "alternate", "spec" (ou "default").`);
  process.exit(1);
}

function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : undefined;
}

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`Não encontrei ${path.join(distDir, 'index.html')}. Rode "npm start" (que compila antes) ou "npm run build".`);
  process.exit(1);
}

const port = portFromEnv(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';
// The starting profile only: POST /__demo/control and /__demo/reset switch it like any other.
const shapes = shapesFromEnv(process.env.DEMO_SHAPES);
setShapes(shapes);

try {
  const server = await startDemoServer({ port, host, staticDir: distDir });
  console.log(startBanner(`${server.url}/`, demoAccounts, shapes));
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (err) {
  const code = errorCode(err);
  if (code === 'EADDRINUSE') {
    console.error(`A porta ${port} já está em uso. Encerre o outro processo ou escolha outra porta, por exemplo: PORT=${port + 1} npm start`);
  } else if (code === 'EACCES') {
    console.error(`Sem permissão para usar a porta ${port}. Escolha outra com PORT=<número> npm start.`);
  } else {
    console.error('Não foi possível iniciar o servidor de demonstração:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
}
