import { DateTime } from 'luxon';
import { store } from '../store';
import type { Gender, LifeStatus, Patient, PatientStatus } from '../types';
import { isValidCpf } from './cpf';
import type { JsonObject } from './http';
import { idParam } from './paging';
import { emailErrors, requiredTextErrors, textOf } from './validation';

/**
 * The model validation of the patient calls (spec 02 §5, §7): the add form's fields (POST
 * api/patient/{id}) and the whole file (PUT api/patient/{id}). Each check answers the values to
 * store, or the Portuguese messages of the 400.
 */
const patientFormMessages = {
  cpfRequired: 'O campo CPF é obrigatório.',
  cpf: 'Informe um CPF válido.',
  cpfTaken: 'CPF já cadastrado.',
  gender: 'O campo Sexo é obrigatório.',
  phoneRequired: 'O campo Telefone é obrigatório.',
  phone: 'Informe um telefone válido.',
  team: 'Equipe inválida.',
  date: 'Data inválida: use mês/dia/ano.',
  futureBirth: 'A data de nascimento não pode ser futura.',
  futureDeath: 'A data do óbito não pode ser futura.',
  deathBeforeBirth: 'A data do óbito não pode ser anterior à data de nascimento.',
  deathDateRequired: 'O campo Data do óbito é obrigatório.',
  deathNotesRequired: 'O campo Observações do óbito é obrigatório.',
  ps: 'O campo PS deve ser um número de 0 a 4.',
  lifeStatus: 'O campo Estado de vida é inválido.',
  status: 'O campo Status é inválido.',
  notInstalled: 'O paciente ainda não instalou o aplicativo.',
  cep: 'Informe um CEP válido.',
  uf: 'Informe uma UF válida.',
  relativePhone: 'Informe um telefone válido para o familiar.',
} as const;

const LIFE_STATUSES: readonly LifeStatus[] = ['InTreatment', 'OutTreatment', 'Deceased'];
const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
const REGISTER_NUMBER_MAX = 50;
const LONG_TEXT_MAX = 1000;
const SAO_PAULO = 'America/Sao_Paulo';

interface Checked<T> {
  value: T;
  errors: string[];
}

/** An optional text: absent or null is ''; anything but a string is refused. */
export function optionalText(value: unknown, label: string, max: number): Checked<string> {
  if (value === undefined || value === null) return { value: '', errors: [] };
  if (typeof value !== 'string') return { value: '', errors: [`O campo ${label} é inválido.`] };
  const text = value.trim();
  return { value: text, errors: text.length > max ? [`O campo ${label} pode conter no máximo ${max} caracteres.`] : [] };
}

/** A phone with or without its mask: 10 or 11 digits. Null when it is not one. */
function phoneDigits(value: unknown): string | null {
  const text = textOf(value);
  if (!/^[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11 ? digits : null;
}

/** Today's date in São Paulo at the store's clock, as YYYY-MM-DD. */
function today(now: Date): string {
  return DateTime.fromJSDate(now).setZone(SAO_PAULO).toISODate() ?? now.toISOString().slice(0, 10);
}

/**
 * 'MM/DD/YYYY' (the client's month/day/year) as YYYY-MM-DD, also without leading zeros and with the
 * time of day .NET's en-US culture writes ('5/17/1980 12:00:00 AM', as the 'spec' profile sends
 * dates); null or '' is no date.
 */
export function usDate(value: unknown): Checked<string | null> {
  if (value === undefined || value === null || value === '') return { value: null, errors: [] };
  const match = typeof value === 'string' ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: \d{1,2}:\d{2}(?::\d{2})?(?: [AP]M)?)?$/i.exec(value.trim()) : null;
  const date = match ? DateTime.fromObject({ year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) }, { zone: 'utc' }) : null;
  if (!date?.isValid) return { value: null, errors: [patientFormMessages.date] };
  return { value: date.toISODate(), errors: [] };
}

/** The fields of the add form, shared by the file's PUT. */
export interface PatientIdentity {
  Name: string;
  Email: string;
  Gender: Gender;
  Phone: string;
  CPF: string;
  TeamId: number;
  RegisterNumber: string;
}

