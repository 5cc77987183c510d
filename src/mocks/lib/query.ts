import { PATIENT_PERIOD_DAYS } from './window';
import { invalidData } from './http';
import { monthIndex, parseMonth } from './months';
import type { YearMonth } from './months';

/**
 * Query-string rules of the dashboard endpoints. Each parser answers the value, or the 400
 * (error body with `Errors`) the handler must send back.
 */
export const queryMessages = {
  hospitalId: 'O parâmetro hospitalId é obrigatório e deve ser um número inteiro (0 para todos os endereços).',
  days: `O parâmetro days deve ser um destes valores: ${PATIENT_PERIOD_DAYS.join(', ')}.`,
  page: 'O parâmetro page deve ser um número inteiro maior que zero.',
  limit: 'O parâmetro limit deve ser um número inteiro entre 1 e 100.',
  datesRequired: 'Informe a data início (startDate) e a data final (endDate).',
  dateFormat: 'As datas devem estar no formato MM/AAAA.',
  endBeforeStart: 'A data final não pode ser menor que a data início.',
  rangeTooLong: 'O intervalo entre a data início e final deve ser de no máximo 60 meses.',
  noData: 'Nenhum resultado foi encontrado no período.',
} as const;

const DEFAULT_PAGE_LIMIT = 10;
const MAX_PAGE_LIMIT = 100;
/** The console limits its pickers to 6 months; the demo only refuses absurd ranges. */
const MAX_RANGE_MONTHS = 60;

/** A whole number written in plain digits (no sign, no decimals, no exponent). */
function wholeNumber(raw: string | null): number | null {
  const text = raw?.trim() ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** `hospitalId`: 0 for every address of the caller's institution, else one address id. */
export function hospitalIdParam(url: URL): number | Response {
  return wholeNumber(url.searchParams.get('hospitalId')) ?? invalidData([queryMessages.hospitalId]);
}

/** `days` of the new-patients list: 0 (all time), 7, 21 or 30; required. */
export function daysParam(url: URL): number | Response {
  const days = wholeNumber(url.searchParams.get('days'));
  return days !== null && (PATIENT_PERIOD_DAYS as readonly number[]).includes(days) ? days : invalidData([queryMessages.days]);
}

/** `page` (default 1) and `limit` (default 10, or the list's own size; at most 100). */
export function pageParams(url: URL, defaultLimit = DEFAULT_PAGE_LIMIT): { page: number; limit: number } | Response {
  const rawPage = url.searchParams.get('page');
  const rawLimit = url.searchParams.get('limit');
  const page = rawPage === null ? 1 : wholeNumber(rawPage);
  const limit = rawLimit === null ? defaultLimit : wholeNumber(rawLimit);
  const errors: string[] = [];
  if (page === null || page < 1) errors.push(queryMessages.page);
  if (limit === null || limit < 1 || limit > MAX_PAGE_LIMIT) errors.push(queryMessages.limit);
  if (errors.length > 0 || page === null || limit === null) return invalidData(errors);
  return { page, limit };
}

/** `startDate` and `endDate` as 'MM/YYYY', end not before start. */
export function monthRangeParams(url: URL): { start: YearMonth; end: YearMonth } | Response {
  const rawStart = url.searchParams.get('startDate');
  const rawEnd = url.searchParams.get('endDate');
  if (!rawStart?.trim() || !rawEnd?.trim()) return invalidData([queryMessages.datesRequired]);
  const start = parseMonth(rawStart);
  const end = parseMonth(rawEnd);
  if (!start || !end) return invalidData([queryMessages.dateFormat]);
  const span = monthIndex(end) - monthIndex(start);
  if (span < 0) return invalidData([queryMessages.endBeforeStart]);
  if (span >= MAX_RANGE_MONTHS) return invalidData([queryMessages.rangeTooLong]);
  return { start, end };
}
