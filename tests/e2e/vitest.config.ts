import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Browser tests: playwright-core driving the system Chromium against the production build
 * (dist/) served by the demo server. One file at a time: the machines have two cores, and each
 * file runs its own server and browser.
 */
export default defineConfig({
  test: {
    root,
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 15_000,
    expect: { poll: { timeout: 8_000, interval: 50 } },
  },
});
