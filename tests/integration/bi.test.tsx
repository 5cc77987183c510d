/** BI through the real route tree (spec 02 §2 BI, §4, §6 feature 5, §7, §8, §9). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_BASE, captureDownloads, renderApp, requests, seedSession, server, testConfig } from './harness';
import { slow } from '../waits';

const REPORT = 'https://app.powerbi.com/view?r=relatorio-demo';
const LOAD_FAILURE = 'Ocorreu um erro ao carregar o BI. Tente novamente mais tarde.';
const ORIGIN_REFUSED = 'O relatório de BI não foi exibido porque o endereço dele não está autorizado neste painel. Fale com o suporte técnico.';
const GET_URL = `${API_BASE}api/powerbi/geturl`;
const EXPORT = `${API_BASE}api/export/export-all-tables`;

function answerUrl(answer: () => Response) {
  server.use(http.get(GET_URL, answer));
}

/** /bi signed in with `features`, config.json's `biReportOrigins` as given (Power BI's by default). */
async function openBi(features: number[] = [3, 4, 5], biReportOrigins?: string[]) {
  await seedSession({ features });
  return renderApp('/bi', biReportOrigins ? { ...testConfig, biReportOrigins } : testConfig);
}

const frame = () => screen.findByTitle('Relatório de BI', {}, slow);
const biCalls = () => requests.filter((r) => /powerbi|export-all-tables/.test(r.path));

/** Real time's timer, taken before any test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Waits for `check` on a held clock. Each round lets real time pass for the answers to come, the
 * clock standing still, then moves the clock a millisecond at once, inside `act` and with no
 * pause in between: the query's notices to the screen are timers of 0 ms, which the fake clock
 * runs a millisecond later. `check` runs after each half, so what either half renders is found on
 * the clock it was rendered at: a frame on the instant it mounted. Date is not faked: the upper
 * bound is in real time.
 */
async function stepUntil<T>(check: () => T): Promise<T> {
  const deadline = Date.now() + slow.timeout;
  const found = (): { value: T } | null => {
    try {
      return { value: check() };
    } catch (error) {
      if (Date.now() > deadline) throw error;
      return null;
    }
  };
  for (;;) {
    await act(() => new Promise((resolve) => realSetTimeout(resolve, 10)));
    const waited = found();
    if (waited) return waited.value;
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const stepped = found();
    if (stepped) return stepped.value;
  }
}

