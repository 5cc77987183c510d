import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/api/download';
import { isApiError } from '@/api/errors';
import { buildAlert, type AlertContent } from '@/messages/alert';
import { messages } from '@/messages/screens';
import { saveFile } from '../saveFile';

export interface DownloadRequest {
  /** A path under the API (`api/...`): the request carries the bearer token in its header. */
  path: string;
  /** The file name when the answer names none (Content-Disposition). */
  defaultName: string;
  /** The alert's text when the server says nothing better. */
  failureText?: string;
  /**
   * The text the spec gives this download's failure (02 §8, the BI's 'Baixar Dados'): the alert
   * shows it alone, whatever the server answered, where `failureText` would give way to its Message.
   */
  fixedFailureText?: string;
}

/**
 * Every file the console saves (exports, attachments) goes through here: the bearer token in the
 * header (never in a URL), the server's file name, a busy state, and a failure turned into the
 * alert helper's danger alert. One download at a time per helper: a second click while busy is
 * ignored.
 */
export function useDownload() {
  const [alert, setAlert] = useState<AlertContent | null>(null);
  const [activePath, setActivePath] = useState<string | null>(null);
  const busyRef = useRef(false);
  const mutation = useMutation({
    mutationFn: async (request: DownloadRequest) => {
      const file = await downloadFile(request.path, request.defaultName);
      saveFile(file.blob, file.fileName);
    },
  });

  const start = (request: DownloadRequest) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setAlert(null);
    setActivePath(request.path);
    mutation.mutate(request, {
      onError: (error) =>
        setAlert(
          request.fixedFailureText
            ? buildAlert('danger', null, request.fixedFailureText)
            : buildAlert('danger', isApiError(error) ? error.toAlertInput() : null, request.failureText ?? messages.download.failed),
        ),
      onSettled: () => {
        busyRef.current = false;
        setActivePath(null);
      },
    });
  };

  return {
    start,
    busy: mutation.isPending,
    /** The path being downloaded, to mark the one busy link among many. */
    activePath,
    alert,
    closeAlert: () => setAlert(null),
  };
}
