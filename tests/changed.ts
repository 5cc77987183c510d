/**
 * `npm run test:changed`: the vitest tests related to the files changed since the last commit
 * (committed or not, and new files), in seconds.
 *
 * vitest's own `--changed` follows imports, and every integration file renders the whole route
 * tree, which imports every screen: a change to any screen would rerun them all (minutes). So:
 * - unit and demo-api tests: those that import a changed file (vitest's `related`);
 * - integration tests: those named after the changed feature (src/features/teams/… →
 *   tests/integration/teams*.test.tsx), plus any changed integration file itself.
 * A change outside a feature (app/, routes/, session/, …) reaches every screen: run
 * `npx vitest run --project integration` for that.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function git(args: string[]): string[] {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
}

const changed = [...new Set([...git(['diff', '--name-only', 'HEAD']), ...git(['ls-files', '--others', '--exclude-standard'])])].filter(
  (file) => /\.(tsx?|json)$/.test(file) && existsSync(path.join(root, file)),
);

const integrationFiles = readdirSync(path.join(root, 'tests/integration')).filter((f) => f.endsWith('.test.tsx') || f.endsWith('.test.ts'));
const features = new Set(changed.map((file) => /^src\/features\/([^/]+)\//.exec(file)?.[1]).filter((f): f is string => !!f));
const integration = new Set([
  ...changed.filter((file) => file.startsWith('tests/integration/') && /\.test\.tsx?$/.test(file)),
  ...integrationFiles
    .filter((file) => [...features].some((feature) => file.toLowerCase().startsWith(feature.toLowerCase())))
    .map((file) => `tests/integration/${file}`),
]);
// Configuration (package.json, vitest.config.ts) would make vitest rerun everything: not "related".
const sources = changed.filter((file) => /^(src|tests\/unit|tests\/demo-api)\//.test(file));

console.log(`changed: ${changed.length === 0 ? 'nothing' : changed.join(', ')}`);
const runs: string[][] = [];
if (sources.length > 0) runs.push(['related', '--run', '--project', 'unit', '--project', 'demo-api', '--passWithNoTests', ...sources]);
if (integration.size > 0) runs.push(['run', '--project', 'integration', ...integration]);
if (runs.length === 0) {
  console.log('No test is related to the changes.');
  process.exit(0);
}
let status = 0;
for (const args of runs) {
  console.log(`vitest ${args.join(' ')}`);
  const result = spawnSync(path.join(root, 'node_modules/.bin/vitest'), args, { cwd: root, stdio: 'inherit' });
  status ||= result.status ?? 1;
}
process.exit(status);
