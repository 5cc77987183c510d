/**
 * The four signed-in screens the bench loads as Lighthouse's signed-in runs do (the traces of
 * profile.ts, the commit counts of commits.ts), each with what says it shows what it is for, and
 * the mobile screen both load them on.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { allWidgetsRendered, WIDGETS } from './dashboard';

/** Lighthouse's mobile screen, in a context that lets the service worker run. */
export const MOBILE_CONTEXT: BrowserContextOptions = {
  serviceWorkers: 'allow',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
};

export interface SignedInScreen {
  name: string;
  path: string;
  /** Resolves once the screen shows what it is for. */
  ready: (page: Page) => Promise<void>;
}

const done = () => undefined;

export const DASHBOARD: SignedInScreen = {
  name: 'dashboard',
  path: '/dashboard',
  ready: (page) => page.waitForFunction(allWidgetsRendered, WIDGETS, { timeout: 60_000, polling: 'raf' }).then(done),
};
export const ALERTS: SignedInScreen = {
  name: 'alerts',
  path: '/alertas',
  ready: (page) => page.locator('a[aria-label*=": abrir a ficha"]').first().waitFor({ timeout: 60_000 }),
};
export const PATIENTS: SignedInScreen = {
  name: 'patients list',
  path: '/pacientes',
  ready: (page) => page.getByRole('table', { name: 'Lista de pacientes' }).getByRole('link').first().waitFor({ timeout: 60_000 }),
};
export const FICHA: SignedInScreen = {
  name: 'Ficha',
  path: '/pacientes/editar/ficha/1',
  ready: (page) => page.getByRole('textbox', { name: 'CPF' }).waitFor({ timeout: 60_000 }),
};
