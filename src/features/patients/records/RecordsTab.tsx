import { useRef, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { buildAlert, type AlertContent } from '@/messages/alert';
import { isApiError } from '@/api/errors';
import { messages } from '@/messages/screens';
import { AlertMessage } from '@/ui/AlertMessage';
import type { RecordTabProps } from '../tabs';
import { useDeleteHistoryRecord } from './api/deleteHistoryRecord';
import { useHistoryRecordList } from './api/historyRecordList';
import { useHistoryRecordTypes } from './api/historyRecordTypes';
import { DeleteRecordDialog } from './DeleteRecordDialog';
import { describeRecord } from './format';
import { RecordFormModal, type FormTarget } from './RecordFormModal';
import { RecordList } from './RecordList';
import { resolveType, type HistoryRecord } from './schemas';

const m = messages.historyRecords;

/**
 * Registros (spec 02 §2): a patient's history records, ten a page, with their add, edit and delete;
 * a view-only record (another institution's patient) has none of those controls. The page lives in
 * this component's state (the route has no search schema), per patient.
 */
export default function RecordsTab({ patientId, viewOnly }: RecordTabProps) {
  const [paging, setPaging] = useState({ patientId, page: 1 });
  const page = paging.patientId === patientId ? paging.page : 1;
  const setPage = (next: number) => setPaging({ patientId, page: next });
  const list = useHistoryRecordList({ patientId, page });
  const types = useHistoryRecordTypes();
  const remove = useDeleteHistoryRecord(patientId);
  const [alert, setAlert] = useState<AlertContent | null>(null);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<HistoryRecord | null>(null);
  const opened = useRef(0);
  const deleteTrigger = useRef<HTMLElement | null>(null);
  const deletingNow = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const typeList = types.data?.items ?? [];

  const openForm = (record: HistoryRecord | null) => {
    setAlert(null);
    opened.current += 1;
    setFormTarget({ record, key: opened.current });
  };

  const closeDelete = () => {
    setDeleting(null);
    deleteTrigger.current?.focus();
  };

  const confirmDelete = async () => {
    if (!deleting || deletingNow.current) return;
    deletingNow.current = true;
    const lastOnPage = list.data?.items.length === 1 && page > 1;
    try {
      await remove.mutateAsync(deleting.Id);
      setAlert(buildAlert('delete'));
      // The page would be empty now: go back to the one before.
      if (lastOnPage) setPage(page - 1);
      setDeleting(null);
      // The record's buttons are gone with it: the focus goes to the tab's first control.
      addButton.current?.focus({ preventScroll: true });
    } catch (error) {
      setAlert(buildAlert('danger', isApiError(error) ? error.toAlertInput() : null));
      closeDelete();
    } finally {
      deletingNow.current = false;
    }
  };

  return (
    <Stack gap="md">
      {alert && <AlertMessage alert={alert} onClose={() => setAlert(null)} />}
      {!viewOnly && (
        <Group justify="flex-end">
          <Button ref={addButton} leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
            {m.add}
          </Button>
        </Group>
      )}
      <RecordList
        query={list}
        types={typeList}
        onPageChange={setPage}
        onEdit={viewOnly ? undefined : (record) => openForm(record)}
        onDelete={
          viewOnly
            ? undefined
            : (record, trigger) => {
                setAlert(null);
                deleteTrigger.current = trigger;
                setDeleting(record);
              }
        }
      />
      {!viewOnly && (
        <>
          <RecordFormModal
            patientId={patientId}
            target={formTarget}
            types={types}
            onSaved={(kind) => {
              setFormTarget(null);
              setAlert(buildAlert(kind));
            }}
            onClose={() => setFormTarget(null)}
          />
          <DeleteRecordDialog
            record={deleting ? describeRecord(resolveType(deleting.Type, typeList).name, deleting.InitialDate) : null}
            deleting={remove.isPending}
            onConfirm={() => void confirmDelete()}
            onCancel={closeDelete}
          />
        </>
      )}
    </Stack>
  );
}
