/**
 * The Ficha's values, rules and payloads (spec 02 §3, §4, §5, §7). The rules are one zod schema for
 * react-hook-form. A field whose control is locked (the access state) has no rule: what the user
 * cannot change never blocks a save.
 */
import * as z from 'zod/mini';
import { apiId } from '@/api/read';
import { isAfterToday, isoToApi, isoToTyped, typedToIso } from '@/lib/calendarDate';
import { formatPhone, isValidPhone } from '@/lib/phone';
import { messages } from '@/messages/screens';
import { cpf, optionalEmail, optionalText, phone, requiredText, TEXT_MAX } from '@/ui/form/validation';
import type { AccessStatus, CidEntry, LifeStatus, PatientRecord } from '../record';

export const REGISTER_NUMBER_MAX = 50;
export const NOTES_MAX = 2000;
export const NUMBER_MAX = 20;
export const UF_MAX = 2;

export interface CidRow {
  /** React's key: the entry id, or a local one for a row not saved yet. */
  key: string;
  /** The saved entry's id; null for a row added here and not saved yet (spec 02 §4). */
  id: string | null;
  cidId: string;
  cidCode: string;
  description: string;
  morphology: string;
  estadio: string;
  isEnable: boolean;
}

export interface CidDraft {
  cidId: string;
  estadio: string;
  morphology: string;
  isEnable: boolean;
}

export interface FichaValues {
  lifeStatus: LifeStatus | '';
  /** The 8 digits of DD/MM/YYYY as typed. */
  deathDate: string;
  deathNotes: string;
  status: AccessStatus | '';
  name: string;
  email: string;
  gender: string;
  cpf: string;
  phone: string;
  teamId: string;
  registerNumber: string;
  birthDate: string;
  relativeName: string;
  relativePhone: string;
  cids: CidRow[];
  cidDraft: CidDraft;
  ps: string;
  allergy: string;
  comorbidity: string;
  diagnostic: string;
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  uf: string;
}

export const EMPTY_DRAFT: CidDraft = {
  cidId: '',
  estadio: '',
  morphology: '',
  isEnable: true,
};

export function cidRowOf(entry: CidEntry): CidRow {
  return {
    key: `saved-${entry.Id}`,
    id: entry.Id,
    cidId: entry.CIDId ?? '',
    cidCode: entry.CIDCode ?? '',
    description: entry.Description ?? '',
    morphology: entry.Morphology ?? '',
    estadio: entry.Estadio ?? '',
    isEnable: entry.IsEnable,
  };
}

/** The form as the record starts it (adding: empty, in treatment). */
export function startingValues(record: PatientRecord | null): FichaValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    lifeStatus: record ? (record.LifeStatus ?? '') : 'InTreatment',
    deathDate: isoToTyped(record?.DeathDate ?? null),
    deathNotes: text(record?.DeathNotes),
    status: record?.Status ?? '',
    name: text(record?.Name),
    email: text(record?.Email),
    gender: record?.Gender === 'Masculino' || record?.Gender === 'Feminino' ? record.Gender : '',
    cpf: text(record?.CPF),
    phone: text(record?.Phone),
    teamId: text(record?.Team?.Id),
    registerNumber: text(record?.RegisterNumber),
    birthDate: isoToTyped(record?.BirthDate ?? null),
    relativeName: text(record?.RelativeName),
    relativePhone: text(record?.RelativePhone),
    cids: (record?.CIDs ?? []).map(cidRowOf),
    cidDraft: EMPTY_DRAFT,
    ps: record?.PS === null || record?.PS === undefined ? '' : String(record.PS),
    allergy: text(record?.Allergy),
    comorbidity: text(record?.Comorbidity),
    diagnostic: text(record?.Diagnostic),
    cep: text(record?.CEP),
    street: text(record?.Street),
    number: text(record?.Number),
    complement: text(record?.Complement),
    neighborhood: text(record?.Neighborhood),
    city: text(record?.City),
    uf: text(record?.UF),
  };
}

type Issue = { path: (string | number)[]; message: string };

/** A typed date: blank passes (whether it may be blank is another rule), else a real day not after today. */
export function dateProblem(typed: string): string | null {
  if (typed.replace(/\D/g, '') === '') return null;
  const iso = typedToIso(typed);
  if (iso === null) return messages.ficha.invalidDate;
  return isAfterToday(iso) ? messages.ficha.futureDate : null;
}

/** The rules of spec 02 §5 for a patient, "normal mode", beyond each field's own. */
function recordRules(values: FichaValues): Issue[] {
  const issues: Issue[] = [];
  const required = (path: keyof FichaValues | ['cidDraft', keyof CidDraft], value: string) => {
    if (value.trim() === '')
      issues.push({
        path: Array.isArray(path) ? path : [path],
        message: messages.validation.required,
      });
  };
  // No rule on `status`: the user can only switch it between Active and Inactive, and where the
  // console could not read it the control is locked, and a locked field never blocks a save.
  required('lifeStatus', values.lifeStatus);
  required('gender', values.gender);
  required('teamId', values.teamId);
  required('ps', values.ps);
  const birth = dateProblem(values.birthDate);
  if (birth) issues.push({ path: ['birthDate'], message: birth });
  if (values.lifeStatus === 'Deceased') {
    required('deathDate', values.deathDate);
    required('deathNotes', values.deathNotes);
    const death = dateProblem(values.deathDate);
    if (death) issues.push({ path: ['deathDate'], message: death });
  }
  if (values.relativePhone !== '' && !isValidPhone(values.relativePhone)) {
    issues.push({
      path: ['relativePhone'],
      message: messages.validation.phone,
    });
  }
  if (values.cep !== '' && values.cep.replace(/\D/g, '').length !== 8) issues.push({ path: ['cep'], message: messages.ficha.invalidCep });
  if (values.cids.length === 0) {
    // Spec 02 §5: with no CID in the list, its name and stage are required, and saving says why.
    required(['cidDraft', 'cidId'], values.cidDraft.cidId);
    required(['cidDraft', 'estadio'], values.cidDraft.estadio);
    issues.push({ path: ['cids'], message: messages.validation.atLeastOneCid });
  }
  return issues;
}

