import { createRng } from '../lib/prng';
import type { Rng } from '../lib/prng';
import { DAY_MS } from '../lib/window';
import type { Patient, PatientStatus } from '../types';
import { diagnosisByCid } from './cids';
import { femaleNames, maleNames } from './names';
import { isoDate, mobilePhone } from './people';
import { postalAddresses } from './postalAddresses';
import type { PostalAddress, PostalRegion } from './postalAddresses';

/** The fields of the patient file (spec 02 §3) that the dashboard never reads. */
type RecordFieldKey =
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
  | 'AppInstalled'
  | 'DeathDate'
  | 'DeathNotes'
  | 'Photo'
  | 'SharedWithInstitutionIds';

/** A patient as seedPatients draws it, before the record fields. */
export type SeededPatient = Omit<Patient, RecordFieldKey>;

/**
 * Each patient's record fields come from a stream of their own (this seed plus the patient id),
 * never from the shared one: adding or tuning them moves no dashboard figure.
 */
const RECORD_SEED = 20_240_620;

export interface RecordContext {
  now: Date;
  /** Where the patient lives (the institution's region). */
  region: PostalRegion;
  /** Area codes of the relative's phone. */
  ddds: readonly number[];
  /** The patient's last use of the app (epoch ms), null when the app never heard from them. */
  lastActivityAt: number | null;
  /** Chance that the patient never made the first access (Status Pending). */
  pendingChance: number;
  sharedWithInstitutionIds?: readonly number[];
}

const comorbidities = [
  'Hipertensão arterial sistêmica',
  'Diabetes mellitus tipo 2',
  'Dislipidemia',
  'Hipotireoidismo',
  'Doença pulmonar obstrutiva crônica',
  'Obesidade',
  'Insuficiência renal crônica',
  'Depressão',
  'Fibrilação atrial',
] as const;
const allergies = ['Dipirona', 'Penicilina', 'Sulfonamidas', 'Contraste iodado', 'Látex', 'Ácido acetilsalicílico', 'Frutos do mar'] as const;
const deathNotes = [
  'Óbito em domicílio, acompanhado pela equipe de cuidados paliativos.',
  'Óbito hospitalar por progressão da doença oncológica.',
  'Óbito por insuficiência respiratória durante internação.',
  'Óbito por complicações infecciosas (sepse).',
] as const;

function houseNumber(rng: Rng, address: PostalAddress): string {
  const { from, to, parity } = address.numbers;
  let number = rng.int(from, to);
  if (parity === 'even' && number % 2 !== 0) number = number + 1 > to ? number - 1 : number + 1;
  if (parity === 'odd' && number % 2 === 0) number = number + 1 > to ? number - 1 : number + 1;
  return String(number);
}

function complement(rng: Rng): string {
  const roll = rng.next();
  if (roll < 0.3) return `Apto ${rng.int(1, 22)}${rng.int(1, 4)}`;
  if (roll < 0.4) return `Casa ${rng.int(1, 4)}`;
  if (roll < 0.45) return `Bloco ${rng.pick(['A', 'B', 'C'])}, apto ${rng.int(1, 12)}${rng.int(1, 4)}`;
  return '';
}

function comorbidityOf(rng: Rng): string {
  const count = rng.int(0, 2);
  const picked = new Set<string>();
  for (let index = 0; index < count; index += 1) picked.add(rng.pick(comorbidities));
  return picked.size === 0 ? 'Nenhuma' : [...picked].join(', ');
}

/** The main diagnosis in words, with the stage of its CID entry. */
function diagnosticOf(patient: SeededPatient): string {
  const main = patient.CIDs[0];
  const text = main ? diagnosisByCid[main.CIDId] : undefined;
  if (!main || !text) return '';
  if (main.Estadio === 'LOC') return `${text}, doença localizada`;
  if (main.Estadio === 'EXT') return `${text}, doença extensa`;
  if (main.Estadio === 'NA') return text;
  return `${text}, estádio ${main.Estadio}`;
}

/** Access to the app: Pending only for patients the app never heard from; Inactive mostly after the treatment. */
function accessOf(rng: Rng, patient: SeededPatient, context: RecordContext): { Status: PatientStatus; AppInstalled: boolean } {
  if (rng.chance(context.pendingChance)) return { Status: 'Pending', AppInstalled: false };
  const inactiveChance = patient.LifeStatus === 'Deceased' ? 0.8 : patient.LifeStatus === 'OutTreatment' ? 0.3 : 0.05;
  const status: PatientStatus = rng.chance(inactiveChance) ? 'Inactive' : 'Active';
  // A login enabled by the staff whose owner never opened the app: only among those it never heard from.
  const notInstalled = status === 'Active' && context.lastActivityAt === null && rng.chance(0.35);
  return { Status: status, AppInstalled: !notInstalled };
}

/** A day after the last sign of life in the app (or the registration), and at least a day before now. */
function deathDateOf(rng: Rng, patient: SeededPatient, context: RecordContext): string {
  const latest = context.now.getTime() - DAY_MS;
  const earliest = Math.min(latest, (context.lastActivityAt ?? Date.parse(patient.CreatedAt)) + DAY_MS);
  return isoDate(new Date(earliest + rng.next() * (latest - earliest)));
}

/** The patient with the record fields of spec 02 §3 (address, relative, access state, death…). */
export function withRecordFields(patient: SeededPatient, context: RecordContext): Patient {
  const rng = createRng(RECORD_SEED + patient.Id);
  const address = rng.pick(postalAddresses[context.region]);
  const access = accessOf(rng, patient, context);
  const relativeIsWoman = rng.chance(0.6);
  const surname = patient.Name.split(' ').at(-1) ?? '';
  const deceased = patient.LifeStatus === 'Deceased';
  return {
    ...patient,
    PS: patient.CurrentPS,
    CEP: address.cep,
    Street: address.street,
    Number: houseNumber(rng, address),
    Complement: complement(rng),
    Neighborhood: address.neighborhood,
    City: address.city,
    UF: address.uf,
    Comorbidity: comorbidityOf(rng),
    Diagnostic: diagnosticOf(patient),
    Allergy: rng.chance(0.6) ? 'Nenhuma conhecida' : rng.pick(allergies),
    RelativeName: `${rng.pick(relativeIsWoman ? femaleNames : maleNames)} ${surname}`,
    RelativePhone: mobilePhone(rng, context.ddds),
    Status: access.Status,
    AppInstalled: access.AppInstalled,
    DeathDate: deceased ? deathDateOf(rng, patient, context) : null,
    DeathNotes: deceased ? rng.pick(deathNotes) : null,
    Photo: null,
    SharedWithInstitutionIds: [...(context.sharedWithInstitutionIds ?? [])],
  };
}
