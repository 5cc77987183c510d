import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt-br';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { messages } from '@/messages/screens';

export interface DayPickerProps {
  /** YYYY-MM-DD, or undefined for every day. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** The list's day filter, DD/MM/YYYY, clearable; later days than today cannot be chosen. Loaded on demand (see DayFilter). */
export default function DayPicker({ value, onChange }: DayPickerProps) {
  const m = messages.announcements;
  return (
    <DatesProvider settings={{ locale: 'pt-br' }}>
      <DatePickerInput
        label={m.dateFilter}
        placeholder={m.datePlaceholder}
        valueFormat="DD/MM/YYYY"
        value={value ?? null}
        onChange={(next) => onChange(next ?? undefined)}
        maxDate={new Date()}
        clearable
        clearButtonProps={{ 'aria-label': m.clearDate }}
        w={200}
        // The picker's placeholder is text in a button (not an input's placeholder): it must be as
        // readable as any text (axe, WCAG 1.4.3).
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      />
    </DatesProvider>
  );
}
