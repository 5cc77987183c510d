import { digest } from '@/lib/digest';
import { readLocal, writeLocal } from '@/lib/localStore';
import { BROWSER_STORAGE } from './browserStorage';

/**
 * Each user's own choices on this device (the alerts queue's order, whether severe alerts make a
 * system notification), kept across sign-ins: the sealed cache goes at every session's end, and a
 * shared workstation sees several users a day.
 * Only small choices, never data: they sit in clear, each user's under a digest of the user's key,
 * so the entry names no one. The users who chose last are kept, the others forgotten.
 */
const PREFERENCES_KEY = BROWSER_STORAGE.preferences.name;
const MAX_USERS = 20;

type PreferenceName = 'alertsOrder' | 'alertNotifications';
type Choices = Partial<Record<PreferenceName, string>>;
/** [digest, choices], the user who chose last at the end. */
type Stored = [string, Choices][];

/** What the entry holds, read as a tolerant reader: anything else is no choice at all. */
function readStored(): Stored {
  try {
    const parsed: unknown = JSON.parse(readLocal(PREFERENCES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, Choices] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'object' && entry[1] !== null,
    );
  } catch {
    return [];
  }
}

export function readPreference(userKey: string, name: PreferenceName): string | null {
  const id = digest(userKey);
  const value = readStored().find(([owner]) => owner === id)?.[1][name];
  return typeof value === 'string' ? value : null;
}

/** A blocked or full storage drops the choice: the next sign-in starts from the default. */
export function writePreference(userKey: string, name: PreferenceName, value: string): void {
  const id = digest(userKey);
  const stored = readStored();
  const mine = stored.find(([owner]) => owner === id)?.[1] ?? {};
  const others = stored.filter(([owner]) => owner !== id);
  const next: Stored = [...others.slice(-(MAX_USERS - 1)), [id, { ...mine, [name]: value }]];
  writeLocal(PREFERENCES_KEY, JSON.stringify(next));
}
