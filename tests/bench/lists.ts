/**
 * List-and-form measurements (decision 0003): the professionals list rendered with added API latency,
 * after a full load and after a click in the menu, and the JS each new route adds to what the
 * browser already holds when a user gets there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { control, launchChromium, startAppServer } from '../e2e/browser';
import { distDir } from '../e2e/paths';
import type { Measurement } from './measurement';
import { gzipSize, kB } from './tools';
import { median, navigationTimes } from './navigation';
import { assertNoStrayHosts, signedInPage } from './pageState';

const LATENCY_MS = 100;
const RUNS = 5;
const BUDGET_MS = 2 * LATENCY_MS + 400;

/** Hosts other than the demo server that a page tried to reach: reported, never expected. */
const strayHosts = new Set<string>();
const assertNoStray = () => assertNoStrayHosts(strayHosts, 'the lists');

/** The professionals list is rendered: its rows, no loading overlay, and the licence badge. */
function professionalsRendered(): boolean {
  const table = document.querySelector('table[aria-label="Lista de profissionais"]');
  if (!table || table.querySelectorAll('tbody tr').length < 10) return false;
  if (document.querySelector('.mantine-LoadingOverlay-root')) return false;
  return /licenças disponíveis/.test(document.querySelector('main')?.textContent ?? '');
}

export const professionalsRenderTime: Measurement = {
  name: `Navigation to the professionals list rendered (+${LATENCY_MS} ms API latency)`,
  async run() {
    const server = await startAppServer();
    const browser = await launchChromium();
    try {
      const page = await signedInPage(browser, server.url, strayHosts);
      await control(server.url, { latencyMs: LATENCY_MS });
      const { loads, clicks } = await navigationTimes(
        page,
        server.url,
        {
          url: '/profissionais',
          rendered: professionalsRendered,
          // In the app: from the teams list, a click on 'Profissionais' in the menu.
          from: {
            url: '/equipes',
            ready: (p) => p.getByRole('table', { name: 'Lista de equipes' }).waitFor({ timeout: 30_000 }),
            click: 'nav a[href="/profissionais"]',
          },
        },
        RUNS,
      );
      await control(server.url, {});
      assertNoStray();
      const load = median(loads);
      return {
        figure: `full load median ${load.toFixed(0)} ms; from the menu median ${median(clicks).toFixed(0)} ms (floor of two round trips: ${2 * LATENCY_MS} ms)`,
        budget: { limit: `≤ ${BUDGET_MS} ms (both)`, met: load <= BUDGET_MS && median(clicks) <= BUDGET_MS },
        details: [`full loads: ${loads.map((t) => t.toFixed(0)).join(', ')} ms`, `menu clicks: ${clicks.map((t) => t.toFixed(0)).join(', ')} ms`],
      };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};

interface RouteVisit {
  route: string;
  /** From the dashboard, the clicks that reach the route (menu, then a link or button on the list). */
  steps: { role: 'link' | 'button'; name: string; within?: string }[];
  /** What shows once the route is on screen. */
  ready: { role: 'table' | 'textbox' | 'heading'; name: string };
}

const ROUTES: RouteVisit[] = [
  { route: '/equipes', steps: [{ role: 'link', name: 'Equipes', within: 'Menu principal' }], ready: { role: 'table', name: 'Lista de equipes' } },
  {
    route: '/equipes/adicionar',
    steps: [
      { role: 'link', name: 'Equipes', within: 'Menu principal' },
      { role: 'link', name: 'Adicionar' },
    ],
    ready: { role: 'textbox', name: 'Nome' },
  },
  {
    route: '/equipes/editar/$id',
    steps: [
      { role: 'link', name: 'Equipes', within: 'Menu principal' },
      { role: 'link', name: 'Editar Mastologia' },
    ],
    ready: { role: 'textbox', name: 'Nome' },
  },
  {
    route: '/profissionais',
    steps: [{ role: 'link', name: 'Profissionais', within: 'Menu principal' }],
    ready: { role: 'table', name: 'Lista de profissionais' },
  },
  {
    route: '/profissionais/adicionar',
    steps: [
      { role: 'link', name: 'Profissionais', within: 'Menu principal' },
      { role: 'link', name: 'Adicionar' },
    ],
    ready: { role: 'textbox', name: 'Celular' },
  },
  {
    route: '/profissionais/editar/$id',
    steps: [
      { role: 'link', name: 'Profissionais', within: 'Menu principal' },
      { role: 'link', name: 'Editar Aline Martins Rocha' },
    ],
    ready: { role: 'textbox', name: 'Celular' },
  },
  {
    route: '/pacientes',
    steps: [{ role: 'link', name: 'Pacientes', within: 'Menu principal' }],
    ready: { role: 'table', name: 'Lista de pacientes' },
  },
  {
    route: '/pacientes/editar/$tab/$id',
    steps: [
      { role: 'link', name: 'Pacientes', within: 'Menu principal' },
      { role: 'link', name: 'Adriana Cristina Fernandes' },
    ],
    ready: { role: 'textbox', name: 'CPF' },
  },
  {
    route: '/comunicados',
    steps: [{ role: 'link', name: 'Comunicados', within: 'Menu principal' }],
    ready: { role: 'table', name: 'Comunicados enviados' },
  },
  {
    route: '/comunicados/enviar',
    steps: [
      { role: 'link', name: 'Comunicados', within: 'Menu principal' },
      { role: 'link', name: 'Novo Comunicado' },
    ],
    ready: { role: 'textbox', name: 'Chamada' },
  },
  {
    route: '/bi',
    steps: [{ role: 'link', name: 'BI', within: 'Menu principal' }],
    ready: { role: 'heading', name: 'BI' },
  },
];

export const newRouteChunks: Measurement = {
  name: 'JS each list and form route adds (gzip)',
  async run() {
    const server = await startAppServer();
    const browser = await launchChromium();
    const rows: string[] = [];
    try {
      for (const visit of ROUTES) {
        // /bi frames the demo's report, served on the demo server's report origin.
        const page = await signedInPage(browser, server.url, strayHosts, [server.reportOrigin]);
        let added = new Set<string>();
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.endsWith('.js')) added.add(url.pathname);
        });
        for (const [index, step] of visit.steps.entries()) {
          const scope = step.within ? page.getByRole('navigation', { name: step.within }) : page;
          // Only the last step is the route measured: what the earlier ones load is already there.
          if (index === visit.steps.length - 1) {
            await page.waitForLoadState('networkidle');
            added = new Set();
          }
          await scope.getByRole(step.role, { name: step.name, exact: true }).click();
        }
        await page.getByRole(visit.ready.role, { name: visit.ready.name, exact: true }).waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        const files = [...added].map((pathname) => {
          const bytes = readFileSync(path.join(distDir, pathname));
          return { name: pathname.replace(/^\/assets\//, ''), gz: gzipSize(bytes) };
        });
        files.sort((a, b) => b.gz - a.gz);
        const total = files.reduce((sum, f) => sum + f.gz, 0);
        rows.push(`${visit.route.padEnd(26)} ${kB(total).padStart(9)}  ${files.map((f) => `${f.name} ${kB(f.gz)}`).join(', ') || '(nothing new)'}`);
        await page.context().close();
      }
      assertNoStray();
      return { figure: `${ROUTES.length} routes, reached by their links from the dashboard`, details: rows };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
