import { dashboardGet, newestFirst, ofScope, patientCards } from '../lib/scope';
import { deliverWorsening } from '../lib/worsening';
import type { SymptomType } from '../types';

/**
 * The pending alerts of the patients in scope, newest first. `Id` is the PATIENT id (the card
 * links to the patient's record), so a patient with several pending alerts appears several times.
 * They are never limited to the summary window: an alert stays until someone handles it.
 */
export const alertHandlers = [
  // One entry per pending symptom report. Intensity: EVA (pain), °C (fever, symptom 13) or 1 to 4.
  dashboardGet('alerts', ({ scope }) => {
    // The demo's worsening switch may add its report first, so this answer carries it.
    deliverWorsening(scope);
    const card = patientCards(scope);
    const types = new Map<number, SymptomType>(scope.data.symptomTypes.map((type) => [type.Id, type]));
    return ofScope(scope, scope.data.symptomReports)
      .filter((report) => report.Pending)
      .sort(newestFirst)
      .flatMap((report) => {
        const patient = scope.patientById.get(report.PatientId);
        const type = types.get(report.SymptomId);
        if (!patient || !type) return [];
        const { Id, Name, Gender, BirthDate, Doctor, Phone, CIDs } = card(patient);
        const Symptom = { Id: type.Id, Name: type.Name, IsEva: type.IsEva };
        return [{ Id, Name, Gender, BirthDate, DateAndTime: report.DateAndTime, Doctor, Intensity: report.Intensity, Symptom, Phone, CIDs }];
      });
  }),

  // One entry per pending (unanswered) message.
  dashboardGet('messages', ({ scope }) => {
    const card = patientCards(scope);
    return ofScope(scope, scope.data.messages)
      .filter((message) => message.Pending)
      .sort(newestFirst)
      .flatMap((message) => {
        const patient = scope.patientById.get(message.PatientId);
        if (!patient) return [];
        const { Id, Name, Gender, BirthDate, Doctor, Phone, CIDs } = card(patient);
        return [{ Id, Name, Gender, BirthDate, DateAndTime: message.DateAndTime, Doctor, Phone, CIDs }];
      });
  }),
];
