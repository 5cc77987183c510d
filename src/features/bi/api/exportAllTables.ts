import { messages } from '@/messages/screens';
import type { DownloadRequest } from '@/ui/download/useDownload';

/**
 * `GET api/export/export-all-tables` (spec 02 §7): every table in one file, saved by the download
 * helper under the server's name (Content-Disposition), 'dados.zip' when it gives none (§9).
 */
export const exportAllTablesRequest: DownloadRequest = {
  path: 'api/export/export-all-tables',
  defaultName: 'dados.zip',
  failureText: messages.bi.downloadFailure,
};
