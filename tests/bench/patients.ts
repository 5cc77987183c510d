/**
 * Patient record measurement (decision 0006): navigation to the Ficha rendered with added API latency,
 * after a full load and after a click on a patient's name in the list.
 */
import { control, launchChromium, startAppServer } from '../e2e/browser';
import type { Measurement } from './measurement';
import { median, navigationTimes } from './navigation';
import { assertNoStrayHosts, signedInPage } from './pageState';

const LATENCY_MS = 100;
const RUNS = 5;
const BUDGET_MS = 2 * LATENCY_MS + 400;

const strayHosts = new Set<string>();

/** The Ficha is rendered: the summary card, the name in its field, the CID table and the team chosen. */
function fichaRendered(): boolean {
  if (!document.querySelector('section[aria-label="Resumo do paciente"]')) return false;
  if (!document.querySelector('table[aria-label="CIDs do paciente"] tbody tr')) return false;
  const inputs = [...document.querySelectorAll('input')];
  const name = inputs.find((input) => input.labels?.[0]?.textContent?.startsWith('Nome'));
  const team = inputs.find((input) => input.labels?.[0]?.textContent?.startsWith('Equipe'));
  return Boolean(name?.value) && Boolean(team?.value);
}

export const fichaRenderTime: Measurement = {
  name: `Navigation to the Ficha rendered (+${LATENCY_MS} ms API latency)`,
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
          url: '/pacientes/editar/ficha/1',
          rendered: fichaRendered,
          from: {
            url: '/pacientes',
            ready: (p) => p.getByRole('table', { name: 'Lista de pacientes' }).waitFor({ timeout: 30_000 }),
            click: 'table[aria-label="Lista de pacientes"] tbody tr a',
          },
        },
        RUNS,
      );
      await control(server.url, {});
      assertNoStrayHosts(strayHosts, 'the Ficha');
      const load = median(loads);
      const click = median(clicks);
      return {
        figure: `full load median ${load.toFixed(0)} ms; from the list median ${click.toFixed(0)} ms (floor of two round trips: ${2 * LATENCY_MS} ms)`,
        budget: { limit: `≤ ${BUDGET_MS} ms from the list`, met: click <= BUDGET_MS },
        details: [`full loads: ${loads.map((t) => t.toFixed(0)).join(', ')} ms`, `from the list: ${clicks.map((t) => t.toFixed(0)).join(', ')} ms`],
      };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
