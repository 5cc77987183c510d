import { createRng } from '../lib/prng';
import type { Rng } from '../lib/prng';
import { DAY_MS } from '../lib/window';
import type { HistoryRecord, HistoryRecordType, Patient } from '../types';
import { isoDate } from './people';

/** Spec 02 §2 Registros: type 1 hides the end date (a one-day event). */
export const SINGLE_DATE_TYPE_ID = 1;
/** Spec 02 §2 Registros: type 4 hides and clears the dates and the notes (a plain statement). */
export const UNDATED_TYPE_ID = 4;

export const historyRecordTypes: readonly HistoryRecordType[] = [
  { Id: SINGLE_DATE_TYPE_ID, Name: 'Cirurgia' },
  { Id: 2, Name: 'Quimioterapia' },
  { Id: 3, Name: 'Radioterapia' },
  { Id: UNDATED_TYPE_ID, Name: 'Sem tratamento oncológico prévio' },
  { Id: 5, Name: 'Hormonioterapia' },
  { Id: 6, Name: 'Imunoterapia' },
  { Id: 7, Name: 'Internação' },
];

/** Its own stream per patient (this seed plus the id): nothing seeded before moves. */
const HISTORY_SEED = 20_240_701;

const notesByType: Readonly<Record<number, readonly string[]>> = {
  1: [
    'Ressecção com margens livres. Sem intercorrências no pós-operatório imediato; alta no segundo dia.',
    'Cirurgia videolaparoscópica. Anatomopatológico com linfonodos livres (0/18).',
    'Procedimento sob anestesia geral, sangramento mínimo. Dreno retirado no terceiro dia de pós-operatório, ferida operatória sem sinais de infecção. Paciente orientado quanto aos cuidados com a incisão e à retomada gradual das atividades, com retorno ambulatorial em 15 dias para avaliação do anatomopatológico e definição do tratamento adjuvante com a oncologia clínica.',
  ],
  2: [
    'Esquema AC-T, ciclos a cada 21 dias.',
    'FOLFOX, 12 ciclos quinzenais. Neuropatia periférica grau 1 a partir do 8º ciclo, sem necessidade de redução de dose.',
    'Carboplatina e paclitaxel semanais. Pré-medicação com dexametasona e ondansetrona. Hemograma antes de cada aplicação; adiado um ciclo por neutropenia grau 2, com recuperação em uma semana. Paciente tolera bem o tratamento, relata fadiga leve nos três dias seguintes a cada sessão e náusea controlada com a medicação de resgate. Reavaliação por imagem prevista após o quarto ciclo, com discussão em reunião multidisciplinar.',
  ],
  3: ['Radioterapia conformacional 3D, 25 frações de 2 Gy.', 'IMRT em 28 frações. Radiodermite grau 1 tratada com hidratante; sem interrupções.'],
  6: ['Pembrolizumabe a cada 21 dias. Função tireoidiana monitorada a cada ciclo.', 'Nivolumabe quinzenal; hipotireoidismo subclínico em acompanhamento.'],
  7: [
    'Internação por neutropenia febril; antibioticoterapia endovenosa por 5 dias.',
    'Internação para controle álgico e ajuste de opioide.',
    'Internação para hidratação endovenosa por diarreia grau 3.',
  ],
};

/** Hormone therapy depends on the tumour, here simply on the patient's sex. */
const hormoneNotes: Readonly<Record<Patient['Gender'], readonly string[]>> = {
  Feminino: ['Tamoxifeno 20 mg/dia, previsão de 5 anos.', 'Anastrozol 1 mg/dia; densitometria óssea anual.'],
  Masculino: ['Bloqueio androgênico com gosserrelina trimestral.', 'Acetato de abiraterona com prednisona.'],
};

const notesFor = (typeId: number, gender: Patient['Gender']): readonly string[] => (typeId === 5 ? hormoneNotes[gender] : (notesByType[typeId] ?? ['']));

const at = (day: number): string => isoDate(new Date(day * DAY_MS));

