import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt-br';
import { Group } from '@mantine/core';
import { DatesProvider, MonthPickerInput } from '@mantine/dates';
import { messages } from '@/messages/screens';
import { fromPickerValue, toPickerValue, type RangeError } from '@/lib/months';

const m = messages.dashboard;
const errorText: Record<Exclude<RangeError, null>, string> = {
  endBeforeStart: messages.validation.endBeforeStart,
  intervalTooLong: messages.validation.intervalOverSixMonths,
};

export interface MonthRangeProps {
  start: Date | null;
  end: Date | null;
  error: RangeError;
  onChange: (start: Date | null, end: Date | null) => void;
}

/** Two MM/YYYY month pickers; future months are disabled. Loaded on demand: see MonthRange. */
export default function MonthPickers({ start, end, error, onChange }: MonthRangeProps) {
  // Future months are disabled in both pickers.
  const shared = { placeholder: m.rangePlaceholder, valueFormat: 'MM/YYYY', maxDate: new Date(), clearable: true, w: 160 };
  return (
    <DatesProvider settings={{ locale: 'pt-br' }}>
      <Group align="flex-start" gap="md">
        <MonthPickerInput
          {...shared}
          clearButtonProps={{ 'aria-label': m.clearMonth(m.rangeStart) }}
          label={m.rangeStart}
          value={toPickerValue(start)}
          onChange={(value) => onChange(fromPickerValue(value), end)}
        />
        <MonthPickerInput
          {...shared}
          clearButtonProps={{ 'aria-label': m.clearMonth(m.rangeEnd) }}
          label={m.rangeEnd}
          value={toPickerValue(end)}
          error={error ? errorText[error] : undefined}
          onChange={(value) => onChange(start, fromPickerValue(value))}
        />
      </Group>
    </DatesProvider>
  );
}
