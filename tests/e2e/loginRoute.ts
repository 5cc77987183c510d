/**
 * The login route's weight: the JS a first visit to it makes the browser fetch (entry, module
 * preloads and the chunks the start-up imports), as Chromium requested them until the network went
 * idle after 'Entrar' appeared, each built file gzipped at level 9. Bytes, not time: the same build
 * gives the same figure on any machine. The bench reports it against the budget
 * (tests/bench/README.md); `npm test` fails above it (loginRoute.e2e.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { gzipSize } from '../bench/tools';

/**
 * The budget: what the login screen needs first, not what the signed-in console needs. `npm test`
 * holds the route to it since the route is within it (120.6 kB, decision 0028); never raised
 * without a decision record saying why.
 */
export const LOGIN_ROUTE_BUDGET_BYTES = 120 * 1024;

/** The pathnames of the scripts a first visit to the login route fetches (no service worker). */
export async function loginRouteScripts(page: Page, origin: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Entrar' }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  return [...scripts];
}

export interface WeighedScript {
  pathname: string;
  raw: number;
  gz: number;
}

/** Each script's size in `distDir`, largest first, and the total at level-9 gzip. */
export function weighScripts(distDir: string, pathnames: readonly string[]): { rows: WeighedScript[]; total: number; totalRaw: number } {
  const rows = pathnames.map((pathname) => {
    const file = path.join(distDir, pathname);
    if (!existsSync(file)) throw new Error(`${pathname} was loaded but is not in ${distDir}`);
    const bytes = readFileSync(file);
    return { pathname, raw: bytes.length, gz: gzipSize(bytes) };
  });
  rows.sort((a, b) => b.gz - a.gz);
  return { rows, total: rows.reduce((sum, r) => sum + r.gz, 0), totalRaw: rows.reduce((sum, r) => sum + r.raw, 0) };
}

/** Null within `limit`; else what went over, the largest files named. */
export function overLimit(weighed: { rows: readonly WeighedScript[]; total: number }, limit: number): string | null {
  if (weighed.total <= limit) return null;
  const largest = weighed.rows
    .slice(0, 5)
    .map((r) => `${r.pathname} ${r.gz} B`)
    .join(', ');
  return `the login route loads ${weighed.total} B of gzip JS, ${weighed.total - limit} B over its ${limit} B (largest: ${largest})`;
}
