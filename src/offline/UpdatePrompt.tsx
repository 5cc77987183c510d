import { Suspense, lazy } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

// The notice itself loads only when a new version waits.
const UpdateNotice = lazy(() => import('./UpdateNotice'));

/**
 * A console left open all day on a clinic workstation navigates only inside the app, which never
 * makes the browser look for a new worker: it is asked to, this often.
 */
const UPDATE_CHECK_MS = 60 * 60_000;

function checkForUpdatesPeriodically(_url: string, registration: ServiceWorkerRegistration | undefined) {
  if (!registration) return;
  setInterval(() => {
    if (navigator.onLine && !registration.installing) registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}

/**
 * Registers the service worker. A new worker waits until the user chooses to reload: never on
 * its own, so nothing being typed is lost.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisteredSW: checkForUpdatesPeriodically });

  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice onUpdate={() => void updateServiceWorker(true)} onLater={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
