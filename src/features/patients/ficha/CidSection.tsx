import { useWatch, type UseFormReturn } from 'react-hook-form';
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

/** The patient's CIDs: the table of rows and the draft row that adds one (spec 02 §4, §5). */
export function CidSection({ form, unreadable, disabled }: Props) {
  const cidTypes = useCidTypes();
  const [cids, draft] = useWatch({ control: form.control, name: ['cids', 'cidDraft'] });
  const { errors, isSubmitted } = form.formState;

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
      key: `new-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      cidId: current.cidId,
      cidCode: type?.CIDCode ?? current.cidId,
      description: type?.Description ?? '',
      morphology: current.morphology.trim(),
      estadio: current.estadio,
      isEnable: current.isEnable,
    };
    form.setValue('cids', [...form.getValues('cids'), row], { shouldDirty: true });
    form.setValue('cidDraft', EMPTY_DRAFT, { shouldDirty: true });
    form.clearErrors(['cidDraft', 'cids']);
  };

  return (
    <Section title={messages.ficha.cidSection}>
      <CidTable
        rows={cids}
        draft={draft}
        cidTypes={{ data: cidTypes.data?.items, isError: cidTypes.isError, isPending: cidTypes.isPending }}
        unreadable={unreadable}
        errors={errors}
        disabled={disabled}
        onRowsChange={(rows) => form.setValue('cids', rows, { shouldDirty: true, shouldValidate: isSubmitted })}
        onDraftChange={(next) => form.setValue('cidDraft', next, { shouldDirty: true, shouldValidate: isSubmitted })}
        onAdd={() => void addCid()}
      />
    </Section>
  );
}
