/**
 * The patient record against an API that sends what spec 02 §3 lists and nothing else (the demo's
 * 'spec' profile: no install flag, no pain field, `Status` as .NET's enum number, CIDs as Patient CID
 * entries, chats whose Id is not their ticket), beside today's shapes. The demo server runs
 * in this process, so the test picks its patient from the demo store and reads back what was saved.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { recordOf } from '../../src/mocks/handlers/patientRecord';
import { store } from '../../src/mocks/store';
import type { Patient } from '../../src/mocks/types';
import { ACCOUNTS, DESKTOP, TABLET, expectAccessible, field, login, setupE2E, snap, visible } from './harness';

const e2e = setupE2E();

/** An Active patient of the admin's institution, app installed, with pain readings and closed chats. */
function patientForTheJourney(): Patient {
  const found = store.patients.find(
    (p) =>
      p.InstitutionId === 1 &&
      p.Status === 'Active' &&
      p.AppInstalled &&
      p.LifeStatus === 'InTreatment' &&
      p.BirthDate !== null &&
      p.CIDs.some((cid) => cid.IsEnable) &&
      recordOf(p).PainLevel !== null &&
      store.chats.some((chat) => chat.PatientId === p.Id),
  );
  if (!found) throw new Error('the demo seed has no patient for this journey');
  return found;
}

async function openFicha(page: Page, patient: Patient) {
  await login(page, ACCOUNTS.admin);
  await page.goto(`/pacientes/editar/ficha/${patient.Id}`);
  await expect.poll(() => field(page, 'Nome').inputValue()).toBe(patient.Name);
}

function recordPut(page: Page, patient: Patient): Promise<Request> {
  return page.waitForRequest((request) => request.method() === 'PUT' && new URL(request.url()).pathname.endsWith(`/api/patient/${patient.Id}`));
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Salvar' }).click();
  await visible(page.getByText('O registro foi editado com sucesso.'));
}

/** Opens the first closed chat and answers the ticket the console asked for. */
async function seeMoreAsks(page: Page, patient: Patient): Promise<number> {
  await page.getByRole('tab', { name: 'Conversas Encerradas' }).click();
  const list = page.getByRole('list', { name: 'Conversas encerradas' });
  const asked = page.waitForRequest((request) => /\/api\/chat\/\d+$/.test(new URL(request.url()).pathname));
  await list
    .getByRole('button', { name: /^Ver mais/ })
    .first()
    .click();
  const ticket = Number(new URL((await asked).url()).pathname.split('/').pop());
  await visible(page.getByRole('dialog').getByRole('listitem').first());
  expect(store.chats.filter((chat) => chat.PatientId === patient.Id).map((chat) => chat.Id)).toContain(ticket);
  await page.keyboard.press('Escape');
  return ticket;
}

describe('the patient record in the spec’s shapes', () => {
  it("today's shapes: EVA from the record, the access choice saves Login desabilitado as Inactive, 'Ver mais' by ticket", async () => {
    const { page } = e2e;
    const patient = patientForTheJourney();
    await openFicha(page, patient);
    const summary = page.getByRole('region', { name: 'Resumo do paciente' });
    await visible(summary.getByText(`EVA ${recordOf(patient).PainLevel}`, { exact: true }));
    const access = page.getByRole('radiogroup', { name: /Acesso ao aplicativo/ });
    await access.getByRole('radio', { name: 'Login desabilitado' }).check();
    const put = recordPut(page, patient);
    await save(page);
    expect((await put).postDataJSON()).toMatchObject({ Status: 'Inactive' });
    expect(store.patients.find((p) => p.Id === patient.Id)?.Status).toBe('Inactive');
    await seeMoreAsks(page, patient);
  });

  it("spec 02 §3's fields alone: EVA from the readings, an unreadable Status shown as — and saved as it came, CIDs and 'Ver mais' by ticket", async () => {
    const { page } = e2e;
    await e2e.control({ shapes: 'spec' });
    const patient = patientForTheJourney();
    await openFicha(page, patient);
    const summary = page.getByRole('region', { name: 'Resumo do paciente' });
    await visible(summary.getByText(`EVA ${recordOf(patient).PainLevel}`, { exact: true }));
    expect(await page.getByRole('radiogroup', { name: /Acesso ao aplicativo/ }).count()).toBe(0);
    await visible(page.getByText('Acesso ao aplicativo', { exact: true }).locator('xpath=following-sibling::*[1]').getByText('—', { exact: true }));
    await expectAccessible(page);
    await snap(page, 'ficha-spec-shapes');
    await page.setViewportSize(TABLET);
    await visible(summary.getByText(`EVA ${recordOf(patient).PainLevel}`, { exact: true }));
    await snap(page, 'ficha-spec-shapes-768');
    await page.setViewportSize(DESKTOP);

    // The store's patient object changes with the save: the new name is fixed here.
    const renamed = `${patient.Name} Teste`;
    await field(page, 'Nome').fill(renamed);
    const put = recordPut(page, patient);
    await save(page);
    expect((await put).postDataJSON()).toMatchObject({ Status: 1, Name: renamed });
    expect(store.patients.find((p) => p.Id === patient.Id)).toMatchObject({ Status: 'Active', Name: renamed });

    const ticket = await seeMoreAsks(page, patient);
    expect(ticket).toBeLessThan(700_000);

    // The list reads the code one level down, counting only enabled entries.
    await page.goto(`/pacientes?search=${encodeURIComponent(renamed)}`);
    const enabled = patient.CIDs.filter((cid) => cid.IsEnable);
    const code = enabled.length > 1 ? 'C97' : store.cidTypes.find((cid) => cid.Id === enabled[0]?.CIDId)?.CIDCode;
    const row = page.getByRole('table', { name: 'Lista de pacientes' }).getByRole('row').filter({ hasText: renamed });
    await visible(row.getByRole('cell', { name: code, exact: true }));
  });
});
