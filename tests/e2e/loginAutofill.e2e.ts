/**
 * A shared workstation's browser does not offer the last user's e-mail (docs/security.md). The
 * offer comes from the engine's form history, which it writes when a form is sent and reads when
 * a field of the same name takes the focus: Chromium's `autofill` table in the profile's
 * `Web Data`, Firefox's `formhistory.sqlite`. Both engines leave a field with
 * `autocomplete="off"` out of it (and offer it nothing), and keep what a field named `username`
 * or `email` sends. So each engine here signs in and asks for a password reset through the forms
 * on a profile on disk, is closed, and its form history is read: nothing of the e-mails by
 * default; with config.json's `loginAutocomplete: true` both are there, which shows the reading
 * finds them. (The password managers ignore `autocomplete="off"` on a sign-in form: a shared
 * workstation turns them off by policy, docs/security.md.)
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Page } from 'playwright-core';
import type { DemoServer } from '../../src/mocks/server/index';
import { demoConfig, startAppServer, workstationContext } from './browser';
import { ACCOUNTS, DEMO_PASSWORD, DESKTOP, field, login, setupE2E, visible } from './harness';
import { firefoxEngine } from './engines/firefox';
import { clickText, fill, waitForPath, waitForText } from './engines/steps';

const e2e = setupE2E();
/** Typed on the forgot-password screen: an address of no account (the demo answers the same). */
const RESET_EMAIL = 'recuperacao@painel.demo';

let remembering: DemoServer;
const profiles: string[] = [];
beforeAll(async () => {
  remembering = await startAppServer({ config: demoConfig({ loginAutocomplete: true }) });
});
afterAll(async () => {
  await remembering.close();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
});

function newProfile(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'painel-autofill-'));
  profiles.push(dir);
  return dir;
}

/** Which of the e-mails typed the files (a store and its journal) hold. */
function emailsIn(files: string[]): string[] {
  const bytes = files.filter((file) => existsSync(file)).map((file) => readFileSync(file));
  return [ACCOUNTS.admin, RESET_EMAIL].filter((email) => bytes.some((content) => content.includes(Buffer.from(email, 'utf8'))));
}

/** A day's start in Chromium on `origin`: a password reset asked for, then a sign-in, both through their forms. */
async function chromiumTypesTheForms(origin: string): Promise<string[]> {
  const profile = newProfile();
  const { context } = await workstationContext(profile, origin, { viewport: DESKTOP });
  try {
    const page: Page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/esqueci_senha');
    await field(page, 'E-mail').fill(RESET_EMAIL);
    await page.getByRole('button', { name: 'Recuperar Senha' }).click();
    await visible(page.getByRole('heading', { name: 'E-mail Enviado!' }));
    await login(page, ACCOUNTS.admin);
    await visible(page.getByRole('heading', { name: 'Bem vindo!', exact: true }));
  } finally {
    // Closed, the browser has written what it keeps.
    await context.close();
  }
  const webData = path.join(profile, 'Default', 'Web Data');
  return emailsIn([webData, `${webData}-journal`]);
}

/** The same in Firefox ESR, typed key by key. */
async function firefoxTypesTheForms(origin: string): Promise<string[]> {
  const profile = newProfile();
  const engine = await firefoxEngine.launch({ profileDir: profile, viewport: DESKTOP, downloadsDir: profile });
  try {
    const { tab } = engine;
    await tab.goto(`${origin}/esqueci_senha`);
    await fill(tab, 'E-mail', RESET_EMAIL);
    await clickText(tab, 'button', 'Recuperar Senha');
    await waitForText(tab, 'E-mail Enviado!');
    await tab.goto(`${origin}/`);
    await fill(tab, 'Login', ACCOUNTS.admin);
    await fill(tab, 'Senha', DEMO_PASSWORD);
    await clickText(tab, 'button', 'Entrar');
    await waitForPath(tab, '/dashboard');
    await waitForText(tab, 'Bem vindo!');
  } finally {
    await engine.close();
  }
  const history = path.join(profile, 'formhistory.sqlite');
  return emailsIn([history, `${history}-wal`]);
}

describe("the sign-in's e-mail in the browser's form history", () => {
  it('Chromium keeps neither e-mail by default; with loginAutocomplete it keeps both', async () => {
    expect(await chromiumTypesTheForms(e2e.url)).toEqual([]);
    expect(await chromiumTypesTheForms(remembering.url)).toEqual([ACCOUNTS.admin, RESET_EMAIL]);
  });

  it('Firefox keeps neither e-mail by default; with loginAutocomplete it keeps both', { timeout: 120_000 }, async () => {
    // A missing browser is an error that says what to install, never a skipped test.
    const missing = firefoxEngine.missing();
    if (missing) throw new Error(`firefox: ${missing} not found; install it with apt-get install -y ${firefoxEngine.packages}`);
    expect(await firefoxTypesTheForms(e2e.url)).toEqual([]);
    expect(await firefoxTypesTheForms(remembering.url)).toEqual([ACCOUNTS.admin, RESET_EMAIL]);
  });
});
