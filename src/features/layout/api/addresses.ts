import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';

export const addressListSchema = z.array(
  z.object({ InstitutionAddressId: z.number(), Street: z.string() }),
);
export type Address = z.infer<typeof addressListSchema>[number];

export const addressKeys = {
  all: ['addresses'] as const,
};

export function fetchAddresses(signal?: AbortSignal) {
  return apiRequest('/api/dashboard/addresses', addressListSchema, { signal });
}

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: addressKeys.all,
    queryFn: ({ signal }) => fetchAddresses(signal),
    staleTime: 5 * 60_000,
    meta: { persist: true },
  });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
