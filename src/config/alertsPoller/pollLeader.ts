import { hashKey, type Query, type QueryCacheNotifyEvent, type QueryClient } from '@tanstack/react-query';
import type { PollChannel, PollEnv } from './pollEnv';

/**
 * One poller for all tabs (docs/decisions/0021-one-alerts-poller.md). Per query key, the tabs of
 * one sign-in that show it elect a leader with a Web Lock, and only the leader's observers poll;
 * every successful fetch of such a key, the leader's or a tab's own 'Atualizar', goes to the
 * other tabs over a BroadcastChannel. A lock per key, not per tab: a tab on the dashboard and a
 * tab on the alerts page each lead what they alone show.
 */

/** The app's version is in both names: a tab of another deploy reads other shapes (persistence.ts). */
const PREFIX = `painel-poll|${__APP_VERSION__}`;

interface Shared {
  scope: string;
  key: readonly unknown[];
  data: unknown;
  updatedAt: number;
}

interface Entry {
  observers: number;
  leading: boolean;
  asking: AbortController | null;
  release: (() => void) | null;
}

export class PollCoordinator {
  /** Without either API a follower would never hear of new data: every tab polls, as before. */
  readonly coordinated: boolean;
  #scope: string | null = null;
  readonly #entries = new Map<string, Entry>();
  #channel: PollChannel | null = null;
  #stops: (() => void)[] = [];
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly client: QueryClient,
    private readonly env: PollEnv,
  ) {
    this.coordinated = env.locks !== null && env.openChannel !== null;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  leading(hash: string | null): boolean {
    return !this.coordinated || (hash !== null && this.#entries.get(hash)?.leading === true);
  }

  /** One observer of `hash` in this tab, for the sign-in `scope`, until the returned call. */
  join(scope: string, hash: string): () => void {
    if (!this.coordinated) return () => undefined;
    if (scope !== this.#scope) this.end();
    if (this.#scope === null) this.#open(scope);
    const entry = this.#entries.get(hash) ?? { observers: 0, leading: false, asking: null, release: null };
    this.#entries.set(hash, entry);
    entry.observers += 1;
    this.#sync(hash, entry);
    return () => {
      // Ended meanwhile (logout, lock, another sign-in): nothing of it is left to let go.
      if (this.#entries.get(hash) !== entry) return;
      entry.observers -= 1;
      if (entry.observers > 0) return;
      this.#entries.delete(hash);
      this.#letGo(entry);
      if (this.#entries.size === 0) this.end();
    };
  }

  /** Lets every lock go and closes the channel: nothing is posted or taken after this. */
  end(): void {
    for (const entry of this.#entries.values()) this.#letGo(entry);
    this.#entries.clear();
    this.#connect(false);
    for (const stop of this.#stops) stop();
    this.#stops = [];
    this.#scope = null;
  }

  #open(scope: string) {
    this.#scope = scope;
    this.#connect(true);
    this.#stops = [
      this.client.getQueryCache().subscribe((event) => this.#post(event)),
      this.env.onVisibilityChange(() => {
        for (const [hash, entry] of this.#entries) this.#sync(hash, entry);
      }),
      // A page in the back-forward cache that gets a message is evicted from it: closed meanwhile.
      this.env.onPageShown((shown) => this.#connect(shown)),
    ];
  }

  #connect(open: boolean) {
    this.#channel?.close();
    this.#channel = open && this.#scope ? (this.env.openChannel?.(`${PREFIX}|${this.#scope}`) ?? null) : null;
    if (this.#channel) this.#channel.onmessage = (event) => this.#receive(event.data);
  }

  /** A hidden tab lets go, so that a visible one leads; with none visible nobody polls. */
  #sync(hash: string, entry: Entry) {
    const locks = this.env.locks;
    if (!locks || !this.env.visible()) return this.#letGo(entry);
    if (entry.asking || entry.release) return;
    const asking = new AbortController();
    entry.asking = asking;
    const granted = () => {
      if (asking.signal.aborted) return;
      entry.asking = null;
      entry.leading = true;
      this.#notify();
      return new Promise<void>((resolve) => (entry.release = resolve));
    };
    locks.request(`${PREFIX}|${this.#scope}|${hash}`, { signal: asking.signal }, granted).catch(() => undefined);
  }

  #letGo(entry: Entry) {
    entry.asking?.abort();
    entry.asking = null;
    entry.release?.();
    entry.release = null;
    if (!entry.leading) return;
    entry.leading = false;
    this.#notify();
  }

  #notify() {
    for (const listener of this.#listeners) listener();
  }

  /** A fetch of this tab, never data set by hand (a broadcast received, an optimistic edit). */
  #post(event: QueryCacheNotifyEvent) {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const { queryHash, queryKey, state } = event.query as Query;
    if (!this.#channel || !this.#scope || !this.#entries.has(queryHash)) return;
    const message: Shared = { scope: this.#scope, key: queryKey, data: state.data, updatedAt: state.dataUpdatedAt };
    try {
      this.#channel.postMessage(message);
    } catch {
      // Parsed JSON always clones; were a value to refuse, the others keep their data a while.
    }
  }

  #receive(raw: unknown) {
    const message = raw as Partial<Shared> | null;
    if (message?.scope !== this.#scope || !Array.isArray(message.key) || typeof message.updatedAt !== 'number') return;
    // Only what this tab shows, and only newer than what it holds (its own 'Atualizar' may be).
    const hash = hashKey(message.key);
    const query = this.#entries.has(hash) ? this.client.getQueryCache().get(hash) : undefined;
    if (!query || query.state.dataUpdatedAt >= message.updatedAt) return;
    this.client.setQueryData(query.queryKey, message.data, { updatedAt: message.updatedAt });
  }
}
