import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What marks the second build's index.html, for a test to see which version it runs. */
const NEW_BUILD_MARK = '<meta name="painel-build" content="2">';

/**
 * A second build in the served copy `dir` of dist/, as a deploy leaves it for the service
 * worker: index.html differs, so its precache revision in sw.js does too, and the browser
 * installs the new sw.js as a waiting worker.
 */
export function deployNewVersion(dir: string): void {
  const indexFile = path.join(dir, 'index.html');
  writeFileSync(indexFile, readFileSync(indexFile, 'utf8').replace('</head>', `${NEW_BUILD_MARK}</head>`));
  const swFile = path.join(dir, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  const changed = sw.replace(/(\{url:"index\.html",revision:")[^"]+"/, '$1segunda-versao"');
  if (changed === sw) throw new Error('sw.js has no precache entry for index.html: the build changed shape');
  writeFileSync(swFile, changed);
}
