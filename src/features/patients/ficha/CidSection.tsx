import { memo } from 'react';
import { useFieldArray, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { messages } from '@/messages/screens';
import { useCidTypes } from '../api/cidTypes';
import { CidTable } from './CidTable';
import { EMPTY_DRAFT, type CidRow, type FichaValues } from './form';
import { Section } from './Section';

interface Props {
  form: UseFormReturn<FichaValues>;
  /** CID entries of the record the console could not read (said under the table). */
  unreadable: number;
  disabled: boolean;
}

/** The patient's CIDs: the table of rows and the draft row that adds one (spec 02 §4, §5). Memoised, as LifeSection. */
export const CidSection = memo(function CidSection({ form, unreadable, disabled }: Props) {
  const cidTypes = useCidTypes();
  // The rows through react-hook-form's field array: each keeps its React key (`key`) apart from
  // the values the form holds and saves.
  // A row's edits go through setValue, not the array's update(), which remounts the row and would
  // take the focus from a field being typed in: the table reads the values watched.
  const rows = useFieldArray({ control: form.control, name: 'cids', keyName: 'key' });
  const [cids, draft] = useWatch({ control: form.control, name: ['cids', 'cidDraft'] });
  const shown = rows.fields.map((field, index) => ({ ...field, ...cids[index], key: field.key }));
  const { errors, isSubmitted } = useFormState({ control: form.control });
  const revalidate = () => {
    if (isSubmitted) void form.trigger('cids');
  };

  const addCid = async () => {
    // Spec 02 §5: adding a row validates only the life status and the CID fields.
    let ok = await form.trigger('lifeStatus');
    const current = form.getValues('cidDraft');
    for (const name of ['cidId', 'estadio'] as const) {
      if (current[name] !== '') continue;
      form.setError(`cidDraft.${name}`, { type: 'required', message: messages.validation.required });
      ok = false;
    }
    if (!ok) return;
    const type = cidTypes.data?.items.find((item) => item.Id === current.cidId);
    const row: CidRow = {
      id: null,
      cidId: current.cidId,
      cidCode: type?.CIDCode ?? current.cidId,
      description: type?.Description ?? '',
      morphology: current.morphology.trim(),
      estadio: current.estadio,
      isEnable: current.isEnable,
    };
    rows.append(row, { shouldFocus: false });
    form.setValue('cidDraft', EMPTY_DRAFT, { shouldDirty: true });
    form.clearErrors(['cidDraft', 'cids']);
  };

  return (
    <Section title={messages.ficha.cidSection}>
      <CidTable
        rows={shown}
        draft={draft}
        cidTypes={{ data: cidTypes.data?.items, isError: cidTypes.isError, isPending: cidTypes.isPending }}
        unreadable={unreadable}
        errors={errors}
        disabled={disabled}
        onRowChange={(index, row) => {
          form.setValue(`cids.${index}`, row, { shouldDirty: true });
          revalidate();
        }}
        onRemove={(index) => {
          rows.remove(index);
          revalidate();
        }}
        onDraftChange={(next) => form.setValue('cidDraft', next, { shouldDirty: true, shouldValidate: isSubmitted })}
        onAdd={() => void addCid()}
      />
    </Section>
  );
});
