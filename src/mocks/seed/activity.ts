import { createRng } from '../lib/prng';
import type { Rng } from '../lib/prng';
import { DAY_MS } from '../lib/window';
import type { Patient, PatientMessage, SymptomReport, WeeklyReport } from '../types';
import { checkInSymptoms, isAlarming, symptomIntensity, symptomProfile } from './symptoms';

/** How a patient uses the app; 'silent' never does. */
type Engagement = 'high' | 'regular' | 'low' | 'silent';

interface Rhythm {
  /** Days between symptom check-ins. */
  checkInGap: readonly [number, number];
  /** Chance of skipping a week's questionnaire. */
  weeklySkip: number;
  /** Days between messages to the team. */
  messageGap: readonly [number, number];
}

const rhythms: Readonly<Record<Exclude<Engagement, 'silent'>, Rhythm>> = {
  high: { checkInGap: [2, 6], weeklySkip: 0.1, messageGap: [8, 20] },
  regular: { checkInGap: [5, 12], weeklySkip: 0.3, messageGap: [15, 45] },
  low: { checkInGap: [10, 25], weeklySkip: 0.55, messageGap: [30, 90] },
};

const engagementWeights: readonly (readonly [Engagement, number])[] = [
  ['high', 22],
  ['regular', 40],
  ['low', 23],
  ['silent', 15],
];

/** Alerts older than this were handled by the team; newer alarming reports may still be pending. */
const PENDING_SYMPTOM_DAYS = 5;
const PENDING_SYMPTOM_CHANCE = 0.6;
const PENDING_MESSAGE_DAYS = 5;
const PENDING_MESSAGE_CHANCE = 0.75;
const MINUTE_MS = 60_000;
/** Each patient draws from a stream of their own, so one patient's data never shifts another's. */
const PATIENT_STREAM = 7_919;

export interface Activity {
  symptomReports: SymptomReport[];
  weeklyReports: WeeklyReport[];
  messages: PatientMessage[];
}

/**
 * Instants from `start` to `end`, `gap` days (fractional) apart, on whole minutes. Only offsets
 * from the anchor are drawn, never calendar days or hours, so the same seed gives the same counts
 * whatever the time of day the store is anchored at.
 */
function timeline(rng: Rng, start: number, end: number, gap: readonly [number, number]): number[] {
  const times: number[] = [];
  const step = () => (gap[0] + rng.next() * (gap[1] - gap[0])) * DAY_MS;
  for (let time = start + rng.next() * gap[1] * DAY_MS; time <= end; time += step()) {
    times.push(Math.floor(time / MINUTE_MS) * MINUTE_MS);
  }
  return times;
}

/** The PS of each weekly report: a slow walk that ends at the patient's current PS. */
function psHistory(rng: Rng, count: number, current: number): number[] {
  const history: number[] = [];
  let ps = current;
  for (let index = 0; index < count; index += 1) {
    history.unshift(ps);
    // Going back in time the patient was usually a little better.
    if (rng.chance(0.12)) ps = Math.max(0, ps - 1);
    else if (rng.chance(0.04)) ps = Math.min(4, ps + 1);
  }
  return history;
}

type Draft<T> = Omit<T, 'Id'>;

/** Oldest first with ids in that order, as an auto-increment key would give them. */
function withIds<D extends { DateAndTime: string }>(drafts: D[]): (D & { Id: number })[] {
  return drafts.sort((a, b) => a.DateAndTime.localeCompare(b.DateAndTime)).map((draft, index) => ({ Id: index + 1, ...draft }));
}

/**
 * The app usage of every patient from registration up to `now`: symptom check-ins, weekly
 * questionnaires and messages. Deceased patients stop weeks before `now`; some low users give up.
 */
export function seedActivity(seed: number, now: Date, patients: readonly Pick<Patient, 'Id' | 'CreatedAt' | 'LifeStatus' | 'CurrentPS'>[]): Activity {
  const symptomReports: Draft<SymptomReport>[] = [];
  const weeklyReports: Draft<WeeklyReport>[] = [];
  const messages: Draft<PatientMessage>[] = [];
  const nowMs = now.getTime();

  for (const patient of patients) {
    const rng = createRng(seed + patient.Id * PATIENT_STREAM);
    const engagement = patient.LifeStatus === 'OutTreatment' ? 'low' : rng.weighted(engagementWeights);
    if (engagement === 'silent') continue;
    const rhythm = rhythms[engagement];
    const start = Date.parse(patient.CreatedAt);
    let end = patient.LifeStatus === 'Deceased' ? nowMs - rng.int(25, 120) * DAY_MS : nowMs;
    if (engagement === 'low' && rng.chance(0.4)) end = start + rng.next() * (end - start);
    if (end <= start) continue;
    const profile = symptomProfile(rng);

    for (const time of timeline(rng, start, end, rhythm.checkInGap)) {
      const iso = new Date(time).toISOString();
      for (const symptomId of checkInSymptoms(rng)) {
        const intensity = symptomIntensity(rng, symptomId, profile);
        const recent = time >= nowMs - PENDING_SYMPTOM_DAYS * DAY_MS;
        const pending = recent && isAlarming(symptomId, intensity) && rng.chance(PENDING_SYMPTOM_CHANCE);
        symptomReports.push({ PatientId: patient.Id, SymptomId: symptomId, Intensity: intensity, DateAndTime: iso, Pending: pending });
      }
    }

    const weeks = timeline(rng, start, end, [6.5, 7.5]).filter(() => !rng.chance(rhythm.weeklySkip));
    const history = psHistory(rng, weeks.length, patient.CurrentPS);
    weeks.forEach((time, index) => {
      weeklyReports.push({ PatientId: patient.Id, DateAndTime: new Date(time).toISOString(), PS: history[index] ?? patient.CurrentPS });
    });

    for (const time of timeline(rng, start, end, rhythm.messageGap)) {
      const pending = time >= nowMs - PENDING_MESSAGE_DAYS * DAY_MS && rng.chance(PENDING_MESSAGE_CHANCE);
      messages.push({ PatientId: patient.Id, DateAndTime: new Date(time).toISOString(), Pending: pending });
    }
  }

  return {
    symptomReports: withIds(symptomReports),
    weeklyReports: withIds(weeklyReports),
    messages: withIds(messages),
  };
}
