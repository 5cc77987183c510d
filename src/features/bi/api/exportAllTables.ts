import { messages } from '@/messages/screens';
import type { DownloadRequest } from '@/ui/download/useDownload';

/**
 * `GET api/export/export-all-tables` (spec 02 §7): every table in one file, saved by the download
 * helper under the server's name (Content-Disposition), 'dados.zip' when it gives none (§9); a
 * failure shows §8's download failure text.
 */
export const exportAllTablesRequest: DownloadRequest = {
  path: 'api/export/export-all-tables',
  defaultName: 'dados.zip',
  // The spec's own text for this failure (§8), never the server's Message.
  fixedFailureText: messages.bi.downloadFailure,
};
