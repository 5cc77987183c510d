// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setShapes } from '../../src/mocks/control';
import { store } from '../../src/mocks/store';
import { setupDemoApi, tokenFor } from './helpers';
import { EMPTY_ID, OTHER_INSTITUTION_ID, PATIENT_NOT_FOUND, RICH_ID, SHARED_ID, call } from './tabs-helpers';
import type { Json, Page } from './tabs-helpers';

setupDemoApi();

interface Weekly {
  Id: number;
  DateAndTime: string;
  PS: number;
  ReportRequests: { Intensity: number; WeeklyReportItem: { Id: number; Item: string } }[];
}
interface Entry {
  DateAndTime: string;
  NoSymptoms: boolean;
  MissingSymptom: boolean;
  Message: string | null;
  Evolutions: { Intensity: number; Symptom: { Id: number; Name: string; IsEva: boolean } }[];
}

const ITEMS = ['Mobilidade', 'Cuidados pessoais', 'Atividades habituais', 'Dor/mal-estar', 'Ansiedade/depressão'];
/** Spec 02 §9: the five temperature classes of symptom 13. */
const temperatureClass = (t: number) => (t < 36.8 ? 0 : t < 37.1 ? 1 : t < 37.4 ? 2 : t < 37.8 ? 3 : 4);

async function allEntries(patientId: number, token: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await call<Page<Entry>>('GET', `/api/clinicalevolution/patient/${patientId}?page=${page}&limit=100`, token);
    entries.push(...body.Data);
    if (page >= body.Pagination.TotalPage) return entries;
  }
}

describe('GET api/weeklyreport/patient/{id}', () => {
  it('answers the weekly reports oldest first, with PS 0 to 4 and the five items rated 1 to 3', async () => {
    const { status, body } = await call<Weekly[]>('GET', `/api/weeklyreport/patient/${RICH_ID}`, await tokenFor(1));
    expect(status).toBe(200);
    const stored = store.weeklyReports.filter((report) => report.PatientId === RICH_ID);
    expect(body.map((row) => [row.Id, row.DateAndTime, row.PS])).toEqual(stored.map((report) => [report.Id, report.DateAndTime, report.PS]));
    expect(new Set(body.map((row) => row.PS))).toEqual(new Set([0, 1, 2, 3, 4]));
    for (const row of body) {
      expect(row.ReportRequests.map((request) => request.WeeklyReportItem)).toEqual(ITEMS.map((Item, index) => ({ Id: index + 1, Item })));
      for (const request of row.ReportRequests) expect([1, 2, 3]).toContain(request.Intensity);
    }
    const worst = body.filter((row) => row.PS === 4).flatMap((row) => row.ReportRequests.map((request) => request.Intensity));
    const best = body.filter((row) => row.PS === 0).flatMap((row) => row.ReportRequests.map((request) => request.Intensity));
    expect(Math.min(...worst)).toBeGreaterThan(Math.max(...best) - 1);
  });

  it('answers [] for the empty patient, 404 for another institution’s, 401 without a token; alternate under Data', async () => {
    const token = await tokenFor(1);
    expect(await call('GET', `/api/weeklyreport/patient/${EMPTY_ID}`, token)).toEqual({ status: 200, body: [] });
    expect(await call('GET', `/api/weeklyreport/patient/${OTHER_INSTITUTION_ID}`, token)).toEqual({ status: 404, body: PATIENT_NOT_FOUND });
    expect((await call('GET', `/api/weeklyreport/patient/${RICH_ID}`, undefined)).status).toBe(401);
    setShapes('alternate');
    const { body } = await call<{ Data: Json[] }>('GET', `/api/weeklyreport/patient/${RICH_ID}`, token);
    const first = body.Data[0]!;
    expect(first.PS).toMatch(/^[0-4]$/);
    expect(first.DateAndTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{7}$/);
    expect((first.ReportRequests as Json[])[0]).toMatchObject({
      Intensity: expect.stringMatching(/^[1-3]$/) as unknown,
      WeeklyReportItem: { Item: 'Mobilidade' },
    });
    expect((first.ReportRequests as { WeeklyReportItem: Json }[])[0]?.WeeklyReportItem).not.toHaveProperty('Id');
  });
});

