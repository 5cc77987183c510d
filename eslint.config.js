import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/*
 * Layering (docs/decisions/0004-layering-lint.md): imports flow one way,
 *   main -> app -> routes -> features -> (offline, ui, config, session, api, messages) -> lib,
 * and inside the middle group in that order too, so that no two layers import each other.
 * A feature never imports another feature: inside a feature imports are relative, across layers
 * they go through '@/', so a relative path never climbs out of its layer (or its feature).
 * The demo API (mocks) imports nothing of the console. Each layer lists what it may use; every
 * other layer of ours is forbidden. One block per layer, because a later flat-config block
 * replaces the options of `no-restricted-imports` rather than adding to them.
 */
const OURS = ['main', 'app', 'routes', 'routeTree.gen', 'features', 'offline', 'ui', 'config', 'session', 'api', 'messages', 'lib', 'mocks'];
const MIDDLE = ['offline', 'ui', 'config', 'session', 'api', 'messages'];
const FIRST_LOAD = ['app', 'routes', 'offline', 'config', 'session', 'api'];
const MAY_USE = {
  lib: [],
  messages: ['lib'],
  api: ['messages', 'lib'],
  session: ['api', 'messages', 'lib'],
  config: ['session', 'api', 'messages', 'lib'],
  ui: ['config', 'session', 'api', 'messages', 'lib'],
  offline: ['ui', 'config', 'session', 'api', 'messages', 'lib'],
  features: [...MIDDLE, 'lib'],
  routes: ['routes', 'features', ...MIDDLE, 'lib'],
  app: ['app', 'routes', 'routeTree.gen', 'features', ...MIDDLE, 'lib'],
  mocks: ['mocks'],
};

// The form library stays off the first load: what the entry loads, and the login screen that
// rides in it, do without react-hook-form (docs/decisions/0013-login-form-without-rhf.md).
const FORM_LIBRARY = {
  group: ['react-hook-form', '@hookform/*'],
  message: 'First load: the entry and the login screen do without react-hook-form (decision 0013).',
};

// No zod in what the login route loads: the configuration, the stored session, every route's
// search and the login form validate with valibot; zod (the API's answers, the forms with
// react-hook-form) loads after sign-in (docs/decisions/0028-first-load-schemas-valibot.md). These
// layers load with the entry and have no zod at all; api/ and session/ hold both, so there the
// rule names the files of the first load (entryBlocks below).
const NO_ZOD = {
  group: ['zod', 'zod/*'],
  message: 'First load: the login route loads no zod; validate with valibot here, or move the schema to a module loaded later (decision 0028).',
};
const ZOD_FREE = ['app', 'routes', 'offline', 'config'];

function layerPatterns(layer, climb) {
  const allowed = new Set([layer, ...MAY_USE[layer]]);
  // Inside a feature, only relative imports: '@/features/…' would be another feature (or a detour).
  if (layer === 'features') allowed.delete('features');
  const forbidden = OURS.filter((other) => !allowed.has(other));
  return [
    {
      group: forbidden.flatMap((other) => [`@/${other}`, `@/${other}/**`]),
      message:
        layer === 'features'
          ? 'Layering: a feature uses only offline, ui, config, session, api, messages and lib (and its own files, by relative path); what two features share moves down a layer.'
          : `Layering: ${layer}/ may use only ${MAY_USE[layer].join(', ') || 'nothing else of ours'} (docs/decisions/0004-layering-lint.md).`,
    },
    {
      group: [climb],
      message: "Layering: a relative import stays inside its layer (or feature); use '@/' across layers.",
    },
    // What the entry loads (route definitions, the app, the API client, the session, the config,
    // the offline layer) takes its strings from the first-load catalogue: the whole one would put
    // every screen's strings on the login route (docs/decisions/0005-catalogue-split.md).
    ...(FIRST_LOAD.includes(layer)
      ? [{ group: ['@/messages/screens'], message: 'Layering (first load): import messages from @/messages/catalogue here (decision 0005).' }, FORM_LIBRARY]
      : []),
    ...(ZOD_FREE.includes(layer) ? [NO_ZOD] : []),
  ];
}

