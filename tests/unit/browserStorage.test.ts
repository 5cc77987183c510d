/**
 * What the console keeps in the browser has one list (src/session/browserStorage.ts): the table
 * of docs/security.md ('What is on disk, and when') says the same, no module names a key of its own, and the service worker's runtime cache
 * is the one listed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_STORAGE, IDB_CACHE } from '@/session/browserStorage';

const items = Object.values(BROWSER_STORAGE);
const row = (item: (typeof items)[number]) => `| \`${item.name}\` | ${item.area} | ${item.holds} | ${item.sealed} | ${item.wiped} |`;

describe('what the browser keeps', () => {
  it("docs/security.md's table lists every entry as the list has it, and nothing else", () => {
    const doc = readFileSync('docs/security.md', 'utf8');
    const tableRows = doc
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => /^\| `(painel[.-]|workbox-)/.test(line));
    expect(tableRows).toEqual(items.map(row));
  });

  it('no module of the console spells a storage key: each takes it from the list', () => {
    const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('mocks') && file !== path.join('session', 'browserStorage.ts'))
      .map((file) => ({ file, text: readFileSync(path.join('src', file), 'utf8') }));
    expect(sources.length).toBeGreaterThan(100);
    const spelled = sources.flatMap(({ file, text }) =>
      items.filter((item) => item.name.startsWith('painel') && text.includes(`'${item.name}'`)).map((item) => `${file}: ${item.name}`),
    );
    expect(spelled).toEqual([]);
    // Nor a key of the console's outside the list.
    const unlisted = sources.flatMap(({ file, text }) => [...text.matchAll(/'(painel\.[a-z-]+)'/g)].map((match) => `${file}: ${match[1]}`));
    expect(unlisted).toEqual([]);
    expect(sources.filter(({ text }) => text.includes(`'${IDB_CACHE.database}'`)).map(({ file }) => file)).toEqual([]);
  });

  it("the service worker's runtime cache is the one listed", () => {
    const viteConfig = readFileSync('vite.config.ts', 'utf8');
    const names = [...viteConfig.matchAll(/cacheName: '([^']+)'/g)].map((match) => match[1]);
    expect(names).toEqual([BROWSER_STORAGE.configCache.name]);
  });
});
