/**
 * Argon2id off the page's main thread (./argon2.ts): one derivation per worker, which the page
 * ends once answered, taking the derivation's memory with it. The wasm code loads only here and
 * in ./argon2.ts's fallback, never with the login route.
 */
import { argon2id } from 'hash-wasm';
import type { Argon2Answer, Argon2Request } from './argon2';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<Argon2Request>) => {
  const { password, salt, memoryKiB, iterations, parallelism, hashLength } = event.data;
  argon2id({ password, salt, memorySize: memoryKiB, iterations, parallelism, hashLength, outputType: 'binary' }).then(
    (derived) => {
      // A copy of its own, so that handing it over detaches nothing of the library's.
      const hash = new Uint8Array(derived);
      scope.postMessage({ ok: true, hash } satisfies Argon2Answer, [hash.buffer]);
    },
    () => scope.postMessage({ ok: false } satisfies Argon2Answer),
  );
};
