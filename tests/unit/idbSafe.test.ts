// @vitest-environment jsdom
/**
 * An unusable IndexedDB never stops the console: it runs without its offline copy (start-up never
 * ends in a blank page; decision 0018 for a database that never answers).
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { keys } from '@/api/keys';
import { QueryClient } from '@tanstack/react-query';
import { IDB_ANSWER_MS, idbSafely, resetIdbWarning } from '@/offline/idbSafe';
import { createCachePersistence } from '@/offline/persistence';

// As idb-keyval behaves when `indexedDB.open` throws: every call throws synchronously; or, with
// `idb.stalls`, as in WebKit when a suspended page's transaction holds the store: no call answers.
const { blocked, idb, unusable } = vi.hoisted(() => {
  const blocked = (): Promise<never> => {
    throw new DOMException('O acesso ao armazenamento foi negado para paciente Maria', 'SecurityError');
  };
  const idb = { stalls: false };
  return { blocked, idb, unusable: () => (idb.stalls ? new Promise<never>(() => {}) : blocked()) };
});
vi.mock('idb-keyval', () => ({ get: unusable, set: unusable, del: unusable }));

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  idb.stalls = false;
  resetIdbWarning();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('idbSafely', () => {
  it('passes a result through', async () => {
    expect(await idbSafely(() => Promise.resolve('dados'), undefined)).toBe('dados');
    expect(warn).not.toHaveBeenCalled();
  });

  it('turns a synchronous throw and a rejection into the fallback, with one warning naming only the kind', async () => {
    expect(await idbSafely(blocked, 'vazio')).toBe('vazio');
    expect(await idbSafely(() => Promise.reject(new DOMException('x', 'UnknownError')), 'vazio')).toBe('vazio');
    expect(warn).toHaveBeenCalledOnce();
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain('SecurityError');
    expect(logged).not.toContain('Maria');
  });

  it('a call that never answers gives the fallback after IDB_ANSWER_MS, not before, with one warning', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled: string | undefined;
    void idbSafely(() => new Promise<string>(() => {}), 'vazio').then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(IDB_ANSWER_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('vazio');
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^IndexedDB não respondeu em 10 s/);
  });

  it('a slow answer within the bound passes through', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answer = idbSafely(() => new Promise<string>((resolve) => setTimeout(() => resolve('dados'), IDB_ANSWER_MS - 1)), 'vazio');
    await vi.advanceTimersByTimeAsync(IDB_ANSWER_MS);
    expect(await answer).toBe('dados');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the persisted cache over an unusable IndexedDB', () => {
  it('restores nothing, saves nothing and wipes without failing', async () => {
    // Saves are throttled to one a second: the clock is moved past that, then every save has landed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const queryClient = new QueryClient();
    const persistence = createCachePersistence(queryClient, 3_600_000);
    await expect(persistence.restore('1:ana')).resolves.toBeUndefined();
    persistence.start('1:ana');
    await queryClient.fetchQuery({ queryKey: keys.alerts.symptoms(1), queryFn: () => ['alerta'], meta: { persist: true } });
    await vi.advanceTimersByTimeAsync(1100);
    await persistence.written();
    await expect(persistence.wipe()).resolves.toBeUndefined();
    expect(queryClient.getQueryData(keys.alerts.symptoms(1))).toEqual(['alerta']);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('the persisted cache over an IndexedDB that never answers', () => {
  it('the restore gives up after the bound, so the console starts (online, without its copy); saves and the wipe give up too', async () => {
    idb.stalls = true;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const queryClient = new QueryClient();
    const persistence = createCachePersistence(queryClient, 3_600_000);
    let restored = false;
    void persistence.restore('1:ana').then(() => (restored = true));
    await vi.advanceTimersByTimeAsync(IDB_ANSWER_MS - 1);
    expect(restored).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(restored).toBe(true);
    persistence.start('1:ana');
    await queryClient.fetchQuery({ queryKey: keys.alerts.symptoms(1), queryFn: () => ['alerta'], meta: { persist: true } });
    await vi.advanceTimersByTimeAsync(1100 + IDB_ANSWER_MS);
    await persistence.written();
    let wiped = false;
    void persistence.wipe().then(() => (wiped = true));
    await vi.advanceTimersByTimeAsync(IDB_ANSWER_MS);
    expect(wiped).toBe(true);
    expect(queryClient.getQueryData(keys.alerts.symptoms(1))).toEqual(['alerta']);
    expect(warn).toHaveBeenCalledOnce();
  });
});
