import { memo, type Ref } from 'react';
import { Button, Checkbox, Chip, Group, Select, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconKeyboard } from '@tabler/icons-react';
import type { AlertListKind } from '@/api/keys';
import { messages } from '@/messages/screens';
import type { AlertFilters, FacetCounts, SeverityChoice } from '../triage/filters';
import { ALERT_ORDERS, type AlertOrder } from '../triage/order';
import { SEVERITIES } from '../triage/severity';

const text = messages.alertsPage;
const ALL = '';
// No closing animation: positioning the closing dropdown each frame took a fifth of a filter
// change at 5,000 alerts (the bench).
const COMBOBOX = { transitionProps: { duration: 0 } } as const;
const SEVERITY_CHOICES: readonly SeverityChoice[] = [...[...SEVERITIES].reverse(), 'none'];

interface Props {
  kind: AlertListKind;
  order: AlertOrder;
  onOrder: (order: AlertOrder) => void;
  filters: AlertFilters;
  onFilters: (patch: AlertFilters) => void;
  counts: FacetCounts | undefined;
  overdueCount: number;
  shown: number;
  total: number;
  /** The first filter: where '/' takes the focus. */
  firstFilterRef: Ref<HTMLInputElement>;
  onHelp: () => void;
}

/** The names in the list, with how many each would show; a chosen name stays listed at 0. */
function nameOptions(all: string, counts: Map<string, number> | undefined, chosen: string | undefined) {
  const names = [...(counts?.keys() ?? [])].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  if (chosen !== undefined && !names.some((name) => name.localeCompare(chosen, 'pt-BR', { sensitivity: 'base' }) === 0)) {
    names.unshift(chosen);
  }
  return [{ value: ALL, label: all }, ...names.map((name) => ({ value: name, label: text.withCount(name, counts?.get(name) ?? 0) }))];
}

const isOrder = (value: string): value is AlertOrder => (ALERT_ORDERS as readonly string[]).includes(value);
const isSeverity = (value: string | null): value is SeverityChoice => (SEVERITY_CHOICES as readonly (string | null)[]).includes(value);

/** Chips, not a segmented control: its sliding mark measured itself after every change, which
 * forced the new list's layout inside the click (the bench at 5,000 alerts). */
const OrderChoice = memo(function OrderChoice({ kind, order, onOrder }: Pick<Props, 'kind' | 'order' | 'onOrder'>) {
  return (
    <div>
      <Text component="span" size="sm" fw={500} id={`order-${kind}`} display="block" mb={4}>
        {text.orderLabel}
      </Text>
      <Chip.Group value={order} onChange={(value) => isOrder(value) && onOrder(value)}>
        <Group gap="xs" role="radiogroup" aria-labelledby={`order-${kind}`}>
          {ALERT_ORDERS.map((value) => (
            <Chip key={value} value={value} variant="outline" size="sm">
              {text.orders[value]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
});

type FilterProps = Pick<Props, 'kind' | 'filters' | 'onFilters' | 'counts' | 'overdueCount' | 'firstFilterRef'>;

/** The filters with their counts; not rendered again when only the order changes. */
const Filters = memo(function Filters({ kind, filters, onFilters, counts, overdueCount, firstFilterRef }: FilterProps) {
  const filtered = isFiltered(filters);
  return (
    <Group role="group" aria-label={text.filtersLabel} gap="sm" align="flex-end">
      <Select
        ref={firstFilterRef}
        label={text.teamFilter}
        data={nameOptions(text.allTeams, counts?.team, filters.team)}
        value={filters.team ?? ALL}
        onChange={(value) => onFilters({ team: value || undefined })}
        allowDeselect={false}
        comboboxProps={COMBOBOX}
        searchable
        style={{ flex: '1 1 12rem', maxWidth: '18rem' }}
      />
      {kind === 'symptoms' && (
        <>
          <Select
            label={text.symptomFilter}
            data={nameOptions(text.allSymptoms, counts?.symptom, filters.symptom)}
            value={filters.symptom ?? ALL}
            onChange={(value) => onFilters({ symptom: value || undefined })}
            allowDeselect={false}
            comboboxProps={COMBOBOX}
            searchable
            style={{ flex: '1 1 10rem', maxWidth: '14rem' }}
          />
          <Select
            label={text.severityFilter}
            data={[
              { value: ALL, label: text.allSeverities },
              ...SEVERITY_CHOICES.map((value) => ({ value, label: text.withCount(text.severities[value], counts?.severity.get(value) ?? 0) })),
            ]}
            value={filters.severity ?? ALL}
            onChange={(value) => onFilters({ severity: isSeverity(value) ? value : undefined })}
            allowDeselect={false}
            comboboxProps={COMBOBOX}
            style={{ flex: '1 1 10rem', maxWidth: '14rem' }}
          />
        </>
      )}
      <Checkbox
        label={text.overdueOnly(overdueCount)}
        checked={filters.overdue === true}
        onChange={(event) => onFilters({ overdue: event.currentTarget.checked || undefined })}
        mb={8}
      />
      {filtered && (
        <Button
          variant="subtle"
          size="compact-sm"
          mb={6}
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onFilters({ team: undefined, symptom: undefined, severity: undefined, overdue: undefined })}
        >
          {text.clearFilters}
        </Button>
      )}
    </Group>
  );
});

const isFiltered = (filters: AlertFilters) =>
  filters.team !== undefined || filters.symptom !== undefined || filters.severity !== undefined || filters.overdue === true;

/**
 * The queue's order, its filters (with counts) and the way to its keyboard help. Each part is
 * rendered again only when its own inputs change: a click on one re-renders no other (the bench).
 */
export function TriageToolbar({ kind, order, onOrder, filters, onFilters, counts, overdueCount, shown, total, firstFilterRef, onHelp }: Props) {
  return (
    <Stack gap="xs" mb="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <OrderChoice kind={kind} order={order} onOrder={onOrder} />
        <Button variant="subtle" size="compact-sm" leftSection={<IconKeyboard size={16} aria-hidden />} onClick={onHelp}>
          {text.shortcutsButton}
        </Button>
      </Group>
      <Filters kind={kind} filters={filters} onFilters={onFilters} counts={counts} overdueCount={overdueCount} firstFilterRef={firstFilterRef} />
      {isFiltered(filters) && (
        <Text size="sm" c="dimmed" role="status">
          {text.shownOf(shown, total)}
        </Text>
      )}
    </Stack>
  );
}
