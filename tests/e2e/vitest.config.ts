import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestFirst from './sequencer';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Browser tests: playwright-core driving the system Chromium against the production build
 * (dist/) served by the demo server. Three files at a time on the two cores (E2E_WORKERS sets
 * another count): each file runs its own server and browser on free ports, and a page waiting
 * on its server or its clock leaves its core to the others (measured: 370 s against 401 s with
 * two). The longest files start first (sequencer.ts). Timeouts are upper bounds for a hung page,
 * never a measure of speed.
 */
export default defineConfig({
  test: {
    root,
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 15_000,
    expect: { poll: { timeout: 20_000, interval: 50 } },
  },
});
