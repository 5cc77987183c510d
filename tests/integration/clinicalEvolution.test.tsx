/** Evolução Clínica through the real route tree (spec 02 §2, §3, §7, §8, §9). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { failPath, setShapes, type DemoShapes } from '@/mocks/control';
import { evolutionEntriesOf, painReadingsOf, weeklyReportsOf, type EvolutionEntry } from '@/mocks/lib/evolution';
import { formatDateTime } from '@/lib/format';
import { API_BASE, captureDownloads, renderApp, requests, seedSession, server } from './harness';
import { slow } from '../waits';

const CHART = 'Gráfico: Performance Status dos relatos semanais';
const WEEKS = 'Relatos semanais: escolha um para ver a qualidade de vida';
const LIST = 'Sintomas relatados';
const PS = ['PS 0', 'PS I', 'PS II', 'PS III', 'PS IV'];
// The expected texts, written out here rather than taken from the app's catalogue.
const ITEMS: [name: string, answers: string[]][] = [
  ['Mobilidade', ['Não tenho problemas em andar', 'Tenho alguns problemas em andar', 'Estou limitado(a) a ficar na cama']],
  [
    'Cuidados pessoais',
    [
      'Não tenho problemas com os meus cuidados pessoais',
      'Tenho alguns problemas para me lavar ou me vestir',
      'Sou incapaz de me lavar ou me vestir sozinho(a)',
    ],
  ],
  [
    'Atividades habituais',
    [
      'Não tenho problemas em realizar as minhas atividades habituais',
      'Tenho alguns problemas em realizar as minhas atividades habituais',
      'Sou incapaz de realizar as minhas atividades habituais',
    ],
  ],
  ['Dor/mal-estar', ['Não tenho dores ou mal-estar', 'Tenho dores ou mal-estar moderados', 'Tenho dores ou mal-estar extremos']],
  [
    'Ansiedade/depressão',
    ['Não estou ansioso(a) ou deprimido(a)', 'Estou moderadamente ansioso(a) ou deprimido(a)', 'Estou extremamente ansioso(a) ou deprimido(a)'],
  ],
];
const eva = (v: number) => (v <= 2 ? 'Leve' : v <= 7 ? 'Moderada' : 'Grave');
const ALTERNATE = ['Leve', 'Moderado', 'Grave', 'Muito Grave'];
const TEMPERATURE_NAMES = ['Normal', 'Normal alta', 'Subfebril', 'Estado febril', 'Febre'];
function temperature(celsius: number): string {
  const classes: [top: number, name: string][] = [
    [35.9, 'Abaixo de 36 °C'],
    [36.7, 'Normal'],
    [37, 'Normal alta'],
    [37.3, 'Subfebril'],
    [37.7, 'Estado febril'],
  ];
  const name = classes.find(([top]) => celsius <= top)?.[1] ?? 'Febre';
  return `${celsius.toFixed(1).replace('.', ',')} °C (${name})`;
}

/** What one check-in must read, line by line, from the demo's own entry. */
function expectedLines(entry: EvolutionEntry): string[] {
  const lines = [formatDateTime(entry.DateAndTime)];
  if (entry.NoSymptoms) lines.push('sem sintomas');
  for (const { Intensity, Symptom } of entry.Evolutions) {
    const label = Symptom.Id === 13 ? temperature(Intensity) : Symptom.IsEva ? `${eva(Intensity)} (EVA ${Intensity})` : ALTERNATE[Intensity - 1];
    lines.push(`${Symptom.Name}: ${label}`);
  }
  if (entry.MissingSymptom) lines.push(`Sintoma não listado: ${entry.Message}`);
  else if (entry.Message) lines.push(`Mensagem: ${entry.Message}`);
  return lines;
}

async function openTab(id = '11') {
  await seedSession();
  return renderApp(`/pacientes/editar/evolucao_clinica/${id}`);
}

function entryItems(): HTMLElement[] {
  return within(screen.getByRole('list', { name: LIST })).getAllByRole('listitem');
}

/**
 * 'Carregar mais' until the last page (fifteen of them for patient 11). Each wait counts the list's
 * own items: asking for roles across the whole tab at every change made this walk outlast the
 * test's one-minute limit on a busy machine.
 */
async function loadEverySymptom(user: Awaited<ReturnType<typeof openTab>>['user']) {
  const section = await screen.findByRole('region', { name: LIST }, slow);
  const list = await within(section).findByRole('list', { name: LIST }, slow);
  const shown = () => list.querySelectorAll(':scope > li').length;
  const more = () => within(section).queryByRole('button', { name: 'Carregar mais' });
  for (let button = more(); button; button = more()) {
    const count = shown();
    await user.click(button);
    await waitFor(() => expect(shown()).toBeGreaterThan(count), slow);
  }
  expect(within(section).getByText('Todos os sintomas foram exibidos.')).toBeInTheDocument();
  expect(entryItems()).toHaveLength(shown());
}

