import { createSeed } from './seed';
import { addBulkAlerts } from './seed/bulk';
import type { BulkAlerts } from './seed/bulk';
import type { DemoData } from './types';

export type * from './types';
export { DEMO_PASSWORD } from './accounts';
export type { BulkAlerts } from './seed/bulk';
export { EMPTY_ADDRESS_ID } from './seed/institutions';

function floorToMinute(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}

/**
 * Seed dates are relative to this instant, fixed when the module loads, so every resetStore()
 * in one process rebuilds exactly the same data while "last 21 days" stays close to today.
 */
const anchor = floorToMinute(new Date());

/**
 * The one mutable store every handler reads at request time. resetStore() refills this same
 * object, so modules that imported it never hold a stale copy.
 */
export const store: DemoData = createSeed(anchor);

/** The last POST api/announcement that carried a form body, as it arrived (for tests). */
export interface AnnouncementPost {
  /** Each text field by its name as sent; a name sent several times keeps every value, in order. */
  fields: Record<string, string | string[]>;
  /** The request's Content-Type header, boundary included. */
  contentType: string | null;
}

let lastAnnouncement: AnnouncementPost | null = null;

export function recordAnnouncementPost(post: AnnouncementPost): void {
  lastAnnouncement = post;
}

/** What the last POST api/announcement sent (also GET /__demo/last-announcement); null before any. */
export function lastAnnouncementPost(): AnnouncementPost | null {
  return lastAnnouncement;
}

/** Restores the seed (and forgets the last announcement posted). `now` pins the seed's clock for tests that assert on dates. */
export function resetStore(options: { now?: Date } = {}): void {
  Object.assign(store, createSeed(options.now ?? anchor));
  lastAnnouncement = null;
}

/**
 * Inflates the pending alerts of institution 1 for load tests (also POST /__demo/seed-alerts):
 * `symptoms` symptom alerts and `messages` message alerts, deterministic, undone by resetStore().
 * Answers how many of each were added.
 */
export function seedBulkAlerts(counts: BulkAlerts): { symptoms: number; messages: number } {
  return addBulkAlerts(store, counts);
}

/** The instant the seed is relative to: "now" for every dashboard window. */
export function storeNow(): Date {
  return new Date(store.anchor);
}
