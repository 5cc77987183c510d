/**
 * Argon2id off the page's main thread (./argon2.ts): one derivation per worker, which the page
 * ends once answered, taking the derivation's memory with it. The wasm code loads only here and
 * in ./argon2.ts's fallback, never with the login route. A worker started ahead (the lock screen
 * showing) is first asked to compile it, so the derivation starts at once when asked for.
 */
import type { Argon2Answer, Argon2Request, WorkerRequest } from './argon2';
import { compileArgon2id, runArgon2id } from './argon2Run';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if ('warm' in request) {
    // A failure here shows again, and is answered, at the derivation itself.
    compileArgon2id().catch(() => undefined);
    return;
  }
  derive(request);
};

function derive(request: Argon2Request): void {
  runArgon2id(request).then(
    (hash) => scope.postMessage({ ok: true, hash } satisfies Argon2Answer, [hash.buffer]),
    () => scope.postMessage({ ok: false } satisfies Argon2Answer),
  );
}
