import { http } from 'msw';
import { jsonAnswer, pagedAnswer } from '../lib/answer';
import { authenticated } from '../lib/auth';
import { emptyOk, invalidData, readJsonObject } from '../lib/http';
import { byName, folded, idParam } from '../lib/paging';
import { licencesOf } from '../lib/licences';
import { followsPatient, patientAccessMessages, writablePatient } from '../lib/patientAccess';
import { patientCards } from '../lib/scope';
import { store } from '../store';
import type { Patient } from '../types';

const patientMessages = {
  ...patientAccessMessages,
  team: 'Equipe inválida.',
  licenceFlag: 'Informe se o paciente é licenciado.',
  noLicence: 'Não há licenças disponíveis.',
} as const;

/**
 * The writer of a row of the patients list (spec 02 §2, §3), over the store as it is now: the alert
 * cards' patient (team as `Doctor`, active diagnoses as `CIDs`, several of which show as C97 on the
 * client) with the registration number, the licence flag and the owning institution
 * (`Institution.Id`: another one than the caller's marks a shared patient, read-only on the client).
 */
function rowWriter() {
  const card = patientCards({ data: store });
  return (patient: Patient) => ({
    ...card(patient),
    RegisterNumber: patient.RegisterNumber,
    IsLicensed: patient.IsLicensed,
    Institution: { Id: patient.InstitutionId },
  });
}

/** The institution's patients and those other institutions share with it, by name. */
function patientsOf(institutionId: number): Patient[] {
  return store.patients.filter((p) => followsPatient(institutionId, p)).sort(byName);
}

export const patientHandlers = [
  http.get(
    '*/api/patient/search',
    authenticated(({ request, user }) =>
      pagedAnswer(
        request,
        (url) => {
          // By name or registration number (spec 02 §2), Local as addressId, Equipe as doctorId.
          const text = folded(url.searchParams.get('queryParameter')?.trim() ?? '');
          const addressId = idParam(url.searchParams.get('addressId'));
          const teamId = idParam(url.searchParams.get('doctorId'));
          return patientsOf(user.institutionId).filter(
            (p) =>
              (folded(p.Name).includes(text) || folded(p.RegisterNumber).includes(text)) &&
              (addressId === null || p.InstitutionAddressId === addressId) &&
              (teamId === null || p.TeamId === teamId),
          );
        },
        rowWriter(),
      ),
    ),
  ),
  http.get(
    '*/api/patient',
    authenticated(({ request, user }) => pagedAnswer(request, () => patientsOf(user.institutionId), rowWriter())),
  ),
  http.put(
    '*/api/patient/changeteam/:id',
    authenticated(async ({ request, params, user }) => {
      const patient = writablePatient(user.institutionId, params.id);
      if (patient instanceof Response) return patient;
      const body = await readJsonObject(request);
      if (body instanceof Response) return body;
      // `{PatientId, TeamId}` or `{TeamId}` (spec 02 §7); a PatientId, when sent, must be this one.
      const teamId = idParam(body.TeamId);
      const team = store.teams.find((t) => t.Id === teamId && t.InstitutionId === user.institutionId);
      if (!team || (body.PatientId !== undefined && idParam(body.PatientId) !== patient.Id)) return invalidData([patientMessages.team]);
      patient.TeamId = team.Id;
      return emptyOk();
    }),
  ),
  http.put(
    '*/api/patient/:id/license',
    authenticated(async ({ request, params, user }) => {
      const patient = writablePatient(user.institutionId, params.id);
      if (patient instanceof Response) return patient;
      const body = await readJsonObject(request);
      if (body instanceof Response) return body;
      if (typeof body.IsLicensed !== 'boolean') return invalidData([patientMessages.licenceFlag]);
      if (body.IsLicensed && !patient.IsLicensed && licencesOf(user.institutionId).AvailableLicenses === 0) {
        return invalidData([patientMessages.noLicence]);
      }
      patient.IsLicensed = body.IsLicensed;
      return emptyOk();
    }),
  ),
  http.get(
    '*/api/cidtype',
    authenticated(({ request }) =>
      jsonAnswer(
        request,
        store.cidTypes.map((type) => ({ Id: type.Id, CIDCode: type.CIDCode, Description: type.Description })),
      ),
    ),
  ),
];
