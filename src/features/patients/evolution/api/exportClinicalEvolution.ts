import { messages } from '@/messages/screens';
import type { DownloadRequest } from '@/ui/download/useDownload';

/** `GET api/clinicalevolution/export/{patientId}` (spec 02 §7): the symptom entries as a file. */
export function exportClinicalEvolutionRequest(patientId: string): DownloadRequest {
  return {
    path: `api/clinicalevolution/export/${encodeURIComponent(patientId)}`,
    defaultName: messages.clinicalEvolution.exportSymptomsName(patientId),
    failureText: messages.clinicalEvolution.exportSymptomsFailed,
  };
}
