/**
 * Answers the server marked `Cache-Control: painel-no-offline` (client.ts) are kept in memory
 * only, never written to the offline copy (docs/decisions/0015-no-store-and-offline-opt-out.md).
 * The mark travels on the parsed answer to the query cache, which tells us (trackMemoryOnly)
 * which query it landed in: the query itself is marked, because structural sharing hands the
 * screen a new object whenever a refetch brings changed data, and a mark on the answer alone
 * would be lost.
 */
const memoryOnlyAnswers = new WeakSet<object>();
const memoryOnlyQueries = new WeakSet<object>();

export function markMemoryOnly(data: unknown): void {
  if (typeof data === 'object' && data !== null) memoryOnlyAnswers.add(data);
}

function isMemoryOnly(data: unknown): boolean {
  return typeof data === 'object' && data !== null && memoryOnlyAnswers.has(data);
}

/** After each successful fetch: the query is memory-only exactly while its last answer was. */
export function trackMemoryOnly(query: object, answer: unknown): void {
  if (isMemoryOnly(answer)) memoryOnlyQueries.add(query);
  else memoryOnlyQueries.delete(query);
}

export function isMemoryOnlyQuery(query: object): boolean {
  return memoryOnlyQueries.has(query);
}