describe('GET api/clinicalevolution/pain/patient/{id}', () => {
  it('answers the pain readings newest first; the first is the record’s PainLevel; [] without any', async () => {
    const token = await tokenFor(1);
    const { body } = await call<{ Id: number; DateAndTime: string; Intensity: number }[]>('GET', `/api/clinicalevolution/pain/patient/${RICH_ID}`, token);
    expect(body.length).toBeGreaterThan(5);
    expect(body.map((row) => row.DateAndTime)).toEqual(
      body
        .map((row) => row.DateAndTime)
        .sort()
        .reverse(),
    );
    for (const row of body) expect(row.Intensity).toBeGreaterThanOrEqual(0);
    const record = await call<{ PainLevel: number }>('GET', `/api/patient/record/${RICH_ID}`, token);
    expect(body[0]?.Intensity).toBe(record.body.PainLevel);
    expect(await call('GET', `/api/clinicalevolution/pain/patient/${EMPTY_ID}`, token)).toEqual({ status: 200, body: [] });
    expect((await call('GET', `/api/clinicalevolution/pain/patient/${OTHER_INSTITUTION_ID}`, token)).status).toBe(404);
  });
});

describe('GET api/clinicalevolution/patient/{id}', () => {
  it('pages 5 entries by default, newest first, one per check-in with its symptoms', async () => {
    const token = await tokenFor(1);
    const { status, body } = await call<Page<Entry>>('GET', `/api/clinicalevolution/patient/${RICH_ID}`, token);
    expect(status).toBe(200);
    expect(body.Data).toHaveLength(5);
    const entries = await allEntries(RICH_ID, token);
    expect(body.Pagination).toEqual({ CurrentPage: 1, TotalPage: Math.ceil(entries.length / 5), ItemPerPage: 5 });
    expect(body.Data).toEqual(entries.slice(0, 5));
    const second = await call<Page<Entry>>('GET', `/api/clinicalevolution/patient/${RICH_ID}?page=2&limit=5`, token);
    expect(second.body.Data).toEqual(entries.slice(5, 10));
    expect(entries.map((entry) => entry.DateAndTime)).toEqual(
      entries
        .map((entry) => entry.DateAndTime)
        .sort()
        .reverse(),
    );
    const reports = store.symptomReports.filter((report) => report.PatientId === RICH_ID);
    expect(entries.flatMap((entry) => entry.Evolutions)).toHaveLength(reports.length);
  });

  it('has entries without symptoms, with a symptom missing from the list, and with a message', async () => {
    const entries = await allEntries(RICH_ID, await tokenFor(1));
    const none = entries.find((entry) => entry.NoSymptoms)!;
    expect(none.Evolutions).toEqual([]);
    const missing = entries.find((entry) => entry.MissingSymptom)!;
    expect(missing.Message).toEqual(expect.any(String));
    expect(entries.some((entry) => !entry.MissingSymptom && !entry.NoSymptoms && entry.Message && entry.Evolutions.length > 0)).toBe(true);
    expect(entries.filter((entry) => !entry.NoSymptoms && !entry.MissingSymptom).every((entry) => entry.Evolutions.length > 0)).toBe(true);
  });

  it('reports pain on EVA 0-10, the other symptoms on 1-4, and temperatures in all five classes', async () => {
    const evolutions = (await allEntries(RICH_ID, await tokenFor(1))).flatMap((entry) => entry.Evolutions);
    const pain = evolutions.filter((item) => item.Symptom.IsEva);
    expect(pain.every((item) => item.Symptom.Id === 1 && item.Intensity >= 0 && item.Intensity <= 10)).toBe(true);
    const scale = evolutions.filter((item) => !item.Symptom.IsEva && item.Symptom.Id !== 13);
    expect(new Set(scale.map((item) => item.Intensity))).toEqual(new Set([1, 2, 3]));
    const temperatures = evolutions.filter((item) => item.Symptom.Id === 13);
    expect(temperatures[0]?.Symptom).toEqual({ Id: 13, Name: 'Febre', IsEva: false });
    expect(new Set(temperatures.map((item) => temperatureClass(item.Intensity)))).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('has a patient with severe pain (EVA 8+) and one with a very severe symptom (4) among Vida Plena’s', async () => {
    const token = await tokenFor(1);
    const ofVidaPlena = (test: (report: (typeof store.symptomReports)[number]) => boolean) =>
      [...new Set(store.symptomReports.filter((report) => report.PatientId <= 150 && test(report)).map((report) => report.PatientId))].sort((a, b) => a - b);
    expect(ofVidaPlena((report) => report.SymptomId === 1 && report.Intensity >= 8)).toEqual([19, 20, 23]);
    expect(ofVidaPlena((report) => report.SymptomId !== 1 && report.SymptomId !== 13 && report.Intensity === 4)[0]).toBe(7);
    const intensities = async (id: number, scale: (item: Entry['Evolutions'][number]) => boolean) =>
      (await allEntries(id, token))
        .flatMap((entry) => entry.Evolutions)
        .filter(scale)
        .map((item) => item.Intensity);
    expect(Math.max(...(await intensities(19, (item) => item.Symptom.IsEva)))).toBeGreaterThanOrEqual(8);
    expect(await intensities(7, (item) => !item.Symptom.IsEva && item.Symptom.Id !== 13)).toContain(4);
  });

  it('answers an empty page for the empty patient, reads a shared one, refuses another institution’s', async () => {
    const token = await tokenFor(1);
    expect((await call('GET', `/api/clinicalevolution/patient/${EMPTY_ID}`, token)).body).toEqual({
      Data: [],
      Pagination: { CurrentPage: 1, TotalPage: 1, ItemPerPage: 5 },
    });
    expect((await call('GET', `/api/clinicalevolution/patient/${SHARED_ID}`, token)).status).toBe(200);
    expect(await call('GET', `/api/clinicalevolution/patient/${OTHER_INSTITUTION_ID}`, token)).toEqual({ status: 404, body: PATIENT_NOT_FOUND });
    expect((await call('GET', `/api/clinicalevolution/patient/${RICH_ID}?limit=101`, token)).status).toBe(400);
    expect((await call('GET', `/api/clinicalevolution/patient/${RICH_ID}`, undefined)).status).toBe(401);
  });

  it('answers the alternate shapes: strings for numbers, the symptom keeping its id, false flags as null', async () => {
    const token = await tokenFor(1);
    const original = await allEntries(RICH_ID, token);
    setShapes('alternate');
    const { body } = await call<Page<Json>>('GET', `/api/clinicalevolution/patient/${RICH_ID}?limit=100`, token);
    expect(body.Pagination).toMatchObject({ CurrentPage: '1', ItemPerPage: '100' });
    const withFever = body.Data.find((entry) => (entry.Evolutions as { Symptom: Json }[]).some((item) => item.Symptom.Id === '13'))!;
    const fever = (withFever.Evolutions as { Intensity: string; Symptom: Json }[]).find((item) => item.Symptom.Id === '13')!;
    expect(fever.Symptom).toMatchObject({ Name: 'Febre', IsEva: false });
    expect(fever.Intensity).toMatch(/^3\d\.\d$|^3\d$/);
    const plain = body.Data.find((entry, index) => !original[index]?.NoSymptoms && !original[index]?.MissingSymptom && !original[index]?.Message)!;
    expect([plain.NoSymptoms, plain.MissingSymptom, plain.Message]).toEqual([null, null, '']);
    expect(body.Data.some((entry) => entry.NoSymptoms === true)).toBe(true);
  });
});
