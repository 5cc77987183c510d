import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { pageOf, toPage } from '@/api/page';
import { type HistoryRecordListQuery } from '../../listQuery';
import { historyRecordSchema } from '../schemas';
import { keys } from '@/api/keys';

/** Spec 02 §9: history records come ten a page. */
const HISTORY_PAGE_SIZE = 10;

export const historyRecordPageSchema = pageOf(historyRecordSchema);

/** `GET api/historyRecord/patient/{id}?page&limit` (spec 02 §7), each row read alone. */
async function fetchHistoryRecordPage({ patientId, page }: HistoryRecordListQuery, signal?: AbortSignal) {
  const answer = await apiRequest(`api/historyRecord/patient/${encodeURIComponent(patientId)}`, historyRecordPageSchema, {
    query: { page, limit: HISTORY_PAGE_SIZE },
    signal,
  });
  return toPage(answer, { page, pageSize: HISTORY_PAGE_SIZE });
}

const historyRecordListQueryOptions = (query: HistoryRecordListQuery) =>
  queryOptions({
    queryKey: keys.historyRecords.list(query),
    queryFn: ({ signal }) => fetchHistoryRecordPage(query, signal),
    // The page on screen stays while the next one loads, but never another patient's records.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].patientId === query.patientId ? previous : undefined),
  });

export function useHistoryRecordList(query: HistoryRecordListQuery) {
  return useQuery(historyRecordListQueryOptions(query));
}
