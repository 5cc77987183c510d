import type { Rng } from '../lib/prng';
import type { SymptomType } from '../types';

export const PAIN_SYMPTOM_ID = 1;
export const FEVER_SYMPTOM_ID = 13;
/** Spec §9: a temperature from 37.8 °C is fever. */
export const FEVER_THRESHOLD = 37.8;
/** Spec §9: EVA up to 2 is mild pain; the pain widget counts moderate (3 to 7) or severe (8 to 10). */
export const MODERATE_PAIN_MIN = 3;

/** Intensities of the non-EVA symptoms other than fever, 1 to 4. */
export const intensityLabels: Readonly<Record<number, string>> = { 1: 'Leve', 2: 'Moderado', 3: 'Grave', 4: 'Muito Grave' };

/** The symptoms the patient app offers. Fever is not EVA: its intensity is the temperature in °C. */
export const symptomTypes: readonly SymptomType[] = [
  { Id: PAIN_SYMPTOM_ID, Name: 'Dor', IsEva: true },
  { Id: 2, Name: 'Náusea', IsEva: false },
  { Id: 3, Name: 'Vômito', IsEva: false },
  { Id: 4, Name: 'Fadiga', IsEva: false },
  { Id: 5, Name: 'Diarreia', IsEva: false },
  { Id: 6, Name: 'Falta de ar', IsEva: false },
  { Id: 7, Name: 'Tosse', IsEva: false },
  { Id: 8, Name: 'Constipação', IsEva: false },
  { Id: 9, Name: 'Perda de apetite', IsEva: false },
  { Id: 10, Name: 'Feridas na boca', IsEva: false },
  { Id: 11, Name: 'Ansiedade', IsEva: false },
  { Id: 12, Name: 'Insônia', IsEva: false },
  { Id: FEVER_SYMPTOM_ID, Name: 'Febre', IsEva: false },
];

/** How often each symptom comes up in a check-in (fatigue and pain lead, as under chemotherapy). */
const symptomWeights: readonly (readonly [number, number])[] = [
  [1, 26],
  [2, 12],
  [3, 5],
  [4, 20],
  [5, 7],
  [6, 5],
  [7, 6],
  [8, 8],
  [9, 10],
  [10, 5],
  [11, 9],
  [12, 8],
  [13, 7],
];

/** A patient's usual level: most hurt little, a few a lot. */
export interface SymptomProfile {
  /** EVA the patient's pain readings hover around. */
  painBase: number;
  /** 1 to 4: the usual intensity of the other symptoms. */
  severity: number;
  /** Chance that a temperature reading is a fever. */
  feverChance: number;
}

export function symptomProfile(rng: Rng): SymptomProfile {
  return {
    painBase: rng.weighted([
      [0, 20],
      [1, 20],
      [2, 16],
      [3, 8],
      [4, 6],
      [5, 4],
      [6, 3],
      [7, 2],
      [8, 1],
    ]),
    severity: rng.weighted([
      [1, 45],
      [2, 35],
      [3, 15],
      [4, 5],
    ]),
    feverChance: rng.weighted([
      [0.05, 60],
      [0.35, 28],
      [0.8, 12],
    ]),
  };
}

/** The distinct symptoms of one check-in, 1 to 3 of them. */
export function checkInSymptoms(rng: Rng): number[] {
  const count = rng.weighted([
    [1, 55],
    [2, 32],
    [3, 13],
  ]);
  const picked = new Set<number>();
  while (picked.size < count) picked.add(rng.weighted(symptomWeights));
  return [...picked];
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

export function symptomIntensity(rng: Rng, symptomId: number, profile: SymptomProfile): number {
  if (symptomId === PAIN_SYMPTOM_ID) return clamp(profile.painBase + rng.int(-1, 1), 0, 10);
  if (symptomId === FEVER_SYMPTOM_ID) {
    // Tenths of a degree: 36.2 to 37.6 without fever, 37.8 to 39.4 with it.
    const tenths = rng.chance(profile.feverChance) ? rng.int(378, 394) : rng.int(362, 376);
    return tenths / 10;
  }
  return clamp(profile.severity + rng.int(-1, 1), 1, 4);
}

/** Whether a report raises an alert for the team: moderate pain from EVA 4, fever, or 'Moderado' up. */
export function isAlarming(symptomId: number, intensity: number): boolean {
  if (symptomId === PAIN_SYMPTOM_ID) return intensity >= 4;
  if (symptomId === FEVER_SYMPTOM_ID) return intensity >= FEVER_THRESHOLD;
  return intensity >= 2;
}
