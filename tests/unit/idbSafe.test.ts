// @vitest-environment jsdom
/** An unusable IndexedDB never stops the console: it runs without its offline copy (issue 9, B). */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { idbSafely, resetIdbWarning } from '@/offline/idbSafe';
import { createCachePersistence } from '@/offline/persistence';

// As idb-keyval behaves when `indexedDB.open` throws: every call throws synchronously.
const { blocked } = vi.hoisted(() => ({
  blocked: (): Promise<never> => {
    throw new DOMException('O acesso ao armazenamento foi negado para paciente Maria', 'SecurityError');
  },
}));
vi.mock('idb-keyval', () => ({ get: blocked, set: blocked, del: blocked }));

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
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
});

describe('the persisted cache over an unusable IndexedDB', () => {
  it('restores nothing, saves nothing and wipes without failing', async () => {
    // Saves are throttled to one a second: the clock is moved past that, then every save has landed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const queryClient = new QueryClient();
    const persistence = createCachePersistence(queryClient, 3_600_000);
    await expect(persistence.restore('1:ana')).resolves.toBeUndefined();
    persistence.start('1:ana');
    await queryClient.fetchQuery({ queryKey: ['alerts', 'symptoms'], queryFn: () => ['alerta'], meta: { persist: true } });
    await vi.advanceTimersByTimeAsync(1100);
    await persistence.written();
    await expect(persistence.wipe()).resolves.toBeUndefined();
    expect(queryClient.getQueryData(['alerts', 'symptoms'])).toEqual(['alerta']);
    expect(warn).toHaveBeenCalledOnce();
  });
});
