/**
 * The Ficha's values and rules (spec 02 §3, §4, §5): the fields' shape first, the form's types
 * from it, and the rules as one zod schema for react-hook-form (the bodies it sends: payloads.ts). A field whose control is locked (the access state) has no rule: what the user
 * cannot change never blocks a save.
 */
import * as z from 'zod/mini';
import { isAfterToday, isoToTyped, typedToIso } from '@/lib/calendarDate';
import { isValidPhone } from '@/lib/phone';
import { messages } from '@/messages/screens';
import { cpf, optionalEmail, optionalText, phone, requiredText, TEXT_MAX } from '@/ui/form/validation';
import type { AccessStatus, CidEntry, LifeStatus, PatientRecord } from '../recordSchema';

const REGISTER_NUMBER_MAX = 50;
const NOTES_MAX = 2000;
const NUMBER_MAX = 20;
const UF_MAX = 2;

export interface CidRow {
  /** The saved entry's id; null for a row added here and not saved yet (spec 02 §4). */
  id: string | null;
  cidId: string;
  cidCode: string;
  description: string;
  morphology: string;
  estadio: string;
  isEnable: boolean;
}

const text = z.string();
const draftSchema = z.object({ cidId: text, estadio: text, morphology: text, isEnable: z.boolean() });
export type CidDraft = z.infer<typeof draftSchema>;

/**
 * The Ficha's fields and their types: the form's values are this shape's type. The rules are
 * checked apart (fichaSchema), so that all of them run at once.
 */
const fichaShape = z.object({
  lifeStatus: z.custom<LifeStatus | ''>((value) => typeof value === 'string'),
  deathDate: text,
  /** The record's death date, which the console could not read, is kept: sent back as it came. */
  deathDateKept: z.boolean(),
  deathNotes: text,
  status: z.custom<AccessStatus | ''>((value) => typeof value === 'string'),
  name: text,
  email: text,
  gender: text,
  cpf: text,
  phone: text,
  teamId: text,
  registerNumber: text,
  birthDate: text,
  /** As `deathDateKept`, for the birth date. */
  birthDateKept: z.boolean(),
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
});
/** The Ficha as the form holds it: the dates as the 8 digits of DD/MM/YYYY as typed. */
export type FichaValues = z.infer<typeof fichaShape>;

export const EMPTY_DRAFT: CidDraft = {
  cidId: '',
  estadio: '',
  morphology: '',
  isEnable: true,
};

function cidRowOf(entry: CidEntry): CidRow {
  return {
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
    deathDateKept: (record?.DeathDateUnreadable ?? null) !== null,
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
    birthDateKept: (record?.BirthDateUnreadable ?? null) !== null,
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
function dateProblem(typed: string): string | null {
  if (typed.replace(/\D/g, '') === '') return null;
  const iso = typedToIso(typed);
  if (iso === null) return messages.ficha.invalidDate;
  return isAfterToday(iso) ? messages.ficha.futureDate : null;
}

/** What the record sent that the console could not read and keeps: such a field is never required again. */
export interface KeptValues {
  /** The life state could not be read: with no choice made, it goes back as it came. */
  lifeStatus: boolean;
}

/** The rules of spec 02 §5 for a patient, "normal mode", beyond each field's own. */
function recordRules(values: FichaValues, kept: KeptValues): Issue[] {
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
  if (!(kept.lifeStatus && values.lifeStatus === '')) required('lifeStatus', values.lifeStatus);
  required('gender', values.gender);
  required('teamId', values.teamId);
  required('ps', values.ps);
  const birth = dateProblem(values.birthDate);
  if (birth) issues.push({ path: ['birthDate'], message: birth });
  if (values.lifeStatus === 'Deceased') {
    // A death date kept as the server sent it (unreadable here) is a date all the same.
    if (!(values.deathDateKept && values.deathDate.replace(/\D/g, '') === '')) required('deathDate', values.deathDate);
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

/**
 * The Ficha's schema. The shape only checks types, which the form always gives, so that the rules
 * (each field's, then those across fields) all run at once: a zod object skips its own checks once a
 * field has failed, and the user would then see the problems one batch after another.
 */
export function fichaSchema(kept: KeptValues = { lifeStatus: false }) {
  return fichaShape.check(
    z.superRefine((values, ctx) => {
      const push = (path: (string | number)[], message: string) => ctx.issues.push({ code: 'custom', input: values, path, message });
      for (const [key, rule] of Object.entries(fieldRules)) {
        const parsed = z.safeParse(rule, values[key as keyof typeof fieldRules]);
        if (!parsed.success && parsed.error.issues[0]) push([key], parsed.error.issues[0].message);
      }
      const morphology = z.safeParse(optionalText(TEXT_MAX), values.cidDraft.morphology);
      if (!morphology.success && morphology.error.issues[0]) push(['cidDraft', 'morphology'], morphology.error.issues[0].message);
      for (const issue of recordRules(values, kept)) push(issue.path, issue.message);
    }),
  );
}
