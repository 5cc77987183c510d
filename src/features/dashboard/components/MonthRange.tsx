import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt-br';
import { Group } from '@mantine/core';
import { DatesProvider, MonthPickerInput } from '@mantine/dates';
import { messages } from '@/messages/catalogue';
import { fromPickerValue, toPickerValue, type RangeError } from '@/lib/months';

const m = messages.dashboard;
const errorText: Record<Exclude<RangeError, null>, string> = {
  endBeforeStart: messages.validation.endBeforeStart,
  intervalTooLong: messages.validation.intervalOverSixMonths,
};

interface Props {
  start: Date | null;
  end: Date | null;
  error: RangeError;
  onChange: (start: Date | null, end: Date | null) => void;
}

/** Two MM/YYYY month pickers; future months are disabled. */
export function MonthRange({ start, end, error, onChange }: Props) {
  const today = new Date();
  return (
    <DatesProvider settings={{ locale: 'pt-br' }}>
      <Group align="flex-start" gap="md">
        <MonthPickerInput
          label={m.rangeStart}
          placeholder={m.rangePlaceholder}
          valueFormat="MM/YYYY"
          value={toPickerValue(start)}
          maxDate={today}
          clearable
          w={160}
          onChange={(value) => onChange(fromPickerValue(value), end)}
        />
        <MonthPickerInput
          label={m.rangeEnd}
          placeholder={m.rangePlaceholder}
          valueFormat="MM/YYYY"
          value={toPickerValue(end)}
          maxDate={today}
          clearable
          w={160}
          error={error ? errorText[error] : undefined}
          onChange={(value) => onChange(start, fromPickerValue(value))}
        />
      </Group>
    </DatesProvider>
  );
}
