import { useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { GrowingTextarea } from '@/ui/form/GrowingTextarea';
import type { AlertContent } from '@/messages/alert';
import { messages } from '@/messages/screens';
import { AlertMessage } from '@/ui/AlertMessage';
import { DateField } from '@/ui/form/DateField';
import { showServerError } from '@/ui/form/serverErrors';
import { useSaveHistoryRecord } from './api/saveHistoryRecord';
import { fieldsOf, hasChanges, recordFieldBindings, recordFormSchema, startingValues, UNDATED_TYPE_ID, type RecordFormValues } from './form';
import type { HistoryRecord, HistoryRecordType } from './schemas';

const m = messages.historyRecords;
const resolver = zodResolver(recordFormSchema);

export interface RecordFormHandle {
  /** Whether anything typed would be lost by closing now. */
  hasChanges: () => boolean;
}

interface Props {
  patientId: string;
  /** Null to add one. */
  record: HistoryRecord | null;
  /** The record's type id, matched against the types list (a bare name included). */
  typeId: string | null;
  types: readonly HistoryRecordType[];
  onSaved: (kind: 'save' | 'edit') => void;
  onCancel: () => void;
  ref?: Ref<RecordFormHandle>;
}

/**
 * Add or edit a history record (spec 02 §2, §5, §7). Type 1 hides the end date; type 4 hides the
 * dates and the notes and clears them. A failed save shows the server's answer and keeps what was
 * typed; a second click while saving sends nothing.
 */
/** What a date field says of a date the record sent in a form the console cannot read. */
const keptNote = (kept: { text: string } | null | undefined) => (kept ? messages.form.unreadableDate(kept.text) : undefined);

export function RecordForm({ patientId, record, typeId, types, onSaved, onCancel, ref }: Props) {
  const save = useSaveHistoryRecord(patientId);
  const [alert, setAlert] = useState<AlertContent | null>(null);
  const busy = useRef(false);
  const [start] = useState(() => startingValues(record, typeId));
  const form = useForm<RecordFormValues>({ resolver, defaultValues: start });
  const { errors, isSubmitting } = form.formState;
  // Read from the values themselves when a close is asked for: the last keystroke may not have
  // re-rendered anything yet (the form's own isDirty follows a render).
  useImperativeHandle(ref, () => ({ hasChanges: () => hasChanges(form.getValues(), start) }), [form, start]);
  const chosen = useWatch({ control: form.control, name: 'typeId' });
  const shown = fieldsOf(chosen);
  const options = types.map((type) => ({ value: type.Id, label: type.Name }));
  // A type the list does not hold (the record's own, say) stays selectable rather than blank.
  if (typeId && record?.Type?.Name && !options.some((option) => option.value === typeId)) {
    options.push({ value: typeId, label: record.Type.Name });
  }

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await save.mutateAsync({ id: record?.Id ?? null, values, kept: record?.UnreadableDates ?? null });
      onSaved(record ? 'edit' : 'save');
    } catch (error) {
      setAlert(showServerError(error, form.setError, recordFieldBindings));
    }
  });

  // The button shows it is busy only after a render; the ref stops a double click before that.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await submit(event);
    } finally {
      busy.current = false;
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {alert && <AlertMessage alert={alert} onClose={() => setAlert(null)} />}
        <Controller
          control={form.control}
          name="typeId"
          render={({ field, fieldState }) => (
            <Select
              label={m.type}
              withAsterisk
              data={options}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                // Spec 02 §2: type 4 clears the dates and the notes it hides.
                if (value === UNDATED_TYPE_ID) {
                  for (const name of ['initialDate', 'endDate', 'notes'] as const) form.setValue(name, '', { shouldDirty: true });
                  form.clearErrors(['initialDate', 'endDate', 'notes']);
                }
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              error={fieldState.error?.message}
              data-autofocus
            />
          )}
        />
        {shown.dates && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <DateField control={form.control} name="initialDate" label={m.initialDate} description={keptNote(record?.UnreadableDates.initialDate)} />
            {shown.endDate && <DateField control={form.control} name="endDate" label={m.endDate} description={keptNote(record?.UnreadableDates.endDate)} />}
          </SimpleGrid>
        )}
        {shown.notes && <GrowingTextarea label={m.notes} minRows={3} maxRows={12} {...form.register('notes')} error={errors.notes?.message} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {m.cancel}
          </Button>
          <Button type="submit" loading={isSubmitting || save.isPending}>
            {m.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
