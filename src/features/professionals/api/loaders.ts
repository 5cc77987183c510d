import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { institutionAddressesQueryOptions } from '@/api/reference/institutionAddresses';
import { licencesQueryOptions } from '@/api/reference/licences';
import { teamOptionsQueryOptions } from '@/api/reference/teams';
import type { ProfessionalListQuery } from '../listQuery';
import { professionalQueryOptions } from './professional';
import { professionalListQueryOptions } from './professionalList';

/**
 * What the professionals routes ask for while their screens' code loads (loaded on demand by the
 * route files, so that the schemas stay out of the first screen's bundle). Not awaited: each part
 * of the screen shows its own loading and error states.
 */
export function prefetchProfessionalList(queryClient: QueryClient, query: ProfessionalListQuery): void {
  void queryClient.prefetchQuery(professionalListQueryOptions(query));
  void queryClient.prefetchQuery(licencesQueryOptions());
  void queryClient.prefetchQuery(institutionAddressesQueryOptions());
  void queryClient.prefetchQuery(teamOptionsQueryOptions());
}

/** The form's teams, and on edit the professional: an id the server does not know goes back to the list. */
export async function loadProfessionalForm(queryClient: QueryClient, id: string | null): Promise<void> {
  void queryClient.prefetchQuery(teamOptionsQueryOptions());
  if (id === null) return;
  // Offline, a call never made cannot answer: the screen says it needs the connection rather
  // than the route waiting without end.
  if (!onlineManager.isOnline()) return;
  let found: boolean;
  try {
    found = (await queryClient.ensureQueryData(professionalQueryOptions(id))) !== null;
  } catch {
    return; // the screen shows the failure with a reload
  }
  if (!found) throw redirect({ to: '/profissionais', search: { message: 'professionalNotFound' }, replace: true });
}
