import { Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { LOCK_ROOT_ID, takeFocusBeforeLock } from '@/session/lockState';
import { useLocked } from '@/session/useLocked';

const LockScreen = lazy(() => import('./LockScreen'));

/**
 * The lock screen, over a page that stays mounted: everything else in <body> is hidden from view
 * and from assistive technology while locked (`body[data-locked]` in global.css), so a form keeps
 * what was typed in it. Its own element is a child of <body>, the one left showing.
 */
export function LockGate() {
  const locked = useLocked();
  const [root] = useState(() => {
    const element = document.createElement('div');
    element.id = LOCK_ROOT_ID;
    return element;
  });

  // Attached before anything inside it mounts, so that its password field can take the focus.
  useLayoutEffect(() => {
    document.body.append(root);
    return () => root.remove();
  }, [root]);

  useEffect(() => {
    if (!locked) return;
    // Back where the user was on unlock: the field they were typing in, say.
    return () => takeFocusBeforeLock()?.focus();
  }, [locked]);

  if (!locked) return null;
  return createPortal(
    <Suspense fallback={null}>
      <LockScreen />
    </Suspense>,
    root,
  );
}
