/**
 * A shared workstation's profile, attacked as a copy of it would be (decision 0011): a browser with
 * its profile on disk and the back-forward cache on is used as a clinic uses it (sign-in, the
 * alerts, a patient's Ficha with a draft typed, the record's other tabs, the dashboard, the
 * patients list searched by name, a closed chat, a reload, a typed address, Back and Forward, a
 * tab opened and closed), then closed. Every file of the profile is then searched, as UTF-8 and as
 * UTF-16, for the bearer token, the patient's name, CPF and e-mail, the draft, the chat's text,
 * the cache's data key and the password: none may be there. Reopened with its last session restored ('Continuar de onde
 * parei'), the console shows the lock.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserContext, type Page } from 'playwright-core';
import { workstationContext } from './browser';
import { vaultDataKey } from './vaultKey';
import { ACCOUNTS, DEMO_PASSWORD, DESKTOP, field, login, setupE2E, visible, waitForPath, WAIT_MS } from './harness';

const e2e = setupE2E();

const LOCK_TITLE = 'Painel bloqueado';
const ALERT_LINK = /: abrir a ficha no aplicativo profissional/;
const PATIENT = 11;

let profile: string;
beforeAll(() => {
  profile = mkdtempSync(path.join(os.tmpdir(), 'painel-profile-'));
});
afterAll(() => rmSync(profile, { recursive: true, force: true }));

/** The workstation's browser: its profile on disk, the back-forward cache on, its worker allowed. */
async function openBrowser(extraArgs: string[] = []): Promise<BrowserContext> {
  const { context } = await workstationContext(profile, e2e.url, { args: extraArgs, viewport: DESKTOP });
  context.setDefaultTimeout(WAIT_MS);
  return context;
}

/** The cache's data key, unwrapped with the password as an attacker who knew it would (Argon2id, in Node): base64. */
async function dataKey(page: Page): Promise<string> {
  return vaultDataKey((await page.evaluate(() => localStorage.getItem('painel.vault')))!, DEMO_PASSWORD);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return [];
    return stat.isDirectory() ? filesUnder(file) : stat.isFile() ? [file] : [];
  });
}

/** Each needle found in the profile: the file it is in, relative. */
function foundOnDisk(needles: Record<string, Buffer[]>): string[] {
  const found: string[] = [];
  for (const file of filesUnder(profile)) {
    const bytes = readFileSync(file);
    for (const [what, forms] of Object.entries(needles)) {
      if (forms.some((form) => bytes.includes(form))) found.push(`${what} in ${path.relative(profile, file)}`);
    }
  }
  return found;
}

/** A text as UTF-8 and as UTF-16 (little-endian, as Chromium's storage keeps strings). */
const asText = (text: string): Buffer[] => [Buffer.from(text, 'utf8'), Buffer.from(text, 'utf16le')];

