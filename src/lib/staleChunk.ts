/**
 * A lazy chunk that no longer exists after a deploy fails with one of these: the browsers' own
 * (Chromium, Firefox, Safari), or Vite's when the chunk's stylesheet is the file that is gone.
 */
const STALE_CHUNK_MESSAGES =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS for/i;

export function isStaleChunkError(error: unknown): boolean {
  return error instanceof Error && STALE_CHUNK_MESSAGES.test(error.message);
}
