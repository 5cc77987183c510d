/** The EVA classes, lowest first. */
export const EVA_LEVELS = ['Leve', 'Moderada', 'Grave'] as const;

/** EVA 0–10: up to 2 mild, up to 7 moderate, up to 10 severe (spec 01 §9). */
export function evaLevel(value: number): (typeof EVA_LEVELS)[number] {
  if (value <= 2) return 'Leve';
  if (value <= 7) return 'Moderada';
  return 'Grave';
}

const alternateScale = ['Leve', 'Moderado', 'Grave', 'Muito Grave'] as const;

/** Symptoms outside EVA use the alternate scale 1 Leve, 2 Moderado, 3 Grave, 4 Muito Grave. */
export function alternateLevel(value: number): string {
  return alternateScale[Math.round(value) - 1] ?? String(value);
}

const FEVER_SYMPTOM_ID = 13;

/** Built once: `toLocaleString` with options builds a formatter on every call. */
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatTemperature(value: number): string {
  return `${oneDecimal.format(value)} °C`;
}

/** Fever is symptom 13 in the patient app; an API that omits the symptom's id still names it. */
export function isFever(symptom: { Id?: number | null; Name?: string | null }): boolean {
  if (symptom.Id === FEVER_SYMPTOM_ID) return true;
  return /^febre\b/i.test(symptom.Name ?? '');
}

/** The name of an intensity by its symptom's scale; the bare value when the scale is unknown. */
export function intensityLabel(symptom: { Id?: number | null; Name?: string | null; IsEva?: boolean | null } | null, value: number | null): string | null {
  if (value === null) return null;
  if (symptom && isFever(symptom)) return formatTemperature(value);
  if (symptom?.IsEva === true) return `${evaLevel(value)} (EVA ${value})`;
  if (symptom?.IsEva === false) return alternateLevel(value);
  return value.toLocaleString('pt-BR');
}

/** The five temperature classes of symptom 13 (spec 02 §9), and 'below' under the first (36 °C). */
export const TEMPERATURE_CLASSES = ['below', 'normal', 'highNormal', 'subfebrile', 'febrile', 'fever'] as const;
export type TemperatureClass = (typeof TEMPERATURE_CLASSES)[number];

// Top of each class in tenths of a degree, as the spec writes them: 36–36.7, 36.8–37, 37.1–37.3,
// 37.4–37.7, 37.8 and above. Tenths, because a class must agree with the one-decimal reading shown.
const CLASS_TOPS: readonly (readonly [TemperatureClass, number])[] = [
  ['below', 359],
  ['normal', 367],
  ['highNormal', 370],
  ['subfebrile', 373],
  ['febrile', 377],
];

/** The class of a temperature in °C, as read at one decimal (36.75 reads 36,8); null if not a number. */
export function temperatureClass(celsius: number): TemperatureClass | null {
  if (!Number.isFinite(celsius)) return null;
  const tenths = Math.round(celsius * 10);
  return CLASS_TOPS.find(([, top]) => tenths <= top)?.[0] ?? 'fever';
}