let saved: string[] = [];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe.each<DemoShapes>(['default', 'alternate'])('Evolução Clínica, %s shapes', (shapes) => {
  beforeEach(() => setShapes(shapes));

  it('tables every week with its PS label; choosing a week shows its five items and the pain then', async () => {
    const reports = weeklyReportsOf(11);
    const { user } = await openTab();
    const figure = await screen.findByRole('figure', { name: CHART }, slow);
    const rows = within(figure).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual(
      reports.map((report) => [formatDateTime(report.DateAndTime), PS[report.PS]]),
    );
    expect(new Set(rows.map((row) => row.lastElementChild?.textContent))).toEqual(new Set(PS));
    // 28 weeks: 80 px each (and the margins), in a box that scrolls and takes the focus.
    const scroller = screen.getByRole('region', { name: 'Gráfico de Performance Status com rolagem horizontal' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect((scroller.firstElementChild as HTMLElement).style.width).toBe(`${28 * 80 + 80}px`);
    expect(screen.queryByText(/não pôde|não puderam/)).not.toBeInTheDocument();

    const week = reports[20]!;
    const weeks = within(screen.getByRole('toolbar', { name: WEEKS })).getAllByRole('button');
    expect(weeks).toHaveLength(28);
    await user.click(weeks[20]!);
    const panel = await screen.findByRole('region', { name: `Relato semanal de ${formatDateTime(week.DateAndTime)}` });
    expect(panel).toHaveTextContent(`Performance Status: ${PS[week.PS]}`);
    ITEMS.forEach(([name, answers], index) => {
      const rating = week.ReportRequests[index]!.Intensity;
      expect(within(panel).getByText(name).nextElementSibling).toHaveTextContent(`${rating} – ${answers[rating - 1]}`);
    });
    const pain = painReadingsOf(11).find((reading) => reading.DateAndTime <= week.DateAndTime)!;
    const painText = `${eva(pain.Intensity)} (EVA ${pain.Intensity}), registrada em ${formatDateTime(pain.DateAndTime)}`;
    expect(await within(panel).findByText(painText)).toBeInTheDocument();
    expect(weeks[20]).toHaveAttribute('aria-pressed', 'true');
  });

  it('names each symptom by its scale, five entries a page, down to the last page', async () => {
    const entries = evolutionEntriesOf(11);
    const { user } = await openTab();
    await screen.findByRole('list', { name: LIST }, slow);
    expect(entryItems()).toHaveLength(5);
    await loadEverySymptom(user);
    const shown = entryItems().map((item) => [...item.querySelectorAll('p')].map((line) => line.textContent));
    expect(shown).toEqual(entries.map(expectedLines));
    const pages = requests.filter((r) => r.path === '/api/clinicalevolution/patient/11').map((r) => `${r.search.get('page')}/${r.search.get('limit')}`);
    expect(pages).toEqual(Array.from({ length: 15 }, (_, i) => `${i + 1}/5`));
    const text = screen.getByRole('list', { name: LIST }).textContent ?? '';
    for (const name of [...TEMPERATURE_NAMES, 'sem sintomas', 'Sintoma não listado', 'Mensagem', '(EVA', 'Moderado']) expect(text).toContain(name);
    expect(screen.queryByText(/não pôde|não puderam/)).not.toBeInTheDocument();
  });
});

describe('Evolução Clínica', () => {
  it('from the keyboard: one tab stop for the weeks, arrows, Home and End move, Enter and Space open', async () => {
    const reports = weeklyReportsOf(11);
    const { user } = await openTab();
    const scroller = await screen.findByRole('region', { name: 'Gráfico de Performance Status com rolagem horizontal' }, slow);
    act(() => scroller.focus());
    await user.tab();
    const weeks = within(screen.getByRole('toolbar', { name: WEEKS })).getAllByRole('button');
    expect(weeks[27]).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{Enter}');
    expect(weeks[1]).toHaveFocus();
    expect(await screen.findByRole('region', { name: `Relato semanal de ${formatDateTime(reports[1]!.DateAndTime)}` })).toBeInTheDocument();
    // Announced in a polite status, not by reading the whole panel out.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(`Relato semanal de ${formatDateTime(reports[1]!.DateAndTime)}`);
    await user.keyboard('{End}{ArrowLeft}{ArrowLeft} ');
    expect(await screen.findByRole('region', { name: `Relato semanal de ${formatDateTime(reports[25]!.DateAndTime)}` })).toBeInTheDocument();
    expect(weeks[25]).toHaveAttribute('aria-pressed', 'true');
    expect(weeks[1]).toHaveAttribute('aria-pressed', 'false');
    // Tab leaves the weeks at once: the next stop is past the toolbar.
    await user.tab();
    expect(weeks).not.toContain(document.activeElement);
  });

  it('loads the next page when the end of the list scrolls into view, and with Carregar mais', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[]; live: boolean }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: [], live: true };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        unobserve() {}
        disconnect() {
          this.entry.live = false;
        }
        takeRecords() {
          return [];
        }
      },
    );
    const { user } = await openTab();
    await screen.findByRole('list', { name: LIST }, slow);
    expect(entryItems()).toHaveLength(5);
    const watching = observers.find((o) => o.live && o.targets.length > 0)!;
    act(() => watching.callback([{ isIntersecting: true, target: watching.targets[0]! } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(entryItems()).toHaveLength(10), slow);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(entryItems()).toHaveLength(15), slow);
    const pages = requests.filter((r) => r.path === '/api/clinicalevolution/patient/11').map((r) => r.search.get('page'));
    expect(pages).toEqual(['1', '2', '3']);
  });

  it.each([
    ['19', /^Dor: Grave \(EVA (8|9|10)\)$/],
    ['7', /: Muito Grave$/],
  ])('patient %s: the strongest intensities by name', async (id, line) => {
    const { user } = await openTab(id);
    await loadEverySymptom(user);
    const lines = entryItems().flatMap((item) => [...item.querySelectorAll('p')].map((p) => p.textContent ?? ''));
    expect(lines.some((text) => line.test(text))).toBe(true);
  });

  it('a patient without reports or symptoms: both empty states, the exports still there', async () => {
    await openTab('13');
    expect(await screen.findByText('O paciente não cadastrou nenhum relato semanal.', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('O paciente não cadastrou nenhum sintoma.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(screen.queryByText('Todos os sintomas foram exibidos.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar relatório semanal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar evolução clínica' })).toBeInTheDocument();
  });

  it('a failing weekly-report call shows its error and a reload; the symptoms still show', async () => {
    failPath({ path: 'api/weeklyreport/patient/', times: 1 });
    const { user } = await openTab();
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Não foi possível carregar a lista.');
    expect(alert).toHaveTextContent('Erro simulado.');
    await screen.findByRole('list', { name: LIST }, slow);
    expect(entryItems()).toHaveLength(5);
    await user.click(within(alert).getByRole('button', { name: 'Recarregar' }));
    expect(await screen.findByRole('figure', { name: CHART }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failing symptom call shows its error; the chart, its weeks and their pain still show', async () => {
    failPath({ path: 'api/clinicalevolution/patient/' });
    failPath({ path: 'api/clinicalevolution/pain/', times: 1 });
    const { user } = await openTab();
    expect(await screen.findByRole('figure', { name: CHART }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Não foi possível carregar a lista.'), slow);
    expect(screen.queryByRole('list', { name: LIST })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('toolbar', { name: WEEKS })).getAllByRole('button')[3]!);
    const panel = await screen.findByRole('region', { name: /^Relato semanal de/ });
    expect(await within(panel).findByText('Não foi possível carregar os registros de dor.')).toBeInTheDocument();
    expect(within(panel).getByText('Mobilidade')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Recarregar' }));
    expect(await within(panel).findByText(/registrada em|Nenhum registro de dor/)).toBeInTheDocument();
  });

  it('a failed next page keeps the entries shown and loads that page again on reload', async () => {
    const { user } = await openTab();
    await screen.findByRole('list', { name: LIST }, slow);
    failPath({ path: 'api/clinicalevolution/patient/', times: 1 });
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Não foi possível carregar a lista.');
    expect(entryItems()).toHaveLength(5);
    await user.click(within(alert).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(entryItems()).toHaveLength(10), slow);
    const pages = requests.filter((r) => r.path === '/api/clinicalevolution/patient/11').map((r) => r.search.get('page'));
    expect(pages).toEqual(['1', '2', '2']);
  });

  it('exports each part with the token in the header, under the server’s file name', async () => {
    const { user } = await openTab('151');
    await user.click(await screen.findByRole('button', { name: 'Exportar relatório semanal' }, slow));
    await waitFor(() => expect(saved).toHaveLength(1), slow);
    await user.click(screen.getByRole('button', { name: 'Exportar evolução clínica' }));
    await waitFor(() => expect(saved).toHaveLength(2), slow);
    expect(saved[0]).toMatch(/^relatorio-semanal-.+\.pdf$/);
    expect(saved[1]).toMatch(/^evolucao-clinica-.+\.pdf$/);
    for (const path of ['/api/weeklyreport/export/151', '/api/clinicalevolution/export/151']) {
      const request = requests.find((r) => r.path === path);
      expect(request?.authorization).toMatch(/^Bearer \S+$/);
      expect(request?.search.toString()).toBe('');
    }
  });

  it('a failed export says so in a danger alert, and the tab stays', async () => {
    server.use(http.get(`${API_BASE}api/clinicalevolution/export/:id`, () => HttpResponse.json({ Message: null }, { status: 500 })));
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Exportar evolução clínica' }, slow));
    expect(await screen.findByText('Não foi possível exportar a evolução clínica. Tente novamente.', {}, slow)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('figure', { name: CHART })).toBeInTheDocument();
  });
});
