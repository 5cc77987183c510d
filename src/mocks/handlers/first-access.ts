import { HttpResponse, http } from 'msw';
import { apiMessages, checkedBody, emptyOk, errorResponse, notFound } from '../lib/http';
import { passwordPairErrors, textOf } from '../lib/validation';
import { store } from '../store';
import type { InvitationToken, Professional } from '../types';

const expiredInvitation = 'Token incorreto ou expirado.';

type Invitation = { professional: Professional } | { response: Response };

/** The invitation e-mail's token: valid, expired (404, as the real API), or a broken backend (500). */
function resolveInvitation(token: string): Invitation {
  const invitation: InvitationToken | undefined = store.invitationTokens.find((item) => item.Token === token);
  if (!invitation || invitation.State === 'expired') return { response: notFound(expiredInvitation) };
  if (invitation.State === 'broken') return { response: errorResponse(500, { Message: apiMessages.internal }) };
  const professional = store.professionals.find((item) => item.Id === invitation.ProfessionalId);
  return professional ? { professional } : { response: notFound(expiredInvitation) };
}

/** A professional's first access from the invitation e-mail: public endpoints. */
export const firstAccessHandlers = [
  http.get('*/api/professional/first-access', ({ request }) => {
    const invitation = resolveInvitation(new URL(request.url).searchParams.get('token') ?? '');
    if ('response' in invitation) return invitation.response;
    return HttpResponse.json({ Name: invitation.professional.Name, Email: invitation.professional.Email });
  }),

  http.put('*/api/professional/first-password', async ({ request }) => {
    const checked = await checkedBody(request, (body) => ({ errors: passwordPairErrors(body) }));
    if (checked instanceof Response) return checked;
    const invitation = resolveInvitation(textOf(checked.body.token));
    return 'response' in invitation ? invitation.response : emptyOk();
  }),
];
