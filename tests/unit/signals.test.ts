/** Requests keep their timeout and cancellation where AbortSignal.any / .timeout are missing. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anySignal, timeoutSignal } from '@/api/signals';
import { slow } from '../waits';

const natives = { any: Reflect.get(AbortSignal, 'any') as unknown, timeout: Reflect.get(AbortSignal, 'timeout') as unknown };
function withoutNatives() {
  Object.assign(AbortSignal, { any: undefined, timeout: undefined });
}

afterEach(() => {
  Object.assign(AbortSignal, natives);
  vi.useRealTimers();
});

describe.each([
  ['native', () => undefined],
  ['fallback', withoutNatives],
])('signals (%s)', (_, setup) => {
  it('anySignal aborts with the first reason, and at once when one is already aborted', () => {
    setup();
    const a = new AbortController();
    const b = new AbortController();
    const both = anySignal([a.signal, b.signal]);
    expect(both.aborted).toBe(false);
    b.abort('b first');
    a.abort('a later');
    expect(both.aborted).toBe(true);
    expect(both.reason).toBe('b first');
    const done = new AbortController();
    done.abort('done');
    expect(anySignal([done.signal, new AbortController().signal]).reason).toBe('done');
  });

  it('timeoutSignal aborts with a TimeoutError after the time', async () => {
    setup();
    const signal = timeoutSignal(20);
    expect(signal.aborted).toBe(false);
    // The native timer runs on real time, out of reach of fake timers: waited for, not slept on.
    await vi.waitFor(() => expect(signal.aborted).toBe(true), slow);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });
});

describe('the fallback timeout', () => {
  it('aborts once the whole time has passed, not before', () => {
    withoutNatives();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const signal = timeoutSignal(20);
    vi.advanceTimersByTime(19);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });
});

describe('a request without the natives', () => {
  it('still times out through the client', async () => {
    withoutNatives();
    const { apiRequest } = await import('@/api/client');
    const { initApiClient } = await import('@/api/clientSetup');
    const { ApiError } = await import('@/api/errors');
    const { z } = await import('zod');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    initApiClient({ baseUrl: 'http://localhost/', getToken: () => null, onUnauthorized: () => undefined, timeoutMs: 30 });
    const caller = new AbortController();
    const error = await apiRequest('api/x', z.unknown(), { signal: caller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).kind).toBe('timeout');
    fetchSpy.mockRestore();
  });
});
