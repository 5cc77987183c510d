import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { LOCK_ROOT_ID, takeFocusBeforeLock } from '@/session/lockState';
import { useLocked } from '@/session/useLocked';
import { lazyModule } from '@/ui/lazyModule';
import { StaleChunkNotice } from '@/ui/StaleChunkNotice';
import { LockFrame } from './LockFrame';

// Loaded on demand like other parts: if a deploy removed its chunk, the lock offers a reload
// instead of leaving a blank page over the hidden console.
const lockScreen = lazyModule(() => import('./LockScreen'));

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
  return createPortal(<lockScreen.Lazy fallback={null} failure={<LockUnavailable />} />, root);
}

/** In the lock screen's place and frame, alone on the page: the console behind stays hidden. */
function LockUnavailable() {
  return (
    <LockFrame>
      <StaleChunkNotice />
    </LockFrame>
  );
}
