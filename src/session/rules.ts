import type { InstitutionId } from './schema';

export const FEATURE_TEAM_ADD = 3;
export const FEATURE_DASHBOARD = 4;
export const FEATURE_BI = 5;
const ALERTS_LANDING_INSTITUTION = 165;

export type LandingPath = '/dashboard' | '/alertas';

interface LandingInput {
  /** Unknown (null): not 165, so the features decide. */
  institutionId: InstitutionId;
  features: readonly number[];
}

/** A public route visited while signed in (spec 01 §2, navigation guard). */
export function publicRouteRedirect({ institutionId }: LandingInput): LandingPath {
  return institutionId === ALERTS_LANDING_INSTITUTION ? '/alertas' : '/dashboard';
}

/** Where a successful login lands (spec 01 §2 Login and §6). */
export function loginLanding({ institutionId, features }: LandingInput): LandingPath {
  if (institutionId === ALERTS_LANDING_INSTITUTION) return '/alertas';
  return features.includes(FEATURE_DASHBOARD) ? '/dashboard' : '/alertas';
}

export function hasFeature(features: readonly number[], feature: number): boolean {
  return features.includes(feature);
}