/** Each field's own rule; checked one by one so that every problem shows at the first Salvar. */
const fieldRules = {
  deathNotes: optionalText(NOTES_MAX),
  name: requiredText(TEXT_MAX),
  email: optionalEmail(),
  cpf: cpf(),
  phone: phone(),
  registerNumber: optionalText(REGISTER_NUMBER_MAX),
  relativeName: optionalText(TEXT_MAX),
  allergy: optionalText(NOTES_MAX),
  comorbidity: optionalText(NOTES_MAX),
  diagnostic: optionalText(NOTES_MAX),
  street: optionalText(TEXT_MAX),
  number: optionalText(NUMBER_MAX),
  complement: optionalText(TEXT_MAX),
  neighborhood: optionalText(TEXT_MAX),
  city: optionalText(TEXT_MAX),
  uf: optionalText(UF_MAX),
} satisfies Partial<Record<keyof FichaValues, z.ZodMiniType<string>>>;

const text = z.string();
const draftSchema = z.object({ cidId: text, estadio: text, morphology: text, isEnable: z.boolean() });

/**
 * The Ficha's schema. The shape only checks types, which the form always gives, so that the rules
 * (each field's, then those across fields) all run at once: a zod object skips its own checks once a
 * field has failed, and the user would then see the problems one batch after another.
 */
export function fichaSchema() {
  return z
    .object({
      lifeStatus: z.custom<FichaValues['lifeStatus']>((value) => typeof value === 'string'),
      deathDate: text,
      deathNotes: text,
      status: z.custom<FichaValues['status']>((value) => typeof value === 'string'),
      name: text,
      email: text,
      gender: text,
      cpf: text,
      phone: text,
      teamId: text,
      registerNumber: text,
      birthDate: text,
      relativeName: text,
      relativePhone: text,
      cids: z.custom<CidRow[]>((value) => Array.isArray(value)),
      cidDraft: draftSchema,
      ps: text,
      allergy: text,
      comorbidity: text,
      diagnostic: text,
      cep: text,
      street: text,
      number: text,
      complement: text,
      neighborhood: text,
      city: text,
      uf: text,
    })
    .check(
      z.superRefine((values, ctx) => {
        const push = (path: (string | number)[], message: string) => ctx.issues.push({ code: 'custom', input: values, path, message });
        for (const [key, rule] of Object.entries(fieldRules)) {
          const parsed = z.safeParse(rule, values[key as keyof typeof fieldRules]);
          if (!parsed.success && parsed.error.issues[0]) push([key], parsed.error.issues[0].message);
        }
        const morphology = z.safeParse(optionalText(TEXT_MAX), values.cidDraft.morphology);
        if (!morphology.success && morphology.error.issues[0]) push(['cidDraft', 'morphology'], morphology.error.issues[0].message);
        for (const issue of recordRules(values)) push(issue.path, issue.message);
      }),
    );
}

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

/** `PUT api/patient/{id}`: every record field, dates as month/day/year (spec 02 §7). */
/**
 * `statusAsSent`: the record's `Status` as the server sent it. Where the console could not read it
 * (the form's `status` is empty), it goes back unchanged, or is left out when there was none.
 */
export function recordPayload(values: FichaValues, statusAsSent?: unknown) {
  const status = values.status === '' ? statusAsSent : values.status;
  const deceased = values.lifeStatus === 'Deceased';
  return {
    ...createPayload(values),
    BirthDate: isoToApi(typedToIso(values.birthDate)),
    PS: Number(values.ps),
    CEP: orNull(values.cep.replace(/\D/g, '')),
    Street: orNull(values.street),
    Number: orNull(values.number),
    Complement: orNull(values.complement),
    Neighborhood: orNull(values.neighborhood),
    City: orNull(values.city),
    UF: orNull(values.uf.toUpperCase()),
    Comorbidity: orNull(values.comorbidity),
    Diagnostic: orNull(values.diagnostic),
    Allergy: orNull(values.allergy),
    RelativeName: orNull(values.relativeName),
    RelativePhone: values.relativePhone === '' ? null : formatPhone(values.relativePhone),
    ...(status === undefined ? {} : { Status: status }),
    LifeStatus: values.lifeStatus,
    DeathDate: deceased ? isoToApi(typedToIso(values.deathDate)) : null,
    DeathNotes: deceased ? orNull(values.deathNotes) : null,
  };
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
  const same = (a: CidRow, b: CidRow) =>
    a.cidId === b.cidId && a.estadio === b.estadio && a.morphology === b.morphology && a.isEnable === b.isEnable;
  return {
    created: after.filter((row) => row.id === null),
    updated: after.filter((row) => {
      const was = row.id === null ? undefined : saved.get(row.id);
      return was !== undefined && !same(was, row);
    }),
    removed: [...saved.values()].filter((row) => row.id !== null && !kept.has(row.id)),
  };
}
