/** Answers the server marked `Cache-Control: no-store`: kept in memory, never written to disk. */
const noStoreAnswers = new WeakSet<object>();

export function markNoStore(data: unknown): void {
  if (typeof data === 'object' && data !== null) noStoreAnswers.add(data);
}

export function isNoStore(data: unknown): boolean {
  return typeof data === 'object' && data !== null && noStoreAnswers.has(data);
}
