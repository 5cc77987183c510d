import { useEffect } from 'react';
import { getRouteApi } from '@tanstack/react-router';

const route = getRouteApi('/_app/alertas');

/**
 * A notification's click opens /alertas?alerta=<token> (public/sw-notify.js, or the page's own
 * navigation when the tab was open): once the list is on screen, that alert's card has the focus,
 * and the token leaves the URL, so a reload or Back does not move the focus again. A card the
 * filters hide, or an alert no longer pending, leaves the page as it is.
 */
export function useOpenNotifiedCard(listShown: boolean): void {
  const alerta = route.useSearch({ select: (search) => search.alerta });
  const navigate = route.useNavigate();
  useEffect(() => {
    if (!alerta || !listShown) return;
    const card = document.querySelector(`[data-alert="${CSS.escape(alerta)}"]`);
    card?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
    void navigate({ search: (previous) => ({ ...previous, alerta: undefined }), replace: true, resetScroll: false });
  }, [alerta, listShown, navigate]);
}
