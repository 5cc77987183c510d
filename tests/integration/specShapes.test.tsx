/**
 * The patient screens against an API that sends spec 02 §3's fields and no others: the
 * demo's 'spec' profile, or one record answered in that shape. Each test fails without its reader.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setShapes } from '@/mocks/control';
import { recordOf, specRecordOf } from '@/mocks/handlers/patientRecord';
import { store } from '@/mocks/store';
import type { Patient } from '@/mocks/types';
import { API_BASE, captureBodies, renderApp, requests, seedSession, server } from './harness';
import { slow } from '../waits';

/** A patient of the signed-in institution (1) whose Ficha saves as it is. */
function editablePatient(extra: (patient: Patient) => boolean = () => true): Patient {
  const found = store.patients.find(
    (p) =>
      p.InstitutionId === 1 &&
      p.Status === 'Active' &&
      p.AppInstalled &&
      p.LifeStatus === 'InTreatment' &&
      p.BirthDate &&
      p.CIDs.some((cid) => cid.IsEnable) &&
      extra(p),
  );
  if (!found) throw new Error('the demo seed has no such patient');
  return found;
}

/** Answers this one record as `body` (the demo's handler answers every other). */
function answerRecord(patient: Patient, body: Record<string, unknown>) {
  server.use(http.get(`${API_BASE}api/patient/record/${patient.Id}`, () => HttpResponse.json(body)));
}

async function openFicha(patient: Patient) {
  await seedSession();
  const app = await renderApp(`/pacientes/editar/ficha/${patient.Id}`);
  await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nome' }).value).toBe(patient.Name), slow);
  return app;
}

async function saveAndWait(user: Awaited<ReturnType<typeof openFicha>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  await screen.findByText('O registro foi editado com sucesso.', {}, slow);
}

describe('the access state from the spec’s own fields', () => {
  it('without an install flag the choice is open, and switching to Login desabilitado sends Inactive', async () => {
    const patient = editablePatient();
    answerRecord(patient, { ...specRecordOf(patient), Status: 'Active' });
    const puts = captureBodies('PUT', new RegExp(`api/patient/${patient.Id}$`));
    const { user } = await openFicha(patient);
    const group = screen.getByRole('radiogroup', { name: /Acesso ao aplicativo/ });
    const off = within(group).getByRole('radio', { name: 'Login desabilitado' });
    expect(off).toBeEnabled();
    expect(within(group).queryByText('O acesso só pode ser alterado depois que o paciente instalar o aplicativo.')).toBeNull();
    await user.click(off);
    await saveAndWait(user);
    expect(puts.at(-1)?.body).toMatchObject({ Status: 'Inactive', Name: patient.Name });
  });

  it('an install flag sent as false still locks it', async () => {
    const patient = editablePatient();
    answerRecord(patient, { ...specRecordOf(patient), Status: 'Active', IsAppInstalled: false });
    await openFicha(patient);
    const group = screen.getByRole('radiogroup', { name: /Acesso ao aplicativo/ });
    expect(within(group).getByRole('radio', { name: 'Login desabilitado' })).toBeDisabled();
    expect(screen.getByText('O acesso só pode ser alterado depois que o paciente instalar o aplicativo.')).toBeInTheDocument();
  });

  it('a Status the console cannot read shows —, read-only, and goes back as it came while the rest saves', async () => {
    setShapes('spec');
    const patient = editablePatient();
    const puts = captureBodies('PUT', new RegExp(`api/patient/${patient.Id}$`));
    const { user } = await openFicha(patient);
    expect(screen.queryByRole('radiogroup', { name: /Acesso ao aplicativo/ })).toBeNull();
    const access = screen.getByText('Acesso ao aplicativo');
    expect(access.nextElementSibling?.textContent).toBe('—');
    const name = screen.getByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    await user.type(name, 'Nome Novo da Silva');
    await saveAndWait(user);
    expect(screen.queryByText('Campo obrigatório.')).toBeNull();
    expect(puts.at(-1)?.body).toMatchObject({ Status: 1, Name: 'Nome Novo da Silva' });
    expect(store.patients.find((p) => p.Id === patient.Id)).toMatchObject({ Status: 'Active', Name: 'Nome Novo da Silva' });
  });
});

