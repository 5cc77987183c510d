/**
 * Argon2id (hash-wasm's WebAssembly build) for the vault's key derivation
 * (docs/decisions/0024-argon2id-vault.md). The library is loaded only when a derivation is asked
 * for (a sign-in, an unlock), never with the login route's first load.
 */

/** What Argon2id runs with: memory in KiB (1024 bytes), passes over it, lanes. */
export interface Argon2Params {
  memoryKiB: number;
  iterations: number;
  parallelism: number;
}

export interface Argon2Request extends Argon2Params {
  password: string;
  salt: Uint8Array<ArrayBuffer>;
  hashLength: number;
}

export type Argon2Answer = { ok: true; hash: Uint8Array<ArrayBuffer> } | { ok: false };

/**
 * Runs one derivation in a worker of its own, ended once it answers (its memory goes with it).
 * Null when no worker could run it (none started, its script did not load): the caller runs it here.
 */
function inWorker(request: Argon2Request): Promise<Argon2Answer | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./argon2.worker.ts', import.meta.url), { type: 'module', name: 'painel-argon2' });
    } catch {
      resolve(null);
      return;
    }
    const done = (answer: Argon2Answer | null) => {
      worker.terminate();
      resolve(answer);
    };
    worker.onmessage = (event: MessageEvent<Argon2Answer>) => done(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      done(null);
    };
    worker.onmessageerror = () => done(null);
    worker.postMessage(request);
  });
}

/**
 * The derived bytes. Off the main thread where the browser has workers, so the sign-in and lock
 * screens stay responsive; on this thread otherwise (jsdom, Node). Throws when the derivation
 * fails (parameters the library refuses, memory it cannot have).
 */
export async function argon2idBytes(request: Argon2Request): Promise<Uint8Array<ArrayBuffer>> {
  if (typeof Worker !== 'undefined') {
    const answer = await inWorker(request);
    if (answer?.ok) return answer.hash;
    if (answer) throw new Error('Argon2id failed');
  }
  const { runArgon2id } = await import('./argon2Run');
  return runArgon2id(request);
}
