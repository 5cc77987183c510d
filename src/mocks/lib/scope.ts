import { http } from 'msw';
import type { JsonBodyType } from 'msw';
import { currentShapes } from '../control';
import { store, storeNow } from '../store';
import type { CidType, DemoData, Patient, Professional, Team } from '../types';
import { jsonAnswer } from './answer';
import { authenticated } from './auth';
import { hospitalIdParam } from './query';

/**
 * What one dashboard request may see: the patients of the caller's institution (from the token),
 * narrowed to one attending address when `hospitalId` is not 0. An address id of another
 * institution matches none of them, so every answer is simply empty.
 */
export interface Scope {
  data: DemoData;
  institutionId: number;
  hospitalId: number;
  /** The store's anchor: the end of every "last N days". */
  now: Date;
  patients: Patient[];
  patientById: ReadonlyMap<number, Patient>;
}

function resolveScope(data: DemoData, institutionId: number, hospitalId: number, now: Date): Scope {
  const patients = data.patients.filter(
    (patient) => patient.InstitutionId === institutionId && (hospitalId === 0 || patient.InstitutionAddressId === hospitalId),
  );
  return { data, institutionId, hospitalId, now, patients, patientById: new Map(patients.map((patient) => [patient.Id, patient])) };
}

/** The records (reports, messages) of the patients in scope. */
export function ofScope<T extends { PatientId: number }>(scope: Scope, items: readonly T[]): T[] {
  return items.filter((item) => scope.patientById.has(item.PatientId));
}

/**
 * The professionals the dashboard counts: those of the institution whose registration is active
 * (a deactivated one is no longer on the staff). With an address chosen, only the members of a
 * team that follows at least one patient attended at that address, so an address without
 * patients has no professionals either.
 */
export function scopedProfessionals(scope: Scope): Professional[] {
  const staff = scope.data.professionals.filter((professional) => professional.InstitutionId === scope.institutionId && professional.Status === 'Active');
  if (scope.hospitalId === 0) return staff;
  const teamIds = new Set(scope.patients.map((patient) => patient.TeamId));
  return staff.filter((professional) => professional.TeamIds.some((teamId) => teamIds.has(teamId)));
}

/** A share in percent with one decimal; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** The patient fields every dashboard list and alert carries. */
export interface PatientCard {
  Id: number;
  Name: string;
  Gender: Patient['Gender'];
  /** Null when the record has none (a patient just added, or cleared on the file). */
  BirthDate: string | null;
  /** The team that follows the patient. */
  Doctor: { Id: number; Name: string } | null;
  Phone: string;
  /**
   * The enabled diagnoses; in the 'spec' profile every entry as the spec's Patient CID entry
   * (`{Id, CID: {Id, CIDCode}, Morphology, Estadio, IsEnable}`), disabled ones included.
   */
  CIDs: { CIDCode: string; Description: string }[] | SpecCidEntry[];
}

interface SpecCidEntry {
  Id: number;
  CID: { Id: number; CIDCode: string | null };
  Morphology: string;
  Estadio: string;
  IsEnable: boolean;
}

/** Builds PatientCards with the team and CID lookups done once per request. */
export function patientCards(scope: Pick<Scope, 'data'>): (patient: Patient) => PatientCard {
  const teams = new Map<number, Team>(scope.data.teams.map((team) => [team.Id, team]));
  const cidTypes = new Map<number, CidType>(scope.data.cidTypes.map((cid) => [cid.Id, cid]));
  return (patient) => {
    const team = teams.get(patient.TeamId);
    return {
      Id: patient.Id,
      Name: patient.Name,
      Gender: patient.Gender,
      BirthDate: patient.BirthDate,
      Doctor: team ? { Id: team.Id, Name: team.Name } : null,
      Phone: patient.Phone,
      CIDs:
        currentShapes() === 'spec'
          ? // The spec's Patient CID entry, the code one level down; disabled entries come too.
            patient.CIDs.flatMap((cid) => {
              const type = cidTypes.get(cid.CIDId);
              const entry: SpecCidEntry = {
                Id: cid.Id,
                CID: { Id: cid.CIDId, CIDCode: type?.CIDCode ?? null },
                Morphology: cid.Morphology,
                Estadio: cid.Estadio,
                IsEnable: cid.IsEnable,
              };
              return type ? [entry] : [];
            })
          : patient.CIDs.filter((cid) => cid.IsEnable).flatMap((cid) => {
              const type = cidTypes.get(cid.CIDId);
              return type ? [{ CIDCode: type.CIDCode, Description: type.Description }] : [];
            }),
    };
  };
}

/** Newest first by `DateAndTime`, ties by the higher id (the later insert). */
export function newestFirst<T extends { DateAndTime: string; Id: number }>(a: T, b: T): number {
  return b.DateAndTime.localeCompare(a.DateAndTime) || b.Id - a.Id;
}

export interface DashboardRequest {
  url: URL;
  scope: Scope;
}

/**
 * A GET under api/dashboard/: bearer token required, `hospitalId` required, the scope resolved
 * from the token's institution. `answer` returns the JSON body or a ready Response (an error);
 * only the body goes through the shape and header switches.
 */
export function dashboardGet(path: string, answer: (request: DashboardRequest) => Response | JsonBodyType) {
  return http.get(
    `*/api/dashboard/${path}`,
    authenticated(({ request, user }) => {
      const url = new URL(request.url);
      const hospitalId = hospitalIdParam(url);
      if (hospitalId instanceof Response) return hospitalId;
      const result = answer({ url, scope: resolveScope(store, user.institutionId, hospitalId, storeNow()) });
      return result instanceof Response ? result : jsonAnswer(request, result);
    }),
  );
}
