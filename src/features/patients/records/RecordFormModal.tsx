import { useRef, useState } from 'react';
import { Modal } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowList } from '@/api/list';
import { messages } from '@/messages/screens';
import { LeaveFormDialog } from '@/ui/form/LeaveFormDialog';
import { LoadingText } from '@/ui/LoadingText';
import { ListError } from '@/ui/list/ListError';
import { RecordForm, type RecordFormHandle } from './RecordForm';
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
 * Closing it (Escape, the close button, Cancelar) with unsaved changes asks first, as leaving a
 * form page does; a pristine form closes at once.
 */
export function RecordFormModal({ patientId, target, types, onSaved, onClose }: Props) {
  const record = target?.record ?? null;
  const typeList = types.data?.items;
  const form = useRef<RecordFormHandle>(null);
  // Kept per opening (`target.key`), so that each one starts unasked, however the last one closed
  // (a save that succeeded while the question was open, say).
  const [askingKey, setAskingKey] = useState<number | null>(null);
  const asking = target !== null && askingKey === target.key;
  const requestClose = () => {
    if (target !== null && form.current?.hasChanges()) setAskingKey(target.key);
    else onClose();
  };
  return (
    <>
      {/*
        Not a Modal.Stack: there a dialog under the question gives no focus back when both close
        at once. While the question is open, Escape is its own, and the form keeps its focus trap
        (which ignores focus outside it) so that it still returns the focus to its opener on close.
      */}
      <Modal
        opened={target !== null}
        onClose={requestClose}
        closeOnEscape={!asking}
        title={record ? m.editTitle : m.addTitle}
        size="lg"
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': m.close }}
      >
        {target === null ? null : typeList ? (
          <RecordForm
            key={target.key}
            ref={form}
            patientId={patientId}
            record={record}
            typeId={resolveType(record?.Type ?? null, typeList).id}
            types={typeList}
            onSaved={onSaved}
            onCancel={requestClose}
          />
        ) : types.isError ? (
          <ListError error={types.error} stale={false} retrying={types.isFetching} onRetry={() => void types.refetch()} />
        ) : (
          <LoadingText />
        )}
      </Modal>
      <LeaveFormDialog
        opened={asking}
        onStay={() => setAskingKey(null)}
        onLeave={() => {
          setAskingKey(null);
          onClose();
        }}
      />
    </>
  );
}
