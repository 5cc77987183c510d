/** Small helpers the bench's measurements share: sizes as vite prints them, and running vite. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { projectRoot } from '../e2e/paths';

/** kB = 1000 bytes, as vite prints them. */
export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** gzip at level 9 (node:zlib), the bench's size of a file on the wire. */
export const gzipSize = (bytes: Buffer): number => gzipSync(bytes, { level: 9 }).length;

/** Runs the project's vite with `args`; resolves with its exit code and everything it printed. */
export function runVite(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const vite = path.join(projectRoot, 'node_modules', '.bin', 'vite');
    const child = spawn(vite, args, { cwd: projectRoot, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
