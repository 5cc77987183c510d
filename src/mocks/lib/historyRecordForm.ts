import { SINGLE_DATE_TYPE_ID, UNDATED_TYPE_ID } from '../seed/historyRecords';
import { store } from '../store';
import type { HistoryRecord } from '../types';
import type { JsonObject } from './http';
import { idParam } from './paging';
import { optionalText, usDate } from './patientForm';

/**
 * The model validation of `{historyRecordTypeId, historyRecordNotes, initialDate, endDate}` (spec 02
 * §5, §7): the type is required and must exist; dates are month/day/year (MM/DD/YYYY), each
 * optional, the end not before the start. The type rules of the form are applied, not refused:
 * type 1 keeps no end date, type 4 no dates and no notes, whatever was sent for them.
 */
export const historyRecordMessages = {
  notFound: 'Registro não encontrado.',
  typeRequired: 'O campo Tipo de registro é obrigatório.',
  type: 'Tipo de registro inválido.',
  initialDate: 'Data início inválida: use mês/dia/ano.',
  endDate: 'Data final inválida: use mês/dia/ano.',
  endBeforeStart: 'A data final não pode ser menor que a data início.',
} as const;

const NOTES_MAX = 2000;

export type HistoryRecordInput = Omit<HistoryRecord, 'Id' | 'PatientId'>;

/** A body field by its name in any case, as ASP.NET binds them (`initialDate` or `InitialDate`). */
function field(body: JsonObject, name: string): unknown {
  if (name in body) return body[name];
  const key = Object.keys(body).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : body[key];
}

export function checkHistoryRecord(body: JsonObject): { value: HistoryRecordInput; errors: string[] } {
  const errors: string[] = [];
  const rawType = field(body, 'historyRecordTypeId');
  const typeId = idParam(rawType);
  if (rawType === undefined || rawType === null || rawType === '' || typeId === 0) errors.push(historyRecordMessages.typeRequired);
  else if (!store.historyRecordTypes.some((type) => type.Id === typeId)) errors.push(historyRecordMessages.type);
  const undated = typeId === UNDATED_TYPE_ID;
  const start = undated ? { value: null, errors: [] } : usDate(field(body, 'initialDate'));
  const end = undated || typeId === SINGLE_DATE_TYPE_ID ? { value: null, errors: [] } : usDate(field(body, 'endDate'));
  if (start.errors.length > 0) errors.push(historyRecordMessages.initialDate);
  if (end.errors.length > 0) errors.push(historyRecordMessages.endDate);
  if (start.value && end.value && end.value < start.value) errors.push(historyRecordMessages.endBeforeStart);
  const notes = undated ? { value: '', errors: [] } : optionalText(field(body, 'historyRecordNotes'), 'Observações', NOTES_MAX);
  errors.push(...notes.errors);
  return {
    value: {
      HistoryRecordTypeId: typeId ?? 0,
      InitialDate: start.value,
      EndDate: end.value,
      HistoryRecordNotes: notes.value || null,
    },
    errors,
  };
}
