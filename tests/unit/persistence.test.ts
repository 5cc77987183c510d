// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { onlineManager } from '@tanstack/react-query';
import { keys } from '@/api/keys';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { busterFor, dropOlderThan, shouldPersistQuery } from '@/offline/persistence';
import { apiRequest } from '@/api/client';
import { initApiClient } from '@/api/clientSetup';
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

  it('ties the cache to one user and one version', () => {
    expect(busterFor('1:ana')).not.toBe(busterFor('1:bruno'));
    expect(busterFor('1:ana')).toContain(__APP_VERSION__);
  });
});

describe('what the server keeps out of the offline copy', () => {
  let answer = { Total: 3 };
  let cacheControl = '';
  const server = setupServer(http.get('http://localhost/api/widget', () => HttpResponse.json({ ...answer }, { headers: { 'Cache-Control': cacheControl } })));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  /** A persisted query fed by the real client, as the dashboard's are. */
  async function widget() {
    initApiClient({ baseUrl: 'http://localhost/', getToken: () => null, onUnauthorized: () => undefined });
    const client = createQueryClient({ retry: false });
    const options = {
      queryKey: keys.dashboard.widget('totals', 1),
      queryFn: () => apiRequest('api/widget', z.object({ Total: z.number() })),
      meta: { persist: true },
    };
    await client.fetchQuery(options);
    return {
      client,
      refetch: () => client.refetchQueries({ queryKey: keys.dashboard.widget('totals', 1) }),
      persisted: () => shouldPersistQuery(client.getQueryCache().find({ queryKey: keys.dashboard.widget('totals', 1) })!),
    };
  }

  it('never keeps a query whose last answer said painel-no-offline, also after a refetch brings changed data', async () => {
    answer = { Total: 3 };
    cacheControl = 'no-store, painel-no-offline';
    const { client, refetch, persisted } = await widget();
    expect(persisted()).toBe(false);
    // Structural sharing builds a new object for changed data: the mark must survive it.
    answer = { Total: 4 };
    await refetch();
    expect(client.getQueryData(keys.dashboard.widget('totals', 1))).toEqual({ Total: 4 });
    expect(persisted()).toBe(false);
    // The server stops opting out (a plain no-store): the query is kept again.
    cacheControl = 'no-store';
    await refetch();
    expect(persisted()).toBe(true);
  });

  it('keeps an answer marked only no-store, an HTTP-cache directive the client already bypasses', async () => {
    answer = { Total: 3 };
    cacheControl = 'no-store';
    const { persisted } = await widget();
    expect(persisted()).toBe(true);
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
