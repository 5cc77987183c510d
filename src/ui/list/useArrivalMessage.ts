import { useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { arrivalAlert, type AlertContent } from '@/messages/alert';
import type { ArrivalMessageKey } from '@/messages/screens';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The server's own text for the save that led to this screen (see `arrivalAlert`). */
    arrivalText?: string;
  }
}

interface Shown {
  /** The key being shown while it is still in the URL. */
  key: ArrivalMessageKey | undefined;
  alert: AlertContent | null;
}

/**
 * The `message` search param of spec 02 §2: shown once as an alert, then dropped from the URL
 * (replacing the entry), so a reload or a back does not show it again. The alert stays until the
 * user closes it or leaves.
 */
export function useArrivalMessage(key: ArrivalMessageKey | undefined, dropFromUrl: () => void) {
  const serverText = useRouterState({ select: (state) => state.location.state.arrivalText });
  const [shown, setShown] = useState<Shown>(() => ({ key, alert: key ? arrivalAlert(key, serverText) : null }));

  // Derived while rendering (not in an effect): a key that arrives shows at once.
  if (key !== shown.key) setShown({ key, alert: key ? arrivalAlert(key, serverText) : shown.alert });

  useEffect(() => {
    if (key) dropFromUrl();
    // Only a new key is dropped; dropFromUrl is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { alert: shown.alert, close: () => setShown({ key: shown.key, alert: null }) };
}
