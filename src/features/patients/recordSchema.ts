/**
 * The patient record (`GET api/patient/record/{id}`, spec 02 §3) as the container and the Ficha
 * read it. Only the id and the name are required: a record without them cannot be shown. Every
 * other field is read tolerantly (decision 0001), so one odd field never hides the
 * record; see docs/decisions/0006-patient-record.md for the forms each field may take.
 */
import * as z from 'zod/mini';
import { listOf } from '@/api/list';
import { sentText } from '@/api/scalars';
import { field, readFlag, readGender, readNumber, readTeamRef, readText, requiredId, requiredText } from '@/api/read';
import { readCalendarDate, unreadableDate } from '@/api/readDates';
import { onlyDigits } from '@/lib/digits';
import { fold } from '@/lib/fold';
import { readInstitutionId } from './schemas';

/** The first of `keys` the record carries (the API's name, then the forms other servers use). */
function first(row: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) if (row[key] !== undefined && row[key] !== null) return row[key];
  return undefined;
}

const words = (value: unknown): string => (typeof value === 'string' ? fold(value).replace(/[\s_-]+/g, '') : '');

export type AccessStatus = 'Pending' | 'Active' | 'Inactive';
const ACCESS: Record<string, AccessStatus> = {
  pending: 'Pending',
  pendente: 'Pending',
  naofezprimeiroacesso: 'Pending',
  active: 'Active',
  ativo: 'Active',
  loginhabilitado: 'Active',
  true: 'Active',
  inactive: 'Inactive',
  inativo: 'Inactive',
  logindesabilitado: 'Inactive',
  false: 'Inactive',
};

/** Spec 02 §4: Pending, Active or Inactive, by name (any case) or, for the last two, a boolean. */
export function readAccessStatus(value: unknown): AccessStatus | null {
  return ACCESS[typeof value === 'boolean' ? String(value) : words(value)] ?? null;
}

export type LifeStatus = 'InTreatment' | 'OutTreatment' | 'Deceased';
const LIFE: Record<string, LifeStatus> = {
  intreatment: 'InTreatment',
  emtratamento: 'InTreatment',
  outtreatment: 'OutTreatment',
  outoftreatment: 'OutTreatment',
  foradetratamento: 'OutTreatment',
  deceased: 'Deceased',
  falecido: 'Deceased',
  obito: 'Deceased',
};

/**
 * A life state sent as .NET's enum number means one state only where both usual numberings agree:
 * from 0 (InTreatment 0, OutTreatment 1, Deceased 2) or from 1 (1, 2, 3). 0 can only be InTreatment
 * and 3 only Deceased; 1 and 2 differ between the two and are not guessed.
 */
const LIFE_NUMBERS: Record<string, LifeStatus> = { '0': 'InTreatment', '3': 'Deceased' };

/**
 * Spec 02 §4: InTreatment, OutTreatment or Deceased, by the enum's name or its pt-BR label, or by a
 * number where its meaning is unambiguous (LIFE_NUMBERS). Null for anything else.
 */
export function readLifeStatus(value: unknown): LifeStatus | null {
  const number = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  return LIFE[words(value)] ?? LIFE_NUMBERS[number] ?? null;
}

const ROMAN: Record<string, number> = { '0': 0, i: 1, ii: 2, iii: 3, iv: 4 };

/** Performance status 0 to 4: a number, a numeric string, or 'PS II' / 'II'. */
export function readPs(value: unknown): number | null {
  const number = readNumber(value);
  if (number !== null) return Number.isInteger(number) && number >= 0 && number <= 4 ? number : null;
  const text =
    typeof value === 'string'
      ? value
          .trim()
          .toLowerCase()
          .replace(/^ps\s*/, '')
      : '';
  return ROMAN[text] ?? null;
}

export const STAGES = ['I', 'II', 'III', 'IV', 'LOC', 'EXT', 'NA'] as const;
type Stage = (typeof STAGES)[number];
const STAGE_NAMES: Record<string, Stage> = {
  localizado: 'LOC',
  extenso: 'EXT',
  naoseaplica: 'NA',
  na: 'NA',
  loc: 'LOC',
  ext: 'EXT',
};

/**
 * A CID entry's stage: the spec's codes (I, II, III, IV, LOC, EXT, NA) or their names; another
 * stage (a sub-stage such as 'IIB') is kept as written, so editing the record never changes it.
 */
export function readStage(value: unknown): string | null {
  const text = readText(value);
  if (text === null) return null;
  const upper = text.toUpperCase();
  return (STAGES as readonly string[]).includes(upper) ? upper : (STAGE_NAMES[words(text)] ?? text);
}

