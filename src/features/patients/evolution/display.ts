import { BLANK, formatDate } from '@/lib/format';
import { formatTemperature, intensityLabel, isFever, temperatureClass } from '@/lib/intensity';
import { messages } from '@/messages/screens';
import type { SymptomEvolution } from './symptomSchemas';

const m = messages.clinicalEvolution;
const ps = messages.dashboard.psLabels;

/** Spec 02 §3: PS 0 to 4 shown as PS 0, PS I, PS II, PS III, PS IV. */
export const PS_LABELS = [ps.ps0, ps.ps1, ps.ps2, ps.ps3, ps.ps4] as const;

/**
 * One colour per PS level (spec 02 §2), green to dark red; each at least 3.6:1 against white, so a
 * point stands out from the background (WCAG 1.4.11). The level is always written beside it too.
 */
export const PS_COLORS = ['#2b8a3e', '#5c940d', '#a86b00', '#d9480f', '#a51d2d'] as const;

export function psLabel(level: number): string {
  return PS_LABELS[level] ?? String(level);
}

/** DD/MM/YYYY of an ISO instant, on this device's clock. */
export const formatDay = formatDate;

/**
 * A symptom's intensity by its scale (spec 02 §9): EVA by name and value, the 1–4 scale by name,
 * and fever (symptom 13) as its temperature with its class.
 */
export function intensityText({ symptom, intensity }: SymptomEvolution): string {
  if (intensity === null) return BLANK;
  if (isFever(symptom)) {
    const kind = temperatureClass(intensity);
    return kind ? `${formatTemperature(intensity)} (${m.temperature[kind]})` : formatTemperature(intensity);
  }
  return intensityLabel(symptom, intensity) ?? BLANK;
}
