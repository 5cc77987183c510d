import { generateCpf } from '../lib/cpf';
import type { Rng } from '../lib/prng';
import type { Gender, InstitutionAddress, LifeStatus, PatientCid, TreatmentLine } from '../types';
import { cidSex, cidWeights, morphologyByCid, stages } from './cids';
import { SAO_LUCAS_ID } from './institutions';
import { DDD_SAO_LUCAS, DDD_VIDA_PLENA, daysBefore, emailLocalPart, isoDate, mobilePhone, personName } from './people';
import type { SeededPatient } from './record';
import { teamByCid } from './teams';

/** Patients are registered over the last eight months. */
const HISTORY_DAYS = 240;
const YEAR_DAYS = 365.25;

const mailDomains = ['gmail.com', 'hotmail.com', 'outlook.com', 'uol.com.br', 'yahoo.com.br', 'bol.com.br'] as const;
const psWeights = [
  [0, 30],
  [1, 35],
  [2, 20],
  [3, 10],
  [4, 5],
] as const;
const lifeWeights: readonly (readonly [LifeStatus, number])[] = [
  ['InTreatment', 85],
  ['OutTreatment', 10],
  ['Deceased', 5],
];
const lineWeights: readonly (readonly [TreatmentLine, number])[] = [
  ['1° Linha', 45],
  ['2° Linha', 22],
  ['3° Linha', 10],
  ['4° Linha', 5],
  ['Nenhum Tratamento Neoplásico', 18],
];
/** CIDs that often come second on a record (thyroid, skin). */
const secondaryCids = [10, 14] as const;

export interface PatientSeedOptions {
  institutionId: number;
  count: number;
  firstId: number;
  addresses: readonly InstitutionAddress[];
  teamIds: readonly number[];
  /** Shared across institutions so that no CPF repeats in the whole demo. */
  usedCpfs: Set<string>;
  nextCidId: () => number;
  /** Area codes of the patients' phones; by default those of Vida Plena or São Lucas. */
  ddds?: readonly number[];
}

function genderFor(rng: Rng, code: string | undefined): Gender {
  const sex = code ? cidSex[code] : undefined;
  if (sex === 'F') return 'Feminino';
  if (sex === 'M') return 'Masculino';
  return rng.chance(0.5) ? 'Feminino' : 'Masculino';
}

function uniqueCpf(rng: Rng, used: Set<string>): string {
  let cpf = generateCpf(rng);
  while (used.has(cpf)) cpf = generateCpf(rng);
  used.add(cpf);
  return cpf;
}

function cidEntry(rng: Rng, id: number, cidId: number, isEnable = true): PatientCid {
  return { Id: id, CIDId: cidId, Morphology: morphologyByCid[cidId] ?? '', Estadio: rng.pick(stages), IsEnable: isEnable };
}

/**
 * The patients of one institution, without the record fields (address, relative, access state…),
 * which seed/record.ts adds from streams of their own.
 */
export function seedPatients(rng: Rng, now: Date, cidCodeById: ReadonlyMap<number, string>, options: PatientSeedOptions): SeededPatient[] {
  const { institutionId, count, firstId, addresses, teamIds, usedCpfs, nextCidId } = options;
  const ddds = options.ddds ?? (institutionId === SAO_LUCAS_ID ? DDD_SAO_LUCAS : DDD_VIDA_PLENA);
  // Oldest first, so ids grow with the registration date as an auto-increment key would.
  const registrationAges = Array.from({ length: count }, () => rng.next() * HISTORY_DAYS).sort((a, b) => b - a);

  return registrationAges.map((ageDays, index) => {
    const cidId = rng.weighted(cidWeights);
    const gender = genderFor(rng, cidCodeById.get(cidId));
    const name = personName(rng, gender);
    // The sum of three draws centres the ages around 60, as in an oncology service.
    const age = 28 + ((rng.next() + rng.next() + rng.next()) / 3) * 60;
    const cids = [cidEntry(rng, nextCidId(), cidId)];
    if (rng.chance(0.08)) {
      const extra = rng.pick(secondaryCids);
      if (extra !== cidId) cids.push(cidEntry(rng, nextCidId(), extra, rng.chance(0.7)));
    }
    const firstAddress = addresses[0];
    const address = firstAddress && rng.chance(0.5) ? firstAddress : rng.pick(addresses);
    const teamId = teamByCid[cidId];
    return {
      Id: firstId + index,
      InstitutionId: institutionId,
      Name: name,
      Email: `${emailLocalPart(name)}${rng.int(1, 99)}@${rng.pick(mailDomains)}`,
      Gender: gender,
      BirthDate: isoDate(daysBefore(now, age * YEAR_DAYS)),
      CPF: uniqueCpf(rng, usedCpfs),
      Phone: mobilePhone(rng, ddds),
      RegisterNumber: String(100_000 + (firstId + index) * 37 + rng.int(0, 36)),
      TeamId: teamId !== undefined && teamIds.includes(teamId) ? teamId : rng.pick(teamIds),
      InstitutionAddressId: address.InstitutionAddressId,
      CIDs: cids,
      CurrentPS: rng.weighted(psWeights),
      LifeStatus: rng.weighted(lifeWeights),
      TreatmentLine: rng.weighted(lineWeights),
      IsLicensed: rng.chance(0.85),
      CreatedAt: daysBefore(now, ageDays).toISOString(),
    };
  });
}
