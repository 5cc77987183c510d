import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LOCK_ROOT_ID, takePlaceBeforeLock, type PlaceBeforeLock } from '@/session/lockState';
import { useLocked } from '@/session/useLocked';
import { useSession, useShell } from '@/session/useSession';
import { lazyModule } from '@/ui/lazyModule';
import { StaleChunkNotice } from '@/ui/StaleChunkNotice';
import { LockFrame } from './LockFrame';

// Loaded on demand like other parts: if a deploy removed its chunk, the lock offers a reload
// instead of leaving a blank page over the hidden console.
const lockScreen = lazyModule(() => import('./LockScreen'));

/**
 * The screens (`children`, the router) exist only while the console is open: locked, they are
 * unmounted, so the document holds nothing of a patient, shown or hidden; the lock screen takes
 * their place in its own element, a child of <body> (anything else there, such as the update
 * notice, is hidden by `body[data-locked]` in global.css). A stored session not opened yet (its
 * key on the way from the tab that signed in) shows nothing for that moment. What a form held is
 * kept outside the DOM (ui/form/keptDrafts) and comes back with the screen on unlock.
 */
export function LockGate({ children }: { children?: ReactNode }) {
  const locked = useLocked();
  const session = useSession();
  const shell = useShell();
  const open = !locked && (session !== null || shell === null);
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
    if (!open) return;
    // Back where the user was on unlock: the scroll position, the field they were typing in.
    const place = takePlaceBeforeLock();
    return place ? returnTo(place) : undefined;
  }, [open]);

  return (
    <>
      {open && children}
      {locked && createPortal(<lockScreen.Lazy fallback={null} failure={<LockUnavailable />} />, root)}
    </>
  );
}

/**
 * The screen mounts again from the cache, its code and data arriving over a few frames (a record
 * with no offline copy comes from the API again): each frame the page is scrolled back once it is
 * long enough and the field focused once it is there. It stops at the user's first wheel, touch,
 * click or key, whenever that comes, so it never moves a page the user has taken over; the 10 s
 * cap only ends the frames on a screen that never grows that long (the window made smaller while
 * locked), and a busy machine's slow screen still comes back where it was.
 */
const RETURN_CAP_MS = 10_000;

function returnTo({ scrollY, focusName }: PlaceBeforeLock): () => void {
  let frame = 0;
  let scrolled = scrollY === 0;
  let focused = focusName === null;
  const findField = () => (focusName ? document.querySelector<HTMLElement>(`[name="${CSS.escape(focusName)}"]`) : null);
  const until = performance.now() + RETURN_CAP_MS;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('pointerdown', stop);
    window.removeEventListener('keydown', stop);
  };
  const step = () => {
    if (!scrolled && document.documentElement.scrollHeight >= scrollY + window.innerHeight) {
      window.scrollTo(0, scrollY);
      scrolled = true;
    }
    const field = focused ? null : findField();
    if (field) {
      field.focus({ preventScroll: true });
      focused = true;
    }
    if ((scrolled && focused) || performance.now() > until) stop();
    else frame = requestAnimationFrame(step);
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('pointerdown', stop);
  window.addEventListener('keydown', stop);
  frame = requestAnimationFrame(step);
  return stop;
}

/** In the lock screen's place and frame, alone on the page: the console behind stays hidden. */
function LockUnavailable() {
  return (
    <LockFrame>
      <StaleChunkNotice />
    </LockFrame>
  );
}
