import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/api/client';
import { keys } from '@/api/keys';
import { listOf } from '@/api/list';
import { readText, requiredId, requiredText } from '@/api/read';

/** A CID type (`GET api/cidtype`, spec 02 §3): the option needs its id and code. */
const cidTypeSchema = z.pipe(
  z.looseObject({ Id: requiredId, CIDCode: requiredText }),
  z.transform((row) => ({
    Id: row.Id,
    CIDCode: row.CIDCode,
    Description: readText(row.Description),
  })),
);
export type CidType = z.infer<typeof cidTypeSchema>;

export const cidTypesQueryOptions = () =>
  queryOptions({
    queryKey: keys.cidTypes.all,
    queryFn: ({ signal }) => apiRequest('api/cidtype', listOf(cidTypeSchema), { signal }),
    staleTime: 60 * 60_000,
  });

export function useCidTypes() {
  return useQuery(cidTypesQueryOptions());
}
