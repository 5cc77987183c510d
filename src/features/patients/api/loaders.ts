import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { institutionAddressesQueryOptions } from '@/api/reference/institutionAddresses';
import { licencesQueryOptions } from '@/api/reference/licences';
import { teamOptionsQueryOptions } from '@/api/reference/teams';
import type { PatientListQuery } from '../listQuery';
import { cidTypesQueryOptions } from './cidTypes';
import { patientListQueryOptions } from './patientList';
import { patientRecordQueryOptions } from './patientRecord';

/**
 * What the patients routes ask for while their screens' code loads (loaded on demand by the route
 * files). Not awaited: each part of the screen shows its own loading and error states.
 */
export function prefetchPatientList(queryClient: QueryClient, query: PatientListQuery): void {
  void queryClient.prefetchQuery(patientListQueryOptions(query));
  void queryClient.prefetchQuery(licencesQueryOptions());
  void queryClient.prefetchQuery(institutionAddressesQueryOptions());
  void queryClient.prefetchQuery(teamOptionsQueryOptions());
}

/**
 * The Ficha's teams and CID types, and on edit the record: an id the server does not know goes back
 * to the list with a message.
 */
export async function loadPatientRecord(queryClient: QueryClient, id: string | null): Promise<void> {
  void queryClient.prefetchQuery(teamOptionsQueryOptions());
  void queryClient.prefetchQuery(cidTypesQueryOptions());
  if (id === null) return;
  // Offline, a call never made cannot answer: the screen says it needs the connection rather
  // than the route waiting without end.
  if (!onlineManager.isOnline()) return;
  let found: boolean;
  try {
    found = (await queryClient.ensureQueryData(patientRecordQueryOptions(id))) !== null;
  } catch {
    return; // the screen shows the failure with a reload
  }
  if (!found)
    throw redirect({
      to: '/pacientes',
      search: { message: 'patientNotFound' },
      replace: true,
    });
}
