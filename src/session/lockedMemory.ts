import { nextTask } from '@/lib/nextTask';
import { openText, sealText, type Sealed } from '@/lib/vaultCrypto';

/**
 * What the page keeps in its own memory for after the lock (a form's unsaved values, a list's last
 * search) is sealed under the data key while locked (docs/decisions/0025-locked-memory.md): at the
 * lock each part hands over what it holds and forgets it; the parts are sealed together, under the
 * key the lock is dropping; 'Desbloquear' (or a key handed over by another tab) opens them and
 * gives each part its own back before the screens mount again. A locked tab keeps only the sealed
 * bytes: nothing a console, a debugger or a heap snapshot can read.
 */
export interface LockedPart {
  /** What the part holds (JSON), forgetting it; undefined when it holds nothing. */
  take(): unknown;
  /** What it held at the lock, given back once opened. */
  give(value: unknown): void;
  /** The session ended: drop everything. */
  forget(): void;
}

const parts = new Map<string, LockedPart>();
/** The parts sealed at the last lock, for the key's owner; null when nothing is kept. */
let kept: { userKey: string; sealed: Sealed } | null = null;
/** The seal under way: an unlock right after the lock waits for it. */
let sealing: Promise<void> = Promise.resolve();

const contextOf = (userKey: string) => `painel.locked|${userKey}`;

/** A part of the page's memory to seal while locked, under a unique name. */
export function keepSealedWhileLocked(name: string, part: LockedPart): void {
  parts.set(name, part);
}

/**
 * A map of the page's memory (a form's drafts, the lists' searches) as such a part: emptied at the
 * lock, filled again at the unlock, cleared at the session's end.
 */
export function keepMapSealedWhileLocked(name: string, map: Map<string, unknown>): void {
  keepSealedWhileLocked(name, {
    take: () => {
      if (map.size === 0) return undefined;
      const entries = Object.fromEntries(map);
      map.clear();
      return entries;
    },
    give: (entries) => {
      if (typeof entries !== 'object' || entries === null) return;
      for (const [key, value] of Object.entries(entries)) map.set(key, value);
    },
    forget: () => map.clear(),
  });
}

/** The session ended (logout, expiry, another user): nothing kept, sealed or not (./store). */
export function forgetParts(): void {
  kept = null;
  for (const part of parts.values()) part.forget();
}

/**
 * The lock: after the screens have unmounted (their clean-up hands a form's values to its part:
 * one task later, see nextTask), every part's contents are sealed under `key`, then the key is
 * let go.
 */
export function sealParts(key: CryptoKey, userKey: string): void {
  sealing = sealing.then(async () => {
    await nextTask();
    const taken: Record<string, unknown> = {};
    let any = false;
    for (const [name, part] of parts) {
      const value = part.take();
      if (value === undefined) continue;
      taken[name] = value;
      any = true;
    }
    if (!any) return;
    try {
      kept = { userKey, sealed: await sealText(key, JSON.stringify(taken), contextOf(userKey)) };
    } catch {
      // No WebCrypto to seal with: what cannot be sealed is not kept.
      kept = null;
    }
  });
}

/**
 * Before the screens mount again: the parts sealed at the lock, opened with the key that opened the
 * session, go back to their owners. A key that does not open them (another user's) drops them.
 */
export async function openParts(key: CryptoKey, userKey: string): Promise<void> {
  await sealing;
  const held = kept;
  kept = null;
  if (!held || held.userKey !== userKey) return;
  let values: Record<string, unknown>;
  try {
    values = JSON.parse(await openText(key, held.sealed, contextOf(userKey))) as Record<string, unknown>;
  } catch {
    return;
  }
  for (const [name, value] of Object.entries(values)) parts.get(name)?.give(value);
}
