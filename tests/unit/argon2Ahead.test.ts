import { afterEach, describe, expect, it, vi } from 'vitest';
import { argon2idBytes, startArgon2Ahead, type WorkerRequest } from '@/lib/argon2';

/** A worker as the page sees one: what it was sent, whether it was ended; it answers derivations. */
class FakeWorker {
  static started: FakeWorker[] = [];
  sent: WorkerRequest[] = [];
  ended = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  constructor() {
    FakeWorker.started.push(this);
  }
  postMessage(request: WorkerRequest) {
    this.sent.push(request);
    if (!('warm' in request)) queueMicrotask(() => this.onmessage?.({ data: { ok: true, hash: new Uint8Array(request.hashLength).fill(7) } }));
  }
  terminate() {
    this.ended = true;
  }
  /** Its script did not load. */
  fail() {
    this.onerror?.({ preventDefault() {} });
  }
}

const request = { password: 'segredo-123', salt: new Uint8Array(16), memoryKiB: 19 * 1024, iterations: 1, parallelism: 1, hashLength: 32 };

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.started = [];
});

describe('the derivation’s worker started ahead (the lock screen)', () => {
  it('compiles its code at once, holds no password, and runs the next derivation', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    startArgon2Ahead();
    const [ahead] = FakeWorker.started;
    expect(ahead?.sent).toEqual([{ warm: true }]);

    expect(await argon2idBytes(request)).toEqual(new Uint8Array(32).fill(7));
    expect(FakeWorker.started).toHaveLength(1);
    expect(ahead?.sent[1]).toMatchObject({ password: 'segredo-123' });
    // Ended once it answered: the derivation's memory goes with it.
    expect(ahead?.ended).toBe(true);

    // The next derivation has no worker ahead: it starts its own.
    await argon2idBytes(request);
    expect(FakeWorker.started).toHaveLength(2);
  });

  it('ends unused when the lock screen goes; one started twice is one worker', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const stop = startArgon2Ahead();
    const again = startArgon2Ahead();
    expect(FakeWorker.started).toHaveLength(1);
    again();
    expect(FakeWorker.started[0]?.ended).toBe(false);
    stop();
    expect(FakeWorker.started[0]?.ended).toBe(true);
  });

  it('one whose script did not load is not used: the derivation starts a worker of its own', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    startArgon2Ahead();
    const ahead = FakeWorker.started[0]!;
    ahead.fail();
    expect(await argon2idBytes(request)).toHaveLength(32);
    expect(ahead.ended).toBe(true);
    expect(ahead.sent).toEqual([{ warm: true }]);
    expect(FakeWorker.started).toHaveLength(2);
  });

  it('without workers (an old browser, jsdom), nothing starts', () => {
    expect(typeof Worker).toBe('undefined');
    expect(() => startArgon2Ahead()()).not.toThrow();
  });
});
