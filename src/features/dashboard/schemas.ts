/**
 * Dashboard answers, read tolerantly (decision 0001): a widget requires only its
 * figure; lists inside an answer are read row by row; every other field is optional and
 * normalised here, so the widgets see one type.
 */
import * as z from 'zod/mini';
import { emptyList, listOf } from '@/api/list';
import { namedRow, readPatientFields } from '@/api/patientRow';
import { readNumber, readText, requiredNumber, requiredText } from '@/api/read';
import { readInstant } from '@/api/readDates';

export const totalsSchema = z.object({ Professionals: requiredNumber, Patients: requiredNumber });

export const psLevels = ['ps0', 'ps1', 'ps2', 'ps3', 'ps4'] as const;
export type PsLevel = (typeof psLevels)[number];
const ROMAN = ['0', 'I', 'II', 'III', 'IV'];

/** 'ps0'…'ps4' as the spec writes them, or 'PS 2', 'PS II', '2' and 2. */
const psLevel = z.pipe(
  z.union([z.int(), z.string()]),
  z.transform((value, ctx) => {
    const text = String(value)
      .trim()
      .toUpperCase()
      .replace(/^PS\s*/, '');
    const index = /^\d$/.test(text) ? Number(text) : ROMAN.indexOf(text);
    const level = psLevels[index];
    if (level === undefined) ctx.issues.push({ code: 'custom', message: 'PS', input: value });
    return level ?? 'ps0';
  }),
);
const psEntry = z.object({ PS: psLevel, Percentage: requiredNumber });
export const performanceStatusSchema = listOf(psEntry);

/** 'MM/YYYY' from 'MM/YYYY', 'M/YYYY', 'YYYY-MM' or a date in that month. */
const month = z.pipe(
  z.string(),
  z.transform((value, ctx) => {
    const text = value.trim();
    const br = /^(\d{1,2})\/(\d{4})$/.exec(text);
    const iso = br ? null : /^(\d{4})-(\d{2})/.exec(text);
    const [mm, yyyy] = br ? [br[1], br[2]] : iso ? [iso[2], iso[1]] : [];
    if (!mm || !yyyy || Number(mm) < 1 || Number(mm) > 12) ctx.issues.push({ code: 'custom', message: 'Month', input: value });
    return `${(mm ?? '').padStart(2, '0')}/${yyyy ?? ''}`;
  }),
);
export const performanceStatusMonthlySchema = listOf(z.object({ Month: month, PerformanceStatus: listOf(psEntry) }));

export const treatmentsSchema = listOf(z.object({ Line: requiredText, Total: requiredNumber }));
export type TreatmentEntry = z.infer<typeof treatmentsSchema>['items'][number];

const person = z.pipe(
  namedRow,
  z.transform((row) => ({ Id: readText(row.Id), Name: row.Name, Phone: readText(row.Phone) })),
);
export type Person = z.infer<typeof person>;
const people = z.optional(listOf(person));
export const activeDoctorsSchema = z.pipe(
  z.object({ Percentage: requiredNumber, ActiveDoctors: people, InactiveDoctors: people }),
  z.transform((answer) => ({
    Percentage: answer.Percentage,
    ActiveDoctors: answer.ActiveDoctors ?? emptyList<Person>(),
    InactiveDoctors: answer.InactiveDoctors ?? emptyList<Person>(),
  })),
);

const newPatient = z.pipe(
  namedRow,
  z.transform((row) => ({ Id: readText(row.Id), ...readPatientFields(row), CreatedAt: readInstant(row.CreatedAt) })),
);
/** The count widget needs TotalInfo; the modal's paging falls back when the page fields are missing. */
export const newPatientsPageSchema = z.pipe(
  z.looseObject({ Data: listOf(newPatient), TotalInfo: requiredNumber }),
  z.transform((page) => ({
    Data: page.Data,
    TotalInfo: page.TotalInfo,
    TotalPage: readNumber(page.TotalPage),
    CurrentPage: readNumber(page.CurrentPage),
  })),
);
export type NewPatientsPage = z.infer<typeof newPatientsPageSchema>;
export const newPatientsMonthlySchema = listOf(z.object({ Month: month, ActivePatients: requiredNumber, TotalPatients: requiredNumber }));

export const cidDistributionSchema = listOf(
  z.pipe(
    z.looseObject({ CIDCode: requiredText, Percentage: requiredNumber }),
    z.transform((row) => ({ CIDCode: row.CIDCode, Description: readText(row.Description), Percentage: row.Percentage })),
  ),
);
export type CidShare = z.infer<typeof cidDistributionSchema>['items'][number];

const symptomPatient = z.pipe(
  namedRow,
  z.transform((row) => ({
    Id: readText(row.Id),
    ...readPatientFields(row),
    DateAndTime: readInstant(row.DateAndTime),
    Intensity: readNumber(row.Intensity),
  })),
);
export type SymptomPatient = z.infer<typeof symptomPatient>;
/** Pain and fever: the share is the widget's figure; the total and the patients are extras. */
export const symptomPatientsSchema = z.pipe(
  z.looseObject({ Percentage: requiredNumber, PatientSymptoms: z.optional(listOf(symptomPatient)) }),
  z.transform((answer) => ({
    Percentage: answer.Percentage,
    Total: readNumber(answer.Total),
    PatientSymptoms: answer.PatientSymptoms ?? emptyList<SymptomPatient>(),
  })),
);
export type SymptomPatients = z.infer<typeof symptomPatientsSchema>;

/** Weekly reports and symptoms: the share is the figure, the total its caption. */
export const shareSchema = z.pipe(
  z.looseObject({ Percentage: requiredNumber }),
  z.transform((answer) => ({ Percentage: answer.Percentage, Total: readNumber(answer.Total) })),
);
/** Demands: the total is the figure, the average its caption. */
export const demandsSchema = z.pipe(
  z.looseObject({ Total: requiredNumber }),
  z.transform((answer) => ({ Total: answer.Total, Average: readNumber(answer.Average) })),
);
