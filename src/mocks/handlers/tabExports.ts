import { http } from 'msw';
import { authenticated } from '../lib/auth';
import { brazilianDateTime, evolutionEntriesOf, weeklyReportsOf } from '../lib/evolution';
import type { EvolutionEntry } from '../lib/evolution';
import { fileAnswer, patientFileKey } from '../lib/files';
import { readablePatient } from '../lib/patientAccess';
import { pdfBytes } from '../lib/pdf';
import type { PdfLine } from '../lib/pdf';
import { FEVER_SYMPTOM_ID, intensityLabels } from '../seed/symptoms';
import { store, storeNow } from '../store';
import type { Patient } from '../types';

/** Spec 02 §8 empty states, printed when there is nothing to export. */
const exportEmptyTexts = {
  weekly: 'O paciente não cadastrou nenhum relato semanal.',
  symptoms: 'O paciente não cadastrou nenhum sintoma.',
} as const;

const PS_LABELS = ['PS 0', 'PS I', 'PS II', 'PS III', 'PS IV'] as const;

/** Spec 02 §9: EVA 0-2 Leve, 3-7 Moderada, 8-10 Grave. */
function painName(eva: number): string {
  if (eva <= 2) return 'Leve';
  return eva <= 7 ? 'Moderada' : 'Grave';
}

const decimal = (value: number): string => value.toFixed(1).replace('.', ',');

/** How one symptom reads on paper: EVA with its name, the temperature, or the 1-4 scale's name. */
function symptomText({ Intensity, Symptom }: EvolutionEntry['Evolutions'][number]): string {
  if (Symptom.Id === FEVER_SYMPTOM_ID) return `${Symptom.Name}: ${decimal(Intensity)} °C`;
  if (Symptom.IsEva) return `${Symptom.Name}: EVA ${Intensity} (${painName(Intensity)})`;
  return `${Symptom.Name}: ${intensityLabels[Intensity] ?? Intensity}`;
}

/** The heading every export starts with: title, institution, patient, registration number. */
function heading(title: string, patient: Patient): PdfLine[] {
  const institution = store.institutions.find((item) => item.Id === patient.InstitutionId);
  return [
    { text: title, size: 18, bold: true, rule: true },
    { text: institution?.Name ?? '', size: 11, gapBefore: 4 },
    { label: 'Paciente:', text: patient.Name, gapBefore: 10 },
    { label: 'Número de registro:', text: patient.RegisterNumber || 'Não informado' },
  ];
}

function footer(): PdfLine {
  return { text: `Emitido em ${brazilianDateTime(storeNow().toISOString())} pelo Painel (demonstração).`, size: 8, gapBefore: 24 };
}

function weeklyLines(patient: Patient): PdfLine[] {
  const reports = weeklyReportsOf(patient.Id).reverse();
  const body: PdfLine[] = reports.flatMap((report) => [
    { text: `${brazilianDateTime(report.DateAndTime)} - ${PS_LABELS[report.PS] ?? `PS ${report.PS}`}`, bold: true, gapBefore: 6 },
    { text: report.ReportRequests.map((item) => `${item.WeeklyReportItem.Item}: ${item.Intensity}`).join('; '), size: 9 },
  ]);
  return [
    ...heading('Relatório semanal', patient),
    { text: 'Qualidade de vida: 1 sem problemas, 2 alguns problemas, 3 problemas graves.', size: 9, gapBefore: 6 },
    ...(body.length > 0 ? body : [{ text: exportEmptyTexts.weekly, gapBefore: 10 }]),
    footer(),
  ];
}

function evolutionLines(patient: Patient): PdfLine[] {
  const body: PdfLine[] = evolutionEntriesOf(patient.Id).flatMap((entry) => {
    const lines: PdfLine[] = [{ text: brazilianDateTime(entry.DateAndTime), bold: true, gapBefore: 6 }];
    if (entry.NoSymptoms) lines.push({ text: 'Sem sintomas.' });
    for (const evolution of entry.Evolutions) lines.push({ text: symptomText(evolution) });
    if (entry.MissingSymptom) lines.push({ text: `Sintoma não listado: ${entry.Message ?? ''}` });
    else if (entry.Message) lines.push({ text: `Mensagem: ${entry.Message}` });
    return lines;
  });
  return [...heading('Evolução clínica', patient), ...(body.length > 0 ? body : [{ text: exportEmptyTexts.symptoms, gapBefore: 10 }]), footer()];
}

/** A PDF export of the tab: readable patients only (another institution's: 404, as the record). */
function exportHandler(path: string, title: string, file: string, lines: (patient: Patient) => PdfLine[]) {
  return http.get(
    path,
    authenticated(({ params, user }) => {
      const patient = readablePatient(user.institutionId, params.patientId);
      if (patient instanceof Response) return patient;
      const bytes = pdfBytes({ title, lines: lines(patient), createdAt: storeNow() });
      return fileAnswer(bytes, 'application/pdf', `${file}-${patientFileKey(patient)}.pdf`);
    }),
  );
}

/** Spec 02 §7 Exports: the weekly reports and the clinical evolution, each a PDF. */
export const tabExportHandlers = [
  exportHandler('*/api/weeklyreport/export/:patientId', 'Relatório semanal', 'relatorio-semanal', weeklyLines),
  exportHandler('*/api/clinicalevolution/export/:patientId', 'Evolução clínica', 'evolucao-clinica', evolutionLines),
];