describe('the summary card’s EVA', () => {
  it('comes from the pain readings when the record carries no pain field, asked once', async () => {
    setShapes('spec');
    const patient = editablePatient((p) => recordOf(p).PainLevel !== null);
    await openFicha(patient);
    const summary = screen.getByRole('region', { name: 'Resumo do paciente' });
    await within(summary).findByText(`EVA ${recordOf(patient).PainLevel}`, {}, slow);
    expect(requests.filter((r) => r.path.endsWith(`/api/clinicalevolution/pain/patient/${patient.Id}`))).toHaveLength(1);
  });

  it('reads the latest reading sent as one object rather than a list', async () => {
    setShapes('spec');
    const patient = editablePatient();
    const latest = { Intensity: 7, DateAndTime: '2026-05-08T10:00:00.1234567' };
    server.use(http.get(`${API_BASE}api/clinicalevolution/pain/patient/${patient.Id}`, () => HttpResponse.json(latest)));
    await openFicha(patient);
    const summary = screen.getByRole('region', { name: 'Resumo do paciente' });
    await within(summary).findByText('EVA 7', {}, slow);
  });

  it('shows EVA — only when there is no reading', async () => {
    setShapes('spec');
    const patient = editablePatient();
    server.use(http.get(`${API_BASE}api/clinicalevolution/pain/patient/${patient.Id}`, () => HttpResponse.json([])));
    await openFicha(patient);
    const summary = screen.getByRole('region', { name: 'Resumo do paciente' });
    await waitFor(() => expect(requests.some((r) => r.path.endsWith(`/api/clinicalevolution/pain/patient/${patient.Id}`))).toBe(true), slow);
    await within(summary).findByText('EVA —', {}, slow);
  });
});

describe('CIDs as the spec’s Patient CID entries', () => {
  it('the patients list shows the code of the one enabled entry, C97 for several, none for a disabled one', async () => {
    setShapes('spec');
    await seedSession();
    await renderApp('/pacientes');
    const table = await screen.findByRole('table', {}, slow);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), slow);
    const codes = new Map(store.cidTypes.map((cid) => [cid.Id, cid.CIDCode]));
    let checked = 0;
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const patient = store.patients.find((p) => within(row).queryByText(p.Name));
      if (!patient) continue;
      const enabled = patient.CIDs.filter((cid) => cid.IsEnable);
      const expected = enabled.length > 1 ? 'C97' : enabled.length === 1 ? codes.get(enabled[0]!.CIDId)! : '—';
      expect(
        within(row)
          .getAllByRole('cell')
          .some((cell) => cell.textContent === expected),
        `${patient.Name}: ${expected}`,
      ).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('the alert cards read them too', async () => {
    setShapes('spec');
    await seedSession();
    await renderApp('/alertas');
    const list = await screen.findByRole('list', { name: 'Alertas de sintomas' }, slow);
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0), slow);
    const codes = new Map(store.cidTypes.map((cid) => [cid.Id, cid.CIDCode]));
    let checked = 0;
    for (const card of within(list).getAllByRole('listitem')) {
      const name = within(card).getByRole('heading', { level: 2 }).textContent;
      const enabled = store.patients.find((p) => p.Name === name)?.CIDs.filter((cid) => cid.IsEnable) ?? [];
      if (enabled.length === 0) continue;
      expect(card.textContent).toContain(`CID${enabled.length > 1 ? 'C97' : codes.get(enabled[0]!.CIDId)}`);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("'Ver mais' by ticket", () => {
  it("asks for the conversation by its messages' TicketId, not by the chat's Id", async () => {
    setShapes('spec');
    await seedSession();
    const { user } = await renderApp('/pacientes/editar/conversas_encerradas/11');
    const list = await screen.findByRole('list', { name: 'Conversas encerradas' }, slow);
    await user.click(within(list).getAllByRole('button', { name: /^Ver mais/ })[0]!);
    const dialog = await screen.findByRole('dialog', {}, slow);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0), slow);
    const asked = requests.filter((r) => /\/api\/chat\/\d+$/.test(r.path)).map((r) => Number(r.path.split('/').pop()));
    const chats = store.chats.filter((chat) => chat.PatientId === 11).map((chat) => chat.Id);
    expect(asked).toHaveLength(1);
    expect(chats).toContain(asked[0]);
  });
});

describe('chat origins as .NET’s enum numbers', () => {
  it('shows each message’s origin by the numbering its chat shows, on the cards and in Ver mais', async () => {
    setShapes('spec');
    await seedSession();
    const { user } = await renderApp('/pacientes/editar/conversas_encerradas/11');
    const list = await screen.findByRole('list', { name: 'Conversas encerradas' }, slow);
    const cards = within(list).getAllByRole('listitem');
    // Every demo conversation opens with the patient's message.
    for (const card of cards) expect(card.textContent).toContain('Paciente: ');
    expect(within(list).queryByText(/Origem não informada/)).toBeNull();
    await user.click(within(list).getAllByRole('button', { name: /^Ver mais/ })[0]!);
    const dialog = await screen.findByRole('dialog', {}, slow);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0), slow);
    const ticket = Number(
      requests
        .filter((r) => /\/api\/chat\/\d+$/.test(r.path))
        .at(-1)
        ?.path.split('/')
        .pop(),
    );
    const chat = store.chats.find((item) => item.Id === ticket)!;
    const labels = { Doctor: 'Médico', Professional: 'Profissional', Patient: 'Paciente' } as const;
    const shown = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(' · ')[0]);
    expect(shown).toEqual(chat.Messages.map((message) => labels[message.Origin]));
  });
});

