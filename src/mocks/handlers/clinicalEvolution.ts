import { http } from 'msw';
import { currentShapes } from '../control';
import { jsonAnswer, pagedAnswer } from '../lib/answer';
import { authenticated } from '../lib/auth';
import { evolutionEntriesOf, painReadingsOf, weeklyReportsOf } from '../lib/evolution';
import type { EvolutionEntry, WeeklyReportRow } from '../lib/evolution';
import { readablePatient } from '../lib/patientAccess';

/** Spec 02 §9: the symptom list shows 5 entries a page. */
const EVOLUTION_PAGE_SIZE = 5;

/**
 * The alternate weekly reports: the list under `Data` (no pagination), each item only its `Item`
 * name, as the spec writes it (`WeeklyReportItem.Item`).
 */
function alternateWeekly(rows: WeeklyReportRow[]) {
  return {
    Data: rows.map((row) => ({
      ...row,
      ReportRequests: row.ReportRequests.map((request) => ({ Intensity: request.Intensity, WeeklyReportItem: { Item: request.WeeklyReportItem.Item } })),
    })),
  };
}

/** The alternate entries: a flag that is false comes as null (a nullable bit column), no message as ''. */
function alternateEntry(entry: EvolutionEntry) {
  return { ...entry, NoSymptoms: entry.NoSymptoms || null, MissingSymptom: entry.MissingSymptom || null, Message: entry.Message ?? '' };
}

/**
 * Evolução Clínica (spec 02 §2, §3, §7): the weekly reports (the PS chart and its quality-of-life
 * panel), the pain readings and the symptom evolution entries, five a page. A patient without any
 * answers an empty list (the tab's empty states), never a 404.
 */
export const clinicalEvolutionHandlers = [
  http.get(
    '*/api/weeklyreport/patient/:id',
    authenticated(({ request, params, user }) => {
      const patient = readablePatient(user.institutionId, params.id);
      if (patient instanceof Response) return patient;
      const rows = weeklyReportsOf(patient.Id);
      return jsonAnswer(request, currentShapes() === 'alternate' ? alternateWeekly(rows) : rows);
    }),
  ),
  http.get(
    '*/api/clinicalevolution/pain/patient/:id',
    authenticated(({ request, params, user }) => {
      const patient = readablePatient(user.institutionId, params.id);
      if (patient instanceof Response) return patient;
      return jsonAnswer(request, painReadingsOf(patient.Id));
    }),
  ),
  http.get(
    '*/api/clinicalevolution/patient/:id',
    authenticated(({ request, params, user }) => {
      const patient = readablePatient(user.institutionId, params.id);
      if (patient instanceof Response) return patient;
      const alternate = currentShapes() === 'alternate';
      return pagedAnswer(
        request,
        () => evolutionEntriesOf(patient.Id),
        (entry) => (alternate ? alternateEntry(entry) : entry),
        {
          defaultLimit: EVOLUTION_PAGE_SIZE,
          shapes: { keepSymptomId: true },
        },
      );
    }),
  ),
];
