// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { busterFor, dropOlderThan, shouldPersistQuery } from '@/offline/persistence';
import { markNoStore } from '@/api/noStore';
import { createQueryClient } from '@/app/queryClient';
import { createQueryStack } from '@/app/queryStack';
import { getConnectivity, initConnectivity, reportApiReachable, reportApiUnreachable } from '@/offline/connectivity';

type QueryLike = Parameters<typeof shouldPersistQuery>[0];
const query = (meta: { persist?: boolean } | undefined, data: unknown, status: 'success' | 'error' = 'success') =>
  ({ meta, state: { data, status } }) as unknown as QueryLike;

describe('what is persisted', () => {
  it('keeps only queries marked persist that hold data', () => {
    expect(shouldPersistQuery(query({ persist: true }, [1]))).toBe(true);
    expect(shouldPersistQuery(query(undefined, [1]))).toBe(false);
    expect(shouldPersistQuery(query({ persist: true }, undefined))).toBe(false);
  });

  it('keeps the last good data of a query whose last fetch failed', () => {
    expect(shouldPersistQuery(query({ persist: true }, { Total: 3 }, 'error'))).toBe(true);
  });

  it('never keeps a query whose last answer was no-store, also after a refetch brings changed data', async () => {
    const client = createQueryClient({ retry: false });
    let answer: { Total: number } = { Total: 3 };
    let noStore = true;
    const options = {
      queryKey: ['widget'],
      queryFn: () => {
        const data = { ...answer };
        if (noStore) markNoStore(data);
        return Promise.resolve(data);
      },
      meta: { persist: true },
    };
    const persisted = () => shouldPersistQuery(client.getQueryCache().find({ queryKey: ['widget'] })!);
    await client.fetchQuery(options);
    expect(persisted()).toBe(false);
    // Structural sharing builds a new object for changed data: the mark must survive it.
    answer = { Total: 4 };
    await client.refetchQueries({ queryKey: ['widget'] });
    expect(client.getQueryData(['widget'])).toEqual({ Total: 4 });
    expect(persisted()).toBe(false);
    // The server stops saying no-store: the query may be kept again.
    noStore = false;
    await client.refetchQueries({ queryKey: ['widget'] });
    expect(persisted()).toBe(true);
  });

  it('ties the cache to one user and one version', () => {
    expect(busterFor('1:ana')).not.toBe(busterFor('1:bruno'));
    expect(busterFor('1:ana')).toContain(__APP_VERSION__);
  });
});

describe('maximum offline age', () => {
  it('drops queries whose data is older than the limit before they are restored', async () => {
    const now = Date.now();
    const stored = {
      timestamp: now,
      buster: 'b',
      clientState: {
        mutations: [],
        queries: [
          { queryKey: ['fresh'], queryHash: 'fresh', state: { dataUpdatedAt: now - 60_000 } },
          { queryKey: ['old'], queryHash: 'old', state: { dataUpdatedAt: now - 13 * 3_600_000 } },
        ],
      },
    } as unknown as PersistedClient;
    const inner: Persister = { persistClient: vi.fn(), removeClient: vi.fn(), restoreClient: () => Promise.resolve(stored) };
    const restored = await dropOlderThan(inner, 12 * 3_600_000).restoreClient();
    expect(restored?.clientState.queries.map((q) => q.queryHash)).toEqual(['fresh']);
  });
});

describe('online state', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('starts from navigator.onLine, and a query stack loaded while offline starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = initConnectivity(() => Promise.resolve(true));
    expect(onlineManager.isOnline()).toBe(true);
    createQueryStack({ maxAgeMs: 3_600_000, retry: false });
    expect(onlineManager.isOnline()).toBe(false);
    expect(getConnectivity().online).toBe(false);
    expect(getConnectivity().since).toEqual(expect.any(Number));
    stop();
    vi.restoreAllMocks();
  });

  it('goes offline when the API cannot be reached and back when it answers, the query client with it', () => {
    const stop = initConnectivity(() => Promise.resolve(false));
    createQueryStack({ maxAgeMs: 3_600_000, retry: false });
    expect(getConnectivity().online).toBe(true);
    reportApiUnreachable();
    expect(getConnectivity().online).toBe(false);
    expect(onlineManager.isOnline()).toBe(false);
    reportApiReachable();
    expect(getConnectivity()).toEqual({ online: true, since: null });
    expect(onlineManager.isOnline()).toBe(true);
    stop();
  });
});

describe('offline since', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('keeps the time it went offline across a reload of the tab', () => {
    sessionStorage.setItem('painel.offline-since', String(Date.UTC(2026, 10, 22, 9, 0)));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = initConnectivity(() => Promise.resolve(true));
    expect(getConnectivity().since).toBe(Date.UTC(2026, 10, 22, 9, 0));
    vi.restoreAllMocks();
    window.dispatchEvent(new Event('online'));
    expect(getConnectivity()).toEqual({ online: true, since: null });
    expect(sessionStorage.getItem('painel.offline-since')).toBeNull();
    stop();
  });
});