let saved: string[] = [];
beforeEach(() => {
  saved = captureDownloads();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BI without feature 5', () => {
  it('shows the title and the subscriber notice over the blurred image, and calls nothing', async () => {
    const { container } = await openBi([3, 4]);
    expect(await screen.findByRole('heading', { level: 1, name: 'BI' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Disponível apenas para assinantes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entre em contato' })).toHaveAttribute('href', 'mailto:contato@painel.demo');
    expect(container.querySelector('img[src="/premium/bi.webp"]')).not.toBeNull();
    expect(container.querySelector('source[media="(max-width: 768px)"]')).toHaveAttribute('srcset', '/premium/bi-mobile.webp');
    expect(screen.queryByRole('button', { name: 'Baixar Dados' })).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(biCalls()).toEqual([]);
  });
});

describe('BI with feature 5: the report', () => {
  it('frames the URL given as a JSON string, with its title, once it loads', async () => {
    answerUrl(() => HttpResponse.json(REPORT));
    await openBi();
    const report = await frame();
    expect(report.tagName).toBe('IFRAME');
    expect(report).toHaveAttribute('src', REPORT);
    // The frame's size comes from `main:has(> .report)` (BiScreen.module.css): the screen's root
    // must be a child of the layout's main, holding the title and the frame.
    const root = screen.getByRole('heading', { level: 1, name: 'BI' }).parentElement?.parentElement;
    expect(root?.parentElement?.tagName).toBe('MAIN');
    expect(root).toContainElement(report);
    fireEvent.load(report);
    await waitFor(() => expect(report.parentElement).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(biCalls().map((r) => r.path)).toEqual(['/api/powerbi/geturl']);
    expect(biCalls()[0]?.authorization).toMatch(/^Bearer /);
  });

  it('reads a bare-text answer, trimmed, and frames a URL on a listed loopback origin over http', async () => {
    const demo = 'http://127.0.0.1:4174/__demo/bi-report?institution=1';
    answerUrl(() => HttpResponse.text(`  ${demo} \n`));
    await openBi([3, 4, 5], ['https://app.powerbi.com', 'http://127.0.0.1:4174']);
    expect(await frame()).toHaveAttribute('src', demo);
  });

  it('refuses a report on an origin config.json does not list, with its message and no frame', async () => {
    answerUrl(() => HttpResponse.json('https://relatorios.example.com.br/bi'));
    const { container } = await openBi();
    expect(await screen.findByText(ORIGIN_REFUSED, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(ORIGIN_REFUSED);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByText(LOAD_FAILURE)).toBeNull();
    // The rest of the screen stays: the title and the data download.
    expect(screen.getByRole('heading', { level: 1, name: 'BI' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar Dados' })).toBeInTheDocument();
  });

  it('refuses a report on the console’s own origin even when config.json lists it', async () => {
    const own = window.location.origin;
    expect(own).toMatch(/^http:\/\/localhost/);
    answerUrl(() => HttpResponse.json(`${own}/relatorios/bi-demo.html`));
    const { container } = await openBi([3, 4, 5], ['https://app.powerbi.com', own]);
    expect(await screen.findByText(ORIGIN_REFUSED, {}, slow)).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('refuses an http:// URL elsewhere, even listed, and a javascript: one as a load failure', async () => {
    answerUrl(() => HttpResponse.json('http://relatorios.example.com.br/bi'));
    const { container } = await openBi([3, 4, 5], ['https://app.powerbi.com', 'http://relatorios.example.com.br']);
    expect(await screen.findByText(ORIGIN_REFUSED, {}, slow)).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('an address that is no report address is a load failure, without a frame', async () => {
    answerUrl(() => HttpResponse.json('javascript:alert(1)'));
    const { container } = await openBi();
    expect(await screen.findByText(LOAD_FAILURE, {}, slow)).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('an empty answer says the URL was not found', async () => {
    answerUrl(() => HttpResponse.json(''));
    const { container } = await openBi();
    expect(await screen.findByText('A URL do PowerBI não foi encontrada. Por favor, tente novamente mais tarde.', {}, slow)).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('a failed call shows the load failure, and trying again loads the report', async () => {
    let calls = 0;
    answerUrl(() => (++calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(REPORT)));
    const { user } = await openBi();
    expect(await screen.findByText(LOAD_FAILURE, {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await frame()).toHaveAttribute('src', REPORT);
    expect(screen.queryByText(LOAD_FAILURE)).toBeNull();
    expect(calls).toBe(2);
  });

  it('the load failure comes into view when it appears (spec 02 §8)', async () => {
    const intoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    answerUrl(() => new HttpResponse(null, { status: 500 }));
    await openBi();
    await screen.findByText(LOAD_FAILURE, {}, slow);
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(intoView.mock.contexts).toContain(alert));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('a frame that does not load within 20 s is a load failure; trying again frames it anew', async () => {
    // The clock is held from the start: the 20 s are counted from the frame's mounting on it alone,
    // not on how long this machine takes to show the frame or to run the test's next line.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answerUrl(() => HttpResponse.json(REPORT));
    await openBi();
    const report = await stepUntil(() => screen.getByTitle('Relatório de BI'));
    await act(() => vi.advanceTimersByTimeAsync(19_999));
    expect(screen.queryByText(LOAD_FAILURE)).toBeNull();
    expect(screen.getByTitle('Relatório de BI')).toBe(report);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(LOAD_FAILURE)).toBeInTheDocument();
    expect(screen.queryByTitle('Relatório de BI')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    const again = await stepUntil(() => screen.getByTitle('Relatório de BI'));
    expect(again).not.toBe(report);
    fireEvent.load(again);
    await act(() => vi.advanceTimersByTimeAsync(25_000));
    expect(screen.queryByText(LOAD_FAILURE)).toBeNull();
    expect(screen.getByTitle('Relatório de BI')).toBe(again);
  });
});

describe("BI with feature 5: 'Baixar Dados'", () => {
  beforeEach(() => answerUrl(() => HttpResponse.json(REPORT)));

  it('saves the export under the Content-Disposition name, with the token in the header', async () => {
    server.use(
      http.get(
        EXPORT,
        () =>
          new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="dados-2025-06-30.zip"' },
          }),
      ),
    );
    const { user } = await openBi();
    await user.click(await screen.findByRole('button', { name: 'Baixar Dados' }, slow));
    await waitFor(() => expect(saved).toEqual(['dados-2025-06-30.zip']), slow);
    const call = requests.find((r) => r.path === '/api/export/export-all-tables');
    expect(call?.authorization).toMatch(/^Bearer /);
    expect(call?.search.toString()).toBe('');
  });

  it("is busy and disabled while the file comes, and saves it as 'dados.zip' without a name", async () => {
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(EXPORT, async () => {
        await pending;
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/zip' } });
      }),
    );
    const { user } = await openBi();
    const button = await screen.findByRole('button', { name: 'Baixar Dados' }, slow);
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('data-loading');
    release();
    await waitFor(() => expect(saved).toEqual(['dados.zip']), slow);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('a failed export shows the download failure text', async () => {
    server.use(http.get(EXPORT, () => new HttpResponse(null, { status: 500 })));
    const { user } = await openBi();
    await user.click(await screen.findByRole('button', { name: 'Baixar Dados' }, slow));
    expect(await screen.findByText('Ocorreu um erro ao baixar os dados. Tente novamente mais tarde.', {}, slow)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('a failed export says the spec’s text, not the server’s Message, Title or Errors (spec 02 §8)', async () => {
    server.use(
      http.get(EXPORT, () =>
        HttpResponse.json({ Title: 'Falha', Message: 'Erro interno ao gerar o arquivo.', Errors: ['Tabela X indisponível'] }, { status: 500 }),
      ),
    );
    const { user } = await openBi();
    const intoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    await user.click(await screen.findByRole('button', { name: 'Baixar Dados' }, slow));
    const alert = await screen.findByRole('alert', {}, slow);
    await waitFor(() => expect(alert).toHaveTextContent(/^Ocorreu um erro ao baixar os dados\. Tente novamente mais tarde\.$/), slow);
    await waitFor(() => expect(intoView.mock.contexts).toContain(alert));
    expect(screen.queryByText(/Erro interno ao gerar o arquivo|Tabela X|Falha/)).toBeNull();
    expect(saved).toEqual([]);
  });
});
