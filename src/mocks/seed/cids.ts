import type { CidType } from '../types';

/** Real CID-10 codes with the DATASUS wording, the ones an oncology service sees most. */
export const cidTypes: readonly CidType[] = [
  { Id: 1, CIDCode: 'C50.9', Description: 'Neoplasia maligna da mama, não especificada' },
  { Id: 2, CIDCode: 'C61', Description: 'Neoplasia maligna da próstata' },
  { Id: 3, CIDCode: 'C18.9', Description: 'Neoplasia maligna do cólon, não especificado' },
  { Id: 4, CIDCode: 'C34.9', Description: 'Neoplasia maligna dos brônquios ou pulmões, não especificado' },
  { Id: 5, CIDCode: 'C53.9', Description: 'Neoplasia maligna do colo do útero, não especificado' },
  { Id: 6, CIDCode: 'C16.9', Description: 'Neoplasia maligna do estômago, não especificado' },
  { Id: 7, CIDCode: 'C20', Description: 'Neoplasia maligna do reto' },
  { Id: 8, CIDCode: 'C67.9', Description: 'Neoplasia maligna da bexiga, não especificada' },
  { Id: 9, CIDCode: 'C71.9', Description: 'Neoplasia maligna do encéfalo, não especificado' },
  { Id: 10, CIDCode: 'C73', Description: 'Neoplasia maligna da glândula tireóide' },
  { Id: 11, CIDCode: 'C25.9', Description: 'Neoplasia maligna do pâncreas, não especificado' },
  { Id: 12, CIDCode: 'C56', Description: 'Neoplasia maligna do ovário' },
  { Id: 13, CIDCode: 'C90.0', Description: 'Mieloma múltiplo' },
  { Id: 14, CIDCode: 'C43.9', Description: 'Melanoma maligno de pele, não especificado' },
];

/** Which sex a diagnosis allows, so no man gets a cervical cancer. */
export const cidSex: Readonly<Record<string, 'F' | 'M' | 'any'>> = {
  'C50.9': 'F',
  C61: 'M',
  'C53.9': 'F',
  C56: 'F',
};

/** Rough relative frequency in a Brazilian oncology service (INCA estimates, simplified). */
export const cidWeights: readonly (readonly [number, number])[] = [
  [1, 24],
  [2, 16],
  [3, 9],
  [4, 9],
  [5, 6],
  [6, 5],
  [7, 5],
  [8, 4],
  [9, 3],
  [10, 6],
  [11, 3],
  [12, 3],
  [13, 3],
  [14, 4],
];

/**
 * The stage options of spec 02 §3 (I to IV, Localizado, Extenso, Não se aplica), as the API
 * stores them. The seed draws one with a single rng.pick, whatever the length of this list.
 */
export const stages = ['I', 'II', 'III', 'IV', 'LOC', 'EXT', 'NA'] as const;
export type Stage = (typeof stages)[number];

/** How a stage reads on the patient file. */
export const stageLabels: Readonly<Record<Stage, string>> = {
  I: 'I',
  II: 'II',
  III: 'III',
  IV: 'IV',
  LOC: 'Localizado',
  EXT: 'Extenso',
  NA: 'Não se aplica',
};

/** The usual histology of each diagnosis, by CID type id. */
export const morphologyByCid: Readonly<Record<number, string>> = {
  1: 'Carcinoma ductal invasivo',
  2: 'Adenocarcinoma acinar',
  3: 'Adenocarcinoma',
  4: 'Adenocarcinoma',
  5: 'Carcinoma epidermóide',
  6: 'Adenocarcinoma tipo intestinal',
  7: 'Adenocarcinoma',
  8: 'Carcinoma urotelial',
  9: 'Glioblastoma',
  10: 'Carcinoma papilífero',
  11: 'Adenocarcinoma ductal',
  12: 'Carcinoma seroso de alto grau',
  13: 'Mieloma de células plasmáticas',
  14: 'Melanoma extensivo superficial',
};

/** The oncological diagnosis in words, by CID type id: the histology and where it arose. */
export const diagnosisByCid: Readonly<Record<number, string>> = {
  1: 'Carcinoma ductal invasivo de mama',
  2: 'Adenocarcinoma acinar de próstata',
  3: 'Adenocarcinoma de cólon',
  4: 'Adenocarcinoma de pulmão',
  5: 'Carcinoma epidermóide do colo do útero',
  6: 'Adenocarcinoma gástrico tipo intestinal',
  7: 'Adenocarcinoma de reto',
  8: 'Carcinoma urotelial de bexiga',
  9: 'Glioblastoma cerebral',
  10: 'Carcinoma papilífero de tireoide',
  11: 'Adenocarcinoma ductal de pâncreas',
  12: 'Carcinoma seroso de alto grau de ovário',
  13: 'Mieloma múltiplo (mieloma de células plasmáticas)',
  14: 'Melanoma extensivo superficial de pele',
};
