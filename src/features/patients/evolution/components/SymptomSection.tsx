import { Stack, Text } from '@mantine/core';
import { messages } from '@/messages/screens';
import { LoadingText } from '@/ui/LoadingText';
import { ListError } from '@/ui/list/ListError';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { exportClinicalEvolutionRequest } from '../api/exportClinicalEvolution';
import { useSymptomEntries } from '../api/symptomEntries';
import { LoadMore } from './LoadMore';
import { SectionFrame } from './SectionFrame';
import { SymptomEntryItem } from './SymptomEntryItem';

const m = messages.clinicalEvolution;

/** The symptom entries (spec 02 §2), newest first, five a page, the next page as the user scrolls. */
export function SymptomSection({ patientId }: { patientId: string }) {
  const query = useSymptomEntries(patientId);
  const pages = query.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.items);
  const unreadable = pages.reduce((sum, page) => sum + page.unreadable, 0);
  const loadNext = () => {
    // One page at a time: a second call while one loads would cancel and repeat it.
    if (!query.isFetchingNextPage) void query.fetchNextPage({ cancelRefetch: false });
  };

  return (
    <SectionFrame title={m.symptomsTitle} exportLabel={m.exportSymptoms} exportRequest={exportClinicalEvolutionRequest(patientId)}>
      {query.isPending && <LoadingText />}
      {/* A failed first load or refresh is said above what is shown, and retried as a refetch. */}
      {query.isError && !query.isFetchNextPageError && (
        <ListError error={query.error} stale={query.data !== undefined} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      )}
      {query.data && (
        <>
          <UnreadableNotice count={unreadable} text={m.unreadableEntries} />
          {entries.length === 0 && unreadable === 0 && <Text c="dimmed">{m.noSymptoms}</Text>}
          {entries.length > 0 && (
            <Stack component="ul" gap="xs" p={0} m={0} aria-label={m.symptomsTitle}>
              {entries.map((entry, index) => (
                <SymptomEntryItem key={`${entry.at ?? ''}-${index}`} entry={entry} />
              ))}
            </Stack>
          )}
        </>
      )}
      {/* A failed next page is said where it was asked for, and asked again from there. */}
      {query.isFetchNextPageError && <ListError error={query.error} stale={false} retrying={query.isFetchingNextPage} onRetry={loadNext} />}
      {query.data && !query.isFetchNextPageError && (
        <LoadMore hasNextPage={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={loadNext} hasItems={entries.length > 0} />
      )}
    </SectionFrame>
  );
}
