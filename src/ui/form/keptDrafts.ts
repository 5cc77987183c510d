import { useLayoutEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { keepMapSealedWhileLocked } from '@/session/lockedMemory';
import { isLocked } from '@/session/lockState';

/**
 * What a form held when the lock unmounted it (features/lock/components/LockGate): in this page's
 * memory only, never in the DOM or any storage, sealed under the data key for as long as the lock
 * lasts (session/lockedMemory), and given back when the same form mounts again after
 * 'Desbloquear'. The session's end (logout, expiry, another user) forgets every draft.
 */
const drafts = new Map<string, unknown>();
keepMapSealedWhileLocked('drafts', drafts);

/**
 * Keeps `form`'s values across a lock under `name` (one per form and record: 'ficha:11'), while
 * `unsaved` (the same rule as its UnsavedChangesGuard). On the way back the form's own starting
 * values stay its defaults, so what differs from them is dirty again, and the guard asks again.
 */
export function useKeptDraft<T extends FieldValues>(name: string, form: UseFormReturn<T>, unsaved: boolean): void {
  const unsavedRef = useRef(unsaved);
  useLayoutEffect(() => {
    unsavedRef.current = unsaved;
  }, [unsaved]);
  useLayoutEffect(() => {
    if (drafts.has(name)) {
      const values = drafts.get(name) as T;
      drafts.delete(name);
      form.reset(values, { keepDefaultValues: true });
    }
    return () => {
      // Unmounted by the lock, not by leaving the screen: kept for the unlock.
      if (isLocked() && unsavedRef.current) drafts.set(name, form.getValues());
    };
    // `form` is the same object for the form's life.
  }, [name, form]);
}
