import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { keys } from '@/api/keys';
import { listOf } from '@/api/list';
import { requiredId, requiredText } from '@/api/read';

/**
 * The institution's addresses (`GET api/institutionaddress`, spec 02 §7): the professionals'
 * Local filter, and later the patient's place of attendance. The spec names the fields Id and
 * Street; the dashboard's address call names the id InstitutionAddressId, so both are read.
 */
const institutionAddressSchema = z.pipe(
  z.looseObject({ Id: z.optional(z.unknown()), InstitutionAddressId: z.optional(z.unknown()), Street: requiredText }),
  z.transform((row, ctx) => {
    const id = z.safeParse(requiredId, row.Id ?? row.InstitutionAddressId);
    if (!id.success) {
      ctx.issues.push({ code: 'custom', message: 'Id', input: row.Id, path: ['Id'] });
      return z.NEVER;
    }
    return { Id: id.data, Street: row.Street };
  }),
);
const institutionAddressesSchema = listOf(institutionAddressSchema);

export const institutionAddressesQueryOptions = () =>
  queryOptions({
    queryKey: keys.institutionAddresses.all,
    queryFn: ({ signal }) => apiRequest('api/institutionaddress', institutionAddressesSchema, { signal }),
    staleTime: 5 * 60_000,
  });

export function useInstitutionAddresses() {
  return useQuery(institutionAddressesQueryOptions());
}
