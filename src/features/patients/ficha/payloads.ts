/**
 * What saving the Ficha sends (spec 02 §7): the create and update bodies of the record, a CID
 * entry's body, and which CID rows a save adds, changes and removes.
 */
import { apiId } from '@/api/read';
import { readCalendarDate } from '@/api/readDates';
import { isoToApi, typedToIso } from '@/lib/calendarDate';
import { formatPhone } from '@/lib/phone';
import type { CidRow, FichaValues } from './form';

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** `POST api/patient/{id}`: the fields that create a patient (spec 02 §7). */
export function createPayload(values: FichaValues) {
  return {
    Name: values.name.trim(),
    Email: orNull(values.email),
    Gender: values.gender,
    Phone: formatPhone(values.phone),
    CPF: values.cpf.replace(/\D/g, ''),
    TeamId: apiId(values.teamId),
    RegisterNumber: orNull(values.registerNumber),
  };
}

type Body = Record<string, unknown>;

/** How one form field is written: the record's keys for it (the spec's first) and its value as sent. */
interface FieldWriter {
  keys: readonly string[];
  write: (value: string) => unknown;
}

/** An edited date: typed DD/MM/YYYY, sent month/day/year (spec 02 §7); blank is none. */
const dateOf = (typed: string) => isoToApi(typedToIso(typed));

const WRITERS: Partial<Record<keyof FichaValues, FieldWriter>> = {
  name: { keys: ['Name'], write: (value) => value.trim() },
  email: { keys: ['Email'], write: orNull },
  gender: { keys: ['Gender'], write: (value) => value },
  phone: { keys: ['Phone'], write: formatPhone },
  cpf: { keys: ['CPF', 'Cpf'], write: (value) => value.replace(/\D/g, '') },
  registerNumber: { keys: ['RegisterNumber'], write: orNull },
  birthDate: { keys: ['BirthDate'], write: dateOf },
  ps: { keys: ['PS', 'Ps'], write: Number },
  cep: { keys: ['CEP', 'Cep'], write: (value) => orNull(value.replace(/\D/g, '')) },
  street: { keys: ['Street'], write: orNull },
  number: { keys: ['Number'], write: orNull },
  complement: { keys: ['Complement'], write: orNull },
  neighborhood: { keys: ['Neighborhood'], write: orNull },
  city: { keys: ['City'], write: orNull },
  uf: { keys: ['UF', 'Uf'], write: (value) => orNull(value.toUpperCase()) },
  comorbidity: { keys: ['Comorbidity'], write: orNull },
  diagnostic: { keys: ['Diagnostic'], write: orNull },
  allergy: { keys: ['Allergy'], write: orNull },
  relativeName: { keys: ['RelativeName'], write: orNull },
  relativePhone: { keys: ['RelativePhone'], write: (value) => (value === '' ? null : formatPhone(value)) },
  status: { keys: ['Status'], write: (value) => value },
  lifeStatus: { keys: ['LifeStatus'], write: (value) => value },
  deathDate: { keys: ['DeathDate'], write: dateOf },
  deathNotes: { keys: ['DeathNotes'], write: orNull },
};

/** The key the record used for a field (another server may spell it `Cpf`), else the spec's. */
function keyIn(body: Body, keys: readonly string[]): string {
  return keys.find((key) => key in body) ?? keys[0] ?? '';
}

/** A date the user did not edit: one the console reads goes month/day/year, as the spec writes dates; any other as it came. */
function sameDate(value: unknown): unknown {
  const iso = readCalendarDate(value);
  return iso === null ? value : isoToApi(iso);
}

/** The team that follows the patient, as the record carried it (`Doctor`), moved to the chosen one. */
function movedTeam(current: unknown, id: string, name: string | null): unknown {
  if (typeof current === 'string') return name ?? current;
  const base = typeof current === 'object' && current !== null && !Array.isArray(current) ? (current as Body) : {};
  return { ...base, Id: apiId(id), Name: name ?? base.Name ?? null };
}

