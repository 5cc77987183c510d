/** No display field, and no unreadable row, may hide a pending alert (decision 0001). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { API_BASE, renderApp, seedSession, server } from './harness';
import { slow } from '../waits';

function alertRow(i: number) {
  return {
    Id: String(500 + i),
    Name: `Paciente Teste ${i}`,
    Gender: i % 2 ? 'F' : null,
    BirthDate: '1960-05-12T00:00:00',
    DateAndTime: `2026-11-20T1${i % 10}:00:00.1234567`,
    Doctor: i % 3 === 0 ? 'Equipe Mama' : { Name: 'Equipe Pulmão' },
    Intensity: String(i % 11),
    Symptom: { Name: 'Dor', IsEva: true },
    Phone: null,
    CID: { CIDCode: 'C50', Description: 'Mama' },
    Extra: { Unknown: [1, 2] },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('alerts read row by row', () => {
  it('one garbage row among 100 alerts leaves 99 cards and says so; the log names fields, never values', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rows: unknown[] = Array.from({ length: 100 }, (_, i) => alertRow(i));
    rows[37] = { Id: { broken: true }, Name: 'Segredo da Silva', Phone: '11999990000' };
    server.use(http.get(`${API_BASE}api/dashboard/alerts`, () => HttpResponse.json(rows)));
    await seedSession();
    await renderApp('/alertas');

    const list = await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow);
    // The notice is a status of its own (the filters' status line is there too, empty).
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('1 alerta não pôde ser exibido.');
    // Virtualised: the cards near the viewport are rendered, each saying it is one of 99.
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-setsize', '99');
    // The tab counts every pending alert the API sent, the unreadable one included.
    expect(screen.getByRole('tab', { name: /^Sintomas 99\+ pendentes/ })).toBeInTheDocument();

    const link = within(list).getByRole('link', { name: /^Paciente Teste 0:/ });
    expect(link).toHaveAttribute('href', 'https://profissional.example.com.br/pacientes/ficha/500');
    const first = items[0]!;
    expect(within(first).getByText('Leve (EVA 0)')).toBeInTheDocument();
    expect(within(first).getByText('Equipe Mama')).toBeInTheDocument();
    expect(within(first).getByText('C50')).toBeInTheDocument();
    // Phone null: the field shows '—'.
    expect(within(first).getAllByText('—').length).toBeGreaterThan(0);

    const logged = warn.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(logged).toMatch(/api\/dashboard\/alerts: 1 item\(ns\) ilegível\(is\).*item 37: Id/);
    expect(logged).not.toMatch(/Segredo|11999990000/);
  });

  it('a widget with one unreadable patient still shows its figure and the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(`${API_BASE}api/dashboard/pain`, () =>
        HttpResponse.json({ Percentage: '40', Total: null, PatientSymptoms: [alertRow(1), { Phone: 'sem nome' }] }),
      ),
    );
    await seedSession();
    const { user } = await renderApp('/dashboard');
    const pain = await screen.findByRole('region', { name: 'Pacientes com dor moderada ou intensa' }, slow);
    expect(await within(pain).findByText('40%', undefined, slow)).toBeInTheDocument();
    await user.click(within(pain).getByRole('button', { name: /^Abrir detalhes/ }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('1 paciente não pôde ser exibido.')).toBeInTheDocument();
    expect(within(dialog).getByText('Paciente Teste 1')).toBeInTheDocument();
  });
});