describe('a workstation profile after a day of use', () => {
  it('holds no token, patient data, chat text or key once the browser is closed; restoring the last session shows the lock', { timeout: 180_000 }, async () => {
    const browser = await openBrowser();
    let secrets: Record<string, Buffer[]>;
    try {
      const page = browser.pages()[0] ?? (await browser.newPage());
      const answer = page.waitForResponse((response) => response.url().includes('/api/account/login'));
      await login(page, ACCOUNTS.admin);
      const body = (await (await answer).json()) as { Token: { Value: string } | string };
      const token = typeof body.Token === 'string' ? body.Token : body.Token.Value;
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

      await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Alertas' }).click();
      const card = await visible(page.getByRole('link', { name: ALERT_LINK }).first());
      const alertName = ((await card.getAttribute('aria-label')) ?? '').replace(ALERT_LINK, '').trim();

      await page.goto(`/pacientes/editar/ficha/${PATIENT}`);
      const nameField = await visible(field(page, 'Nome'));
      await expect.poll(() => nameField.inputValue()).not.toBe('');
      const name = await nameField.inputValue();
      const cpf = await field(page, 'CPF').inputValue();
      const email = await field(page, 'E-mail').inputValue();
      expect([name.length > 3, cpf.replace(/\D/g, '').length, email.includes('@')]).toEqual([true, 11, true]);
      // Typed into, unsaved: a draft the browser's own form restore would keep.
      await field(page, 'Alergias').fill('Alergia a iodo anotada na estação');

      // The record's other tabs and the dashboard, as the day goes.
      await page.goto(`/pacientes/editar/evolucao_clinica/${PATIENT}`);
      await visible(page.getByRole('toolbar', { name: /Relatos semanais/ }));
      await page.goto(`/pacientes/editar/anexos/${PATIENT}`);
      await visible(page.getByRole('table', { name: 'Anexos do paciente' }));
      await page.goto(`/pacientes/editar/registros/${PATIENT}`);
      await visible(page.getByRole('button', { name: 'Adicionar registro' }));
      await page.goto('/dashboard');
      await visible(page.getByRole('region', { name: 'Tratamento' }));

      // The patients list searched by the patient's name (the name never reaches the address,
      // which the browser keeps on disk in its history and restorable tabs).
      await page.goto('/pacientes');
      await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(name);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('link', { name: /./ }).filter({ hasText: name }).count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(2);
      expect(decodeURIComponent(page.url())).not.toContain(name.split(' ')[0]);

      await page.goto(`/pacientes/editar/conversas_encerradas/${PATIENT}`);
      await page
        .getByRole('list', { name: 'Conversas encerradas' })
        .getByRole('button', { name: /^Ver mais/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await visible(dialog.getByText(/^Paciente · /).first());
      const lines = (await dialog.innerText()).split('\n').map((line) => line.trim());
      const chat = lines.filter((line) => line.length > 25 && !/^Paciente · |^Baixar /.test(line)).sort((a, b) => b.length - a.length)[0]!;
      expect(chat).toBeTruthy();
      await page.keyboard.press('Escape');

      await page.reload();
      await visible(page.getByRole('list', { name: 'Conversas encerradas' }));
      await page.goto('/alertas');
      await visible(page.getByRole('link', { name: ALERT_LINK }).first());
      await page.goBack({ waitUntil: 'commit' });
      await visible(page.getByRole('list', { name: 'Conversas encerradas' }));
      await page.goForward({ waitUntil: 'commit' });
      await visible(page.getByRole('link', { name: ALERT_LINK }).first());
      expect(await page.getByRole('heading', { name: LOCK_TITLE }).count()).toBe(0);

      const closed = await browser.newPage();
      await closed.goto(`/pacientes/editar/ficha/${PATIENT}`);
      await expect.poll(() => field(closed, 'Nome').inputValue()).toBe(name);
      await closed.close();

      const key = Buffer.from(await dataKey(page), 'base64');
      const digits = cpf.replace(/\D/g, '');
      secrets = {
        token: [
          ...token
            .split('.')
            .filter((part) => part.length > 8)
            .flatMap(asText),
        ],
        'patient name (alerts)': asText(alertName),
        'patient name': asText(name),
        'patient name as searched, in an address': [...asText(encodeURIComponent(name)), ...asText(name.replace(/ /g, '+'))],
        CPF: [...asText(cpf), ...asText(digits)],
        'e-mail': asText(email),
        'draft typed': asText('Alergia a iodo anotada'),
        'chat text': asText(chat.slice(0, 40)),
        'data key': [key, ...asText(key.toString('base64')), ...asText(key.toString('base64url')), ...asText(key.toString('hex'))],
        password: asText(DEMO_PASSWORD),
      };
      // Still open: the test reads the page as it was left.
      await waitForPath(page, '/alertas');
    } finally {
      await browser.close();
    }

    expect(foundOnDisk(secrets)).toEqual([]);

    // 'Continuar de onde parei': the tabs come back, and so does the lock.
    const again = await openBrowser(['--restore-last-session']);
    try {
      let restored: Page | undefined;
      await expect.poll(() => (restored = again.pages().find((page) => page.url().startsWith(e2e.url))) !== undefined, { timeout: WAIT_MS }).toBe(true);
      await visible(restored!.getByRole('heading', { name: LOCK_TITLE }));
      expect(await restored!.getByRole('link', { name: ALERT_LINK }).count()).toBe(0);
    } finally {
      await again.close();
    }
  });
});