/** The user dropped a date the console kept as it came (unreadable): that is an edit to none. */
function droppedKept(name: keyof FichaValues, start: FichaValues, values: FichaValues): boolean {
  if (name === 'birthDate') return start.birthDateKept && !values.birthDateKept;
  if (name === 'deathDate') return start.deathDateKept && !values.deathDateKept;
  return false;
}

export interface RecordBase {
  /** The record as the server sent it, every key (`PatientRecord.raw`); null when creating. */
  raw: Record<string, unknown> | null;
  /** The form's values as that record started them: a field equal to its start was not edited. */
  start: FichaValues | null;
  /** The chosen team's name, for a record that names its team (`Doctor: {Id, Name}`). */
  teamName?: string | null;
}

/**
 * `PUT api/patient/{id}`: every record field (spec 02 §7). A save starts from the record as
 * received, every key including unknown ones and nested objects, and overlays only the fields the
 * user edited; an unedited value goes back exactly as it came, whether the console could read it
 * or not. Dates are the one rewrite: spec 02 §7 sends them month/day/year, so a date the console
 * reads goes in that form (the same day); one it cannot read goes back untouched. A field whose
 * control holds no choice (a state the console could not read) is never written. The team goes as
 * `TeamId` always (the demo's and the create call's name), and in the record's own `Doctor` when
 * changed. Creating (no record): every field is written.
 */
export function recordPayload(values: FichaValues, base: RecordBase): Body {
  const body: Body = base.raw ? structuredClone(base.raw) : {};
  for (const [name, writer] of Object.entries(WRITERS) as [keyof FichaValues, FieldWriter][]) {
    const value = values[name];
    if (typeof value !== 'string') continue;
    const key = keyIn(body, writer.keys);
    const edited = base.start === null || base.start[name] !== value || droppedKept(name, base.start, values);
    const noChoice = (name === 'status' || name === 'lifeStatus') && value === '';
    if (edited && !noChoice) body[key] = writer.write(value);
    else if ((name === 'birthDate' || name === 'deathDate') && key in body) body[key] = sameDate(body[key]);
  }
  if (base.start === null && values.lifeStatus !== 'Deceased') {
    // A new patient has no death data unless the user said they died.
    body.DeathDate = null;
    body.DeathNotes = null;
  }
  if (values.teamId !== '') {
    body.TeamId = apiId(values.teamId);
    if (base.start !== null && base.start.teamId !== values.teamId && base.raw) {
      const key = keyIn(body, ['Doctor', 'Team']);
      if (key in body) body[key] = movedTeam(body[key], values.teamId, base.teamName ?? null);
    }
  }
  return body;
}

/** One CID entry as `POST`/`PUT api/cid/patient/{id}` take it (spec 02 §7). */
export function cidPayload(row: CidRow, teamId: string) {
  return {
    Id: row.id === null ? 0 : apiId(row.id),
    DoctorId: teamId === '' ? null : apiId(teamId),
    CIDId: apiId(row.cidId),
    Morphology: orNull(row.morphology),
    Estadio: row.estadio,
    IsEnable: row.isEnable,
  };
}

/**
 * What saving the CID table means (spec 02 §4): rows added here are POSTed, saved rows that changed
 * are PUT, saved rows removed here are DELETEd; a row added and removed before saving costs nothing.
 */
export function cidChanges(before: readonly CidRow[], after: readonly CidRow[]) {
  const saved = new Map(before.filter((row) => row.id !== null).map((row) => [row.id, row]));
  const kept = new Set(after.map((row) => row.id).filter((id): id is string => id !== null));
  const same = (a: CidRow, b: CidRow) => a.cidId === b.cidId && a.estadio === b.estadio && a.morphology === b.morphology && a.isEnable === b.isEnable;
  return {
    created: after.filter((row) => row.id === null),
    updated: after.filter((row) => {
      const was = row.id === null ? undefined : saved.get(row.id);
      return was !== undefined && !same(was, row);
    }),
    removed: [...saved.values()].filter((row) => row.id !== null && !kept.has(row.id)),
  };
}
