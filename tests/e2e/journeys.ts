/**
 * The clinic's journeys, written once against the driver surface (engines/types.ts) and run in
 * the engines beside Chromium that the README promises: Firefox (journeys.firefox.e2e.ts) and
 * WebKit (journeys.webkit.e2e.ts), against the production build served with the demo API.
 * Chromium's own browser files cover every step in Chromium (decision 0016). One browser per engine on a profile of its own; the journeys follow
 * one another in it, as a day at a workstation does.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DASHBOARD_WIDGETS } from '../dashboardWidgets';
import { DEMO_PASSWORD } from '../../src/mocks/accounts';
import type { DemoServer } from '../../src/mocks/server/index';
import { cacheOpener, control, demoConfig, openPersistedCache, seedAlerts, startAppServer } from './browser';
import { deployNewVersion } from './deploy';
import { artifactsDir } from './harness';
import { distDir } from './paths';
import { openGate, type Gate } from './engines/gate';
import { WAIT_MS, clickText, fill, waitFor, waitForNoText, waitForPath, waitForText, waitForValue } from './engines/steps';
import type { Engine, EngineLauncher } from './engines/types';

const ADMIN = 'admin@painel.demo';
const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 1024 };
const OFFLINE_BANNER = /^Sem conexão desde \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}\. O que já foi carregado neste aparelho aparece somente para leitura/;
/** The banner when the browser deleted the offline copy (docs/decisions/0017-offline-copy-gone.md). */
const COPY_GONE_BANNER = /^Sem conexão desde \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}\. O navegador apagou os dados que o Painel guardava neste aparelho/;
const ALERT_CARD = 'a[aria-label$=": abrir a ficha no aplicativo profissional"]';
/** 'Avisar quando chegar um alerta grave' (docs/decisions/0029-severe-alert-notifications.md). */
const NOTIFY_SWITCH = 'input[role="switch"]';
/** The alerts' refresh interval for the journeys: a new alert shows within it, never waited for by a clock. */
const REFRESH_SECONDS = 3;
/** The seed of institution 1 (src/mocks/README.md): pending symptom alerts. */
const SYMPTOMS = 29;
/** A tab's text: its label, its count, and how many wait too long (that depends on the clock). */
const tabText = (label: string, count: number) => new RegExp(`^${label} ${count} pendentes( · \\d+ atrasados?)?$`);
/**
 * The idle time before the lock on the lock journey's own server: 15 s. Long enough that a busy
 * machine always shows the unlocked screen before the next lock; the journey waits for the lock,
 * never for the time.
 */
const IDLE_LOCK_MINUTES = 0.25;
/** A patient of the seed with a record to open (as patientTabs.e2e.ts). */
const PATIENT_ID = 13;
/** The seed's patient with the most weekly reports (28, more than the PS chart shows at once). */
const MANY_WEEKS_PATIENT_ID = 11;

