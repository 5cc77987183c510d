import { fileNameFromDisposition } from '@/lib/contentDisposition';
import { apiResponse, type RequestOptions } from './client';

/** Exports can take a while to build on the server. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

export interface DownloadedFile {
  blob: Blob;
  /** The server's name (Content-Disposition), else the default given. */
  fileName: string;
}

/** A file the admin API builds (spec 02 §7, exports): its bytes and the name to save it under. */
export async function downloadFile(path: string, defaultName: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await apiResponse(path, {
    accept: '*/*',
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
    ...options,
  });
  const blob = await response.blob();
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? defaultName,
  };
}
