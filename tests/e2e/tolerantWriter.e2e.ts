/**
 * Nothing the server sent is lost by a save (decision 0023): the console writes as tolerantly as it
 * reads. Against the demo's 'spec' profile (a team list without Status, a patient record with
 * enum numbers, en-US dates and fields the console does not know, a loosely typed login) and its
 * replace mode for `PUT api/patient/{id}` (a field the body leaves out is lost), a rename keeps an
 * inactive team inactive, a Ficha save sends back every key of the record as it came but the
 * edited ones, and a loosely typed login signs in. The demo server runs in this process: the
 * tests set their patient up in the demo store and read back what was saved.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request, Response } from 'playwright-core';
import { store, storeNow } from '../../src/mocks/store';
import type { Patient } from '../../src/mocks/types';
import { ACCOUNTS, DESKTOP, TABLET, expectAccessible, field, login, setupE2E, snap, visible, waitForPath } from './harness';

const e2e = setupE2E();

type Json = Record<string, unknown>;

// Each journey runs once, two at each width the clinics use: the suite's time is budgeted.
const WIDE = ['1280 px', DESKTOP] as const;
const TABLET_WIDTH = ['768 px', TABLET] as const;

/** Active patients of the admin's institution (1), app installed, in treatment, with a birth date: the Ficha saves them. */
function patientsForTheJourney(): Patient[] {
  const found = store.patients.filter(
    (p) => p.InstitutionId === 1 && p.Status === 'Active' && p.AppInstalled && p.LifeStatus === 'InTreatment' && p.BirthDate !== null,
  );
  if (found.length < 2) throw new Error('the demo seed has too few patients for these journeys');
  return found;
}

/** The 1st of October of the latest year in which it is before the demo's today (2026-10-01 in Nov 2026). */
function pastFirstOfOctober(): string {
  const now = storeNow();
  const year = now.getUTCMonth() > 9 || (now.getUTCMonth() === 9 && now.getUTCDate() > 1) ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return `${year}-10-01`;
}

const pathOf = (url: string) => new URL(url).pathname;

/** The record the console receives for the patient; set up before the page asks for it. */
function recordAnswer(page: Page, patient: Patient): Promise<Response> {
  return page.waitForResponse((response) => response.request().method() === 'GET' && pathOf(response.url()).endsWith(`/api/patient/record/${patient.Id}`));
}

function recordPut(page: Page, patient: Patient): Promise<Request> {
  return page.waitForRequest((request) => request.method() === 'PUT' && pathOf(request.url()).endsWith(`/api/patient/${patient.Id}`));
}

/** Signs in, opens the patient's Ficha, and answers the record the console received, every key. */
async function openFicha(page: Page, patient: Patient): Promise<Json> {
  await login(page, ACCOUNTS.admin);
  const answer = recordAnswer(page, patient);
  await page.goto(`/pacientes/editar/ficha/${patient.Id}`);
  const record = (await (await answer).json()) as Json;
  await expect.poll(() => field(page, 'Nome').inputValue()).toBe(patient.Name);
  return record;
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await visible(page.getByText('O registro foi editado com sucesso.'));
}

/** The body's values for the record's keys but `except`: each as the record had it. */
function unchangedOf(record: Json, body: Json, except: readonly string[]): [Json, Json] {
  const keys = Object.keys(record).filter((key) => !except.includes(key));
  return [Object.fromEntries(keys.map((key) => [key, body[key]])), Object.fromEntries(keys.map((key) => [key, record[key]]))];
}

