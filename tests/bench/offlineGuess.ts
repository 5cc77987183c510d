/**
 * What one offline password guess costs (decision 0011): the wrapped key in localStorage
 * (`painel.vault`) lets anyone with a copy of the profile try passwords without the server. An
 * attacker runs each guess as below, natively, one per core: PBKDF2-SHA-256 at the console's
 * round count, then one AES-GCM unwrap whose tag check says yes or no. Measured on this machine's
 * CPU with Node's OpenSSL, against a wrapped key the console's own code made. A GPU is not
 * measured here: README states the assumption used for it.
 */
import { createDecipheriv, pbkdf2, pbkdf2Sync } from 'node:crypto';
import { cpus } from 'node:os';
import { promisify } from 'node:util';
import { PBKDF2_ITERATIONS, createVault, fromBase64 } from '../../src/lib/vaultCrypto';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../src/features/auth/schemas';
import type { Measurement } from './measurement';

const pbkdf2Async = promisify(pbkdf2);
const SECRET = 'Demo@123';
const RUNS = 12;
/** The assumption README states for a GPU rig against one core here: 100× to 1000×, not measured. */
const GPU_FACTORS = [100, 1000] as const;

interface Wrapped {
  salt: Buffer;
  iterations: number;
  iv: Buffer;
  /** AES-GCM output: the 32-byte data key encrypted, then the 16-byte tag. */
  wrapped: Buffer;
}

/** One attempt: true when the password opens the wrapped key (GCM's tag checks). */
function tryPassword(vault: Wrapped, password: string, derived?: Buffer): boolean {
  const key = derived ?? pbkdf2Sync(password, vault.salt, vault.iterations, 32, 'sha256');
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

/** The password spaces README discusses, each with how many candidates it holds. */
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

export const offlineGuessCost: Measurement = {
  name: `Offline password guess on this CPU (Node crypto.pbkdf2 SHA-256, ${PBKDF2_ITERATIONS} rounds, + one AES-GCM unwrap), per core`,
  async run() {
    // A wrapped key as the console stores it, made by the console's own code (WebCrypto in Node).
    const { wrapped: stored } = await createVault(SECRET);
    const vault: Wrapped = {
      salt: Buffer.from(fromBase64(stored.salt)),
      iterations: stored.iterations,
      iv: Buffer.from(fromBase64(stored.iv)),
      wrapped: Buffer.from(fromBase64(stored.wrapped)),
    };
    // The attack really is this: the right password opens it, a wrong one does not.
    if (!tryPassword(vault, SECRET) || tryPassword(vault, 'Demo@124')) throw new Error('the guess does not match the stored format');

    // One core: guesses one after the other (the first a warm-up).
    const times: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const start = performance.now();
      tryPassword(vault, `chute-${i}`);
      if (i > 0) times.push(performance.now() - start);
    }
    // The fastest guess is the one least slowed by whatever else runs here: an attacker's own
    // machine is not shared, so the table below counts from it (the defender's side of the doubt).
    const fastestMs = Math.min(...times);
    const perCore = 1000 / fastestMs;

    // Every core at once (libuv's thread pool runs the derivations side by side).
    const cores = cpus().length;
    const batch = cores * 3;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: batch }, async (_, i) => tryPassword(vault, '', await pbkdf2Async(`lote-${i}`, vault.salt, vault.iterations, 32, 'sha256'))),
    );
    const allCores = (batch * 1000) / (performance.now() - started);

    const details = [
      `${times.map((t) => t.toFixed(0)).join(', ')} ms over ${RUNS} guesses on one core; ${cpus()[0]?.model ?? 'unknown CPU'}, ${cores} cores, Node ${process.versions.node} (OpenSSL ${process.versions.openssl})`,
      `all ${cores} cores at once: ${allCores.toFixed(1)} guesses/s (this machine is shared: a busy neighbour lowers it)`,
      `time to try every candidate at the best rate, one core here | assumed GPU ×${GPU_FACTORS[0]} | ×${GPU_FACTORS[1]} (expected: half of it):`,
      ...spaces().map(({ what, size }) => {
        const seconds = size / perCore;
        return `  ${what}: ${size.toExponential(1)} → ${duration(seconds)} | ${duration(seconds / GPU_FACTORS[0])} | ${duration(seconds / GPU_FACTORS[1])}`;
      }),
    ];
    return {
      figure: `${fastestMs.toFixed(0)} ms per guess at best (median ${median(times).toFixed(0)} ms): ${perCore.toFixed(1)} guesses/s per core`,
      details,
    };
  },
};
