import { List, Tabs, Text } from '@mantine/core';
import { messages } from '@/messages/catalogue';
import { formatNumber, formatPercent, formatPhone } from '@/lib/format';
import { useActiveDoctors } from '../api/active-doctors';
import { Figure } from '../components/Figure';
import { WidgetCard } from '../components/WidgetCard';
import type { Person } from '../schemas';

const m = messages.dashboard;

function People({ people }: { people: Person[] }) {
  if (people.length === 0) return <Text c="dimmed">{messages.alerts.emptyList}</Text>;
  return (
    <List listStyleType="none" spacing="xs">
      {people.map((p) => (
        <List.Item key={p.Id}>
          <Text fw={600}>{p.Name}</Text>
          <Text size="sm" c="dimmed">
            {formatPhone(p.Phone)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

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
              <Tabs.Tab value="active">{`${m.active} (${query.data.ActiveDoctors.length})`}</Tabs.Tab>
              <Tabs.Tab value="inactive">{`${m.inactive} (${query.data.InactiveDoctors.length})`}</Tabs.Tab>
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
        <Figure
          value={formatPercent(data.Percentage)}
          caption={`${m.ofProfessionals} · ${m.professionalsCount(formatNumber(data.ActiveDoctors.length))}`}
        />
      )}
    </WidgetCard>
  );
}
