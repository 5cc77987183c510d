import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

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
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 30000,
    css: false,
  },
});
