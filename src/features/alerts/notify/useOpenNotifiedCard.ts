import { useEffect } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import type { TriageRow } from '../triage/rows';
import { alertToken } from './events';

const route = getRouteApi('/_app/alertas');

function cardLink(token: string): HTMLAnchorElement | null {
  return document.querySelector(`[data-alert="${CSS.escape(token)}"]`)?.querySelector<HTMLAnchorElement>('a[href]') ?? null;
}

/**
 * A notification's click opens /alertas?alerta=<token> (public/sw-notify.js, or the page's own
 * navigation when the tab was open): once the list is on screen, that alert's card has the focus,
 * and the token leaves the URL, so a reload or Back does not move the focus again. The list comes
 * in slices (VirtualList), so a card among those shown is waited for until it is in the page. A
 * card the filters hide, or an alert no longer pending, leaves the page as it is.
 */
export function useOpenNotifiedCard(shown: readonly TriageRow[] | undefined): void {
  const alerta = route.useSearch({ select: (search) => search.alerta });
  const navigate = route.useNavigate();
  const listed = alerta !== undefined && shown !== undefined && shown.some((row) => alertToken(row.alert) === alerta);
  const listShown = shown !== undefined;
  useEffect(() => {
    if (!alerta || !listShown) return;
    const done = () => void navigate({ search: (previous) => ({ ...previous, alerta: undefined }), replace: true, resetScroll: false });
    const focus = () => {
      const link = cardLink(alerta);
      link?.focus();
      return link !== null;
    };
    if (!listed || focus()) {
      done();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!focus()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [alerta, listShown, listed, navigate]);
}
