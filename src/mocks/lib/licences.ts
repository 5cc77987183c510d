import { store } from '../store';

/** The institution's patient licences: how many it has, and how many no patient holds yet. */
export function licencesOf(institutionId: number): { TotalLicenses: number; AvailableLicenses: number } {
  const total = store.institutions.find((i) => i.Id === institutionId)?.TotalLicenses ?? 0;
  const used = store.patients.filter((p) => p.InstitutionId === institutionId && p.IsLicensed).length;
  return { TotalLicenses: total, AvailableLicenses: Math.max(0, total - used) };
}
