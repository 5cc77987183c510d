/**
 * How long a wait on a condition (findBy…, waitFor) may take in the vitest projects before the
 * test fails: an upper bound for a screen that is stuck, never a measure of speed. Generous,
 * because `npm test` runs two test files at a time on two cores and must pass on a machine that
 * is busy with something else (docs/testing.md, 'How waits work'). Testing Library's default
 * (tests/setup.ts) and every explicit wait use it.
 */
export const WAIT_MS = 20_000;
/** Options for a wait that may be long on a loaded machine: `findByText(text, {}, slow)`. */
export const slow = { timeout: WAIT_MS } as const;
