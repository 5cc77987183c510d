import { store } from '../store';
import type { Patient } from '../types';
import { forbidden, notFound } from './http';
import { idParam } from './paging';

export const patientAccessMessages = {
  notFound: 'Paciente não encontrado.',
  readOnly: 'Paciente de outra instituição: somente leitura.',
} as const;

/** Whether the institution sees the patient: its own, or one another institution shares with it. */
export function followsPatient(institutionId: number, patient: Patient): boolean {
  return patient.InstitutionId === institutionId || patient.SharedWithInstitutionIds.includes(institutionId);
}

/** The patient the caller may read (its institution's or shared with it), or the 404 to send back. */
export function readablePatient(institutionId: number, id: unknown): Patient | Response {
  const patientId = idParam(id);
  const patient = store.patients.find((p) => p.Id === patientId);
  return patient && followsPatient(institutionId, patient) ? patient : notFound(patientAccessMessages.notFound);
}

/**
 * The patient the caller may change: only its institution's. A shared one is read-only (403);
 * any other id, unknown or of an institution that does not share it, is a 404.
 */
export function writablePatient(institutionId: number, id: unknown): Patient | Response {
  const patient = readablePatient(institutionId, id);
  if (patient instanceof Response) return patient;
  return patient.InstitutionId === institutionId ? patient : forbidden(patientAccessMessages.readOnly);
}
