import { List, Stack, Tabs, Text } from '@mantine/core';
import type { RowList } from '@/api/list';
import { messages } from '@/messages/screens';
import { BLANK, formatNumber, formatPercent, formatPhone } from '@/lib/format';
import { UnreadableNotice } from '@/ui/UnreadableNotice';
import { useActiveDoctors } from '../api/activeDoctors';
import { Figure } from '../components/Figure';
import { WidgetCard } from '../components/WidgetCard';
import type { Person } from '../schemas';

const m = messages.dashboard;

function People({ people }: { people: RowList<Person> }) {
  if (people.items.length === 0 && people.unreadable === 0) return <Text c="dimmed">{messages.alerts.emptyList}</Text>;
  return (
    <Stack gap="xs">
      <UnreadableNotice count={people.unreadable} text={messages.unreadable.professionals} />
      <List listStyleType="none" spacing="xs">
        {people.items.map((p, i) => (
          <List.Item key={`${p.Id ?? p.Name}-${i}`}>
            <Text fw={600}>{p.Name}</Text>
            <Text size="sm" c="dimmed">
              {formatPhone(p.Phone) || BLANK}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Every professional the API listed, the unreadable ones included. */
const count = (people: RowList<Person>) => people.items.length + people.unreadable;

export function ActiveDoctorsWidget() {
  const query = useActiveDoctors();
  return (
    <WidgetCard
      title={m.widgets.activeDoctors}
      query={query}
      details={() =>
        query.data && (
          <Tabs defaultValue="active">
            <Tabs.List>
              <Tabs.Tab value="active">{`${m.active} (${count(query.data.ActiveDoctors)})`}</Tabs.Tab>
              <Tabs.Tab value="inactive">{`${m.inactive} (${count(query.data.InactiveDoctors)})`}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="active" pt="md">
              <People people={query.data.ActiveDoctors} />
            </Tabs.Panel>
            <Tabs.Panel value="inactive" pt="md">
              <People people={query.data.InactiveDoctors} />
            </Tabs.Panel>
          </Tabs>
        )
      }
    >
      {(data) => (
        <Figure value={formatPercent(data.Percentage)} caption={`${m.ofProfessionals} · ${m.professionalsCount(formatNumber(count(data.ActiveDoctors)))}`} />
      )}
    </WidgetCard>
  );
}