describe('nothing the server sent is lost by a save', () => {
  it("'spec' teams: an inactive team opened by its address stays inactive through a rename", async () => {
    const { page } = e2e;
    const [size, viewport] = TABLET_WIDTH;
    await page.setViewportSize(viewport);
    await e2e.control({ shapes: 'spec' });
    expect(store.teams.find((team) => team.Id === 8)).toMatchObject({ Name: 'Cuidados Paliativos', Status: 'Inactive' });
    // The unpaged list, which the form reads the team from, says nothing of the status.
    const unpaged: Promise<unknown>[] = [];
    const onResponse = (response: Response) => {
      const url = new URL(response.url());
      // A body a later navigation made unreadable is left out (null); the form's own call is read.
      if (response.request().method() === 'GET' && url.pathname.endsWith('/api/team') && !url.searchParams.has('page'))
        unpaged.push(response.json().catch(() => null));
    };
    page.on('response', onResponse);
    await login(page, ACCOUNTS.admin);
    await page.goto('/equipes/editar/8');
    const name = await visible(field(page, 'Nome'));
    await expect.poll(() => name.inputValue()).toBe('Cuidados Paliativos');
    const status = page.getByRole('radiogroup', { name: /^Status/ });
    await expect.poll(() => status.getByRole('radio', { name: 'Inativo', exact: true }).isChecked()).toBe(true);
    expect(await status.getByRole('radio', { name: 'Ativo', exact: true }).isChecked()).toBe(false);
    page.off('response', onResponse);
    const answers = (await Promise.all(unpaged)).filter((answer) => answer !== null);
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).toEqual(expect.arrayContaining([{ Id: 8, Name: 'Cuidados Paliativos' }]));
    await expectAccessible(page);
    await snap(page, `tolerant-team-inactive-${size}`);

    await name.fill('Cuidados Paliativos Adulto');
    const put = page.waitForRequest((request) => request.method() === 'PUT' && pathOf(request.url()).endsWith('/api/team/8'));
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    expect((await put).postDataJSON()).toMatchObject({ Name: 'Cuidados Paliativos Adulto', Status: 'Inactive' });
    await visible(page.getByText('Equipe atualizada com sucesso.'));
    expect(store.teams.find((team) => team.Id === 8)).toMatchObject({ Name: 'Cuidados Paliativos Adulto', Status: 'Inactive' });

    // The list (paged, Status 2 for inactive in this profile) shows it inactive too.
    await page.goto('/equipes?search=cuidados');
    const row = page.getByRole('table', { name: 'Lista de equipes' }).getByRole('row').filter({ hasText: 'Cuidados Paliativos Adulto' });
    await visible(row.getByText('Inativo', { exact: true }));
    expect(await row.getByText('Ativo', { exact: true }).count()).toBe(0);
  });

  it("'spec' record, replace mode: a Ficha save sends back every key as received but the edited one, and the record loses nothing", async () => {
    const { page } = e2e;
    const [size, viewport] = WIDE;
    await page.setViewportSize(viewport);
    await e2e.control({ shapes: 'spec', patientWrites: 'replace' });
    const [patient] = patientsForTheJourney();
    if (!patient) throw new Error('no patient');
    // A photo too (the seed has none), so that "the Photo went back as it came" is about an address.
    Object.assign(patient, { BirthDate: '1980-05-17', Photo: '/icons/icon-192.png' });
    const record = await openFicha(page, patient);
    // What the profile sent: an en-US date, enum numbers, and fields the console does not know.
    expect(record).toMatchObject({ BirthDate: '5/17/1980 12:00:00 AM', Status: 1, LifeStatus: 0 });
    expect(record.MedicalRecordCode).toEqual(expect.any(String));
    expect(typeof record.HealthInsurance === 'object' && record.HealthInsurance !== null).toBe(true);
    for (const key of ['Photo', 'CurrentPS', 'AttendancePlace', 'Institution']) expect(record[key], key).not.toBeNull();

    await expect.poll(() => field(page, 'Data de nascimento').inputValue()).toBe('17/05/1980');
    expect(await page.getByRole('radio', { name: 'Em tratamento', exact: true }).isChecked()).toBe(true);
    await expectAccessible(page);
    await snap(page, `tolerant-ficha-spec-${size}`);

    const comorbidity = `${patient.Comorbidity} Hipertensão controlada.`.trim();
    await field(page, 'Comorbidades').fill(comorbidity);
    const put = recordPut(page, patient);
    await save(page);
    const body = (await put).postDataJSON() as Json;

    expect(Object.keys(body)).toEqual(expect.arrayContaining(Object.keys(record)));
    expect(body).toMatchObject({ Comorbidity: comorbidity, BirthDate: '05/17/1980' });
    const [sent, received] = unchangedOf(record, body, ['Comorbidity', 'BirthDate']);
    expect(sent).toEqual(received);
    for (const key of ['MedicalRecordCode', 'HealthInsurance', 'Photo', 'CurrentPS', 'AttendancePlace', 'Institution']) {
      expect(body[key], key).toEqual(record[key]);
    }

    // The demo replaced the record with the body: nothing is lost, the unknown fields are as sent.
    const saved = store.patients.find((p) => p.Id === patient.Id);
    expect(saved?.Lost).toEqual([]);
    expect(saved?.Extras).toEqual({ MedicalRecordCode: body.MedicalRecordCode, HealthInsurance: body.HealthInsurance });
    expect(saved).toMatchObject({ BirthDate: '1980-05-17', Comorbidity: comorbidity, LifeStatus: 'InTreatment', Status: 'Active', Photo: record.Photo });
    await expectAccessible(page);
    await snap(page, `tolerant-ficha-saved-${size}`);
  });

  it("'spec' record: a deceased patient's state sent as 2 shows no choice, the death data shows, and all of it goes back as it came", async () => {
    const { page } = e2e;
    const [size, viewport] = TABLET_WIDTH;
    await page.setViewportSize(viewport);
    await e2e.control({ shapes: 'spec', patientWrites: 'replace' });
    const patient = patientsForTheJourney()[1];
    if (!patient) throw new Error('no patient');
    const deathIso = pastFirstOfOctober();
    const [year] = deathIso.split('-');
    Object.assign(patient, { LifeStatus: 'Deceased', DeathDate: deathIso, DeathNotes: 'Em casa' });
    const record = await openFicha(page, patient);
    expect(record).toMatchObject({ LifeStatus: 2, DeathDate: `10/1/${year} 12:00:00 AM`, DeathNotes: 'Em casa' });

    const life = page.getByRole('radiogroup', { name: /^Situação do paciente/ });
    await visible(life);
    for (const option of ['Em tratamento', 'Fora de tratamento', 'Falecido']) {
      expect(await life.getByRole('radio', { name: option, exact: true }).isChecked(), option).toBe(false);
    }
    await visible(page.getByText('Situação recebida em um formato não reconhecido: “2”', { exact: false }));
    await expect.poll(() => field(page, 'Data do óbito').inputValue()).toBe(`01/10/${year}`);
    expect(await field(page, 'Observações sobre o óbito').inputValue()).toBe('Em casa');
    await expectAccessible(page);
    await snap(page, `tolerant-ficha-deceased-${size}`);

    await field(page, 'Alergias').fill('Dipirona');
    const put = recordPut(page, patient);
    await save(page);
    const body = (await put).postDataJSON() as Json;
    expect(body).toMatchObject({ Allergy: 'Dipirona', LifeStatus: 2, DeathDate: `10/01/${year}`, DeathNotes: 'Em casa' });
    expect(Object.keys(body)).toEqual(expect.arrayContaining(Object.keys(record)));

    const saved = store.patients.find((p) => p.Id === patient.Id);
    expect(saved).toMatchObject({ LifeStatus: 'Deceased', DeathDate: deathIso, DeathNotes: 'Em casa', Allergy: 'Dipirona' });
    expect(saved?.Lost).toEqual([]);
  });

  it("'spec' login: a loosely typed answer signs in and lands on the dashboard with a name in the header", async () => {
    const { page } = e2e;
    const [size, viewport] = WIDE;
    await page.setViewportSize(viewport);
    await e2e.control({ shapes: 'spec' });
    const answer = page.waitForResponse((response) => response.request().method() === 'POST' && pathOf(response.url()).endsWith('/api/account/login'));
    await login(page, ACCOUNTS.admin);
    const user = ((await (await answer).json()) as { InstitutionUser: Json }).InstitutionUser;
    expect(user).toMatchObject({ Name: null, Institution: { Id: '1' }, IsTrial: 0, Profile: 1 });
    await waitForPath(page, '/dashboard');
    await visible(page.getByRole('heading', { name: 'Bem vindo!', exact: true }));
    const banner = page.getByRole('banner');
    // The demo's token carries no name claim: the e-mail typed stands in for the null name.
    await visible(banner.getByText(ACCOUNTS.admin, { exact: true }));
    await visible(banner.getByText('Instituto de Oncologia Vida Plena', { exact: true }));
    await expectAccessible(page);
    await snap(page, `tolerant-login-${size}`);
  });
});
