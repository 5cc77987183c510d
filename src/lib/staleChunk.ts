/** A lazy chunk that no longer exists after a deploy fails with one of these (Chromium, Firefox, Safari). */
export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    error.message,
  );
}
