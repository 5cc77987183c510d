/** The login route's size check (tests/e2e/loginRoute.ts) fails above its limit and names why. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { overLimit, weighScripts } from '../e2e/loginRoute';

let dir: string | null = null;

function built(files: Record<string, Buffer>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'painel-login-route-'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
  return dir;
}

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

describe('the login route size check', () => {
  // Random bytes do not compress: their gzip is a little larger than they are.
  const files = { 'entry.js': randomBytes(6000), 'chunk.js': randomBytes(3000) };

  it('passes within the limit and weighs each file, largest first', () => {
    const weighed = weighScripts(built(files), ['/chunk.js', '/entry.js']);
    expect(weighed.rows.map((r) => r.pathname)).toEqual(['/entry.js', '/chunk.js']);
    expect(weighed.total).toBeGreaterThan(9000);
    expect(overLimit(weighed, 10_000)).toBeNull();
  });

  it('fails one byte over, saying by how much and which files weigh most', () => {
    const weighed = weighScripts(built(files), ['/entry.js', '/chunk.js']);
    const message = overLimit(weighed, weighed.total - 1);
    expect(message).toContain('1 B over');
    expect(message).toContain('/entry.js');
  });

  it('counts what compresses as it compresses: gzip, not raw bytes', () => {
    const weighed = weighScripts(built({ 'repeat.js': Buffer.alloc(50_000, 'a') }), ['/repeat.js']);
    expect(weighed.totalRaw).toBe(50_000);
    expect(overLimit(weighed, 1000)).toBeNull();
  });

  it('refuses a file the page loaded that the build does not have', () => {
    expect(() => weighScripts(built(files), ['/gone.js'])).toThrow('/gone.js was loaded but is not in');
  });
});
