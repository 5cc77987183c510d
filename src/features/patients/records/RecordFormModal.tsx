import { Modal } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowList } from '@/api/list';
import { messages } from '@/messages/screens';
import { LoadingText } from '@/ui/LoadingText';
import { ListError } from '@/ui/list/ListError';
import { RecordForm } from './RecordForm';
import { resolveType, type HistoryRecord, type HistoryRecordType } from './schemas';

const m = messages.historyRecords;

export interface FormTarget {
  /** Null to add one. */
  record: HistoryRecord | null;
  /** Told apart each opening, so the form starts afresh. */
  key: number;
}

interface Props {
  patientId: string;
  target: FormTarget | null;
  types: Pick<UseQueryResult<RowList<HistoryRecordType>>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>;
  onSaved: (kind: 'save' | 'edit') => void;
  onClose: () => void;
}

/**
 * The add / edit dialog, named by its title; Mantine traps the focus inside, puts it on the type
 * (data-autofocus) and gives it back to the button that opened it. The form waits for the types
 * list: a record whose type came as a bare name is matched to its id there before the form starts.
 */
export function RecordFormModal({ patientId, target, types, onSaved, onClose }: Props) {
  const record = target?.record ?? null;
  const typeList = types.data?.items;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={record ? m.editTitle : m.addTitle}
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': m.close }}
    >
      {target === null ? null : typeList ? (
        <RecordForm
          key={target.key}
          patientId={patientId}
          record={record}
          typeId={resolveType(record?.Type ?? null, typeList).id}
          types={typeList}
          onSaved={onSaved}
          onCancel={onClose}
        />
      ) : types.isError ? (
        <ListError error={types.error} stale={false} retrying={types.isFetching} onRetry={() => void types.refetch()} />
      ) : (
        <LoadingText />
      )}
    </Modal>
  );
}
