/**
 * Answers the server marked `Cache-Control: no-store` are kept in memory, never written to disk.
 * The mark travels on the parsed answer to the query cache, which tells us (trackNoStore) which
 * query it landed in: the query itself is marked, because structural sharing hands the screen a
 * new object whenever a refetch brings changed data, and a mark on the answer alone would be lost.
 */
const noStoreAnswers = new WeakSet<object>();
const noStoreQueries = new WeakSet<object>();

export function markNoStore(data: unknown): void {
  if (typeof data === 'object' && data !== null) noStoreAnswers.add(data);
}

export function isNoStore(data: unknown): boolean {
  return typeof data === 'object' && data !== null && noStoreAnswers.has(data);
}

/** After each successful fetch: the query is no-store exactly while its last answer was. */
export function trackNoStore(query: object, answer: unknown): void {
  if (isNoStore(answer)) noStoreQueries.add(query);
  else noStoreQueries.delete(query);
}

export function isNoStoreQuery(query: object): boolean {
  return noStoreQueries.has(query);
}
