import { DateTime } from 'luxon';
import type { JsonBodyType } from 'msw';

/**
 * The alternate profile: the same answer in the other shapes the spec leaves open, as a server
 * written by another team (.NET) could send them. Meaning is kept (same instant, number and name)
 * so a test can compare what both profiles show; the cycles run in document order with counters
 * local to one body, so the same body always gives the same rewrite.
 */

const SAO_PAULO = 'America/Sao_Paulo';
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
// .NET's round-trip format has 7 fractional digits; ours carry milliseconds, so pad with zeros.
const SEVEN_DIGITS = "yyyy-MM-dd'T'HH:mm:ss.SSS'0000'";

/** On patient rows, which display field each third of them gets as null. */
const NULLED_FIELDS = ['Phone', 'BirthDate', 'Gender'] as const;

interface Counters {
  objects: number;
  instants: number;
  doctors: number;
  cidRows: number;
  patientRows: number;
  statuses: number;
  professionalRows: number;
  /** A symptom keeps its `Id` where the spec names it (a symptom evolution: 13 is the temperature). */
  readonly keepSymptomId: boolean;
}

export interface AlternateOptions {
  keepSymptomId?: boolean;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Local São Paulo time without a zone, an offset, or UTC with 7 digits. The offset form drops the
 * fraction only when it is zero (as System.Text.Json writes it), so no instant loses its millis.
 */
function rewriteInstant(iso: string, counters: Counters): string {
  const utc = DateTime.fromISO(iso, { zone: 'utc' });
  const variant = counters.instants++ % 3;
  if (variant === 0) return utc.setZone(SAO_PAULO).toFormat(SEVEN_DIGITS);
  if (variant === 1) return utc.setZone(SAO_PAULO).toISO({ suppressMilliseconds: true }) ?? iso;
  return `${utc.toFormat(SEVEN_DIGITS)}Z`;
}

function rewriteString(value: string, counters: Counters): string {
  if (INSTANT.test(value)) return rewriteInstant(value, counters);
  if (PLAIN_DATE.test(value)) return `${value}T00:00:00`;
  return value;
}

function rewrite(value: unknown, counters: Counters): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return rewriteString(value, counters);
  if (Array.isArray(value)) return value.map((item) => rewrite(item, counters));
  if (isObject(value)) return rewriteObject(value, counters);
  return value;
}

/** The team as a plain name, as `{Name}`, or as `{Id, Name}` with the id a string. */
function rewriteDoctor(doctor: unknown, counters: Counters): unknown {
  if (!isObject(doctor)) return rewrite(doctor, counters);
  const variant = counters.doctors++ % 3;
  if (variant === 0) return rewrite(doctor.Name, counters);
  if (variant === 1) return rewriteObject({ Name: doctor.Name }, counters);
  return rewriteObject(doctor, counters);
}

/**
 * The row's diagnoses as one object under `CID`, as flat fields on the row, or as the list. A
 * patient file's CID entries (each with its own `CID` object) always stay the list: the file is
 * edited entry by entry, so none may be dropped or folded into the record's fields.
 */
function rewriteCids(cids: unknown, counters: Counters): JsonObject {
  if (!Array.isArray(cids) || cids.some((entry) => isObject(entry) && 'CID' in entry)) return { CIDs: rewrite(cids, counters) };
  const first: unknown = cids[0];
  const variant = counters.cidRows++ % 3;
  if (variant === 0) return { CID: first === undefined ? null : rewrite(first, counters) };
  if (variant === 1) {
    if (!isObject(first)) return {};
    return Object.fromEntries(Object.entries(first).map(([key, value]) => [key, rewrite(value, counters)]));
  }
  return { CIDs: rewrite(cids, counters) };
}

const STATUS_FORMS: [active: unknown, inactive: unknown][] = [
  ['Active', 'Inactive'],
  [true, false],
  ['1', '0'],
];

/** A status (1/0 or Active/Inactive) as the enum's name, a boolean, or a numeric string, in turn. */
function rewriteStatus(value: unknown, counters: Counters): unknown {
  const active = value === 1 || value === 'Active' ? true : value === 0 || value === 'Inactive' ? false : null;
  if (active === null) return rewrite(value, counters);
  const [yes, no] = STATUS_FORMS[counters.statuses++ % STATUS_FORMS.length]!;
  return active ? yes : no;
}

/** A flag as the database's bit: '1' / '0'. */
const rewriteFlag = (value: unknown, counters: Counters): unknown => (typeof value === 'boolean' ? (value ? '1' : '0') : rewrite(value, counters));

/**
 * A professional's row (it has `Email` and `Teams`): every third one without an e-mail, every
 * other one with its teams as bare names.
 */
function rewriteProfessional(source: JsonObject, counters: Counters): JsonObject {
  const turn = counters.professionalRows++;
  const out: JsonObject = { ...source };
  if (turn % 3 === 2) out.Email = null;
  if (turn % 2 === 1 && Array.isArray(source.Teams)) {
    out.Teams = source.Teams.map((team: unknown) => (isObject(team) ? team.Name : team));
  }
  return out;
}

function rewriteObject(input: JsonObject, counters: Counters): JsonObject {
  const source = 'Email' in input && 'Teams' in input ? rewriteProfessional(input, counters) : input;
  // .NET's reference-preserving serializer numbers objects in document order, "$id" first.
  const out: JsonObject = { $id: String(++counters.objects) };
  // Display fields go null on list rows only; the patient file (it has the CPF) is a form's source.
  const nulled = 'Name' in source && 'Phone' in source && !('CPF' in source) ? NULLED_FIELDS[counters.patientRows++ % 3] : undefined;
  for (const [key, value] of Object.entries(source)) {
    if (key === nulled) out[key] = null;
    else if (key === 'Doctor') out[key] = rewriteDoctor(value, counters);
    else if (key === 'Status') out[key] = rewriteStatus(value, counters);
    else if (key === 'IsNavigator' || key === 'IsSMS') out[key] = rewriteFlag(value, counters);
    else if (key === 'CIDs') Object.assign(out, rewriteCids(value, counters));
    else if (key === 'Symptom' && isObject(value) && !counters.keepSymptomId) {
      const withoutId = { ...value };
      delete withoutId.Id;
      out[key] = rewriteObject(withoutId, counters);
    } else out[key] = rewrite(value, counters);
  }
  out.Extra = { Note: 'campo desconhecido', List: ['1'] };
  return out;
}

/** The body in the alternate shapes; the input is left as it was. */
export function alternateShapes(body: JsonBodyType, options: AlternateOptions = {}): JsonBodyType {
  const counters: Counters = {
    objects: 0,
    instants: 0,
    doctors: 0,
    cidRows: 0,
    patientRows: 0,
    statuses: 0,
    professionalRows: 0,
    keepSymptomId: options.keepSymptomId ?? false,
  };
  // A team's professionals: the Navigators list itself rather than `{Navigators: [...]}`.
  const unwrapped = isObject(body) && Object.keys(body).length === 1 && Array.isArray(body.Navigators) ? body.Navigators : body;
  return rewrite(unwrapped, counters) as JsonBodyType;
}
