import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AlertContent } from '@/messages/alert';
import { AlertMessage } from '@/ui/AlertMessage';
import { useKeptDraft } from './keptDrafts';
import { showServerError, type FieldBinding } from './serverErrors';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

export interface FormSaveOptions<F extends FieldValues> {
  /** The kept draft's name across a lock: one per form and record ('ficha:11', 'equipe:nova'). */
  draft: string;
  /** How the server names the form's fields, for its errors (ui/form/serverErrors). */
  fields: readonly FieldBinding<F>[];
  /** False for a form shown read-only: nothing to keep, nothing to guard. */
  editable?: boolean;
  /** An alert to show from the start (a save that arrived from another screen). */
  arrival?: AlertContent | null;
}

export interface FormSave {
  /** The save's alert, to render above the fields; null while there is none. */
  alert: ReactNode;
  setAlert: (alert: AlertContent | null) => void;
  /**
   * One save: the alert cleared, then `work`; whatever it throws is a failed save, shown by
   * `fail`. Nothing the user typed is touched, and the guard still holds.
   */
  run: (work: () => Promise<void>) => Promise<void>;
  /** A failed save: the server's body on the alert, and on each field its errors name. */
  fail: (error: unknown) => void;
  /**
   * A successful save leaving the form: the guard lets go in this very commit, then `go` navigates
   * (the form's way back to its list, with the list's message). Without the flush, the guard would
   * still hold at the navigation and ask 'leave without saving?' after the save.
   */
  leave: (go: () => void) => void;
  /** The unsaved-changes guard, rendered inside the form. */
  guard: ReactNode;
}

/**
 * The one way a form saves (TeamForm, ProfessionalForm, AnnouncementForm, FichaForm): the server
 * errors' alert, the saved state that releases the unsaved-changes guard before the navigation,
 * and the draft kept across a lock while the form is unsaved.
 */
export function useFormSave<F extends FieldValues>(form: UseFormReturn<F>, { draft, fields, editable = true, arrival = null }: FormSaveOptions<F>): FormSave {
  const [alert, setAlert] = useState<AlertContent | null>(arrival);
  const [saved, setSaved] = useState(false);
  const unsaved = form.formState.isDirty && !saved && editable;
  useKeptDraft(draft, form, unsaved);

  const fail = (error: unknown) => setAlert(showServerError(error, form.setError, fields));
  return {
    alert: alert && <AlertMessage alert={alert} onClose={() => setAlert(null)} />,
    setAlert,
    run: async (work) => {
      setAlert(null);
      try {
        await work();
      } catch (error) {
        fail(error);
      }
    },
    fail,
    leave: (go) => {
      flushSync(() => setSaved(true));
      go();
    },
    guard: <UnsavedChangesGuard when={unsaved} />,
  };
}
