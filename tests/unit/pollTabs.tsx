/**
 * Two (or more) "tabs" in one jsdom for the poll coordinator's tests: each its own QueryClient,
 * visibility and session, sharing an in-memory stand-in for the Web Locks API (exclusive locks,
 * granted in order, a pending request aborted by its signal) and for BroadcastChannel (messages
 * structured-cloned, as the browser does, and delivered asynchronously to the other channels of
 * the name). jsdom has neither.
 */
import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { hashKey, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { parse } from 'zod/mini';
import { keys } from '@/api/keys';
import { pollCoordinator } from '@/config/alertsPoller/usePollLeader';
import type { PollChannel, PollEnv } from '@/config/alertsPoller/pollEnv';
import { useAlertsRefresh } from '@/config/alertsPoller/useAlertsRefresh';
import { symptomAlertListSchema } from '@/features/alerts/schemas';
import { SidContext } from './pollSession';

export const KEY = keys.alerts.symptoms(0);

interface Waiter {
  grant: () => void;
  abort: () => void;
}

export function sharedBrowser() {
  const held = new Set<string>();
  const queues = new Map<string, Waiter[]>();
  const channels = new Set<{ name: string; channel: PollChannel }>();
  const next = (name: string) => {
    const waiter = held.has(name) ? undefined : queues.get(name)?.shift();
    if (!waiter) return;
    held.add(name);
    waiter.grant();
  };
  const request = (name: string, options: { signal?: AbortSignal }, callback: () => unknown) =>
    new Promise((resolve, reject) => {
      const queue = queues.get(name) ?? [];
      queues.set(name, queue);
      const waiter: Waiter = {
        grant: () =>
          void Promise.resolve()
            .then(callback)
            .then(resolve, reject)
            .finally(() => (held.delete(name), next(name))),
        abort: () => reject(new DOMException('aborted', 'AbortError')),
      };
      queue.push(waiter);
      options.signal?.addEventListener('abort', () => {
        if (!queue.includes(waiter)) return;
        queue.splice(queue.indexOf(waiter), 1);
        waiter.abort();
      });
      next(name);
    });
  const openChannel = (name: string): PollChannel => {
    const entry = {
      name,
      channel: {
        onmessage: null,
        postMessage: (message: unknown) => {
          const data: unknown = structuredClone(message);
          for (const other of channels) {
            if (other !== entry && other.name === name) queueMicrotask(() => other.channel.onmessage?.({ data } as MessageEvent));
          }
        },
        close: () => void channels.delete(entry),
      } as PollChannel,
    };
    channels.add(entry);
    return entry.channel;
  };
  return { locks: { request } as unknown as PollEnv['locks'], openChannel, held, channels };
}

/** An alert list as the API's answer parses: what a tab fetches, and what it posts. */
export function alertList(minute: number) {
  const at = `2026-11-20T17:${String(minute % 60).padStart(2, '0')}:00.000Z`;
  return parse(symptomAlertListSchema, [{ Id: 12, Name: 'Maria Aparecida Santos', DateAndTime: at, Intensity: 8, Symptom: { Id: 1, Name: 'Dor' } }]);
}

export function openTab(browser: ReturnType<typeof sharedBrowser>, { sid = 's1', locks = true, channel = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  let visible = true;
  const listeners = new Set<() => void>();
  const lifecycle = new Set<(shown: boolean) => void>();
  pollCoordinator(client, {
    locks: locks ? browser.locks : null,
    openChannel: channel ? browser.openChannel : null,
    visible: () => visible,
    onVisibilityChange: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    onPageShown: (listener) => (lifecycle.add(listener), () => void lifecycle.delete(listener)),
  });
  let fetches = 0;
  const queryFn = () => Promise.resolve(alertList((fetches += 1)));
  // What the committed observer was given: the lead reaches it in a transition, after the lock.
  let polling = false;
  function Probe() {
    const options = useAlertsRefresh({ queryKey: KEY, queryFn });
    useQuery(options);
    useEffect(() => {
      polling = 'refetchInterval' in options && options.refetchInterval !== false;
    });
    return null;
  }
  const view = render(
    <SidContext value={sid}>
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>
    </SidContext>,
  );
  return {
    client,
    fetches: () => fetches,
    /**
     * Leads, and its rendered observer polls: the lock alone is not enough for a test that moves
     * the clock next, since the observer's interval starts only once the lead is rendered.
     */
    leading: () => pollCoordinator(client).leading(hashKey(KEY)) && polling,
    state: () => client.getQueryState(KEY),
    setVisible(next: boolean) {
      visible = next;
      for (const listener of listeners) listener();
    },
    /** Into the back-forward cache (false) and out of it (true). */
    pageShown(shown: boolean) {
      for (const listener of lifecycle) listener(shown);
    },
    close: () => view.unmount(),
  };
}