/**
 * Name, Email, Gender, Phone, CPF, TeamId and RegisterNumber. The CPF must not belong to another
 * patient of the demo (`self` is the patient being edited).
 */
export function checkIdentity(body: JsonObject, institutionId: number, self?: Patient): Checked<PatientIdentity> {
  const errors = [...requiredTextErrors(body.Name, 'Nome')];
  const email = textOf(body.Email);
  if (email) errors.push(...emailErrors(body.Email));
  else if (body.Email !== undefined && body.Email !== null && typeof body.Email !== 'string') errors.push('Informe um email válido.');
  const gender = body.Gender === 'Masculino' || body.Gender === 'Feminino' ? body.Gender : null;
  if (!gender) errors.push(patientFormMessages.gender);
  const phone = phoneDigits(body.Phone);
  if (!textOf(body.Phone)) errors.push(patientFormMessages.phoneRequired);
  else if (!phone) errors.push(patientFormMessages.phone);
  const cpfText = textOf(body.CPF);
  const cpf = cpfText.replace(/\D/g, '');
  if (!cpfText) errors.push(patientFormMessages.cpfRequired);
  else if (!isValidCpf(cpfText)) errors.push(patientFormMessages.cpf);
  else if (store.patients.some((patient) => patient.CPF === cpf && patient.Id !== self?.Id)) errors.push(patientFormMessages.cpfTaken);
  const teamId = idParam(body.TeamId);
  const team = store.teams.find((t) => t.Id === teamId && t.InstitutionId === institutionId);
  if (!team) errors.push(patientFormMessages.team);
  const registerNumber = optionalText(body.RegisterNumber, 'Número de registro', REGISTER_NUMBER_MAX);
  errors.push(...registerNumber.errors);
  return {
    value: {
      Name: textOf(body.Name),
      Email: email,
      Gender: gender ?? 'Feminino',
      Phone: phone ?? '',
      CPF: cpf,
      TeamId: team?.Id ?? 0,
      RegisterNumber: registerNumber.value,
    },
    errors,
  };
}

/** Everything the file's PUT changes, identity included. */
export type PatientRecordChange = PatientIdentity &
  Pick<
    Patient,
    | 'BirthDate'
    | 'PS'
    | 'CEP'
    | 'Street'
    | 'Number'
    | 'Complement'
    | 'Neighborhood'
    | 'City'
    | 'UF'
    | 'Comorbidity'
    | 'Diagnostic'
    | 'Allergy'
    | 'RelativeName'
    | 'RelativePhone'
    | 'Status'
    | 'LifeStatus'
    | 'DeathDate'
    | 'DeathNotes'
  >;

function psOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[0-4]$/.test(text) ? Number(text) : null;
}

/** The access state as .NET writes the enum without a string converter (the 'spec' profile sends it so). */
export const PATIENT_STATUS_NUMBERS: Record<PatientStatus, number> = { Pending: 0, Active: 1, Inactive: 2 };

/** The life state likewise, .NET's default numbering from 0 (the 'spec' profile sends it so). */
export const LIFE_STATUS_NUMBERS: Record<LifeStatus, number> = { InTreatment: 0, OutTreatment: 1, Deceased: 2 };

/** The forms the demo itself answers a state in (alternate profile: a flag or bit): sent back, it is no change. */
const STATUS_AS_SENT: Record<PatientStatus, readonly unknown[]> = {
  Pending: ['Pending', 0],
  Active: ['Active', 1, true, '1'],
  Inactive: ['Inactive', 2, false, '0'],
};

/**
 * The access state: a Pending patient stays Pending whatever is sent (the first access sets it);
 * otherwise Active or Inactive, by name or by the enum's number, changed only once the app is
 * installed. Left out, it stays as it is.
 */
function statusOf(sent: unknown, patient: Patient): Checked<PatientStatus> {
  if (patient.Status === 'Pending' || sent === undefined || STATUS_AS_SENT[patient.Status].includes(sent)) return { value: patient.Status, errors: [] };
  const value = typeof sent === 'number' ? (Object.entries(PATIENT_STATUS_NUMBERS).find(([, number]) => number === sent)?.[0] ?? sent) : sent;
  if (value !== 'Active' && value !== 'Inactive') return { value: patient.Status, errors: [patientFormMessages.status] };
  if (value !== patient.Status && !patient.AppInstalled) return { value: patient.Status, errors: [patientFormMessages.notInstalled] };
  return { value, errors: [] };
}

