import { messages } from '@/messages/screens';
import type { DownloadRequest } from '@/ui/download/useDownload';

/** `GET api/weeklyreport/export/{patientId}` (spec 02 §7): the weekly reports as a file. */
export function exportWeeklyReportsRequest(patientId: string): DownloadRequest {
  return {
    path: `api/weeklyreport/export/${encodeURIComponent(patientId)}`,
    defaultName: messages.clinicalEvolution.exportWeeklyName(patientId),
    failureText: messages.clinicalEvolution.exportWeeklyFailed,
  };
}
