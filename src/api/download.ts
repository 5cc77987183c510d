import { fileNameFromDisposition, nameFittingType } from '@/lib/contentDisposition';
import { apiResponse, type RequestOptions } from './client';
import { apiBaseUrl } from './clientSetup';

/** Exports can take a while to build on the server. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

export interface DownloadedFile {
  blob: Blob;
  /** The server's name (Content-Disposition), else the default given, its extension fitting the type. */
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
    fileName: nameFittingType(fileNameFromDisposition(response.headers.get('content-disposition')) ?? defaultName, response.headers.get('content-type')),
  };
}

/**
 * The path under the API's base of an address the API gave (absolute, root-relative or relative),
 * or null when it points anywhere else: such a file is opened as a plain link, and the bearer
 * token never leaves for another host, nor goes into any URL.
 */
export function apiPathOf(address: string): string | null {
  const base = new URL(apiBaseUrl());
  let url: URL;
  try {
    // As in buildUrl, '/api/x' means 'api/x' under the base.
    url = /^[a-z][a-z\d+.-]*:/i.test(address) ? new URL(address) : new URL(address.replace(/^\/+/, ''), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  return url.pathname.slice(base.pathname.length) + url.search;
}