describe('the registration number', () => {
  it('keeps only letters and digits as it is typed (spec 01 §5)', async () => {
    const patient = editablePatient();
    const puts = captureBodies('PUT', new RegExp(`api/patient/${patient.Id}$`));
    const { user } = await openFicha(patient);
    const field = screen.getByRole('textbox', { name: 'Número de registro' });
    await user.clear(field);
    await user.type(field, 'R-77/ção 9');
    expect(field).toHaveValue('R77ção9');
    await saveAndWait(user);
    expect(puts.at(-1)?.body).toMatchObject({ RegisterNumber: 'R77ção9' });
  });
});

describe('a Ficha save loses nothing the server sent (decision 0023)', () => {
  it('sends every key of the record as received, unknown and nested ones included, with only the edit applied', async () => {
    setShapes('spec');
    const patient = editablePatient((p) => p.Photo === null);
    patient.Photo = 'https://fotos.exemplo/paciente.jpg';
    const sent = specRecordOf(patient);
    const puts = captureBodies('PUT', new RegExp(`api/patient/${patient.Id}$`));
    const { user } = await openFicha(patient);
    const allergy = screen.getByRole('textbox', { name: 'Alergias' });
    await user.clear(allergy);
    await user.type(allergy, 'Dipirona');
    await saveAndWait(user);
    const body = puts.at(-1)?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([...Object.keys(sent), 'TeamId'].sort());
    const [year, month, day] = patient.BirthDate!.split('-');
    expect(body).toEqual({ ...sent, Allergy: 'Dipirona', BirthDate: `${month}/${day}/${year}`, TeamId: patient.TeamId });
  });

  it('reads a .NET en-US birth date, shows it, and sends it back as the same day', async () => {
    setShapes('spec');
    const patient = editablePatient();
    patient.BirthDate = '1980-05-17';
    const puts = captureBodies('PUT', new RegExp(`api/patient/${patient.Id}$`));
    const { user } = await openFicha(patient);
    expect(screen.getByRole('textbox', { name: 'Data de nascimento' })).toHaveValue('17/05/1980');
    await saveAndWait(user);
    expect(puts.at(-1)?.body).toMatchObject({ BirthDate: '05/17/1980' });
    expect(patient.BirthDate).toBe('1980-05-17');
  });

  it('says it cannot read a date, keeps it as it came, and blocks no save', async () => {
    const patient = editablePatient();
    answerRecord(patient, { ...recordOf(patient), BirthDate: '17 de maio de 1980' });
    const puts = captureBodies('PUT', new RegExp(`api/patient/${patient.Id}$`));
    server.use(http.put(`${API_BASE}api/patient/${patient.Id}`, () => HttpResponse.json({})));
    const { user } = await openFicha(patient);
    const birth = screen.getByRole('textbox', { name: 'Data de nascimento' });
    expect(birth).toHaveValue('');
    expect(birth).toHaveAccessibleDescription(/Data recebida em um formato não reconhecido: “17 de maio de 1980”/);
    await saveAndWait(user);
    expect(puts.at(-1)?.body).toMatchObject({ BirthDate: '17 de maio de 1980' });
    // Dropped on request: the next save sends no date.
    await user.click(screen.getByRole('button', { name: 'Apagar a data recebida' }));
    expect(screen.getByRole('textbox', { name: 'Data de nascimento' })).not.toHaveAccessibleDescription(/formato não reconhecido/);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts).toHaveLength(2), slow);
    expect(puts.at(-1)?.body).toMatchObject({ BirthDate: null });
  });

  it('a deceased patient whose state came as a number: the death data shows and saves intact', async () => {
    setShapes('spec');
    const patient = editablePatient();
    Object.assign(patient, { LifeStatus: 'Deceased', DeathDate: '2026-10-01', DeathNotes: 'Em casa' });
    const puts = captureBodies('PUT', new RegExp(`api/patient/${patient.Id}$`));
    const { user } = await openFicha(patient);
    const life = screen.getByRole('radiogroup', { name: /Situação do paciente/ });
    for (const radio of within(life).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.getByText(/Situação recebida em um formato não reconhecido: “2”/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Data do óbito/ })).toHaveValue('01/10/2026');
    expect(screen.getByRole('textbox', { name: /Observações sobre o óbito/ })).toHaveValue('Em casa');
    await saveAndWait(user);
    expect(puts.at(-1)?.body).toMatchObject({ LifeStatus: 2, DeathDate: '10/01/2026', DeathNotes: 'Em casa' });
    expect(patient).toMatchObject({ LifeStatus: 'Deceased', DeathDate: '2026-10-01', DeathNotes: 'Em casa' });
  });

  it('in the alternate shapes, an untouched save sends back what came (flags, numeric strings, $id) and the server takes it', async () => {
    setShapes('alternate');
    const patient = editablePatient();
    const puts = captureBodies('PUT', new RegExp(`api/patient/${patient.Id}$`));
    const { user } = await openFicha(patient);
    await saveAndWait(user);
    const body = puts.at(-1)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ PS: String(patient.PS), Extra: { Note: 'campo desconhecido' } });
    expect(typeof body.$id).toBe('string');
  });

  it('choosing a state again keeps the death data; moving away from Falecido clears it', async () => {
    const patient = editablePatient();
    Object.assign(patient, { LifeStatus: 'Deceased', DeathDate: '2026-10-01', DeathNotes: 'Em casa' });
    const puts = captureBodies('PUT', new RegExp(`api/patient/${patient.Id}$`));
    const { user } = await openFicha(patient);
    const life = screen.getByRole('radiogroup', { name: /Situação do paciente/ });
    await user.click(within(life).getByRole('radio', { name: 'Falecido' }));
    expect(screen.getByRole('textbox', { name: /Observações sobre o óbito/ })).toHaveValue('Em casa');
    await user.click(within(life).getByRole('radio', { name: 'Fora de tratamento' }));
    await saveAndWait(user);
    expect(puts.at(-1)?.body).toMatchObject({ LifeStatus: 'OutTreatment', DeathDate: null, DeathNotes: null });
  });
});
