import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import config, { LAYER_DEPTH, layering } from '../../eslint.config.js';

/*
 * The layering rule of eslint.config.js, run on imports written into real files' places: each case
 * names the file the import would sit in and whether the rule must refuse it. Only the layering
 * blocks are applied, with the TypeScript parser and no type information: the rule reads import
 * paths, and the type-aware program of the full config took seconds per probe on a busy machine.
 */
const cases: [file: string, importLine: string, refused: boolean][] = [
  // messages/ no longer imports ui/ (which imports messages/).
  ['src/messages/alert.ts', "import { AlertMessage } from '@/ui/AlertMessage';", true],
  ['src/ui/Pagination.tsx', "import { messages } from '@/messages/catalogue';", false],
  // lib/ imports nothing of ours.
  ['src/lib/cpf.ts', "import { messages } from '@/messages/catalogue';", true],
  ['src/lib/cpf.ts', "import { onlyDigits } from './digits';", false],
  // A feature never imports another feature, neither through '@/' nor by climbing out of its folder.
  ['src/features/teams/api/teamList.ts', "import { PROFESSIONALS_LIST } from '@/features/professionals/listQuery';", true],
  ['src/features/teams/listQuery.ts', "import { PROFESSIONALS_LIST } from '../professionals/listQuery';", true],
  ['src/features/teams/components/TeamForm.tsx', "import { PROFESSIONALS_LIST } from '../../professionals/listQuery';", true],
  ['src/features/teams/api/teamList.ts', "import { type TeamListQuery } from '../listQuery';", false],
  ['src/features/teams/api/teamList.ts', "import { apiRequest } from '@/api/client';", false],
  // Features do not reach up to routes or the app.
  ['src/features/teams/api/loaders.ts', "import { Route } from '@/routes/__root';", true],
  ['src/features/teams/api/loaders.ts', "import { createQueryClient } from '@/app/queryClient';", true],
  // The middle group is ordered: api may use messages, not ui; ui may use api.
  ['src/api/errors.ts', "import { Pagination } from '@/ui/Pagination';", true],
  ['src/ui/list/ListError.tsx', "import { isApiError } from '@/api/errors';", false],
  ['src/ui/list/ListError.tsx', "import { isApiError } from '../../api/errors';", true],
  // Routes use features; the app builds the router from routes, never the reverse.
  ['src/routes/_app/equipes/index.tsx', "import { TeamsScreen } from '@/features/teams/components/TeamsScreen';", false],
  ['src/routes/__root.tsx', "import { createAppRouter } from '@/app/router';", true],
  // Four folders below routes/: covered too.
  ['src/routes/_app/pacientes/editar/$tab/$id.tsx', "import { createAppRouter } from '@/app/router';", true],
  ['src/routes/_app/pacientes/editar/$tab/$id.tsx', "import { PatientContainer } from '@/features/patients/components/PatientContainer';", false],
  // The demo API imports nothing of the console, and the console nothing of the demo API.
  ['src/mocks/handlers/teams.ts', "import { isValidCpf } from '../../lib/cpf';", true],
  ['src/mocks/handlers/teams.ts', "import { isValidCpf } from '@/lib/cpf';", true],
  ['src/mocks/handlers/teams.ts', "import { paginate } from '../lib/paging';", false],
  ['src/features/teams/api/teamList.ts', "import { store } from '@/mocks/store';", true],
  ['src/main.tsx', "import { store } from './mocks/store';", true],
  // What the entry loads takes the first-load catalogue, not every screen's strings (decision 0005).
  ['src/routes/_app/equipes/index.tsx', "import { messages } from '@/messages/screens';", true],
  ['src/api/errors.ts', "import { messages } from '@/messages/screens';", true],
  ['src/features/teams/components/TeamsScreen.tsx', "import { messages } from '@/messages/screens';", false],
];

/** No zod on the login route: its schemas use valibot; the API's answers and the later forms keep zod (decision 0028). */
const noZodCases: [file: string, importLine: string, refused: boolean][] = [
  ['src/config/schema.ts', "import * as z from 'zod/mini';", true],
  ['src/routes/_app/equipes/index.tsx', "import { z } from 'zod';", true],
  ['src/session/persisted.ts', "import * as z from 'zod/mini';", true],
  ['src/features/teams/searchSchema.ts', "import * as z from 'zod/mini';", true],
  ['src/features/auth/loginFormSchema.ts', "import * as z from 'zod/mini';", true],
  ['src/ui/list/searchParams.ts', "import * as z from 'zod/mini';", true],
  ['src/session/loginAnswer.ts', "import * as z from 'zod/mini';", false],
  ['src/features/teams/components/teamFormSchema.ts', "import * as z from 'zod/mini';", false],
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...layering],
  });
});

describe('layering lint rule', () => {
  it('is the one npm run lint applies', () => {
    for (const block of layering) expect(config).toContain(block);
  });

  it('reaches every source file: none is deeper below its layer (a feature: its folder) than LAYER_DEPTH', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.startsWith('mocks'));
    const depth = (file: string) => file.split(path.sep).length - (file.startsWith('features') ? 3 : 2);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => depth(file) > LAYER_DEPTH)).toEqual([]);
    expect(Math.max(...files.map(depth))).toBeGreaterThanOrEqual(4);
  });

  // A file of a feature does one job (docs/architecture.md, "Adding a screen"): a form is cut into
  // its sections before it reaches this size.
  it('no file of src/features is over 250 lines', () => {
    const files = readdirSync('src/features', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const long = files.filter((file) => readFileSync(path.join('src/features', file), 'utf8').split('\n').length > 251);
    expect(files.length).toBeGreaterThan(50);
    expect(long).toEqual([]);
  });

  it.each(cases)('%s: %s (refused: %s)', async (file, importLine, refused) => {
    const [result] = await eslint.lintText(`${importLine}\nexport const probe = 1;\n`, { filePath: file });
    const layering = result!.messages.filter((m) => m.ruleId === 'no-restricted-imports');
    expect(layering.length > 0).toBe(refused);
    if (refused) expect(layering[0]!.message).toMatch(/Layering/);
  });

  it.each(noZodCases)('%s: %s (refused: %s)', async (file, importLine, refused) => {
    const [result] = await eslint.lintText(`${importLine}\nexport const probe = 1;\n`, { filePath: file });
    const restricted = result!.messages.filter((m) => m.ruleId === 'no-restricted-imports');
    expect(restricted.length > 0).toBe(refused);
    if (refused) expect(restricted.map((m) => m.message)).toEqual([expect.stringMatching(/loads no zod.*decision 0028/)]);
  });
});
