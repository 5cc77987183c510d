/**
 * The tolerant reader (decision 0001). The admin API is written by another team from
 * a spec that leaves most shapes open, so a schema requires only what its screen cannot work
 * without (the zod schemas of ./required) and reads every other field with one of the functions
 * here: each accepts every reasonable form of its field and answers one normalised value, or
 * null when the field is missing or unreadable (the screen then shows '—' in its place). Dates
 * are read in readDates.ts, apart: they need luxon, which the first screen does not load.
 */

import { readFlag, readText } from './scalars';

// The scalar readers live in ./scalars (the login answer reads them on the first load).
export { apiId, readFlag, readNumber, readText } from './scalars';

export type ActiveStatus = 'Active' | 'Inactive';

const STATUSES: Record<string, ActiveStatus> = {
  active: 'Active',
  ativo: 'Active',
  ativa: 'Active',
  true: 'Active',
  '1': 'Active',
  inactive: 'Inactive',
  inativo: 'Inactive',
  inativa: 'Inactive',
  false: 'Inactive',
  '0': 'Inactive',
  // A .NET enum numbered from 1 (Active = 1, Inactive = 2): 2 has no other reading.
  '2': 'Inactive',
};

/**
 * A team's or professional's status (spec 02 §3, §4): 1 in the teams list, 'Active'/'Inactive' in
 * payloads, and whatever else a .NET enum or flag may be serialised as (any case, 1/0 or 1/2, a
 * boolean).
 */
export function readStatus(value: unknown): ActiveStatus | null {
  const text = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value).trim().toLowerCase() : '';
  return STATUSES[text] ?? null;
}

const GENDERS: Record<string, string> = { f: 'Feminino', feminino: 'Feminino', m: 'Masculino', masculino: 'Masculino' };

/** 'Feminino' / 'Masculino' from their names or initials, in any case; another text as given. */
export function readGender(value: unknown): string | null {
  const text = typeof value === 'string' ? readText(value) : null;
  return text ? (GENDERS[text.toLowerCase()] ?? text) : null;
}

/** A key of an object the API sent; undefined for anything that is not a plain object. */
export function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

export interface TeamRef {
  /** Null when the server named the team without its id. */
  Id: string | null;
  Name: string;
}

/** A team as a patient or a professional carries it: `{Id, Name}`, `{Name}` or a bare name. */
export function readTeamRef(value: unknown): TeamRef | null {
  if (typeof value === 'string') return readText(value) ? { Id: null, Name: value.trim() } : null;
  const name = readText(field(value, 'Name'));
  return name ? { Id: readText(field(value, 'Id')), Name: name } : null;
}

/** The team that follows a patient (the API's `Doctor`): a name, `{Name}` or `{Id, Name}`. */
export function readTeamName(value: unknown): string | null {
  return readTeamRef(value)?.Name ?? null;
}

export interface Cid {
  CIDCode: string;
  Description: string | null;
}

/** The CID object a patient's CID entry nests (spec 02 §3, "Patient CID entry"), when it has one. */
function nestedCid(value: unknown): unknown {
  return field(value, 'CID') ?? field(value, 'Cid') ?? field(value, 'CIDType');
}

/**
 * One CID: a bare code, `{CIDCode, Description}`, or the spec's Patient CID entry
 * `{Id, CID: {Id, CIDCode}, Morphology, Estadio, IsEnable}` with the code one level down. An entry
 * marked disabled (`IsEnable` false) is no active diagnosis: it reads as none.
 */
function readCid(value: unknown): Cid | null {
  if (typeof value === 'string') return readText(value) ? { CIDCode: value.trim(), Description: null } : null;
  if (readFlag(field(value, 'IsEnable') ?? field(value, 'IsEnabled')) === false) return null;
  const nested = nestedCid(value);
  if (typeof nested === 'string') return readCid(nested);
  const code = readText(field(value, 'CIDCode') ?? field(value, 'Code') ?? field(nested, 'CIDCode') ?? field(nested, 'Code'));
  return code ? { CIDCode: code, Description: readText(field(value, 'Description') ?? field(nested, 'Description')) } : null;
}

const CID_KEYS = ['CIDs', 'Cids', 'CID', 'Cid'] as const;

/**
 * A patient row's "CID info", whose shape the spec leaves open: a list of CIDs or of Patient CID
 * entries, one CID object, or flat `CIDCode` / `Description` fields on the row itself. A CID may
 * also be a bare code. Only active entries are answered: two or more show as C97 (cidLabel).
 */
export function readCids(row: Record<string, unknown>): Cid[] {
  for (const key of CID_KEYS) {
    const value = row[key];
    if (value === undefined || value === null) continue;
    return (Array.isArray(value) ? value : [value]).map(readCid).filter((cid): cid is Cid => cid !== null);
  }
  const flat = readCid(row);
  return flat ? [flat] : [];
}

// The few fields a screen cannot do without live in ./required (the layout's addresses need some early).
export { requiredId, requiredNumber, requiredText } from './required';
