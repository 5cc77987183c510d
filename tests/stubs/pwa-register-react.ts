import { useState } from 'react';
import { vi } from 'vitest';

/** Stands in for vite-plugin-pwa's virtual module: tests flip `needRefresh` and watch the update call. */
export const pwaStub = {
  needRefresh: false,
  updateServiceWorker: vi.fn((_reload?: boolean) => Promise.resolve()),
};

export function useRegisterSW(_options?: { onRegisteredSW?: (url: string, registration: ServiceWorkerRegistration | undefined) => void }) {
  const needRefresh = useState(pwaStub.needRefresh);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: pwaStub.updateServiceWorker };
}