/** A CID entry of the record (spec 02 §3): `{Id, CID: {Id, CIDCode}, Morphology, Estadio, IsEnable}`. */
const cidEntrySchema = z.pipe(
  z.looseObject({ Id: requiredId }),
  z.transform((row, ctx) => {
    const cid = row.CID ?? row.Cid ?? row.CIDType;
    const cidId = readText(field(cid, 'Id') ?? row.CIDId ?? row.CidId);
    const code = readText(field(cid, 'CIDCode') ?? field(cid, 'Code') ?? row.CIDCode);
    if (cidId === null && code === null) {
      ctx.issues.push({
        code: 'custom',
        message: 'CID',
        input: cid,
        path: ['CID'],
      });
      return z.NEVER;
    }
    return {
      Id: row.Id,
      CIDId: cidId,
      CIDCode: code,
      Description: readText(field(cid, 'Description') ?? row.Description),
      Morphology: readText(row.Morphology),
      Estadio: readStage(row.Estadio ?? row.Stage),
      // An entry the server did not mark is taken as enabled, as a new one is.
      IsEnable: readFlag(row.IsEnable ?? row.IsEnabled) ?? true,
    };
  }),
);
export type CidEntry = z.infer<typeof cidEntrySchema>;
const cidEntriesSchema = listOf(cidEntrySchema);

const digitsOf = (value: unknown): string => onlyDigits(readText(value) ?? '');

/** What a record cannot be shown without: its id (the address) and the patient's name (the title). */
const recordKeys = z.looseObject({ Id: requiredId, Name: requiredText });

export const patientRecordSchema = z.pipe(
  z.unknown(),
  z.transform((input, ctx) => {
    const keys = z.safeParse(recordKeys, input);
    if (!keys.success) {
      for (const issue of keys.error.issues) ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input });
      return z.NEVER;
    }
    return readRecord(keys.data, input as Record<string, unknown>);
  }),
);

function readRecord(row: z.infer<typeof recordKeys>, raw: Record<string, unknown>) {
  const cids = z.safeParse(cidEntriesSchema, first(row, ['CIDs', 'Cids', 'CidList']) ?? []);
  const attendance = first(row, ['AttendancePlace', 'InstitutionAddress']);
  const lifeStatus = readLifeStatus(row.LifeStatus);
  return {
    Id: row.Id,
    Name: row.Name,
    Email: readText(row.Email),
    Gender: readGender(row.Gender),
    Phone: digitsOf(row.Phone),
    CPF: digitsOf(row.CPF ?? row.Cpf),
    RegisterNumber: readText(row.RegisterNumber),
    BirthDate: readCalendarDate(row.BirthDate),
    /** A birth date the console could not read, as it came: the Ficha says so and keeps it. */
    BirthDateUnreadable: unreadableDate(row.BirthDate),
    PS: readPs(row.PS ?? row.Ps),
    CurrentPS: readPs(row.CurrentPS ?? row.CurrentPs),
    CEP: digitsOf(row.CEP ?? row.Cep),
    Street: readText(row.Street),
    Number: readText(row.Number),
    Complement: readText(row.Complement),
    Neighborhood: readText(row.Neighborhood),
    City: readText(row.City),
    UF: readText(row.UF ?? row.Uf)?.toUpperCase() ?? null,
    Comorbidity: readText(row.Comorbidity),
    Diagnostic: readText(row.Diagnostic),
    Allergy: readText(row.Allergy),
    RelativeName: readText(row.RelativeName),
    RelativePhone: digitsOf(row.RelativePhone),
    /** Null when the console cannot read it: the Ficha then shows '—' and never edits it. */
    Status: readAccessStatus(row.Status),
    /**
     * Whether the patient installed the app. The spec defines no such field: where a server sends
     * one, false locks the access choice; its absence (null) never does.
     */
    AppInstalled: readFlag(first(row, ['IsAppInstalled', 'AppInstalled', 'HasApp', 'HasInstalledApp', 'InstalledApp'])),
    LifeStatus: lifeStatus,
    /** A life state the console could not read, as it came: shown, kept, and no obstacle to a save. */
    LifeStatusUnreadable: lifeStatus === null ? sentText(row.LifeStatus) : null,
    DeathDate: readCalendarDate(row.DeathDate),
    DeathDateUnreadable: unreadableDate(row.DeathDate),
    DeathNotes: readText(row.DeathNotes),
    /** The record holds a death date or notes: the Ficha shows them whatever the life state says. */
    HoldsDeath: sentText(row.DeathDate) !== null || readText(row.DeathNotes) !== null,
    Photo: readText(row.Photo),
    PainLevel: readNumber(first(row, ['PainLevel', 'EVA', 'Eva', 'Pain'])),
    Team: readTeamRef(row.Doctor ?? row.Team),
    InstitutionId: readInstitutionId(row),
    AttendanceStreet: typeof attendance === 'string' ? readText(attendance) : readText(field(attendance, 'Street')),
    CIDs: cids.success ? cids.data.items : [],
    /** Entries that could not be read: the Ficha says so rather than hide them. */
    // A CID field that is not a list at all counts as one entry that could not be read.
    unreadableCids: cids.success ? cids.data.unreadable : 1,
    /**
     * The record exactly as the server sent it, every key, known or not: a save starts from it and
     * overlays only what the user changed (docs/decisions/0023-tolerant-writer.md).
     */
    raw,
  };
}
export type PatientRecord = ReturnType<typeof readRecord>;
