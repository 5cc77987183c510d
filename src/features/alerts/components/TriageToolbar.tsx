import { memo, useMemo, type RefObject } from 'react';
import { Button, Checkbox, Chip, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconKeyboard } from '@tabler/icons-react';
import type { AlertListKind } from '@/api/keys';
import { useConfig } from '@/config/useConfig';
import { messages } from '@/messages/screens';
import { overdueRuleText } from '../format';
import type { AlertFilters, FacetCounts, FacetNames, SeverityChoice } from '../triage/filters';
import { ALERT_ORDERS, type AlertOrder } from '../triage/order';
import { foldName } from '../triage/rows';
import { SEVERITIES } from '../triage/severity';

const text = messages.alertsPage;
const ALL = '';
const SEVERITY_CHOICES: readonly SeverityChoice[] = [...[...SEVERITIES].reverse(), 'none'];

interface Props {
  kind: AlertListKind;
  order: AlertOrder;
  onOrder: (order: AlertOrder) => void;
  filters: AlertFilters;
  onFilters: (patch: AlertFilters) => void;
  counts: FacetCounts | undefined;
  names: FacetNames | undefined;
  overdueCount: number;
  shown: number;
  total: number;
  /** The first filter: where '/' takes the focus. */
  firstFilterRef: RefObject<HTMLSelectElement | null>;
  onHelp: () => void;
}

const NO_NAMES: readonly string[] = [];

/**
 * A filter's choices: 'all', then the list's names, each with how many alerts it would show, the
 * other filters applied; a chosen name the list no longer has stays listed (at 0). `value` is the
 * listed name the choice reads as ('dor' in an address is 'Dor'), so the select shows it.
 */
function useNameOptions(all: string, names: readonly string[], counts: Map<string, number> | undefined, chosen: string | undefined) {
  return useMemo(() => {
    const listed = [...names];
    // Read as the filter reads it (rows.ts), so the select shows what the list is filtered by.
    const key = chosen === undefined ? undefined : foldName(chosen);
    const match = key === undefined ? undefined : names.find((name) => foldName(name) === key);
    if (chosen !== undefined && match === undefined) listed.unshift(chosen);
    const options = [{ value: ALL, label: all }, ...listed.map((name) => ({ value: name, label: text.withCount(name, counts?.get(name) ?? 0) }))];
    return { options, value: match ?? chosen ?? ALL };
  }, [all, names, counts, chosen]);
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

type FilterProps = Pick<Props, 'kind' | 'filters' | 'onFilters' | 'counts' | 'names' | 'overdueCount' | 'firstFilterRef'>;

/** The filters with their counts; not rendered again when only the order changes. */
/**
 * The filters with their counts; not rendered again when only the order changes. Native selects:
 * a choice renders the list and the option texts, nothing else. A dropdown drawn by the page
 * (unmounting its options, placing it, the search field's selection forcing the new list's layout
 * inside the click) kept a filter change over its 100 ms budget at 5,000 alerts (the bench); and a
 * tablet shows its own picker for a native select.
 */
const Filters = memo(function Filters({ kind, filters, onFilters, counts, names, overdueCount, firstFilterRef }: FilterProps) {
  const { alertsOverdueMinutes } = useConfig();
  const filtered = isFiltered(filters);
  const team = useNameOptions(text.allTeams, names?.team ?? NO_NAMES, counts?.team, filters.team);
  const symptom = useNameOptions(text.allSymptoms, names?.symptom ?? NO_NAMES, counts?.symptom, filters.symptom);
  const severity = counts?.severity;
  const severityOptions = useMemo(
    () => [
      { value: ALL, label: text.allSeverities },
      ...SEVERITY_CHOICES.map((value) => ({ value, label: text.withCount(text.severities[value], severity?.get(value) ?? 0) })),
    ],
    [severity],
  );
  return (
    <Group role="group" aria-label={text.filtersLabel} gap="sm" align="flex-end">
      <NativeSelect
        ref={firstFilterRef}
        label={text.teamFilter}
        data={team.options}
        value={team.value}
        onChange={(event) => onFilters({ team: event.currentTarget.value || undefined })}
        style={{ flex: '1 1 12rem', maxWidth: '18rem' }}
      />
      {kind === 'symptoms' && (
        <>
          <NativeSelect
            label={text.symptomFilter}
            data={symptom.options}
            value={symptom.value}
            onChange={(event) => onFilters({ symptom: event.currentTarget.value || undefined })}
            style={{ flex: '1 1 11rem', maxWidth: '16rem' }}
          />
          <NativeSelect
            label={text.severityFilter}
            data={severityOptions}
            value={filters.severity ?? ALL}
            onChange={(event) => {
              const { value } = event.currentTarget;
              onFilters({ severity: isSeverity(value) ? value : undefined });
            }}
            style={{ flex: '1 1 11rem', maxWidth: '16rem' }}
          />
        </>
      )}
      {/* The rule in words where the overdue alerts are counted: 'Atrasado' alone says not after how long. */}
      <Checkbox
        label={text.overdueOnly(overdueCount)}
        description={overdueRuleText(alertsOverdueMinutes)}
        checked={filters.overdue === true}
        onChange={(event) => onFilters({ overdue: event.currentTarget.checked || undefined })}
        mb={8}
      />
      {/* Hidden, not removed, without a filter: its coming and going moved the list below inside
          the frame of a filter change (the bench). Once used, the focus goes to the first filter. */}
      <Button
        variant="subtle"
        size="compact-sm"
        mb={6}
        leftSection={<IconFilterOff size={16} aria-hidden />}
        style={filtered ? undefined : { visibility: 'hidden' }}
        onClick={() => {
          onFilters({ team: undefined, symptom: undefined, severity: undefined, overdue: undefined });
          firstFilterRef.current?.focus();
        }}
      >
        {text.clearFilters}
      </Button>
    </Group>
  );
});

const isFiltered = (filters: AlertFilters) =>
  filters.team !== undefined || filters.symptom !== undefined || filters.severity !== undefined || filters.overdue === true;

/**
 * The queue's order, its filters (with counts) and the way to its keyboard help. Each part is
 * rendered again only when its own inputs change: a click on one re-renders no other (the bench).
 */
export function TriageToolbar({ kind, order, onOrder, filters, onFilters, counts, names, overdueCount, shown, total, firstFilterRef, onHelp }: Props) {
  return (
    <Stack gap="xs" mb="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <OrderChoice kind={kind} order={order} onOrder={onOrder} />
        <Button variant="subtle" size="compact-sm" leftSection={<IconKeyboard size={16} aria-hidden />} onClick={onHelp}>
          {text.shortcutsButton}
        </Button>
      </Group>
      <Filters kind={kind} filters={filters} onFilters={onFilters} counts={counts} names={names} overdueCount={overdueCount} firstFilterRef={firstFilterRef} />
      {/* Always there, one line high: a live region present before its words change is read out,
          and the list below does not move when a first filter comes or the last one goes. */}
      <Text size="sm" c="dimmed" role="status" mih="1lh">
        {isFiltered(filters) ? text.shownOf(shown, total) : null}
      </Text>
    </Stack>
  );
}
