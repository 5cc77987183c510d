/** What patients send through the patient app: symptoms, weekly questionnaires and messages. */
/** A symptom the patient app offers. Pain is measured on the EVA scale (0 to 10). */
export interface SymptomType {
  Id: number;
  Name: string;
  IsEva: boolean;
}

/**
 * One symptom a patient reported. Intensity: EVA 0 to 10 for pain, the temperature in °C for
 * fever (symptom 13), otherwise 1 to 4 (Leve, Moderado, Grave, Muito Grave).
 */
export interface SymptomReport {
  Id: number;
  PatientId: number;
  SymptomId: number;
  Intensity: number;
  /** ISO timestamp. */
  DateAndTime: string;
  /** A symptom alert nobody has handled yet. */
  Pending: boolean;
}

/** The weekly questionnaire of the patient app; it carries the performance status. */
export interface WeeklyReport {
  Id: number;
  PatientId: number;
  DateAndTime: string;
  PS: number;
}

/** A message a patient sent to the team (a communication demand). */
export interface PatientMessage {
  Id: number;
  PatientId: number;
  DateAndTime: string;
  /** A message alert nobody has answered yet. */
  Pending: boolean;
}
