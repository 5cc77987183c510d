import { createRng } from '../lib/prng';
import { DAY_MS } from '../lib/window';
import type { CheckInNote, SymptomReport, WeeklyReport, WeeklyReportAnswer } from '../types';

/** The weekly questionnaire's quality-of-life items (spec 02 §9), each rated 1 to 3. */
export const weeklyReportItems = [
  { Id: 1, Item: 'Mobilidade' },
  { Id: 2, Item: 'Cuidados pessoais' },
  { Id: 3, Item: 'Atividades habituais' },
  { Id: 4, Item: 'Dor/mal-estar' },
  { Id: 5, Item: 'Ansiedade/depressão' },
] as const;

/** Streams of their own (plus the report's or patient's id): nothing seeded before moves. */
const ANSWERS_SEED = 20_240_702;
const NOTES_SEED = 20_240_703;
const MINUTE_MS = 60_000;

/** The usual rating at each PS (0 to 4): a patient in bed (PS 4) has problems everywhere. */
const RATING_BY_PS = [1, 1.4, 2, 2.5, 3] as const;

/** The five ratings of each weekly report, following its PS with a little noise. */
export function seedWeeklyAnswers(reports: readonly WeeklyReport[]): WeeklyReportAnswer[] {
  return reports.map((report) => {
    const rng = createRng(ANSWERS_SEED + report.Id);
    const base = RATING_BY_PS[report.PS] ?? 2;
    const Intensities = weeklyReportItems.map(() => Math.min(3, Math.max(1, Math.round(base + (rng.next() - 0.5) * 1.4))));
    return { WeeklyReportId: report.Id, Intensities };
  });
}

/** What patients wrote when their symptom was not in the app's list. */
const missingSymptoms = [
  'Formigamento nas mãos e nos pés.',
  'Queda de cabelo mais forte esta semana.',
  'Manchas roxas nos braços.',
  'Inchaço nas pernas no fim do dia.',
  'Soluço que não passa desde ontem.',
  'Gosto metálico na boca.',
  'Unhas escurecidas e quebradiças.',
] as const;
const comments = [
  'Piorou depois da sessão de quimioterapia de ontem.',
  'Tomei a medicação de resgate e melhorou.',
  'Não consegui dormir direito por causa disso.',
  'Está igual à semana passada.',
] as const;
const feelingWell = ['Estou me sentindo bem hoje.', 'Dia tranquilo, sem queixas.'] as const;

/**
 * The check-in notes: on some seeded check-ins a missing symptom or a comment; between check-ins a
 * few days apart, a check-in without symptoms (or with only a symptom missing from the list).
 * `without` (the empty patient) gets none.
 */
export function seedCheckInNotes(reports: readonly SymptomReport[], without: number): CheckInNote[] {
  const instants = new Map<number, Set<string>>();
  for (const report of reports) {
    if (report.PatientId === without) continue;
    const set = instants.get(report.PatientId) ?? new Set<string>();
    set.add(report.DateAndTime);
    instants.set(report.PatientId, set);
  }
  const notes: CheckInNote[] = [];
  for (const [patientId, set] of [...instants.entries()].sort(([a], [b]) => a - b)) {
    const rng = createRng(NOTES_SEED + patientId);
    const times = [...set].sort();
    times.forEach((time, index) => {
      const note = { PatientId: patientId, DateAndTime: time, NoSymptoms: false };
      if (rng.chance(0.07)) notes.push({ ...note, MissingSymptom: true, Message: rng.pick(missingSymptoms) });
      else if (rng.chance(0.08)) notes.push({ ...note, MissingSymptom: false, Message: rng.pick(comments) });
      const next = times[index + 1];
      if (next === undefined || Date.parse(next) - Date.parse(time) < 2 * DAY_MS || !rng.chance(0.2)) return;
      const middle = Math.floor((Date.parse(time) + Date.parse(next)) / 2 / MINUTE_MS) * MINUTE_MS;
      const iso = new Date(middle).toISOString();
      if (rng.chance(0.2)) notes.push({ PatientId: patientId, DateAndTime: iso, NoSymptoms: false, MissingSymptom: true, Message: rng.pick(missingSymptoms) });
      else
        notes.push({
          PatientId: patientId,
          DateAndTime: iso,
          NoSymptoms: true,
          MissingSymptom: false,
          Message: rng.chance(0.3) ? rng.pick(feelingWell) : null,
        });
    });
  }
  return notes.sort((a, b) => a.DateAndTime.localeCompare(b.DateAndTime) || a.PatientId - b.PatientId);
}
