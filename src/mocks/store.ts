import { createSeed } from './seed';
import { addBulkAlerts } from './seed/bulk';
import type { BulkAlerts } from './seed/bulk';
import type { DemoData } from './types';

export type * from './types';
export { demoAccounts, DEMO_PASSWORD } from './accounts';
export type { DemoAccount } from './accounts';
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

/** Restores the seed. `now` pins the seed's clock for tests that assert on dates. */
export function resetStore(options: { now?: Date } = {}): void {
  Object.assign(store, createSeed(options.now ?? anchor));
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
