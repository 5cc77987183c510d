import { afterEach, describe, expect, it, vi } from 'vitest';
import { startKeyHoldWorker, type KeyHoldWorker } from '../stubs/keyHoldWorker';

const KEY = new Uint8Array(32).map((_, i) => i + 1).buffer;

/** A page's claim, answered on its own port. */
function claim(worker: KeyHoldWorker, userKey: unknown): Promise<unknown> {
  const channel = new MessageChannel();
  const answer = new Promise<unknown>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<{ raw: unknown }>) => {
      channel.port1.close();
      resolve(event.data.raw);
    };
  });
  worker.postMessage({ type: 'painel-key-claim', userKey }, [channel.port2]);
  return answer;
}

function bytes(value: unknown): number[] | null {
  return value instanceof ArrayBuffer ? [...new Uint8Array(value)] : null;
}

afterEach(() => vi.useRealTimers());

describe('the service worker’s key hold (public/sw-keyhold.js)', () => {
  it('hands the parked key to a page of the same user only, and stays alive while it holds it', async () => {
    const worker = startKeyHoldWorker();
    worker.postMessage({ type: 'painel-key-park', userKey: '1:ana', raw: KEY });
    expect(worker.lifetimes).toHaveLength(1);
    expect(bytes(await claim(worker, '1:bruno'))).toBeNull();
    expect(bytes(await claim(worker, '1:ana'))).toEqual([...new Uint8Array(KEY)]);
  });

  it('forgets the key after ten seconds, when told to, and when the worker ends', async () => {
    vi.useFakeTimers();
    const worker = startKeyHoldWorker();
    worker.postMessage({ type: 'painel-key-park', userKey: '1:ana', raw: KEY });
    let released = false;
    void worker.lifetimes[0]!.then(() => (released = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(released).toBe(true);
    vi.useRealTimers();
    expect(await claim(worker, '1:ana')).toBeNull();

    worker.postMessage({ type: 'painel-key-park', userKey: '1:ana', raw: KEY });
    worker.postMessage({ type: 'painel-key-drop' });
    expect(await claim(worker, '1:ana')).toBeNull();
    await worker.lifetimes[1];

    worker.postMessage({ type: 'painel-key-park', userKey: '1:ana', raw: KEY });
    worker.restart();
    expect(await claim(worker, '1:ana')).toBeNull();
  });

  it('says with its answer whether another window of the console is open', async () => {
    const worker = startKeyHoldWorker();
    const answer = () => {
      const channel = new MessageChannel();
      const answered = new Promise<unknown>((resolve) => {
        channel.port1.onmessage = (event: MessageEvent<{ alone: unknown }>) => {
          channel.port1.close();
          resolve(event.data.alone);
        };
      });
      worker.postMessage({ type: 'painel-key-claim', userKey: '1:ana' }, [channel.port2]);
      return answered;
    };
    expect(await answer()).toBe(true);
    worker.otherWindows = 2;
    expect(await answer()).toBe(false);
  });

  it('a newer key replaces the older one; anything but 32 bytes under a user is ignored', async () => {
    const worker = startKeyHoldWorker();
    const newer = new Uint8Array(32).fill(7).buffer;
    worker.postMessage({ type: 'painel-key-park', userKey: '1:ana', raw: KEY });
    worker.postMessage({ type: 'painel-key-park', userKey: '1:ana', raw: newer });
    expect(bytes(await claim(worker, '1:ana'))).toEqual(Array(32).fill(7));
    for (const odd of [
      { type: 'painel-key-park', userKey: '1:ana', raw: new ArrayBuffer(16) },
      { type: 'painel-key-park', userKey: 7, raw: KEY },
      { type: 'painel-key-park', userKey: '1:ana', raw: 'AAAA' },
      { type: 'painel-key-park', raw: KEY },
      null,
      'painel-key-drop',
      { type: 'painel-key-claim' },
    ]) {
      worker.postMessage(odd);
    }
    expect(bytes(await claim(worker, '1:ana'))).toEqual(Array(32).fill(7));
  });
});
