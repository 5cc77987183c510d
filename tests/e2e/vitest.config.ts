import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Browser tests: playwright-core driving the system Chromium against the production build
 * (dist/) served by the demo server. Two files at a time (E2E_WORKERS sets another count): each
 * file runs its own server and browser on free ports, and a file alone leaves a core idle while
 * its page waits. Timeouts are upper bounds for a hung page, never a measure of speed.
 */
export default defineConfig({
  test: {
    root,
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 15_000,
    expect: { poll: { timeout: 20_000, interval: 50 } },
  },
});
