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

/** What the worker is asked: a derivation, or to compile the WebAssembly ahead of one. */
export type WorkerRequest = Argon2Request | { warm: true };

/** A worker started ahead of a derivation; `failed` once it reported an error (its script did not load). */
interface Spare {
  worker: Worker;
  failed: boolean;
}

let spare: Spare | null = null;

function startWorker(): Worker {
  return new Worker(new URL('./argon2.worker.ts', import.meta.url), { type: 'module', name: 'painel-argon2' });
}

/**
 * A worker started, and its WebAssembly compiled, ahead of a derivation that is likely soon (the
 * lock screen shows): 'Desbloquear' then waits for the derivation only. It holds no password and
 * none of the derivation's memory until asked. Returns what ends it if it was not used.
 */
export function startArgon2Ahead(): () => void {
  if (typeof Worker === 'undefined' || spare) return () => undefined;
  let started: Spare;
  try {
    started = { worker: startWorker(), failed: false };
  } catch {
    return () => undefined;
  }
  started.worker.onerror = (event) => {
    event.preventDefault();
    started.failed = true;
  };
  started.worker.postMessage({ warm: true } satisfies WorkerRequest);
  spare = started;
  return () => {
    if (spare !== started) return;
    spare = null;
    started.worker.terminate();
  };
}

/** The worker started ahead, if it is still good; else a new one. */
function takeWorker(): Worker {
  const ahead = spare;
  spare = null;
  if (ahead && !ahead.failed) return ahead.worker;
  ahead?.worker.terminate();
  return startWorker();
}

/**
 * Runs one derivation in a worker of its own, ended once it answers (its memory goes with it).
 * Null when no worker could run it (none started, its script did not load): the caller runs it here.
 */
function inWorker(request: Argon2Request): Promise<Argon2Answer | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = takeWorker();
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
    worker.postMessage(request satisfies WorkerRequest);
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
