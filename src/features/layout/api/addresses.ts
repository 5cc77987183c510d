import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { listOf } from '@/api/list';
import { requiredNumber, requiredText } from '@/api/required';
import { keys } from '@/api/keys';

/** An address needs its id (the widgets' `hospitalId`) and its street (the option's label). */
export const addressListSchema = listOf(z.object({ InstitutionAddressId: requiredNumber, Street: requiredText }));
export type Address = z.infer<typeof addressListSchema>['items'][number];

export function fetchAddresses(signal?: AbortSignal) {
  return apiRequest('/api/dashboard/addresses', addressListSchema, { signal });
}

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: keys.addresses.all,
    queryFn: ({ signal }) => fetchAddresses(signal),
    staleTime: 5 * 60_000,
    meta: { persist: true },
  });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
