import { DateTime } from 'luxon';
import { API } from './helpers';

/** A pinned clock for the tests that name days. */
export const NOW = new Date('2025-06-15T12:00:00Z');

export interface AnnouncementRow {
  Id: number;
  DateAndTime: string;
  Title: string;
  Message: string;
  Patients: { Id: number; Name: string; IsRead: boolean }[];
  Doctors: { Id: number; Name: string }[];
  Professional: { Id: number; Name: string };
}

export const INVALID = { Title: 'Dados inválidos', Message: null };

/** The São Paulo day `daysAgo` days before `now`, as the list's `dateSearch` (MM/DD/YYYY). */
export function dateSearchOf(now: Date, daysAgo: number): string {
  return DateTime.fromJSDate(now).setZone('America/Sao_Paulo').minus({ days: daysAgo }).toFormat('MM/dd/yyyy');
}

/** POST api/announcement as multipart/form-data with these fields, in this order. */
export function postForm(fields: readonly (readonly [string, string])[], token: string | undefined, base = API): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return fetch(`${base}/api/announcement`, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {}, body: form });
}

export const validForm = (teams: readonly string[] = ['3', '7']): [string, string][] => [
  ['Title', 'Mutirão de exames'],
  ['Message', 'No sábado, das 8h às 14h, faremos um mutirão de exames de sangue para quem está em tratamento.'],
  ...teams.map((team, index): [string, string] => [`Teams[${index}]`, team]),
];