// A relative path climbs out of its unit (the layer; for features, the feature's own folder) once it
// has more '../' than the file is deep inside that unit. Files up to LAYER_DEPTH folders below
// their unit are covered; tests/unit/layering.test.ts fails on any file deeper than that.
export const LAYER_DEPTH = 6;
const layerBlocks = Object.keys(MAY_USE).flatMap((layer) => {
  const unit = layer === 'features' ? `src/features/*` : `src/${layer}`;
  return Array.from({ length: LAYER_DEPTH + 1 }, (_, depth) => depth).map((depth) => ({
    files: [`${unit}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: layerPatterns(layer, `${'../'.repeat(depth + 1)}**`) }],
    },
  }));
});

// No Mantine (and no icon set) in what the login route loads: it is drawn with ui/plain, and a
// part built with Mantine loads lazily with its own provider (docs/decisions/0027-login-without-mantine.md).
const NO_MANTINE = {
  group: ['@mantine/*', '@tabler/*'],
  message: 'First load: the login route loads no Mantine code; use @/ui/plain, or load the part lazily inside UiProvider (decision 0027).',
};

// The files the login route loads that render something, and its schemas: their layer's rules, no
// Mantine and no zod. The feature files ride in the entry (vite.config.ts leaves the login's route
// unsplit) and take no form library either. `depth` as above, inside the layer (for a feature,
// inside its folder).
const entryScreenBlocks = [
  ['features', 'src/features/auth/loginFields.ts', 0],
  ['features', 'src/features/auth/loginFormSchema.ts', 0],
  ['features', 'src/features/auth/searchSchemas.ts', 0],
  ['features', 'src/features/*/searchSchema.ts', 0],
  ['ui', 'src/ui/list/searchParams.ts', 1],
  ['session', 'src/session/schema.ts', 0],
  ['session', 'src/session/persisted.ts', 0],
  ['api', 'src/api/scalars.ts', 0],
  ['features', 'src/features/auth/components/LoginScreen.tsx', 1],
  ['features', 'src/features/auth/components/PublicLayout.tsx', 1],
  ['features', 'src/features/lock/components/LockGate.tsx', 1],
  ['features', 'src/features/lock/components/LockFrame.tsx', 1],
  ['ui', 'src/ui/plain/Plain.tsx', 1],
  ['ui', 'src/ui/FullPageLoader.tsx', 0],
  ['ui', 'src/ui/NotFound.tsx', 0],
  ['ui', 'src/ui/RouteError.tsx', 0],
  ['ui', 'src/ui/StaleChunkNotice.tsx', 0],
  ['ui', 'src/ui/lazyModule.ts', 0],
  ['ui', 'src/ui/Logo.tsx', 0],
  ['ui', 'src/ui/AlertMessage.tsx', 0],
  ['offline', 'src/offline/OfflineBanner.tsx', 0],
  ['offline', 'src/offline/UpdatePrompt.tsx', 0],
  ['app', 'src/app/App.tsx', 0],
  ['app', 'src/app/router.tsx', 0],
  ['app', 'src/app/showStartupError.tsx', 0],
].map(([layer, file, depth]) => ({
  files: [file],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...layerPatterns(layer, `${'../'.repeat(depth + 1)}**`),
          ...(layer === 'features' ? [FORM_LIBRARY] : []),
          NO_MANTINE,
          ...(ZOD_FREE.includes(layer) ? [] : [NO_ZOD]),
        ],
      },
    ],
  },
}));

const mainBlock = {
  files: ['src/main.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['@/mocks', '@/mocks/**', './mocks/**'], message: 'Layering: the console never imports the demo API.' }] },
    ],
  },
};

/** The layering rules alone: tests/unit/layering.test.ts lints probes with them, without type information. */
export const layering = [...layerBlocks, ...entryScreenBlocks, mainBlock];

/** Syntax refused everywhere in our code. */
const RESTRICTED_SYNTAX = [{ selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never inject HTML.' }];

/**
 * A query key written as an array outside src/api/keys.ts (`queryKey: ['teams', 'detail']`, with
 * or without `as const`): refused, the key comes from its resource's factory there. Tests may
 * spell one (a persisted snapshot's fixture); the type registered in keys.ts still checks it.
 */
export const oneKeyFactory = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['src/api/keys.ts', 'src/mocks/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...RESTRICTED_SYNTAX,
      ...['ArrayExpression', 'TSAsExpression > ArrayExpression'].map((value) => ({
        selector: `Property[key.name='queryKey'] > ${value}`,
        message: 'A query key comes from its factory in src/api/keys.ts (docs/decisions/0019-one-key-factory.md).',
      })),
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'coverage', 'dev-dist', 'postcss.config.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX],
    },
  },
  // A query key is built by its resource's factory in src/api/keys.ts, never written as an array
  // where it is used: a key spelt twice stops matching silently when one spelling changes
  // (docs/decisions/0019-one-key-factory.md).
  oneKeyFactory,
  // The rules of hooks where React code lives: the console (its demo API aside) and the component
  // tests. The rest (node tests, the demo API, scripts) has no hooks, and the React Compiler's
  // checks cost a fifth of the lint's rule time.
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    ignores: ['src/mocks/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...layering,
  {
    files: ['src/mocks/server/**', 'tests/**', '*.config.ts', '*.config.js'],
    rules: { 'no-console': 'off' },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
  // The service worker's own script (a classic script, `// @ts-check`): tsc knows its globals.
  { files: ['public/**/*.js'], rules: { 'no-undef': 'off' } },
);
