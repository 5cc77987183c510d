/**
 * A second build of the app for the bench's own analysis, made once per run: the same code as
 * dist/, with hidden source maps (to name profiled functions) and Vite's manifest (which chunk
 * holds which source file). Kept in a temporary directory, out of dist/ and of what is deployed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runVite } from './tools';

let built: Promise<string> | null = null;

/** Vite's manifest entry: the chunk a source file went into, and the chunks it imports. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export function mappedBuild(): Promise<string> {
  built ??= (async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'painel-bench-build-'));
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    const { code, output } = await runVite(['build', '--sourcemap', 'hidden', '--manifest', '--outDir', outDir, '--emptyOutDir']);
    if (code !== 0) throw new Error(`vite build failed:\n${output}`);
    return outDir;
  })();
  return built;
}

export function readManifest(buildDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(buildDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}
