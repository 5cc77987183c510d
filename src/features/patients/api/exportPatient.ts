import { messages } from '@/messages/screens';
import type { DownloadRequest } from '@/ui/download/useDownload';

/** `GET api/patient/export/{id}` (spec 02 §7): the Ficha as a PDF, saved under the server's name. */
export function exportPatientRequest(id: string): DownloadRequest {
  return {
    path: `api/patient/export/${encodeURIComponent(id)}`,
    defaultName: messages.ficha.exportName(id),
    failureText: messages.ficha.exportFailed,
  };
}
