import './app/mantineStyles';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadConfig } from './config/load';
import { canKeepSession, getSession, initSession } from './session/store';
import { queryStackLoader } from './app/queries';
import { createAppRouter } from './app/router';
import { wireSession } from './app/sessionWiring';
import { App } from './app/App';
import { showStartupError } from './app/showStartupError';
import { installErrorLogging, logError } from './app/errorLog';
import { del } from 'idb-keyval';
import { CACHE_STORAGE_KEY } from './offline/cacheKey';
import { initConnectivity } from './offline/connectivity';
import { probeApi } from './offline/probe';
import { idbSafely } from './offline/idbSafe';

const HOUR_MS = 3_600_000;

// Boot order: session -> config -> online state -> (signed in) query stack + persisted cache -> router -> render.
async function boot(root: Root) {
  // A browser that blocks localStorage cannot keep a session: say so rather than a login that
  // forgets the user at once.
  if (!canKeepSession()) {
    showStartupError(root, { reason: 'storage' });
    return;
  }
  // With a session stored, the query stack (TanStack Query and the persisted cache) is fetched
  // alongside config.json, not after it; the login screen never loads it.
  if (initSession()) void import('./app/queryStack').catch(() => undefined);
  const result = await loadConfig();
  if (!result.ok) {
    showStartupError(root, result);
    return;
  }
  const { config } = result;
  initConnectivity(() => probeApi(config.apiUrl));
  const queries = queryStackLoader(config.maxOfflineAgeHours * HOUR_MS);
  const session = getSession();
  // The persisted cache is back in place before any loader runs; without a session, whatever a
  // previous one left behind (it expired while the console was closed) is deleted.
  if (session) {
    const { queryClient, persistence } = await queries.get();
    await persistence.restore(session.userKey);
    // Restored data shows at once but counts as stale: the first screen refetches it, which also
    // verifies the token, so a session revoked meanwhile is not kept alive by its own cache.
    await queryClient.invalidateQueries({ refetchType: 'none' });
    persistence.start(session.userKey);
  } else {
    // Nothing reads it without a session: the first screen need not wait for IndexedDB.
    void idbSafely(() => del(CACHE_STORAGE_KEY), undefined);
  }
  const router = createAppRouter({ config, loadQueryClient: () => queries.get().then((s) => s.queryClient) });
  wireSession(config, queries, router);
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

installErrorLogging();
const root = createRoot(document.getElementById('root')!);
// Whatever fails on the way (a chunk gone after a deploy, storage that throws), the page says so
// in Portuguese instead of staying blank.
boot(root).catch((error: unknown) => {
  logError('Falha ao iniciar o Painel', error);
  showStartupError(root, { reason: 'unexpected' });
});
