import type { DemoUser } from './auth';
import { forbidden } from './http';

/** Spec 02 §6, §9: BI and the data download need feature 5 (team add needs 3). */
export const BI_FEATURE = 5;

const featureMessages = {
  subscribersOnly: 'Recurso disponível apenas para assinantes.',
} as const;

function featureId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return null;
}

/** The token's `FeaturesId`, read in each shape the accounts are issued with (numbers, strings, a scalar). */
function featureIds(claim: unknown): number[] {
  const values: unknown[] = Array.isArray(claim) ? (claim as unknown[]) : claim == null ? [] : [claim];
  return values.map(featureId).filter((id): id is number => id !== null);
}

/** Null when the caller's token carries `feature`, else the 403 to send back. */
export function requireFeature(user: DemoUser, feature: number): Response | null {
  return featureIds(user.featuresClaim).includes(feature) ? null : forbidden(featureMessages.subscribersOnly);
}