interface Drawing {
  rng: Rng;
  /** Epoch day of today and of the last day a record may start (today, or the death date). */
  today: number;
  lastDay: number;
  records: Omit<HistoryRecord, 'Id'>[];
  patientId: number;
  gender: Patient['Gender'];
}

/** One treatment from `start` lasting `days` (an end after today means it is still going on). */
function add(draw: Drawing, typeId: number, start: number, days: number | null): number {
  if (start > draw.lastDay) return start;
  // Past today it is still going on (no end yet); a deceased patient's stops at the death.
  const planned = days === null || typeId === SINGLE_DATE_TYPE_ID ? null : start + days;
  const end = planned === null || planned > draw.today ? null : Math.min(planned, draw.lastDay);
  const notes = draw.rng.chance(0.12) ? null : draw.rng.pick(notesFor(typeId, draw.gender));
  draw.records.push({
    PatientId: draw.patientId,
    HistoryRecordTypeId: typeId,
    InitialDate: at(start),
    EndDate: end === null ? null : at(end),
    HistoryRecordNotes: notes,
  });
  return end ?? planned ?? start;
}

/**
 * A plausible treatment history: surgery, a stay, chemotherapy lines, radiotherapy, then hormone or
 * immunotherapy, starting some months before the registration. `rich` draws every kind, several
 * times, so that the list has two pages.
 */
function historyOf(patient: Patient, now: Date, rich: boolean): Omit<HistoryRecord, 'Id'>[] {
  const rng = createRng(HISTORY_SEED + patient.Id);
  const today = Math.floor(now.getTime() / DAY_MS);
  const death = patient.DeathDate ? Math.floor(Date.parse(patient.DeathDate) / DAY_MS) : today;
  const draw: Drawing = { rng, today, lastDay: Math.min(today, death), records: [], patientId: patient.Id, gender: patient.Gender };
  const roll = rng.next();
  if (!rich && roll < 0.12) return [];
  const registered = Math.floor(Date.parse(patient.CreatedAt) / DAY_MS);
  if (!rich && roll < 0.24) {
    draw.records.push({ PatientId: patient.Id, HistoryRecordTypeId: UNDATED_TYPE_ID, InitialDate: null, EndDate: null, HistoryRecordNotes: null });
    if (rng.chance(0.5)) add(draw, 2, registered + rng.int(7, 30), rng.int(90, 180));
    return draw.records;
  }
  let day = registered - (rich ? 700 : rng.int(30, 500));
  if (rich || rng.chance(0.6)) {
    const surgery = day + rng.int(15, 45);
    if (rich || rng.chance(0.4)) add(draw, 7, surgery - 1, rng.int(2, 6));
    day = add(draw, SINGLE_DATE_TYPE_ID, surgery, null);
  }
  const lines = rich ? 3 : rng.chance(0.75) ? (rng.chance(0.25) ? 2 : 1) : 0;
  for (let line = 0; line < lines; line += 1) {
    const start = day + rng.int(20, 45);
    day = add(draw, 2, start, rng.int(60, 150));
    if (rich || rng.chance(0.2)) add(draw, 7, start + rng.int(10, 40), rng.int(2, 9));
  }
  for (let round = rich ? 2 : rng.chance(0.4) ? 1 : 0; round > 0; round -= 1) day = add(draw, 3, day + rng.int(20, 40), rng.int(25, 45));
  if (rich) add(draw, SINGLE_DATE_TYPE_ID, day + rng.int(30, 60), null);
  if (rich || rng.chance(0.2)) add(draw, 5, day + rng.int(15, 40), 1800);
  if (rich || rng.chance(0.15)) add(draw, 6, day + rng.int(20, 60), rng.chance(0.5) ? 365 : null);
  return draw.records;
}

/** Every patient's history records but `without`'s, ids in the patients' order. */
export function seedHistoryRecords(patients: readonly Patient[], now: Date, ids: { rich: number; without: number }): HistoryRecord[] {
  return patients
    .filter((patient) => patient.Id !== ids.without)
    .flatMap((patient) => historyOf(patient, now, patient.Id === ids.rich))
    .map((record, index) => ({ Id: index + 1, ...record }));
}
