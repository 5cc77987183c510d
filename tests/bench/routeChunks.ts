/**
 * Each route's own chunk (decision 0012): what the router plugin split off every file of src/routes
 * (its component, and its loader where it has one), found through Vite's manifest of the bench's
 * build, gzipped. The routes the plugin leaves in the entry (the login's, see vite.config.ts) have
 * none. The largest is held to a budget; what a route shares with others is in the login and
 * list figures.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Measurement } from './measurement';
import { mappedBuild, readManifest } from './mappedBuild';
import { gzipSize, kB } from './tools';

const BUDGET_BYTES = 60_000;

export const routeChunks: Measurement = {
  name: "Each route's own chunk (gzip)",
  async run() {
    const buildDir = await mappedBuild();
    const manifest = readManifest(buildDir);
    const rows = Object.entries(manifest)
      .filter(([source]) => source.startsWith('src/routes/') && source.includes('?tsr-split='))
      .map(([source, chunk]) => ({
        route: source.replace(/^src\/routes\//, ''),
        file: chunk.file,
        gz: gzipSize(readFileSync(path.join(buildDir, chunk.file))),
      }))
      .sort((a, b) => b.gz - a.gz);
    if (rows.length === 0) throw new Error('no route chunk in the manifest: did the router plugin stop splitting?');
    const largest = rows[0];
    return {
      figure: `largest ${largest ? `${kB(largest.gz)} (${largest.route})` : '-'}; ${rows.length} route chunks`,
      budget: { limit: `each ≤ ${kB(BUDGET_BYTES)} gzip`, met: (largest?.gz ?? 0) <= BUDGET_BYTES },
      details: rows.map((r) => `${kB(r.gz).padStart(8)}  ${r.route}  ${path.basename(r.file)}`),
    };
  },
};