/** The whole patient file (PUT api/patient/{id}); `now` is the store's clock. */
export function checkRecord(body: JsonObject, patient: Patient, now: Date): Checked<PatientRecordChange> {
  const identity = checkIdentity(body, patient.InstitutionId, patient);
  const errors = [...identity.errors];
  const texts = {
    Street: optionalText(body.Street, 'Logradouro', 255),
    Number: optionalText(body.Number, 'Número', 20),
    Complement: optionalText(body.Complement, 'Complemento', 100),
    Neighborhood: optionalText(body.Neighborhood, 'Bairro', 100),
    City: optionalText(body.City, 'Cidade', 100),
    Comorbidity: optionalText(body.Comorbidity, 'Comorbidades', LONG_TEXT_MAX),
    Diagnostic: optionalText(body.Diagnostic, 'Diagnóstico oncológico', LONG_TEXT_MAX),
    Allergy: optionalText(body.Allergy, 'Alergia', LONG_TEXT_MAX),
    RelativeName: optionalText(body.RelativeName, 'Nome do familiar', 255),
  };
  for (const checked of Object.values(texts)) errors.push(...checked.errors);

  const todayIso = today(now);
  const birth = usDate(body.BirthDate);
  errors.push(...birth.errors);
  if (birth.value && birth.value > todayIso) errors.push(patientFormMessages.futureBirth);

  const ps = psOf(body.PS);
  if (ps === null) errors.push(patientFormMessages.ps);

  const cepText = textOf(body.CEP);
  const cep = /^\d{5}-?\d{3}$/.test(cepText) ? cepText.replace('-', '') : '';
  if (cepText && !cep) errors.push(patientFormMessages.cep);
  const uf = textOf(body.UF).toUpperCase();
  if (uf && !(UFS as readonly string[]).includes(uf)) errors.push(patientFormMessages.uf);
  const relativePhone = textOf(body.RelativePhone) ? phoneDigits(body.RelativePhone) : '';
  if (relativePhone === null) errors.push(patientFormMessages.relativePhone);

  const status = statusOf(body.Status, patient);
  errors.push(...status.errors);

  const lifeStatus = LIFE_STATUSES.find((value) => value === body.LifeStatus || LIFE_STATUS_NUMBERS[value] === body.LifeStatus);
  if (!lifeStatus) errors.push(patientFormMessages.lifeStatus);
  // Only a deceased patient has a death date and notes: any other state clears them.
  let deathDate: string | null = null;
  let deathNotes: string | null = null;
  if (lifeStatus === 'Deceased') {
    const death = usDate(body.DeathDate);
    const notes = optionalText(body.DeathNotes, 'Observações do óbito', LONG_TEXT_MAX);
    errors.push(...death.errors, ...notes.errors);
    if (death.errors.length === 0 && !death.value) errors.push(patientFormMessages.deathDateRequired);
    if (death.value && death.value > todayIso) errors.push(patientFormMessages.futureDeath);
    if (death.value && birth.value && death.value < birth.value) errors.push(patientFormMessages.deathBeforeBirth);
    if (notes.errors.length === 0 && !notes.value) errors.push(patientFormMessages.deathNotesRequired);
    deathDate = death.value;
    deathNotes = notes.value;
  }

  return {
    value: {
      ...identity.value,
      BirthDate: birth.value,
      PS: ps ?? patient.PS,
      CEP: cep,
      Street: texts.Street.value,
      Number: texts.Number.value,
      Complement: texts.Complement.value,
      Neighborhood: texts.Neighborhood.value,
      City: texts.City.value,
      UF: uf,
      Comorbidity: texts.Comorbidity.value,
      Diagnostic: texts.Diagnostic.value,
      Allergy: texts.Allergy.value,
      RelativeName: texts.RelativeName.value,
      RelativePhone: relativePhone ?? '',
      Status: status.value,
      LifeStatus: lifeStatus ?? patient.LifeStatus,
      DeathDate: deathDate,
      DeathNotes: deathNotes,
    },
    errors,
  };
}
