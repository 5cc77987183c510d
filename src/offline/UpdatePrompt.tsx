import { Suspense, lazy } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

// The notice itself loads only when a new version waits.
const UpdateNotice = lazy(() => import('./UpdateNotice'));

/**
 * Registers the service worker. A new worker waits until the user chooses to reload: never on
 * its own, so nothing being typed is lost.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice onUpdate={() => void updateServiceWorker(true)} onLater={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
