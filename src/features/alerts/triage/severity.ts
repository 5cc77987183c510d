import { evaLevel, isFever, temperatureClass, TEMPERATURE_CLASSES } from '@/lib/intensity';

import { SEVERITIES, type Severity } from './choices';

export { SEVERITIES, type Severity } from './choices';

/** A symptom's intensity read on its own scale: `step` counts that scale's classes from 0. */
export interface IntensityClass {
  scale: 'eva' | 'fever' | 'alternate';
  step: number;
  severity: Severity;
}

const EVA_STEPS = { Leve: 0, Moderada: 1, Grave: 2 } as const;
const BY_STEP: readonly Severity[] = ['leve', 'moderada', 'grave', 'muitoGrave'];

// Up to 37 °C is normal, 37.1–37.7 an alert to watch, 37.8 and up fever (spec 01 §9), which under
// chemotherapy is the emergency the queue must put first.
function feverSeverity(step: number): Severity {
  const name = TEMPERATURE_CLASSES[step];
  if (name === 'fever') return 'grave';
  if (name === 'subfebrile' || name === 'febrile') return 'moderada';
  return 'leve';
}

type Symptom = { Id?: number | null; Name?: string | null; IsEva?: boolean | null } | null;

/**
 * The class of an intensity on its symptom's scale; null when there is no intensity, or no scale
 * to read it on (a symptom the API sent without `IsEva` that is not fever), or a value off the scale.
 */
export function classify(symptom: Symptom, intensity: number | null): IntensityClass | null {
  if (intensity === null || !Number.isFinite(intensity)) return null;
  if (symptom && isFever(symptom)) {
    const name = temperatureClass(intensity);
    if (name === null) return null;
    const step = TEMPERATURE_CLASSES.indexOf(name);
    return { scale: 'fever', step, severity: feverSeverity(step) };
  }
  if (symptom?.IsEva === true) {
    if (intensity < 0 || intensity > 10) return null;
    const level = evaLevel(intensity);
    return { scale: 'eva', step: EVA_STEPS[level], severity: BY_STEP[EVA_STEPS[level]] ?? 'leve' };
  }
  if (symptom?.IsEva === false) {
    const severity = BY_STEP[Math.round(intensity) - 1];
    return severity ? { scale: 'alternate', step: Math.round(intensity) - 1, severity } : null;
  }
  return null;
}

/** How many classes each scale has: EVA 3, temperature 6 (with 'below'), the alternate scale 4. */
const SCALE_STEPS: Record<IntensityClass['scale'], number> = {
  eva: Object.keys(EVA_STEPS).length,
  fever: TEMPERATURE_CLASSES.length,
  alternate: BY_STEP.length,
};

/**
 * The highest class of its scale: EVA 'Grave' (8 to 10), fever (37.8 °C and up), the 1 to 4
 * scale's 4. What makes a new alert severe (docs/decisions/0029-severe-alert-notifications.md).
 */
export function isTopClass(intensityClass: IntensityClass | null): boolean {
  return intensityClass !== null && intensityClass.step === SCALE_STEPS[intensityClass.scale] - 1;
}

/** 1 (leve) to 4 (muito grave); 0 for an alert without a class. */
export function severityRank(severity: Severity | null): number {
  return severity === null ? 0 : SEVERITIES.indexOf(severity) + 1;
}
