import { SimpleGrid, Text } from '@mantine/core';
import { messages } from '@/messages/catalogue';
import { formatNumber } from '@/lib/format';
import { useTotals } from '../api/totals';
import { Figure } from '../components/Figure';
import { WidgetCard } from '../components/WidgetCard';

const m = messages.dashboard;

export function TotalsWidget() {
  const query = useTotals();
  const body = (data: { Professionals: number; Patients: number }) => (
    <SimpleGrid cols={2}>
      <Figure label={m.widgets.professionals} value={formatNumber(data.Professionals)} />
      <Figure label={m.widgets.patients} value={formatNumber(data.Patients)} />
    </SimpleGrid>
  );
  return (
    <WidgetCard
      title={m.widgets.totals}
      query={query}
      details={() => (
        <>
          <Text>{m.detailsText.totals}</Text>
          {query.data && body(query.data)}
        </>
      )}
    >
      {body}
    </WidgetCard>
  );
}
