import { http } from 'msw';
import { jsonAnswer } from '../lib/answer';
import { authenticated } from '../lib/auth';
import { store } from '../store';

/** Addresses of the caller's institution, the one in the token (never a query parameter). */
export const addressHandlers = [
  http.get(
    '*/api/dashboard/addresses',
    authenticated(({ request, user }) =>
      jsonAnswer(
        request,
        store.addresses
          .filter((address) => address.InstitutionId === user.institutionId)
          .map(({ InstitutionAddressId, Street }) => ({ InstitutionAddressId, Street })),
      ),
    ),
  ),
];
