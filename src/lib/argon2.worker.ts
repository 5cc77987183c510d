/**
 * Argon2id off the page's main thread (./argon2.ts): one derivation per worker, which the page
 * ends once answered, taking the derivation's memory with it. The wasm code loads only here and
 * in ./argon2.ts's fallback, never with the login route.
 */
import type { Argon2Answer, Argon2Request } from './argon2';
import { runArgon2id } from './argon2Run';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<Argon2Request>) => {
  runArgon2id(event.data).then(
    (hash) => scope.postMessage({ ok: true, hash } satisfies Argon2Answer, [hash.buffer]),
    () => scope.postMessage({ ok: false } satisfies Argon2Answer),
  );
};
