import { http } from 'msw';
import { currentShapes } from '../control';
import { jsonAnswer, pagedAnswer } from '../lib/answer';
import { authenticated } from '../lib/auth';
import { checkHistoryRecord, historyRecordMessages } from '../lib/historyRecordForm';
import { checkedBody, emptyOk, notFound } from '../lib/http';
import { idParam } from '../lib/paging';
import { readablePatient, writablePatient } from '../lib/patientAccess';
import { store } from '../store';
import type { HistoryRecord } from '../types';

/**
 * Registros (spec 02 §2, §3, §7): the history record types, a patient's records ten a page, and
 * their add, edit and delete. A patient another institution shares is read-only (403).
 */

/** 'YYYY-MM-DD' as the API's date-time: no zone, or (alternate) .NET's seven fractional digits. */
function dateOut(iso: string | null, alternate: boolean): string | null {
  if (!iso) return null;
  return alternate ? `${iso}T00:00:00.0000000` : `${iso}T00:00:00`;
}

/**
 * One record as the list and the saves answer it. The alternate profile sends every other type
 * as its bare name (the client finds its id in the types list) instead of `{Id, Name}`.
 */
function rowOf(record: HistoryRecord, turn = 0) {
  const alternate = currentShapes() === 'alternate';
  const type = store.historyRecordTypes.find((item) => item.Id === record.HistoryRecordTypeId);
  const typeOut = type ? (alternate && turn % 2 === 0 ? type.Name : { Id: type.Id, Name: type.Name }) : null;
  return {
    Id: record.Id,
    HistoryRecordType: typeOut,
    InitialDate: dateOut(record.InitialDate, alternate),
    EndDate: dateOut(record.EndDate, alternate),
    HistoryRecordNotes: record.HistoryRecordNotes,
  };
}

/** Newest start first; the undated ones (type 4) last; ties by the later insert. */
function byStart(a: HistoryRecord, b: HistoryRecord): number {
  if (a.InitialDate === b.InitialDate) return b.Id - a.Id;
  if (a.InitialDate === null) return 1;
  if (b.InitialDate === null) return -1;
  return b.InitialDate.localeCompare(a.InitialDate);
}

/** The patient's record the path names, or the 404 / 403 to send back. */
function recordOfPath(institutionId: number, params: Record<string, unknown>): HistoryRecord | Response {
  const patient = writablePatient(institutionId, params.patientId);
  if (patient instanceof Response) return patient;
  const id = idParam(params.id);
  return store.historyRecords.find((item) => item.Id === id && item.PatientId === patient.Id) ?? notFound(historyRecordMessages.notFound);
}

export const historyRecordHandlers = [
  http.get(
    '*/api/historyRecordtype',
    authenticated(({ request }) =>
      jsonAnswer(
        request,
        store.historyRecordTypes.map((type) => ({ Id: type.Id, Name: type.Name })),
      ),
    ),
  ),
  http.get(
    '*/api/historyRecord/patient/:id',
    authenticated(({ request, params, user }) => {
      const patient = readablePatient(user.institutionId, params.id);
      if (patient instanceof Response) return patient;
      return pagedAnswer(request, () => store.historyRecords.filter((item) => item.PatientId === patient.Id).sort(byStart), rowOf);
    }),
  ),
  http.post(
    '*/api/historyRecord/patient/:id',
    authenticated(async ({ request, params, user }) => {
      const patient = writablePatient(user.institutionId, params.id);
      if (patient instanceof Response) return patient;
      const checked = await checkedBody(request, checkHistoryRecord);
      if (checked instanceof Response) return checked;
      const record: HistoryRecord = { Id: store.historyRecords.reduce((max, item) => Math.max(max, item.Id), 0) + 1, PatientId: patient.Id, ...checked.value };
      store.historyRecords.push(record);
      return jsonAnswer(request, rowOf(record, 1));
    }),
  ),
  http.put(
    '*/api/historyRecord/:id/patient/:patientId',
    authenticated(async ({ request, params, user }) => {
      const record = recordOfPath(user.institutionId, params);
      if (record instanceof Response) return record;
      const checked = await checkedBody(request, checkHistoryRecord);
      if (checked instanceof Response) return checked;
      Object.assign(record, checked.value);
      return jsonAnswer(request, rowOf(record, 1));
    }),
  ),
  http.delete(
    '*/api/historyRecord/:id/patient/:patientId',
    authenticated(({ params, user }) => {
      const record = recordOfPath(user.institutionId, params);
      if (record instanceof Response) return record;
      store.historyRecords.splice(store.historyRecords.indexOf(record), 1);
      return emptyOk();
    }),
  ),
];