export function defineJourneys(launcher: EngineLauncher): void {
  let server: DemoServer;
  let gate: Gate;
  let engine: Engine;
  let profile: string;
  let downloads: string;

  const url = (pathname: string) => `${gate.url}${pathname}`;

  beforeAll(async () => {
    const missing = launcher.missing();
    if (missing) throw new Error(`${launcher.name}: ${missing} not found; install it with apt-get install -y ${launcher.packages}`);
    server = await startAppServer({ config: demoConfig({ alertsRefreshSeconds: REFRESH_SECONDS }) });
    gate = await openGate({ host: '127.0.0.1', port: server.port });
    profile = mkdtempSync(path.join(os.tmpdir(), `painel-${launcher.name}-`));
    downloads = path.join(profile, 'downloads');
    mkdirSync(downloads, { recursive: true });
    engine = await launcher.launch({ profileDir: path.join(profile, 'profile'), viewport: DESKTOP, downloadsDir: downloads });
  });

  afterAll(async () => {
    await engine?.close();
    await gate?.close();
    await server?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  afterEach(async ({ task }) => {
    // A journey that failed with the network down leaves it up for the next one.
    await gate?.up();
    if (task.result?.state !== 'fail') return;
    mkdirSync(artifactsDir, { recursive: true });
    await engine?.tab.screenshot(path.join(artifactsDir, `FAILED ${launcher.name} ${task.name}.png`.replace(/[^\w.-]+/g, '_'))).catch(() => undefined);
  });

  /**
   * No uncaught error of the page, and no request to a host but the journeys' servers (the
   * professional app's links are followed by no journey), where the engine's driver reports them.
   */
  async function noPageErrors(): Promise<void> {
    // Firefox reports a resource that failed to load as an error of the page ("Failed to load
    // ‘…/assets/x.js’. A ServiceWorker intercepted the request…", seen for a chunk whose page
    // was reloaded mid-fetch): that is not an uncaught error, and what the screen then shows is
    // what each journey checks.
    const errors = ((await engine.pageErrors()) ?? []).slice(errorsBefore).filter((error) => !/^Error: Failed to load ‘[^’]+’\./.test(error));
    expect(errors, `uncaught errors in ${launcher.name}`).toEqual([]);
    const ours = new Set([gate.url, server.url, server.reportOrigin, ...extraOrigins].map((origin) => new URL(origin).origin));
    const foreign = ((await engine.requests()) ?? []).slice(requestsBefore).filter((address) => /^https?:/.test(address) && !ours.has(new URL(address).origin));
    expect(foreign, `requests to other hosts in ${launcher.name}`).toEqual([]);
  }
  /**
   * Waits until the pages asked for the symptom alerts `count` times after the first request
   * matching `first` (where the driver reports requests; WebKit's does not, and never gets here).
   */
  async function pollsAfter(first: RegExp, count: number): Promise<void> {
    const polls = async () => {
      const seen = ((await engine.requests()) ?? []).map((address) => new URL(address).pathname + new URL(address).search);
      const at = seen.findIndex((address) => first.test(address));
      return at < 0 ? 0 : seen.slice(at + 1).filter((address) => /\/api\/dashboard\/alerts\?/.test(address)).length;
    };
    await expect.poll(polls, { timeout: WAIT_MS, message: `${count} alert polls after ${String(first)}` }).toBeGreaterThanOrEqual(count);
  }
  /** Servers a journey started for itself (the idle lock's). */
  const extraOrigins: string[] = [];
  /** Errors seen before the current journey: each journey answers for its own. */
  let errorsBefore = 0;
  let requestsBefore = 0;
  beforeEach(async () => {
    errorsBefore = (await engine?.pageErrors())?.length ?? 0;
    requestsBefore = (await engine?.requests())?.length ?? 0;
  });

  describe(`${launcher.name}: a day at the console`, () => {
    it('signs in and shows every widget of the dashboard', async () => {
      const { tab } = engine;
      await tab.goto(url('/'));
      await waitFor(
        tab,
        'the login field focused on arrival',
        () => {
          const label = [...document.querySelectorAll('label')].find((candidate) => (candidate.textContent ?? '').replace('*', '').trim() === 'Login');
          return Boolean(label?.htmlFor) && document.activeElement?.id === label?.htmlFor;
        },
        null,
      );
      await fill(tab, 'Login', ADMIN);
      await fill(tab, 'Senha', DEMO_PASSWORD);
      await clickText(tab, 'button', 'Entrar');
      await waitForPath(tab, '/dashboard');
      for (const title of DASHBOARD_WIDGETS) await waitForText(tab, title);
      // Every widget loaded: no spinner left, no widget failed.
      await waitFor(tab, 'every widget loaded', () => document.querySelectorAll('[aria-label="Carregando…"]').length === 0, null);
      expect(await tab.evaluate(() => document.body.innerText.includes('Não foi possivel carregar o widget.'), null)).toBe(false);
      // A widget's details are a step in the history: Back closes them and stays on the dashboard.
      await clickText(tab, 'button', 'Abrir detalhes: Pacientes com febre');
      await waitFor(
        tab,
        "the details' dialog, in the address",
        () => document.querySelector('[role="dialog"]') !== null && new URLSearchParams(location.search).get('detalhes') === 'pacientes-com-febre',
        null,
      );
      await tab.back();
      await waitFor(
        tab,
        'the details closed by Back, on the dashboard',
        () => document.querySelector('[role="dialog"]') === null && location.pathname === '/dashboard' && location.search === '',
        null,
      );
      await noPageErrors();
    });

    it('lists the pending alerts', async () => {
      const { tab } = engine;
      await clickText(tab, 'nav a', 'Alertas');
      await waitForPath(tab, '/alertas');
      await waitFor(tab, 'an alert card', (selector) => document.querySelectorAll(selector).length > 0, ALERT_CARD);
      await waitForText(tab, tabText('Sintomas', SYMPTOMS));
      // A new alert reaches the API: the list brings it in by itself, without 'Atualizar'.
      await seedAlerts(server.url, { symptoms: 1 });
      await waitForText(tab, tabText('Sintomas', SYMPTOMS + 1));
      await noPageErrors();
    });

    it('the queue from the keyboard: J, K, End and Home between cards, / to the filters, a symptom chosen with the keys', async () => {
      const { tab } = engine;
      await waitForPath(tab, '/alertas');
      const card = (what: string, want: (position: { at: string | null; of: string | null }) => boolean) =>
        waitForValue(
          tab,
          what,
          () => {
            const item = document.activeElement?.closest('[role="listitem"]');
            return { at: item?.getAttribute('aria-posinset') ?? null, of: item?.getAttribute('aria-setsize') ?? null };
          },
          null,
          want,
        );
      await tab.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.focus(), ALERT_CARD);
      await card('the first card focused', ({ at }) => at === '1');
      await tab.press('j');
      await tab.press('j');
      await card('the third card', ({ at }) => at === '3');
      await tab.press('k');
      await card('the second card', ({ at }) => at === '2');
      await tab.press('End');
      await card('the last card', ({ at, of }) => at !== null && at === of);
      await tab.press('Home');
      await card('the first card again', ({ at }) => at === '1');
      // The record's link is the name alone; from the card's other link (the phone's call) J goes
      // on to the next card's name.
      expect(
        await tab.evaluate(
          () => [...document.querySelectorAll('[role="listitem"][aria-posinset="1"] a')].map((a) => a.getAttribute('href')?.slice(0, 4)),
          null,
        ),
      ).toEqual(['http', 'tel:']);
      await tab.evaluate(() => document.querySelector<HTMLElement>('[role="listitem"][aria-posinset="1"] a[href^="tel:"]')?.focus(), null);
      await tab.press('j');
      await card("the second card, from the first one's call link", ({ at }) => at === '2');
      await waitFor(tab, "the second card's name focused", (selector) => document.activeElement?.matches(selector) ?? false, ALERT_CARD);

      await tab.press('/');
      await waitFor(
        tab,
        "the first filter ('Equipe') focused",
        () => document.querySelector(`label[for="${document.activeElement?.id}"]`)?.textContent === 'Equipe',
        null,
      );
      await tab.evaluate(() => {
        const label = [...document.querySelectorAll('label')].find((element) => element.textContent === 'Sintoma');
        document.getElementById(label?.htmlFor ?? '')?.focus();
      }, null);
      await tab.press('ArrowDown');
      await waitFor(tab, 'a symptom in the address', () => new URLSearchParams(location.search).has('symptom'), null);
      await waitForText(tab, /^\d+ de \d+ alertas$/);
      await tab.press('Home');
      await waitFor(tab, 'no symptom in the address', () => !new URLSearchParams(location.search).has('symptom'), null);
      await noPageErrors();
    });

    it('a typed address, a reload and Back keep the console open', async () => {
      const { tab } = engine;
      await tab.goto(url('/dashboard'));
      await waitForPath(tab, '/dashboard');
      await waitForText(tab, DASHBOARD_WIDGETS[0]);
      await tab.reload();
      await waitForText(tab, DASHBOARD_WIDGETS[0]);
      await tab.back();
      await waitForPath(tab, '/alertas');
      await waitFor(tab, 'an alert card', (selector) => document.querySelectorAll(selector).length > 0, ALERT_CARD);
      expect(await tab.evaluate(() => document.body.innerText.includes('Desbloquear'), null)).toBe(false);
      await noPageErrors();
    });

    it('with the network down, a reload shows the last alerts under the offline banner; back up, it refreshes', async () => {
      const { tab } = engine;
      // As on a workstation that used the console before: the service worker controls the page.
      // Asked, never awaited: a worker stuck installing would hold a wait on `ready` past every bound.
      await waitFor(
        tab,
        'the service worker active',
        () => navigator.serviceWorker.getRegistration().then((registration) => Boolean(registration?.active)),
        null,
      );
      if (!(await tab.evaluate(() => navigator.serviceWorker.controller !== null, null))) await tab.reload();
      await waitFor(tab, 'a page the worker controls', () => navigator.serviceWorker.controller !== null, null);
      await waitFor(tab, 'an alert card', (selector) => document.querySelectorAll(selector).length > 0, ALERT_CARD);
      // The alerts are in the sealed offline copy (opened with the password, as an attacker
      // would): what a reload without the network can show.
      // The data key is unwrapped with the password in Node (Argon2id), once: the signed-in vault stays.
      const opener = await cacheOpener(await tab.evaluate(() => localStorage.getItem('painel.vault'), null), DEMO_PASSWORD);
      await waitForValue(tab, 'the alerts kept for offline use', openPersistedCache, opener, (cache) => cache?.includes('["alerts","symptoms"') ?? false);
      await gate.down();
      await tab.reload();
      await waitForText(tab, OFFLINE_BANNER);
      await waitFor(tab, 'the cached alert cards', (selector) => document.querySelectorAll(selector).length > 0, ALERT_CARD);
      // The browser deletes the site's IndexedDB (Safari after seven days unused, any engine
      // short of disk), the session kept: offline, the banner says the copy is gone. Deleted from
      // a document of the site that does not run the console (the icon, which the worker serves
      // offline from its precache), so that no open connection of the console holds it up.
      await tab.goto(url('/favicon.svg'));
      await tab.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const deletion = indexedDB.deleteDatabase('keyval-store');
            deletion.onsuccess = () => resolve();
            deletion.onerror = () => reject(new Error('the deletion failed'));
            setTimeout(() => reject(new Error('the deletion was still held up after 20 s')), 20_000);
          }),
        null,
      );
      await tab.goto(url('/alertas'));
      await waitForText(tab, COPY_GONE_BANNER);
      await waitForText(tab, 'Sem conexão: estes dados ainda não foram carregados neste aparelho e precisam de conexão.');
      mkdirSync(artifactsDir, { recursive: true });
      await tab.screenshot(path.join(artifactsDir, `journey-${launcher.name}-copy-gone.png`));
      await gate.up();
      await waitForNoText(tab, /^Sem conexão desde/);
      await waitFor(tab, 'the alert cards again', (selector) => document.querySelectorAll(selector).length > 0, ALERT_CARD);
      await noPageErrors();
    });

    it('saves a new team', async () => {
      const { tab } = engine;
      await clickText(tab, 'nav a', 'Equipes');
      await waitForPath(tab, '/equipes');
      await clickText(tab, 'a', 'Adicionar');
      await waitForPath(tab, '/equipes/adicionar');
      await fill(tab, 'Nome', `Equipe ${launcher.name}`);
      await clickText(tab, 'button', 'Salvar');
      await waitForPath(tab, '/equipes');
      await waitForText(tab, 'Equipe cadastrada com sucesso.');
      // The confirmation is in view, below the fixed top bar.
      await waitFor(
        tab,
        'the confirmation below the top bar and in the window',
        () => {
          const shown = [...document.querySelectorAll<HTMLElement>('[role="alert"], [role="status"]')].find((element) =>
            element.innerText.includes('Equipe cadastrada com sucesso.'),
          );
          const bar = document.querySelector('header')?.getBoundingClientRect();
          const box = shown?.getBoundingClientRect();
          return Boolean(box && bar) && box!.top >= bar!.bottom - 0.5 && box!.bottom <= innerHeight;
        },
        null,
      );
      await noPageErrors();
    });

    it('a team move and an announcement ask first, in a dialog that has the focus', async () => {
      const { tab } = engine;
      /**
       * The open dialog's title, once the focus is inside it and the dialog stands still. The focus
       * moves in as the dialog starts sliding in; a driver's click aims at a button's centre and
       * lands a moment later, so a click during the slide can miss the button (seen once in WebKit:
       * 'Confirmar envio' clicked, nothing sent).
       */
      const dialogWithFocus = (what: string) =>
        waitFor(
          tab,
          `${what}, with the focus inside it, standing still`,
          () => {
            const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
            const focused = dialog?.contains(document.activeElement) ?? false;
            const still = dialog !== null && getComputedStyle(dialog).opacity === '1' && dialog.getAnimations({ subtree: true }).length === 0;
            return focused && still ? (document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '') : null;
          },
          null,
        );
      const noDialog = (what: string) => waitFor(tab, what, () => document.querySelector('[role="dialog"]') === null, null);

      // A team move: the patient's alerts would go to another team, so it asks; Cancelar keeps it.
      await clickText(tab, 'nav a', 'Pacientes');
      await waitForPath(tab, '/pacientes');
      await waitFor(tab, "a patient's team button", () => document.querySelector('button[aria-label$="Alterar a equipe"]') !== null, null);
      await tab.click('button[aria-label$="Alterar a equipe"]');
      await tab.click('[role="menuitem"]:not([aria-current="true"])');
      expect(await dialogWithFocus('the team move')).toMatch(/^Mover .+ para a equipe .+\?$/);
      await clickText(tab, '[role="dialog"] button', 'Cancelar');
      await noDialog('the team move dialog gone, nothing moved');

      // An announcement: the teams it goes to are confirmed before anything is sent.
      await tab.goto(url('/comunicados/enviar'));
      await fill(tab, 'Chamada', `Aviso ${launcher.name}`);
      await fill(tab, 'Comunicado', 'Atendimento até as 12h na sexta-feira.');
      await clickText(tab, 'label', 'Mastologia');
      await clickText(tab, 'button', 'Enviar');
      expect(await dialogWithFocus('the send confirmation')).toMatch(/^Enviar comunicado\?$/);
      await waitForText(tab, 'Enviar para os pacientes da equipe “Mastologia”?');
      await clickText(tab, '[role="dialog"] button', 'Confirmar envio');
      await waitForPath(tab, '/comunicados');
      await waitForText(tab, 'O comunicado foi enviado com sucesso.');
      await noPageErrors();
    });

    it("opens a patient record and its tabs; the PDF export lands under the server's file name", async () => {
      const { tab } = engine;
      await tab.goto(url(`/pacientes/editar/ficha/${PATIENT_ID}`));
      await waitFor(
        tab,
        'the Ficha filled in',
        () => {
          const label = [...document.querySelectorAll('label')].find((candidate) => (candidate.textContent ?? '').replace('*', '').trim() === 'Nome');
          const input = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
          return input instanceof HTMLInputElement && input.value !== '';
        },
        null,
      );
      await clickText(tab, '[role="tab"]', 'Registros');
      await waitForPath(tab, `/pacientes/editar/registros/${PATIENT_ID}`);
      await waitForText(tab, 'Adicionar registro');
      await clickText(tab, '[role="tab"]', 'Evolução Clínica');
      await waitForPath(tab, `/pacientes/editar/evolucao_clinica/${PATIENT_ID}`);
      await clickText(tab, '[role="tab"]', 'Ficha');
      await waitForPath(tab, `/pacientes/editar/ficha/${PATIENT_ID}`);
      await clickText(tab, 'button', 'Exportar PDF');
      const file = await until('the PDF in the downloads folder', () => readdirSync(downloads).find((name) => /^ficha-paciente-.+\.pdf$/.test(name)));
      await until('the whole PDF written', () => readFileSync(path.join(downloads, file)).subarray(0, 5).toString('latin1') === '%PDF-');
      // Evolução Clínica's chart opens on the latest weeks (the patient with more weeks than fit).
      await tab.goto(url(`/pacientes/editar/evolucao_clinica/${MANY_WEEKS_PATIENT_ID}`));
      await waitFor(
        tab,
        'the PS chart scrolled to its latest week',
        () => {
          const box = document.querySelector<HTMLElement>('[role=region][aria-label="Gráfico de Performance Status com rolagem horizontal"]');
          return Boolean(box) && box!.scrollWidth > box!.clientWidth && Math.abs(box!.scrollLeft + box!.clientWidth - box!.scrollWidth) <= 1;
        },
        null,
      );
      await noPageErrors();
    });

    it('at 768 px the menu folds behind the burger; the screenshot is kept', async () => {
      const { tab } = engine;
      await tab.setViewport(TABLET);
      await waitFor(tab, 'the 768 px layout', () => window.innerWidth === 768, null);
      await waitFor(tab, 'the burger', () => (document.querySelector<HTMLElement>('button[aria-label="Abrir menu"]')?.offsetParent ?? null) !== null, null);
      // The menu slides away when the width crosses 768 px: the screenshot shows where it ends,
      // the menu's panel wholly off the page's left edge.
      await waitFor(
        tab,
        'the menu folded',
        () => {
          const panel = document.querySelector('.mantine-AppShell-navbar');
          return panel !== null && panel.getBoundingClientRect().right <= 0;
        },
        null,
      );
      mkdirSync(artifactsDir, { recursive: true });
      await tab.screenshot(path.join(artifactsDir, `journey-${launcher.name}-768.png`));
      await tab.setViewport(DESKTOP);
      await noPageErrors();
    });

    it('a new severe alert makes one system notification, without the name; Sair closes it (WebKit: the refusal is said)', async () => {
      const { tab } = engine;
      await tab.setViewport(DESKTOP);
      await tab.goto(url('/alertas'));
      await waitFor(tab, 'an alert card', (selector) => document.querySelectorAll(selector).length > 0, ALERT_CARD);
      await tab.click(NOTIFY_SWITCH);
      if (launcher.name === 'webkit') {
        // WebKitWebDriver cannot grant the permission, and MiniBrowser under automation refuses
        // the prompt (README, 'Supported browsers'): the control says so, and stays off.
        await waitForText(tab, /^As notificações do Painel estão bloqueadas neste navegador/);
        expect(await tab.evaluate((selector) => document.querySelector<HTMLInputElement>(selector)?.checked, NOTIFY_SWITCH)).toBe(false);
        await noPageErrors();
        return;
      }
      // Granted by the engine's launch (the context's permission, Firefox's profile preferences).
      await waitFor(tab, 'the switch on', (selector) => document.querySelector<HTMLInputElement>(selector)?.checked === true, NOTIFY_SWITCH);
      // The notifier's code asked for, then two polls after it: by the second, the first was
      // answered and read by the notifier as what was already pending.
      await pollsAfter(/\/SevereAlertsNotifier-[^/]*\.js$/, 2);
      const shown = () =>
        tab.evaluate(
          async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => [notification.title, notification.body]),
          null,
        );
      expect(await shown()).toEqual([]);
      // The next answer brings the demo's worsening patient's EVA 8 above his EVA 4.
      await control(server.url, { worsening: 1 });
      await waitForValue(
        tab,
        'one notification',
        async () => (await (await navigator.serviceWorker.ready).getNotifications()).length,
        null,
        (n) => n > 0,
      );
      await pollsAfter(/\/api\/dashboard\/alerts\?/, 2);
      expect(await shown()).toEqual([['Alerta piorou: Dor, EVA 4 → 8', '']]);
      await clickText(tab, 'nav a, nav button', 'Sair');
      await clickText(tab, 'main button', 'Sair');
      await waitForText(tab, 'Entrar');
      await waitForValue(
        tab,
        'no notification left',
        async () => (await (await navigator.serviceWorker.ready).getNotifications()).length,
        null,
        (n) => n === 0,
      );
      await control(server.url, {});
      // Signed in again for the journeys after this one.
      await fill(tab, 'Login', ADMIN);
      await fill(tab, 'Senha', DEMO_PASSWORD);
      await clickText(tab, 'button', 'Entrar');
      await waitForPath(tab, '/dashboard');
      await noPageErrors();
    });

    it('a second tab opens unlocked, the key passed from the first; Sair in it signs both out', async () => {
      const { tab } = engine;
      await tab.setViewport(DESKTOP);
      await tab.goto(url('/alertas'));
      await waitFor(tab, 'an alert card', (selector) => document.querySelectorAll(selector).length > 0, ALERT_CARD);
      // The new tab asks the open ones for the cache's key over BroadcastChannel, once a Web
      // Lock tells it that a tab holds one: no password asked.
      const second = await engine.openTab(url('/alertas'));
      try {
        await waitFor(second, 'an alert card in the second tab', (selector) => document.querySelectorAll(selector).length > 0, ALERT_CARD);
        expect(await second.evaluate(() => document.querySelector('input[type="password"]') === null, null)).toBe(true);
        // Sair in one tab ends the session in every tab (the storage event).
        await clickText(second, 'nav a, nav button', 'Sair');
        await clickText(second, 'main button', 'Sair');
        await waitForText(second, 'Entrar');
        await waitForText(tab, 'Entrar');
        expect(await tab.evaluate((selector) => document.querySelectorAll(selector).length, ALERT_CARD)).toBe(0);
      } finally {
        await second.close();
      }
      // Signed in again for the journeys after this one.
      await fill(tab, 'Login', ADMIN);
      await fill(tab, 'Senha', DEMO_PASSWORD);
      await clickText(tab, 'button', 'Entrar');
      await waitForPath(tab, '/dashboard');
      await noPageErrors();
    });

    it('idle, the console locks; Desbloquear opens it again', async () => {
      const { tab } = engine;
      // A server of its own, whose config locks after 15 s without input.
      const idle = await startAppServer({ config: demoConfig({ idleLockMinutes: IDLE_LOCK_MINUTES }) });
      extraOrigins.push(idle.url, idle.reportOrigin);
      try {
        await tab.goto(`${idle.url}/`);
        await fill(tab, 'Login', ADMIN);
        await fill(tab, 'Senha', DEMO_PASSWORD);
        await clickText(tab, 'button', 'Entrar');
        await waitForPath(tab, '/dashboard');
        await waitForText(tab, 'Desbloquear');
        await fill(tab, 'Senha', DEMO_PASSWORD);
        await clickText(tab, 'button', 'Desbloquear');
        await waitForText(tab, DASHBOARD_WIDGETS[0]);
      } finally {
        await tab.goto(url('/alertas'));
        await idle.close();
      }
      await noPageErrors();
    });

    it('a new version waits for the user; Atualizar brings it in', async () => {
      const { tab } = engine;
      // A server of its own on a copy of the build, which the journey deploys a new version to.
      const served = mkdtempSync(path.join(os.tmpdir(), `painel-update-${launcher.name}-`));
      cpSync(distDir, served, { recursive: true });
      const site = await startAppServer({ staticDir: served, config: demoConfig() });
      extraOrigins.push(site.url, site.reportOrigin);
      try {
        await tab.goto(`${site.url}/`);
        await waitForText(tab, 'Entrar');
        await waitFor(tab, 'the service worker installed', () => navigator.serviceWorker.ready.then(() => true), null);
        await tab.reload();
        await waitFor(tab, 'the page under the service worker', () => navigator.serviceWorker.controller !== null, null);
        await waitForText(tab, 'Entrar');

        deployNewVersion(served);
        await tab.evaluate(
          () =>
            navigator.serviceWorker
              .getRegistration()
              .then((registration) => registration?.update())
              .then(() => undefined),
          null,
        );
        await waitForText(tab, 'Nova versão disponível');
        // Nothing changes on its own: still the first version until the user says so.
        expect(await tab.evaluate(() => document.querySelector('meta[name="painel-build"]') === null, null)).toBe(true);
        await clickText(tab, 'button', 'Atualizar');
        await waitFor(tab, 'the new version', () => document.querySelector('meta[name="painel-build"]') !== null, null);
        await waitForText(tab, 'Entrar');
        await waitForNoText(tab, /^Nova versão disponível$/);
      } finally {
        await tab.goto(url('/alertas'));
        await site.close();
        rmSync(served, { recursive: true, force: true });
      }
      await noPageErrors();
    });

    it('closed and reopened on the same profile, the console asks for the password (where the engine keeps a profile)', async () => {
      await waitForPath(engine.tab, '/alertas');
      await engine.close();
      engine = await launcher.launch({ profileDir: path.join(profile, 'profile'), viewport: DESKTOP, downloadsDir: downloads });
      errorsBefore = 0;
      requestsBefore = 0;
      const { tab } = engine;
      await tab.goto(url('/alertas'));
      if (!launcher.keepsProfile) {
        // An automation session of WebKit is private: nothing was kept, so it starts at login.
        await waitForPath(tab, '/');
        await waitForText(tab, 'Entrar');
        return;
      }
      await waitForText(tab, 'Desbloquear');
      expect(await tab.evaluate((selector) => document.querySelectorAll(selector).length, ALERT_CARD)).toBe(0);
      await fill(tab, 'Senha', DEMO_PASSWORD);
      await clickText(tab, 'button', 'Desbloquear');
      await waitFor(tab, 'an alert card', (selector) => document.querySelectorAll(selector).length > 0, ALERT_CARD);
      await noPageErrors();
    });

    // The checks every journey ends with are shown to see what they look for, on the page the
    // reopened browser shows. Last, because navigating while the worker installs can leave it
    // installing in WebKit (tests/e2e/README.md, driver limits). A request to another host: one that answers,
    // since WebKit's page records only the requests that got an answer.
    it('a request to another host is seen, so that a journey making one fails', async () => {
      const { tab } = engine;
      const other = createServer((_request, response) => response.writeHead(204).end());
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      const address = other.address();
      const spy = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/espia`;
      try {
        expect(await engine.requests()).not.toBeNull();
        await tab.evaluate(
          (target) =>
            fetch(target, { mode: 'no-cors' }).then(
              () => undefined,
              () => undefined,
            ),
          spy,
        );
        await expect.poll(async () => ((await engine.requests()) ?? []).slice(requestsBefore)).toContain(spy);
      } finally {
        other.close();
      }
    });

    // The same for the uncaught errors every journey checks for, in each engine.
    it('an uncaught error of the page is seen, so that a journey throwing one fails', async () => {
      const { tab } = engine;
      expect(await engine.pageErrors()).not.toBeNull();
      await tab.evaluate(() => {
        setTimeout(() => {
          throw new Error('sonda-de-erro');
        });
        void Promise.reject(new Error('sonda-de-rejeicao'));
      }, null);
      const seen = async () => ((await engine.pageErrors()) ?? []).slice(errorsBefore).join('\n');
      await expect.poll(seen).toContain('sonda-de-erro');
      await expect.poll(seen).toContain('sonda-de-rejeicao');
    });
  });
}

/** Waits in Node (a file on disk) until `check` gives a value, bounded like every wait. */
async function until<T>(what: string, check: () => T | undefined | false): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const value = check();
      if (value) return value;
    } catch {
      // Not there yet (a file still being written).
    }
    if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
