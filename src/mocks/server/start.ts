/**
 * `npm start`: after `vite build`, serves dist/ and the demo API on one origin, so the built
 * app, its service worker and the API behave as they would when deployed together, and the demo's
 * BI report on the next port (another origin, as a report host is; BI_REPORT_PORT sets another).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { demoAccounts } from '../accounts';
import { DEMO_WORSENING_ANSWER, setShapes, setStartingWorsening } from '../control';
import type { DemoShapes, WorseningSetting } from '../control';
import { startBanner } from './banner';
import { startDemoServer } from './index';

const DEFAULT_PORT = 4173;
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));
// DIST_DIR lets a test or a CI step serve a build kept elsewhere.
const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(projectRoot, 'dist');

function portFromEnv(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`${name} inválida: "${value}". Use um número entre 0 e 65535.`);
    process.exit(1);
  }
  return port;
}

/**
 * dist/config.json, answered by the server so that, having no `biReportOrigins`, it lists the
 * report's origin (server/index.ts). A file that is not a JSON object is served as it is, and the
 * console reports it as it would in production.
 */
function builtConfig(): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(distDir, 'config.json'), 'utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function shapesFromEnv(value: string | undefined): DemoShapes {
  if (value === undefined || value === '' || value === 'default') return 'default';
  if (value === 'alternate' || value === 'spec') return value;
  console.error(`DEMO_SHAPES inválido: "${value}". Use "alternate", "spec" (ou "default").`);
  process.exit(1);
}

/** On unless DEMO_WORSENING=off; a number: from that answer of the alert list. */
function worseningFromEnv(value: string | undefined): WorseningSetting {
  if (value === undefined || value === '' || value === 'on') return DEMO_WORSENING_ANSWER;
  if (value === 'off') return false;
  const answer = Number(value);
  if (Number.isInteger(answer) && answer >= 1) return answer;
  console.error(`DEMO_WORSENING inválido: "${value}". Use "off", "on" ou o número da resposta da lista de alertas (1 ou mais).`);
  process.exit(1);
}

function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String(err.code) : undefined;
}

/** The port a failed listen was for (Node puts it on the error). */
function errorPort(err: unknown): number | undefined {
  return typeof err === 'object' && err !== null && 'port' in err && typeof err.port === 'number' ? err.port : undefined;
}

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`Não encontrei ${path.join(distDir, 'index.html')}. Rode "npm start" (que compila antes) ou "npm run build".`);
  process.exit(1);
}

const port = portFromEnv('PORT', process.env.PORT, DEFAULT_PORT);
// The next port by default (4174), a free one when PORT is 0.
const reportPort = portFromEnv('BI_REPORT_PORT', process.env.BI_REPORT_PORT, port === 0 || port === 65_535 ? 0 : port + 1);
const host = process.env.HOST ?? '127.0.0.1';
// The starting profile only: POST /__demo/control and /__demo/reset switch it like any other.
const shapes = shapesFromEnv(process.env.DEMO_SHAPES);
setShapes(shapes);
// On here, and only here: a person trying the demo should see a patient's pain worsen ('Piorou')
// without knowing the switch exists, while the test servers start without it. A reset keeps it.
const worsening = worseningFromEnv(process.env.DEMO_WORSENING);
setStartingWorsening(worsening);

try {
  const server = await startDemoServer({ port, host, staticDir: distDir, config: builtConfig(), reportPort });
  console.log(startBanner(`${server.url}/`, demoAccounts, shapes, server.reportOrigin, worsening));
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
  if (code === 'EADDRINUSE' && reportPort !== 0 && errorPort(err) === reportPort) {
    console.error(
      `A porta ${reportPort} (relatório de BI de demonstração) já está em uso. Encerre o outro processo ou escolha outra, por exemplo: BI_REPORT_PORT=${reportPort + 1} npm start`,
    );
  } else if (code === 'EADDRINUSE') {
    console.error(`A porta ${port} já está em uso. Encerre o outro processo ou escolha outra porta, por exemplo: PORT=${port + 1} npm start`);
  } else if (code === 'EACCES') {
    console.error(`Sem permissão para usar a porta ${port}. Escolha outra com PORT=<número> npm start.`);
  } else {
    console.error('Não foi possível iniciar o servidor de demonstração:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
}
