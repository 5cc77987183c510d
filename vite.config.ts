import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import type * as DemoApp from './src/mocks/server/app';

type DemoAppModule = typeof DemoApp;

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
// The one manifest of the repository, read here so that vite-plugin-pwa emits and links it.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>;

/** `npm run dev` answers the demo API from the same msw handlers the tests use. */
function demoApi(): Plugin {
  return {
    name: 'painel-demo-api',
    apply: 'serve',
    async configureServer(server) {
      // Loaded through Vite's module runner: the config bundle stays free of express and msw.
      const mod = (await server.ssrLoadModule('/src/mocks/server/app.ts')) as DemoAppModule;
      server.middlewares.use(mod.createDemoApiMiddleware());
    },
  };
}

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    alias: {
      '@': new URL('./src', import.meta.url).pathname,
      // workbox-window's "module" entry is its ES5 build (5.8 kB, 2.3 kB gzip); our target is
      // ES2022, so the service worker's registration loads the modern build it ships beside it
      // (3.3 kB, 1.4 kB gzip) on every first visit, the login screen's included.
      'workbox-window': fileURLToPath(new URL('./node_modules/workbox-window/build/workbox-window.prod.mjs', import.meta.url)),
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The login screen and its layout ride in the entry: split off, their chunks were a second
        // wave of requests (one more round trip) before a cold load's first paint. They weigh
        // about 2 kB gzip on the console's own loads, served by the worker.
        splitBehavior: ({ routeId }) => (routeId === '/_public' || routeId === '/_public/' ? [] : undefined),
      },
    }),
    react(),
    demoApi(),
    VitePWA({
      registerType: 'prompt',
      manifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'logos/*.svg'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // config.json is per deployment: never precached, always asked for first.
        globIgnores: ['config.json'],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/\/api\//, /\/__demo\//, /config\.json$/],
        // Holds the cache key for a few seconds while a page of the console changes, in the
        // worker's memory only (public/sw-keyhold.js, docs/decisions/0011-encrypted-cache-and-lock.md);
        // a notification's click lands on its alert (public/sw-notify.js, decision 0029).
        importScripts: ['sw-keyhold.js', 'sw-notify.js'],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.endsWith('/config.json'),
            handler: 'NetworkFirst',
            options: { cacheName: 'painel-config', networkTimeoutSeconds: 4 },
          },
        ],
      },
    }),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    modulePreload: {
      // index.html keeps its preloads (the first load's chunks, fetched together). A dynamic
      // import does not add a <link rel=modulepreload> per dependency to the page: on the
      // dashboard that was 57 links, about 100 ms of main thread at 4× CPU slowdown inside its
      // first commits (decision 0012); the import fetches what it needs itself.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // The runtime every screen needs, in one chunk: dozens of tiny shared chunks each cost
        // their own request and gzip overhead on the first (login) load.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // Less what only later screens use (the unsaved-changes blocker of the forms). valibot,
              // which the first load's schemas use (config, stored session, routes' search, the
              // login form), rides here: a few bytes less than in the chunk the bundler chose.
              test: /node_modules(?![\\/]@tanstack[\\/]react-router[\\/].*useBlocker)[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|jose|valibot)[\\/]/,
            },
            // zod, for the API's answers and the forms with react-hook-form: loaded with the first
            // screen after sign-in, never by the login route, whose schemas use valibot
            // (docs/decisions/0028-first-load-schemas-valibot.md).
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]/,
            },
            // The form library of every form but the login's (which rides in the entry without
            // it: docs/decisions/0013-login-form-without-rhf.md), loaded with the first of them.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/,
            },
            // TanStack Query and its persistence in one chunk, loaded with the first session only:
            // the public routes never run it (docs/decisions/0007-query-off-public-routes.md).
            {
              name: 'query',
              test: /node_modules[\\/](@tanstack[\\/](react-query|query-core|react-query-persist-client|query-persist-client-core|query-async-storage-persister))[\\/]/,
            },
            // Our modules of the first load that lazy parts share too, which the bundler would
            // otherwise put in a chunk each (six requests of under 2 kB, each gzipped alone).
            {
              name: 'first-load',
              test: /src[\\/](messages[\\/]catalogue|ui[\\/]plain[\\/]|session[\\/](browserStorage|schema|lockedMemory)|lib[\\/](localStore|vaultCrypto|base64|nextTask)|api[\\/](scalars|errors))|vite[\\/]preload-helper/,
            },
            // All of Mantine's core and hooks in one chunk, loaded with the first Mantine screen (a
            // signed-in screen or the lock). Split as the bundler chose, a cold dashboard fetched
            // some thirty small Mantine chunks, seven waves deep: over Lighthouse's mobile network
            // its first paint came after 2 s (docs/decisions/0030-mantine-in-one-chunk.md). The
            // login route loads none of it (decision 0027). The stylesheets stay in the entry's
            // CSS, in the order src/app/mantineStyles.ts gives them.
            {
              name: 'mantine',
              test: /^(?!.*\.css$).*node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
