/**
 * `npm run bench`: figures about the production build, each against its budget when it has one.
 * Not a test: it always exits 0 unless a measurement crashes (BENCH_STRICT=1 also fails on a
 * missed budget). `--no-build` measures the dist/ already there and skips the build time;
 * `--only WORD` runs the measurements whose name contains WORD (case-insensitive), after a build
 * unless `--no-build` is given.
 *
 * To add a measurement, write one `Measurement` and append it to `measurements` below.
 * Sizes are in kB = 1000 bytes, as vite prints them; gzip is node:zlib at level 9.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { guardedContext, launchChromium, startAppServer } from '../e2e/browser';
import { chromiumPath, distDir } from '../e2e/paths';
import { LOGIN_ROUTE_BUDGET_BYTES, loginRouteScripts, weighScripts } from '../e2e/loginRoute';
import { gzipSize, kB, runVite } from './tools';

import type { BenchContext, Measurement } from './measurement';
import { dashboardLoadRequests, dashboardRenderTime } from './dashboard';
import { lighthouseMeasurements } from './lighthouse';
import { offlineAlertsTime } from './offline';
import { keyDerivationTime, sealingCost, unlockToAlertsTime, unlockToAlertsTimeSlow } from './vault';
import { offlineGuessCost } from './offlineGuess';
import { newRouteChunks, professionalsRenderTime } from './lists';
import { fichaRenderTime } from './patients';
import { tabSwitchTime } from './tabs';
import { triageChangeTime } from './triage';
import { alertsMainThread, dashboardMainThread, fichaMainThread, loginMainThread, patientsMainThread } from './profile';
import { routeChunks } from './routeChunks';
import { reactCommits } from './commits';

function table(headers: string[], rows: string[][], alignRight: boolean[]): string[] {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (alignRight[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

/** (a) Wall-clock time of `vite build`; the build also refreshes dist/ for what follows. */
const buildTime: Measurement = {
  name: 'Build time (vite build)',
  async run(ctx) {
    if (!ctx.build) return null;
    const started = performance.now();
    const { code, output } = await runVite(['build']);
    const ms = performance.now() - started;
    if (code !== 0) throw new Error(`vite build failed (exit ${code}):\n${output}`);
    return { figure: `${(ms / 1000).toFixed(1)} s` };
  },
};

/** (b) Every JS file the build emitted under dist/assets, gzipped one by one. */
const allJs: Measurement = {
  name: 'All JS in dist/assets (gzip)',
  run() {
    const dir = path.join(distDir, 'assets');
    const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
    let raw = 0;
    let gz = 0;
    for (const file of files) {
      const bytes = readFileSync(path.join(dir, file));
      raw += bytes.length;
      gz += gzipSize(bytes);
    }
    return Promise.resolve({ figure: `${kB(gz)} gzip (${kB(raw)} raw, ${files.length} files)` });
  },
};

/**
 * (c) The JS the login route makes the browser fetch, level-9 gzip of the built files
 * (../e2e/loginRoute.ts, which `npm test` holds to the same budget).
 */
const loginRouteJs: Measurement = {
  name: 'JS loaded by the login route (gzip)',
  async run() {
    const server = await startAppServer();
    const browser = await launchChromium();
    try {
      // No service worker: its precache would fetch every chunk, not only the route's.
      const { context, blocked } = await guardedContext(browser, [server.url], { serviceWorkers: 'block' });
      const page = await context.newPage();
      const { rows, total, totalRaw } = weighScripts(distDir, await loginRouteScripts(page, server.url));
      if (blocked.length > 0) throw new Error(`the login route tried to reach other hosts: ${blocked.join(', ')}`);
      return {
        figure: `${kB(total)} gzip (${kB(totalRaw)} raw, ${rows.length} files)`,
        budget: { limit: `≤ ${kB(LOGIN_ROUTE_BUDGET_BYTES)} gzip`, met: total <= LOGIN_ROUTE_BUDGET_BYTES },
        details: table(
          ['chunk', 'gzip', 'raw', 'share'],
          rows.map((r) => [r.pathname.replace(/^\/assets\//, ''), kB(r.gz), kB(r.raw), `${((100 * r.gz) / total).toFixed(1)}%`]),
          [false, true, true, true],
        ),
      };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};

const measurements: Measurement[] = [
  buildTime,
  allJs,
  loginRouteJs,
  routeChunks,
  dashboardLoadRequests,
  dashboardRenderTime,
  dashboardMainThread,
  alertsMainThread,
  patientsMainThread,
  fichaMainThread,
  loginMainThread,
  reactCommits,
  offlineAlertsTime,
  keyDerivationTime,
  offlineGuessCost,
  unlockToAlertsTime,
  unlockToAlertsTimeSlow,
  sealingCost,
  professionalsRenderTime,
  fichaRenderTime,
  tabSwitchTime,
  triageChangeTime,
  newRouteChunks,
  ...lighthouseMeasurements,
];

async function main(): Promise<void> {
  const ctx: BenchContext = { build: !process.argv.includes('--no-build') };
  if (!existsSync(chromiumPath())) {
    throw new Error(`Chromium not found at ${chromiumPath()}: install it with apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  if (!ctx.build && !existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('dist/index.html not found: run without --no-build, or npm run build first.');
  }

  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] ?? '').toLowerCase() : '';
  const selected = measurements.filter((m) => m.name.toLowerCase().includes(only));
  if (selected.length === 0) throw new Error(`no measurement's name contains '${only}'`);
  // `--only` without `--no-build` still measures a fresh build: built here when the build's own
  // measurement is not among those selected.
  if (ctx.build && !selected.includes(buildTime)) {
    process.stdout.write('\n(building dist/ first: vite build)\n');
    const { code, output } = await runVite(['build']);
    if (code !== 0) throw new Error(`vite build failed (exit ${code}):\n${output}`);
  }

  const summary: string[][] = [];
  for (const measurement of selected) {
    process.stdout.write(`\n== ${measurement.name}\n`);
    const result = await measurement.run(ctx);
    if (!result) {
      process.stdout.write('   skipped\n');
      summary.push([measurement.name, 'skipped', '', '']);
      continue;
    }
    process.stdout.write(`   ${result.figure}\n`);
    if (result.budget) process.stdout.write(`   budget ${result.budget.limit}: ${result.budget.met ? 'met' : 'NOT MET'}\n`);
    for (const line of result.details ?? []) process.stdout.write(`     ${line}\n`);
    summary.push([measurement.name, result.figure, result.budget?.limit ?? 'no budget', result.budget ? (result.budget.met ? 'met' : 'NOT MET') : '-']);
  }

  process.stdout.write('\n== Summary\n');
  for (const line of table(['measurement', 'figure', 'budget', 'status'], summary, [false, false, false, false])) {
    process.stdout.write(`   ${line}\n`);
  }
  const missed = summary.filter((row) => row[3] === 'NOT MET').length;
  if (missed > 0 && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
