import type { PatientAlert } from '../schemas';

/**
 * An alert has no id of its own (its `Id` is the patient's): the patient, the time and the
 * symptom tell one from another.
 */
export function alertKey(alert: PatientAlert): string {
  const symptom = 'Symptom' in alert ? (alert.Symptom?.Name ?? '') : '';
  return `${alert.Id}|${alert.DateAndTime ?? ''}|${symptom}`;
}

/** One symptom of one patient: by the symptom's id when the API sends it, else by its name. */
export function symptomOfPatient(alert: PatientAlert): string | null {
  if (!('Symptom' in alert) || !alert.Symptom) return null;
  const { Id, Name } = alert.Symptom;
  if (Id !== null) return `${alert.Id}|#${Id}`;
  const name = Name?.trim().toLocaleLowerCase('pt-BR');
  return name ? `${alert.Id}|${name}` : null;
}
