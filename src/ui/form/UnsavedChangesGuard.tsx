import { useLayoutEffect, useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { getSession } from '@/session/store';
import { LeaveFormDialog } from './LeaveFormDialog';

/**
 * Asks before leaving a form with unsaved changes: a confirm for the console's own navigation
 * (links, back), and the browser's own prompt on reload or close. `when` must turn false before a
 * successful save navigates away, so the prompt never follows a save. A session that ended is
 * never held back: its redirect to the login goes through.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const whenRef = useRef(when);
  // Updated in the commit itself, so a save's flushed saved state (useFormSave's leave) lifts the
  // block before navigating.
  useLayoutEffect(() => {
    whenRef.current = when;
  }, [when]);
  const blocker = useBlocker({
    shouldBlockFn: () => whenRef.current && getSession() !== null,
    enableBeforeUnload: () => whenRef.current,
    withResolver: true,
  });
  return <LeaveFormDialog opened={blocker.status === 'blocked'} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}
