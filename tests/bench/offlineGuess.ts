/**
 * What one offline password guess costs (decisions 0011 and 0024): the wrapped key in
 * localStorage (`painel.vault`) lets anyone with a copy of the profile try passwords without the
 * server. An attacker runs each guess as below, one per core: Argon2id at the parameters stored
 * with the key, then one AES-GCM unwrap whose tag check says yes or no. Measured on this
 * machine's CPU in Node with the console's own library (hash-wasm's WebAssembly build), against a
 * wrapped key the console's own code made; a native build (the reference C code with its SIMD
 * path) is somewhat faster per core. A GPU is not measured here: the published hashcat rate for
 * these parameters is used instead (docs/security.md says where it comes from).
 */
import { createDecipheriv, pbkdf2Sync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { argon2id } from 'hash-wasm';
import { fromBase64 } from '../../src/lib/vaultCrypto';
import { createVault } from '../../src/lib/vaultWrap';
import { ARGON2_PARAMS } from '../../src/lib/vaultKdf';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../src/features/auth/schemas';
import type { Measurement } from './measurement';

const SECRET = 'Demo@123';
const RUNS = 8;
/**
 * hashcat mode 34000 (Argon2id) on one RTX 4090 at m = 64 MiB, t = 3, p = 1: 1667 H/s, as its
 * authors published it with the mode (hashcat pull request 4284, July 2025). Scaled to our
 * passes by 3/t (a GPU's Argon2 is bound by memory bandwidth: its cost grows with m × t).
 */
const GPU_PUBLISHED = { rate: 1667, memoryKiB: 65_536, iterations: 3, parallelism: 1 } as const;
/** What v1 keys (before decision 0024) cost, for comparison: PBKDF2-SHA-256, 600 000 rounds. */
const PBKDF2_V1_ROUNDS = 600_000;

interface Wrapped {
  salt: Buffer;
  iv: Buffer;
  /** AES-GCM output: the 32-byte data key encrypted, then the 16-byte tag. */
  wrapped: Buffer;
}

/** The AES-GCM unwrap: true when `key` opens the wrapped data key (GCM's tag checks). */
function opens(vault: Wrapped, key: Uint8Array): boolean {
  const decipher = createDecipheriv('aes-256-gcm', key, vault.iv);
  decipher.setAuthTag(vault.wrapped.subarray(vault.wrapped.length - 16));
  decipher.update(vault.wrapped.subarray(0, vault.wrapped.length - 16));
  try {
    decipher.final();
    return true;
  } catch {
    return false;
  }
}

/** One attempt: Argon2id of the candidate at the console's parameters, then the unwrap. */
async function tryPassword(vault: Wrapped, password: string): Promise<boolean> {
  const { memoryKiB, iterations, parallelism } = ARGON2_PARAMS;
  const key = await argon2id({ password, salt: vault.salt, memorySize: memoryKiB, iterations, parallelism, hashLength: 32, outputType: 'binary' });
  return opens(vault, key);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** A duration in the largest unit that keeps it readable. */
function duration(seconds: number): string {
  const units: [number, string][] = [
    [365.25 * 86_400, 'years'],
    [86_400, 'days'],
    [3_600, 'h'],
    [60, 'min'],
    [1, 's'],
  ];
  for (const [size, unit] of units) {
    if (seconds >= size) {
      const value = seconds / size;
      return `${value >= 1e6 ? value.toExponential(1) : value >= 100 ? value.toFixed(0) : value.toFixed(1)} ${unit}`;
    }
  }
  return `${(seconds * 1000).toFixed(0)} ms`;
}

/** The password spaces docs/security.md discusses, each with how many candidates it holds. */
function spaces(): { what: string; size: number }[] {
  return [
    { what: '10^6 common passwords (a leaked-password list)', size: 1e6 },
    { what: `${PASSWORD_MIN} digits (allowed: the rule is ${PASSWORD_MIN}–${PASSWORD_MAX} characters, no spaces)`, size: 10 ** PASSWORD_MIN },
    { what: `${PASSWORD_MIN} random lowercase letters`, size: 26 ** PASSWORD_MIN },
    { what: `${PASSWORD_MIN} random letters and digits (the screen's hint: an uppercase letter and a number)`, size: 62 ** PASSWORD_MIN },
    { what: '8 random lowercase letters and digits', size: 36 ** 8 },
    { what: '8 random printable ASCII characters', size: 94 ** 8 },
    { what: `${PASSWORD_MAX} random lowercase letters and digits (the longest allowed)`, size: 36 ** PASSWORD_MAX },
  ];
}

const { memoryKiB, iterations, parallelism } = ARGON2_PARAMS;
const PARAMS_TEXT = `m=${memoryKiB / 1024} MiB, t=${iterations}, p=${parallelism}`;

export const offlineGuessCost: Measurement = {
  name: `Offline password guess on this CPU (Argon2id ${PARAMS_TEXT}, hash-wasm in Node, + one AES-GCM unwrap), per core`,
  async run() {
    // A wrapped key as the console stores it, made by the console's own code (in Node: no
    // worker, the library on this thread).
    const { wrapped: stored } = await createVault(SECRET);
    if (stored.memoryKiB !== memoryKiB || stored.iterations !== iterations || stored.parallelism !== parallelism) {
      throw new Error("the stored parameters are not the console's");
    }
    const vault: Wrapped = {
      salt: Buffer.from(fromBase64(stored.salt)),
      iv: Buffer.from(fromBase64(stored.iv)),
      wrapped: Buffer.from(fromBase64(stored.wrapped)),
    };
    // The attack really is this: the right password opens it, a wrong one does not.
    if (!(await tryPassword(vault, SECRET)) || (await tryPassword(vault, 'Demo@124'))) throw new Error('the guess does not match the stored format');

    // One core: guesses one after the other (the two above warmed it up).
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await tryPassword(vault, `chute-${i}`);
      times.push(performance.now() - start);
    }
    // The fastest guess is the one least slowed by whatever else runs here: an attacker's own
    // machine is not shared, so the table below counts from it (the defender's side of the doubt).
    const fastestMs = Math.min(...times);
    const perCore = 1000 / fastestMs;

    // The same guess under v1's PBKDF2 (OpenSSL, native), for comparison.
    const pbkdf2: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      pbkdf2Sync(`chute-${i}`, vault.salt, PBKDF2_V1_ROUNDS, 32, 'sha256');
      pbkdf2.push(performance.now() - start);
    }

    const gpu = (GPU_PUBLISHED.rate * GPU_PUBLISHED.memoryKiB * GPU_PUBLISHED.iterations) / (memoryKiB * iterations);
    const cores = cpus().length;
    const hashWasm = (JSON.parse(readFileSync(new URL('../../node_modules/hash-wasm/package.json', import.meta.url), 'utf8')) as { version: string }).version;
    const details = [
      `${times.map((t) => t.toFixed(0)).join(', ')} ms over ${RUNS} guesses on one core; ${cpus()[0]?.model ?? 'unknown CPU'}, ${cores} cores, Node ${process.versions.node} (V8 ${process.versions.v8}), hash-wasm ${hashWasm}`,
      `all ${cores} cores, at best: ${(perCore * cores).toFixed(1)} guesses/s (one guess per core at a time; this machine is shared)`,
      `v1 (PBKDF2-SHA-256, ${PBKDF2_V1_ROUNDS} rounds, OpenSSL): ${Math.min(...pbkdf2).toFixed(0)} ms a guess at best, ${(1000 / Math.min(...pbkdf2)).toFixed(1)} guesses/s per core`,
      `one RTX 4090 (hashcat -m 34000, published ${GPU_PUBLISHED.rate} H/s at m=64 MiB, t=${GPU_PUBLISHED.iterations}, p=1; scaled to t=${iterations}): about ${gpu.toFixed(0)} guesses/s`,
      `time to try every candidate at the best rate, one core here | one RTX 4090 (expected: half of it):`,
      ...spaces().map(({ what, size }) => `  ${what}: ${size.toExponential(1)} → ${duration(size / perCore)} | ${duration(size / gpu)}`),
    ];
    return {
      figure: `${fastestMs.toFixed(0)} ms per guess at best (median ${median(times).toFixed(0)} ms): ${perCore.toFixed(2)} guesses/s per core`,
      details,
    };
  },
};
