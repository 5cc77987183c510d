import { fold } from '@/lib/fold';

/** The weekly report's quality-of-life items (spec 02 §9), in the order the panel shows them. */
export const QOL_ITEMS = ['mobility', 'selfCare', 'usualActivities', 'pain', 'anxiety'] as const;
export type QolItem = (typeof QOL_ITEMS)[number];

/** Each item rated 1 to 3 (spec 02 §9). */
export type QolRating = 1 | 2 | 3;

// Names compared folded and without spaces or punctuation ('Dor / Mal-estar' is 'dormalestar').
// The patient app's names, and the spec's own English ones, which another server may send.
const BY_NAME: Record<string, QolItem> = {
  mobilidade: 'mobility',
  mobility: 'mobility',
  cuidadospessoais: 'selfCare',
  autocuidado: 'selfCare',
  selfcare: 'selfCare',
  atividadeshabituais: 'usualActivities',
  usualactivities: 'usualActivities',
  dormalestar: 'pain',
  dordesconforto: 'pain',
  paindiscomfort: 'pain',
  ansiedadedepressao: 'anxiety',
  anxietydepression: 'anxiety',
};

// The questionnaire's order, which the patient app's ids follow (1 Mobilidade … 5 Ansiedade).
const BY_ID: Record<number, QolItem> = { 1: 'mobility', 2: 'selfCare', 3: 'usualActivities', 4: 'pain', 5: 'anxiety' };

function key(name: string): string {
  return fold(name).replace(/[^a-z]/g, '');
}

/** Which item an answer is about: by its name when the name is known, else by its id. */
export function qolItemOf(name: string | null, id: number | null): QolItem | null {
  const byName = name === null ? undefined : BY_NAME[key(name)];
  if (byName) return byName;
  // An unknown name is another item, whatever its id says.
  if (name !== null) return null;
  return id === null ? null : (BY_ID[id] ?? null);
}

export function readRating(value: number | null): QolRating | null {
  return value === 1 || value === 2 || value === 3 ? value : null;
}
