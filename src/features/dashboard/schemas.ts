import * as z from 'zod/mini';

const cid = z.object({ CIDCode: z.string(), Description: z.nullish(z.string()) });
const team = z.nullish(z.object({ Id: z.number(), Name: z.string() }));

/** The patient fields the lists share. */
const patientFields = {
  Id: z.optional(z.number()),
  Name: z.string(),
  Gender: z.nullish(z.string()),
  BirthDate: z.nullish(z.string()),
  Doctor: team,
  Phone: z.nullish(z.string()),
  CIDs: z.nullish(z.array(cid)),
};

export const totalsSchema = z.object({ Professionals: z.number(), Patients: z.number() });

export const psLevels = ['ps0', 'ps1', 'ps2', 'ps3', 'ps4'] as const;
export type PsLevel = (typeof psLevels)[number];
const psEntry = z.object({ PS: z.enum(psLevels), Percentage: z.number() });
export const performanceStatusSchema = z.array(psEntry);
export const performanceStatusMonthlySchema = z.array(
  z.object({ Month: z.string(), PerformanceStatus: z.array(psEntry) }),
);

export const treatmentsSchema = z.array(z.object({ Line: z.string(), Total: z.number() }));
export type TreatmentEntry = z.infer<typeof treatmentsSchema>[number];

const person = z.object({ Id: z.number(), Name: z.string(), Phone: z.nullish(z.string()) });
export const activeDoctorsSchema = z.object({
  Percentage: z.number(),
  ActiveDoctors: z.array(person),
  InactiveDoctors: z.array(person),
});
export type Person = z.infer<typeof person>;

export const newPatientSchema = z.object({ ...patientFields, CreatedAt: z.string() });
export type NewPatient = z.infer<typeof newPatientSchema>;
export const newPatientsPageSchema = z.object({
  Data: z.array(newPatientSchema),
  TotalInfo: z.number(),
  TotalPage: z.number(),
  CurrentPage: z.number(),
});
export type NewPatientsPage = z.infer<typeof newPatientsPageSchema>;
export const newPatientsMonthlySchema = z.array(
  z.object({ Month: z.string(), ActivePatients: z.number(), TotalPatients: z.number() }),
);

export const cidDistributionSchema = z.array(
  z.object({ CIDCode: z.string(), CIDId: z.number(), Description: z.string(), Percentage: z.number() }),
);
export type CidShare = z.infer<typeof cidDistributionSchema>[number];

export const symptomPatientSchema = z.object({ ...patientFields, DateAndTime: z.string(), Intensity: z.number() });
export type SymptomPatient = z.infer<typeof symptomPatientSchema>;
export const symptomPatientsSchema = z.object({
  Percentage: z.number(),
  Total: z.number(),
  PatientSymptoms: z.array(symptomPatientSchema),
});

export const shareSchema = z.object({ Percentage: z.number(), Total: z.number() });
export const demandsSchema = z.object({ Average: z.number(), Total: z.number() });
