import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { listOf } from '@/api/list';
import { historyRecordTypeSchema } from '../schemas';
import { keys } from '@/api/keys';

export const historyRecordTypesSchema = listOf(historyRecordTypeSchema);

/** `GET api/historyRecordtype` (spec 02 §7): reference data, the same for every patient. */
const historyRecordTypesQueryOptions = () =>
  queryOptions({
    queryKey: keys.historyRecords.types(),
    queryFn: ({ signal }) => apiRequest('api/historyRecordtype', historyRecordTypesSchema, { signal }),
    staleTime: 60 * 60_000,
  });

export function useHistoryRecordTypes() {
  return useQuery(historyRecordTypesQueryOptions());
}
