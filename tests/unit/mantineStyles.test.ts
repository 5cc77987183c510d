/**
 * src/app/mantineStyles.ts imports Mantine's stylesheets one component at a time (the whole
 * styles.layer.css is 41 kB gzip of render-blocking CSS, half of it for components we never use).
 * This test keeps that list exact: it reads which Mantine components src/ imports, follows their
 * imports inside Mantine's own ESM build (Button pulls UnstyledButton and Loader; the dates
 * pickers pull Popover, Input…), and expects one stylesheet per CSS module found, no more, in the
 * order of Mantine's full stylesheet.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const stylesModule = path.join(root, 'src/app/mantineStyles.ts');
const GLOBALS = ['baseline', 'default-css-variables', 'global'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Names imported as values from `pkg` in `code` (type-only imports have no styles). */
function importedNames(code: string, pkg: string, quote: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s*(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quote}${pkg}${quote}`, 'g');
  for (const match of code.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0] ?? '';
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The files of a package's ESM build that export `names`, read from its index.mjs. */
function entryFiles(pkgDir: string, names: Set<string>): string[] {
  const index = readFileSync(path.join(pkgDir, 'esm/index.mjs'), 'utf8');
  const files: string[] = [];
  for (const match of index.matchAll(/import \{([^}]*)\} from "(\.[^"]+)"/g)) {
    const exported = (match[1] ?? '').split(',').map((s) => s.trim().split(/\s+as\s+/)[0] ?? '');
    if (exported.some((n) => names.has(n))) files.push(path.join(pkgDir, 'esm', match[2] ?? ''));
  }
  return files;
}

/** Walks relative imports from `start`; returns the CSS modules reached and core names imported. */
function walk(start: string[]): { modules: Set<string>; coreNames: Set<string> } {
  const modules = new Set<string>();
  const coreNames = new Set<string>();
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const name of importedNames(code, '@mantine/core', '"')) coreNames.add(name);
    for (const match of code.matchAll(/from "(\.[^"]+\.mjs)"/g)) {
      const target = path.resolve(path.dirname(file), match[1] ?? '');
      if (target.endsWith('.module.mjs')) modules.add(path.basename(target, '.module.mjs'));
      else stack.push(target);
    }
  }
  return { modules, coreNames };
}

function requiredStylesheets(): Set<string> {
  const coreDir = path.join(root, 'node_modules/@mantine/core');
  const datesDir = path.join(root, 'node_modules/@mantine/dates');
  const core = new Set<string>();
  const dates = new Set<string>();
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const code = readFileSync(file, 'utf8');
    for (const name of importedNames(code, '@mantine/core', "'")) core.add(name);
    for (const name of importedNames(code, '@mantine/dates', "'")) dates.add(name);
  }
  // The dates pickers are built from core components, whose styles come from core's sheets.
  for (const name of walk(entryFiles(datesDir, dates)).coreNames) core.add(name);
  return new Set([...GLOBALS, ...walk(entryFiles(coreDir, core)).modules]);
}

function listedStylesheets(): string[] {
  const code = readFileSync(stylesModule, 'utf8');
  return [...code.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.layer\.css';$/gm)].map((m) => m[1] ?? '');
}

/** Where a component's first rule stands in Mantine's full stylesheet: the order to keep. */
function positionInFullSheet(name: string, full: string): number {
  const globalIndex = GLOBALS.indexOf(name);
  if (globalIndex >= 0) return globalIndex - GLOBALS.length;
  const css = readFileSync(path.join(root, `node_modules/@mantine/core/styles/${name}.layer.css`), 'utf8');
  const firstClass = /\.m_[0-9a-f]+/.exec(css)?.[0];
  if (!firstClass) throw new Error(`no Mantine class in ${name}.layer.css`);
  const position = full.indexOf(firstClass);
  if (position < 0) throw new Error(`${name}.layer.css is not part of Mantine's full stylesheet`);
  return position;
}

describe('Mantine stylesheets', () => {
  it('imports exactly the stylesheets of the components src/ uses, and of what they use', () => {
    const required = requiredStylesheets();
    const listed = listedStylesheets();
    const missing = [...required].filter((n) => !listed.includes(n)).sort();
    const unused = listed.filter((n) => !required.has(n)).sort();
    expect({ missing, unused }, 'add the missing ones to (and drop the unused ones from) src/app/mantineStyles.ts').toEqual({
      missing: [],
      unused: [],
    });
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("keeps the order of Mantine's full stylesheet, where later rules override earlier ones", () => {
    const full = readFileSync(path.join(root, 'node_modules/@mantine/core/styles.layer.css'), 'utf8');
    const listed = listedStylesheets();
    const sorted = [...listed].sort((a, b) => positionInFullSheet(a, full) - positionInFullSheet(b, full));
    expect(listed).toEqual(sorted);
  });
});
