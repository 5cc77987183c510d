/**
 * Deploys while the console is open: a new version waits for the user, and code gone offers a
 * reload. The server serves a copy of dist/ that each test changes the way a deploy would: a new
 * service worker and index.html, or the old hashed chunks gone.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNTS, DEMO_PASSWORD, field, hidden, login, nothingFor, setupE2E, visible } from './harness';
import { distDir } from './paths';
import { deployNewVersion } from './deploy';

const served = mkdtempSync(path.join(os.tmpdir(), 'painel-deploy-'));

/** Puts the served copy back to the build under test. */
function restoreBuild(): void {
  rmSync(served, { recursive: true, force: true });
  cpSync(distDir, served, { recursive: true });
}
restoreBuild();

const e2e = setupE2E({ staticDir: served, contextOptions: { serviceWorkers: 'allow' } });

beforeEach(restoreBuild);
afterAll(() => rmSync(served, { recursive: true, force: true }));

/** Deletes the hashed files whose names start with `prefix` (e.g. 'alertas-'); returns them. */
function removeChunks(prefix: string): string[] {
  const names = readdirSync(path.join(served, 'assets')).filter((name) => name.startsWith(prefix));
  if (names.length === 0) throw new Error(`no chunk named ${prefix}* in the build`);
  for (const name of names) rmSync(path.join(served, 'assets', name));
  return names;
}

async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

function waitingWorker(page: Page): Promise<boolean> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
}

/** Marks the current document: the mark is gone after any reload. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { painelMark?: boolean }).painelMark = true;
  });
}

function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { painelMark?: boolean }).painelMark === true);
}

describe('a new version', () => {
  it('waits, says so, never reloads by itself, and takes over only when the user chooses', async () => {
    const { page } = e2e;
    await page.goto('/');
    await controlledByWorker(page);
    await field(page, 'Login').fill('digitando@clinica.com.br');
    await markDocument(page);

    deployNewVersion(served);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const notice = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
    await visible(notice);
    await expect.poll(() => waitingWorker(page)).toBe(true);

    // Nothing happens on its own: same document, the typing kept, the new worker still waiting.
    await nothingFor(page, 3000);
    expect(await sameDocument(page)).toBe(true);
    expect(await field(page, 'Login').inputValue()).toBe('digitando@clinica.com.br');
    expect(await waitingWorker(page)).toBe(true);

    // 'Depois' puts it off; the next load of the page offers it again.
    await notice.getByRole('button', { name: 'Depois' }).click();
    await hidden(notice);
    expect(await sameDocument(page)).toBe(true);
    await page.reload();
    await visible(notice);
    expect(await page.locator('meta[name="painel-build"]').count()).toBe(0);

    // 'Atualizar': the new worker activates and the page reloads on the new version.
    await notice.getByRole('button', { name: 'Atualizar' }).click();
    await expect.poll(() => page.locator('meta[name="painel-build"]').count()).toBe(1);
    await visible(page.getByRole('button', { name: 'Entrar' }));
    expect(await waitingWorker(page)).toBe(false);
    await hidden(notice);
  });
});

describe('a chunk gone after a deploy', () => {
  it('a route whose code is gone offers a reload instead of a white screen', async () => {
    // Without a worker: with one, the precache still holds the old chunks.
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await login(page, ACCOUNTS.admin);
    removeChunks('alertas-');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Alertas' }).click();
    await visible(page.getByRole('heading', { name: 'Nova versão disponível' }));
    await visible(page.getByText('Esta tela foi atualizada no servidor. Recarregue a página para usar a nova versão.'));

    // The deploy is complete: the reload opens the screen. Without a worker to hold the cache
    // key across the reload, the console asks for the password first.
    restoreBuild();
    await page.getByRole('button', { name: 'Recarregar a página' }).click();
    await visible(page.getByRole('heading', { name: 'Painel bloqueado' }));
    await field(page, 'Senha').fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await visible(page.getByRole('tab', { name: /^Sintomas/ }));
  });

  it('a chart whose code is gone says so inside its widget; the rest of the dashboard works', async () => {
    const context = await e2e.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await visible(page.getByRole('button', { name: 'Entrar' }));
    removeChunks('Doughnut-');
    await login(page, ACCOUNTS.admin, { navigate: false });
    const treatment = page.getByRole('region', { name: 'Tratamento' });
    await visible(treatment.getByText('Esta tela foi atualizada no servidor. Recarregue a página para usar a nova versão.'));
    await visible(page.getByRole('region', { name: 'Profissionais e pacientes' }).getByText('150', { exact: true }));
  });
});
