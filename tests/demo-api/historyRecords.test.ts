// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setShapes } from '../../src/mocks/control';
import { resetStore, store } from '../../src/mocks/store';
import { API, setupDemoApi, tokenFor } from './helpers';
import { EMPTY_ID, OTHER_INSTITUTION_ID, PATIENT_NOT_FOUND, READ_ONLY, RICH_ID, SHARED_ID, call } from './tabs-helpers';
import type { Json, Page } from './tabs-helpers';

setupDemoApi();

interface Row {
  Id: number;
  HistoryRecordType: { Id: number; Name: string } | string | null;
  InitialDate: string | null;
  EndDate: string | null;
  HistoryRecordNotes: string | null;
}

const list = (patientId: number, token: string, query = '') => call<Page<Row>>('GET', `/api/historyRecord/patient/${patientId}${query}`, token);
const errorsOf = (body: unknown) => (body as { Errors: string[] }).Errors;
const form = (changes: Json = {}): Json => ({
  historyRecordTypeId: 2,
  historyRecordNotes: 'Capecitabina oral, 8 ciclos.',
  initialDate: '03/10/2025',
  endDate: '09/15/2025',
  ...changes,
});

describe('GET api/historyRecordtype', () => {
  it('answers the seven types, 1 (one date) and 4 (no dates, no notes) among them; 401 without a token', async () => {
    const { status, body } = await call<{ Id: number; Name: string }[]>('GET', '/api/historyRecordtype', await tokenFor(1));
    expect(status).toBe(200);
    expect(body.map((type) => type.Id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.slice(0, 4).map((type) => type.Name)).toEqual(['Cirurgia', 'Quimioterapia', 'Radioterapia', 'Sem tratamento oncológico prévio']);
    expect((await call('GET', '/api/historyRecordtype', undefined)).status).toBe(401);
  });
});

describe('GET api/historyRecord/patient/{id}', () => {
  it('pages the records 10 at a time, newest start first, undated ones last, with their type', async () => {
    const token = await tokenFor(1);
    const stored = store.historyRecords.filter((record) => record.PatientId === RICH_ID);
    expect(stored.length).toBeGreaterThan(10);
    const first = await list(RICH_ID, token);
    expect(first.status).toBe(200);
    expect(first.body.Pagination).toEqual({ CurrentPage: 1, TotalPage: 2, ItemPerPage: 10 });
    const second = await list(RICH_ID, token, '?page=2&limit=10');
    const rows = [...first.body.Data, ...second.body.Data];
    expect(rows).toHaveLength(stored.length);
    const starts = rows.map((row) => row.InitialDate ?? '');
    expect(starts).toEqual([...starts].sort().reverse());
    const surgery = rows.find((row) => (row.HistoryRecordType as { Id: number }).Id === 1)!;
    expect(surgery.EndDate).toBeNull();
    expect(surgery.InitialDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
    expect(Object.keys(surgery)).toEqual(['Id', 'HistoryRecordType', 'InitialDate', 'EndDate', 'HistoryRecordNotes']);
    expect(new Set(rows.map((row) => (row.HistoryRecordType as { Name: string }).Name)).size).toBeGreaterThanOrEqual(6);
  });

  it('answers an empty page for the empty patient, and the undated type 4 with nulls', async () => {
    const token = await tokenFor(1);
    expect((await list(EMPTY_ID, token)).body).toEqual({ Data: [], Pagination: { CurrentPage: 1, TotalPage: 1, ItemPerPage: 10 } });
    const undated = store.historyRecords.find((record) => record.HistoryRecordTypeId === 4 && record.PatientId <= 150)!;
    const rows = (await list(undated.PatientId, token, '?limit=100')).body.Data;
    expect(rows.at(-1)).toEqual({
      Id: undated.Id,
      HistoryRecordType: { Id: 4, Name: 'Sem tratamento oncológico prévio' },
      InitialDate: null,
      EndDate: null,
      HistoryRecordNotes: null,
    });
  });

  it('refuses another institution’s patient (404) as the record does, reads a shared one, needs a token', async () => {
    const token = await tokenFor(1);
    expect(await list(OTHER_INSTITUTION_ID, token)).toEqual({ status: 404, body: PATIENT_NOT_FOUND });
    expect((await list(SHARED_ID, token)).status).toBe(200);
    expect((await list(RICH_ID, token, '?page=0')).status).toBe(400);
    expect((await call('GET', `/api/historyRecord/patient/${RICH_ID}`, undefined)).status).toBe(401);
  });

  it('answers the alternate shapes: string ids, .NET dates, every other type as its bare name', async () => {
    const token = await tokenFor(1);
    setShapes('alternate');
    const { body } = await call<Page<Json>>('GET', `/api/historyRecord/patient/${RICH_ID}`, token);
    expect(body.Pagination).toMatchObject({ CurrentPage: '1', TotalPage: '2', ItemPerPage: '10' });
    const [first, second] = body.Data;
    expect(typeof first?.HistoryRecordType).toBe('string');
    expect(second?.HistoryRecordType).toMatchObject({ Id: expect.stringMatching(/^\d$/) as unknown, Name: expect.any(String) as unknown });
    expect(first?.Id).toMatch(/^\d+$/);
    expect(first?.InitialDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.0000000$/);
    expect(first?.Extra).toEqual({ Note: 'campo desconhecido', List: ['1'] });
  });
});

describe('POST, PUT and DELETE of a history record', () => {
  it('adds, edits and deletes, dates as month/day/year; the list follows; a reset restores the seed', async () => {
    const token = await tokenFor(1);
    const before = store.historyRecords.length;
    const created = await call<Row>('POST', `/api/historyRecord/patient/${EMPTY_ID}`, token, form());
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      HistoryRecordType: { Id: 2, Name: 'Quimioterapia' },
      InitialDate: '2025-03-10T00:00:00',
      EndDate: '2025-09-15T00:00:00',
    });
    expect((await list(EMPTY_ID, token)).body.Data).toEqual([created.body]);

    const path = `/api/historyRecord/${created.body.Id}/patient/${EMPTY_ID}`;
    const edited = await call<Row>('PUT', path, token, form({ historyRecordTypeId: '1', endDate: '12/31/2025', historyRecordNotes: '  Mastectomia.  ' }));
    expect(edited.body).toEqual({
      Id: created.body.Id,
      HistoryRecordType: { Id: 1, Name: 'Cirurgia' },
      InitialDate: '2025-03-10T00:00:00',
      EndDate: null,
      HistoryRecordNotes: 'Mastectomia.',
    });
    const undated = await call<Row>('PUT', path, token, { HistoryRecordTypeId: 4, HistoryRecordNotes: 'x', InitialDate: 'lixo', EndDate: null });
    expect(undated.body).toMatchObject({ HistoryRecordType: { Id: 4 }, InitialDate: null, EndDate: null, HistoryRecordNotes: null });

    expect(await call('DELETE', path, token)).toEqual({ status: 200, body: {} });
    expect((await list(EMPTY_ID, token)).body.Data).toEqual([]);
    expect(await call('DELETE', path, token)).toEqual({ status: 404, body: { Title: null, Message: 'Registro não encontrado.', Errors: null } });

    await call('POST', `/api/historyRecord/patient/${RICH_ID}`, token, form());
    expect(store.historyRecords.length).toBe(before + 1);
    expect((await fetch(`${API}/__demo/reset`, { method: 'POST' })).status).toBe(200);
    expect(store.historyRecords.length).toBe(before);
  });

  it('refuses a missing or unknown type, bad dates and an end before the start, with the 400 error shape', async () => {
    const token = await tokenFor(1);
    const post = (body: Json) => call('POST', `/api/historyRecord/patient/${RICH_ID}`, token, body);
    const before = store.historyRecords.length;
    expect(await post(form({ historyRecordTypeId: null }))).toEqual({
      status: 400,
      body: { Title: 'Dados inválidos', Message: null, Errors: ['O campo Tipo de registro é obrigatório.'] },
    });
    expect(errorsOf((await post(form({ historyRecordTypeId: 99 }))).body)).toEqual(['Tipo de registro inválido.']);
    expect(errorsOf((await post(form({ initialDate: '2025-03-10', endDate: '13/01/2025' }))).body)).toEqual([
      'Data início inválida: use mês/dia/ano.',
      'Data final inválida: use mês/dia/ano.',
    ]);
    expect(errorsOf((await post(form({ initialDate: '09/15/2025', endDate: '03/10/2025' }))).body)).toEqual([
      'A data final não pode ser menor que a data início.',
    ]);
    expect(errorsOf((await post(form({ historyRecordNotes: 'a'.repeat(2001) }))).body)).toEqual(['O campo Observações pode conter no máximo 2000 caracteres.']);
    // Type 1 keeps no end date, so an end before its start is no error.
    expect((await post(form({ historyRecordTypeId: 1, initialDate: '09/15/2025', endDate: '03/10/2025' }))).status).toBe(200);
    expect(store.historyRecords.length).toBe(before + 1);
    expect((await call('POST', `/api/historyRecord/patient/${RICH_ID}`, token, '[]')).status).toBe(400);
  });

  it('refuses changes to a shared patient (403) and to another institution’s (404); a record of another patient is 404', async () => {
    const token = await tokenFor(1);
    expect(await call('POST', `/api/historyRecord/patient/${SHARED_ID}`, token, form())).toEqual({ status: 403, body: READ_ONLY });
    expect(await call('POST', `/api/historyRecord/patient/${OTHER_INSTITUTION_ID}`, token, form())).toEqual({ status: 404, body: PATIENT_NOT_FOUND });
    const shared = store.historyRecords.find((record) => record.PatientId === SHARED_ID)!;
    expect((await call('DELETE', `/api/historyRecord/${shared.Id}/patient/${SHARED_ID}`, token)).status).toBe(403);
    const rich = store.historyRecords.find((record) => record.PatientId === RICH_ID)!;
    expect((await call('PUT', `/api/historyRecord/${rich.Id}/patient/1`, token, form())).status).toBe(404);
    expect((await call('POST', `/api/historyRecord/patient/${RICH_ID}`, undefined, form())).status).toBe(401);
    resetStore();
  });
});
