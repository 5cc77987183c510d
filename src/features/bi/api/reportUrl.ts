import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiResponse } from '@/api/client';
import { readReportUrl } from '../reportUrlRules';
import { keys } from '@/api/keys';

/**
 * `GET api/powerbi/geturl` (spec 02 §7): the body is the URL itself, as JSON or as bare text, so
 * it is read as text here (the client's JSON reader would lose bare text); the token check and
 * the error handling are the client's. '' means the API has no report for the institution.
 */
export async function fetchReportUrl(signal?: AbortSignal): Promise<string> {
  const response = await apiResponse('api/powerbi/geturl', { signal, accept: 'application/json, text/plain' });
  return readReportUrl(await response.text());
}

/**
 * Not persisted for offline reading (no `meta.persist`): the report needs the network anyway. Not
 * asked for again on focus or reconnection: a changed address would reload the frame and lose
 * where the user was in the report. A new visit to the screen, or 'Tentar novamente', asks again.
 */
export const reportUrlQueryOptions = () =>
  queryOptions({
    queryKey: keys.bi.reportUrl(),
    queryFn: ({ signal }) => fetchReportUrl(signal),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useReportUrl() {
  return useQuery(reportUrlQueryOptions());
}
