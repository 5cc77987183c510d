import * as z from 'zod/mini';

const cidSchema = z.object({
  CIDCode: z.string(),
  Description: z.nullish(z.string()),
});

/** The team that follows the patient; the API calls it Doctor. */
const teamSchema = z.object({
  Id: z.number(),
  Name: z.string(),
});

/**
 * What both alert kinds say about the patient. Only what a card cannot do without (the patient's
 * id and name, the time) is required: a missing phone, birth date, team or CID list leaves that
 * field blank on one card instead of failing the whole list.
 */
const patientAlertShape = {
  Id: z.number(),
  Name: z.string(),
  // An unknown gender is shown as nothing rather than rejecting the list.
  Gender: z.catch(z.nullable(z.enum(['Masculino', 'Feminino'])), null),
  BirthDate: z.nullish(z.string()),
  DateAndTime: z.string(),
  Doctor: z.nullish(teamSchema),
  Phone: z.nullish(z.string()),
  CIDs: z.nullish(z.array(cidSchema)),
};

export const symptomSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  IsEva: z.boolean(),
});

export const messageAlertSchema = z.object(patientAlertShape);

export const symptomAlertSchema = z.object({
  ...patientAlertShape,
  Intensity: z.number(),
  Symptom: symptomSchema,
});

/** GET api/dashboard/messages, newest first. */
export const messageAlertListSchema = z.array(messageAlertSchema);
/** GET api/dashboard/alerts, newest first. */
export const symptomAlertListSchema = z.array(symptomAlertSchema);

export type MessageAlert = z.infer<typeof messageAlertSchema>;
export type SymptomAlert = z.infer<typeof symptomAlertSchema>;
export type PatientAlert = MessageAlert | SymptomAlert;
