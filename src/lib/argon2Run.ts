/**
 * One Argon2id derivation with hash-wasm, as the worker (./argon2.worker.ts) and the page's
 * fallback (./argon2.ts) both run it. Imported by those two only, so the WebAssembly loads with a
 * derivation and never with the login route.
 */
import { argon2id } from 'hash-wasm';
import type { Argon2Request } from './argon2';

export async function runArgon2id({ password, salt, memoryKiB, iterations, parallelism, hashLength }: Argon2Request): Promise<Uint8Array<ArrayBuffer>> {
  const derived = await argon2id({ password, salt, memorySize: memoryKiB, iterations, parallelism, hashLength, outputType: 'binary' });
  // A copy of its own, so that handing it over (a transfer from the worker) detaches nothing of the library's.
  return new Uint8Array(derived);
}

/**
 * The WebAssembly compiled ahead (hash-wasm keeps the compiled module for the next call), by the
 * smallest derivation the library runs: 8 KiB, one pass. Nothing of it is kept.
 */
export async function compileArgon2id(): Promise<void> {
  await argon2id({ password: 'x', salt: new Uint8Array(8), memorySize: 8, iterations: 1, parallelism: 1, hashLength: 4, outputType: 'binary' });
}
