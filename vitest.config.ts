import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

/*
 * Three projects (docs/testing.md), run together by `npm run test:unit` or one at a time with
 * `--project NAME`:
 * - unit: pure logic in node; a file that needs a DOM says `// @vitest-environment jsdom` on its
 *   first line (components, and the modules built on localStorage, IndexedDB or navigator);
 * - integration: the real route tree in jsdom with msw serving the demo handlers;
 * - demo-api: the demo API (src/mocks/), in node.
 */
export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  resolve: {
    alias: {
      '@': new URL('./src', import.meta.url).pathname,
      'virtual:pwa-register/react': new URL('./tests/stubs/pwa-register-react.ts', import.meta.url).pathname,
    },
  },
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: false }), react()],
  test: {
    setupFiles: ['tests/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // An upper bound for a hung test, never a measure of speed: nothing here races a clock.
    testTimeout: 60_000,
    css: false,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
      { extends: true, test: { name: 'demo-api', include: ['tests/demo-api/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
