import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import config, { oneKeyFactory } from '../../eslint.config.js';
import { keys } from '@/api/keys';

/*
 * One key factory per resource (src/api/keys.ts, decision 0019): lint refuses a key written as an
 * array elsewhere in the console, and the type registered with TanStack Query refuses a key that
 * no factory builds. Lint is run with the TypeScript parser and the one block, as in
 * layering.test.ts.
 */
const cases: [file: string, line: string, refused: boolean][] = [
  ['src/features/teams/api/saveTeam.ts', "void client.invalidateQueries({ queryKey: ['professionals', 'list'] });", true],
  ['src/features/teams/api/saveTeam.ts', "void client.invalidateQueries({ queryKey: ['professionals', 'list'] as const });", true],
  ['src/ui/useQueryStamp.ts', "void client.refetchQueries({ queryKey: ['alerts'] });", true],
  ['src/features/teams/api/saveTeam.ts', 'void client.invalidateQueries({ queryKey: keys.professionals.lists() });', false],
  ['src/api/keys.ts', "void client.invalidateQueries({ queryKey: ['professionals', 'list'] });", false],
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, oneKeyFactory],
  });
});

describe('one key factory per resource', () => {
  it('is a rule npm run lint applies', () => {
    expect(config).toContain(oneKeyFactory);
  });

  it.each(cases)('%s: %s (refused: %s)', async (file, line, refused) => {
    const [result] = await eslint.lintText(`declare const client: any;\ndeclare const keys: any;\n${line}\n`, { filePath: file });
    const found = result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    expect(found.length > 0).toBe(refused);
    if (refused) expect(found[0]!.message).toMatch(/src\/api\/keys\.ts/);
  });

  it('a key no factory builds does not type-check (npm run typecheck reads this file)', () => {
    const client = new QueryClient();
    // @ts-expect-error 'team' is no resource: a key spelt by hand, or left behind by a rename.
    client.setQueryData(['team', 'list'], 1);
    // @ts-expect-error the professionals' list key has no 'lists' segment.
    client.setQueryData(['professionals', 'lists'], 1);
    client.setQueryData(keys.professionals.list({ page: 1 }), 1);
    expect(client.getQueryData(keys.professionals.list({ page: 1 }))).toBe(1);
    // The same key however it is built: the factory's shape is the data.
    expect(keys.teams.members('7')).toEqual(['teams', 'detail', '7', 'members']);
    expect(keys.teams.options()).toEqual(['teams', 'options']);
  });
});
