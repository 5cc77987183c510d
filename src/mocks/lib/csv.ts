import { DateTime } from 'luxon';

/**
 * CSV as Brazilian Excel opens it without an import wizard: UTF-8 with a BOM (or the accents
 * break), ';' between cells (',' is the decimal mark), CRLF between lines.
 */
const BOM = '\uFEFF';
const SAO_PAULO = 'America/Sao_Paulo';

export type Cell = string | number | null;

/**
 * Quoted when it holds the separator, a quote, a line break or edge spaces. Text that a
 * spreadsheet would run as a formula (=, +, -, @ first) is kept as text with a leading quote mark:
 * titles and names are typed by users.
 */
function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvDocument(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return BOM + [headers, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

/** 'YYYY-MM-DD' (or an ISO instant's São Paulo day) as DD/MM/YYYY; null stays empty. */
export function brDate(value: string | null): string | null {
  if (!value) return null;
  const date = value.length === 10 ? DateTime.fromISO(value, { zone: SAO_PAULO }) : DateTime.fromISO(value, { zone: 'utc' }).setZone(SAO_PAULO);
  return date.toFormat('dd/MM/yyyy');
}

/** An ISO instant as São Paulo's DD/MM/YYYY HH:mm. */
export function brDateTime(iso: string): string {
  return DateTime.fromISO(iso, { zone: 'utc' }).setZone(SAO_PAULO).toFormat('dd/MM/yyyy HH:mm');
}

/** 11 digits as ###.###.###-##. */
export const maskedCpf = (cpf: string): string => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

/** 10 or 11 digits as (DD) NNNN-NNNN or (DD) NNNNN-NNNN. */
export const maskedPhone = (phone: string): string => phone.replace(/^(\d{2})(\d{4,5})(\d{4})$/, '($1) $2-$3');

export const yesNo = (value: boolean): string => (value ? 'Sim' : 'Não');
