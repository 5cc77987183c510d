import './app/mantineStyles';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loadConfig } from './config/load';
import { canKeepSession, endSession, initSession, peekShell } from './session/store';
import { openSessionCache, queryStackLoader } from './app/queries';
import { createAppRouter, loadScreenCode } from './app/router';
import { isLocked } from './session/lockState';
import { wireSession } from './app/sessionWiring';
import { App } from './app/App';
import { showStartupError } from './app/showStartupError';
import { installErrorLogging, logError } from './app/errorLog';
import { del } from 'idb-keyval';
import { CACHE_STORAGE_KEY } from './offline/cacheKey';
import { initConnectivity } from './offline/connectivity';
import { probeApi } from './offline/probe';
import { idbSafely } from './offline/idbSafe';
import { cacheStore, releaseOnPageCache } from './offline/cacheStore';

const HOUR_MS = 3_600_000;

/**
 * The start-up step under way, on <html data-boot>: a page that stays blank says where it
 * stopped (the browser tests print it; so can a support call, from the page's inspector).
 */
function step(name: string): void {
  document.documentElement.dataset.boot = name;
}

// Boot order: session -> config -> online state -> (signed in) cache key or lock -> query stack +
// persisted cache -> router -> render.
async function boot(root: Root) {
  step('session');
  // A browser that blocks localStorage cannot keep a session: say so rather than a login that
  // forgets the user at once.
  if (!canKeepSession()) {
    showStartupError(root, { reason: 'storage' });
    return;
  }
  // With a session stored, the query stack (TanStack Query and the persisted cache) is fetched
  // alongside config.json, not after it; the login screen never loads it.
  // The lock's code too (it decides whether the cache key comes back without the password).
  initSession();
  const lockModule = peekShell() ? import('./session/lock') : null;
  if (lockModule) {
    void import('./app/queryStack').catch(() => undefined);
    // Mantine too, which the signed-in layout's chunk would otherwise ask for only once it has
    // arrived itself (the login route loads none of it: decision 0027).
    void import('./ui/UiProvider').catch(() => undefined);
  }
  step('config');
  const result = await loadConfig();
  if (!result.ok) {
    showStartupError(root, result);
    return;
  }
  const { config } = result;
  initConnectivity(() => probeApi(config.apiUrl));
  const queries = queryStackLoader(config.maxOfflineAgeHours * HOUR_MS);
  const shell = peekShell();
  let cacheReady = Promise.resolve();
  if (shell) {
    // The cache key comes back without the password after a reload or beside an open tab, and
    // opens the sealed session; otherwise (the browser was closed, or idle too long) the console
    // starts locked, and nothing of the session is readable until 'Desbloquear'.
    step('lock');
    const { resumeAtBoot } = await (lockModule ?? import('./session/lock'));
    const lock = await resumeAtBoot(shell.userKey, config.idleLockMinutes * 60_000);
    if (lock === 'no-key') {
      // Nothing to check a password against (a session older than the lock): sign in again.
      endSession('expired');
    } else {
      // The persisted cache is back in place before any loader runs (at once when open; after
      // 'Desbloquear' when locked, the lock screen showing meanwhile).
      cacheReady = openSessionCache(queries, shell.userKey);
      step('cache');
      if (lock === 'open') await cacheReady;
    }
  }
  if (!peekShell()) {
    // Nothing reads it without a session (whatever a previous one left behind, expired while the
    // console was closed, is deleted): the first screen need not wait for IndexedDB.
    void idbSafely(() => del(CACHE_STORAGE_KEY, cacheStore), undefined);
  }
  const router = createAppRouter({
    config,
    loadQueryClient: () => cacheReady.then(() => queries.get()).then((s) => s.queryClient),
  });
  // Locked: the screen's code loads while the password is typed.
  if (isLocked()) loadScreenCode(router);
  wireSession(config, queries, router);
  step('render');
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

installErrorLogging();
releaseOnPageCache();
const root = createRoot(document.getElementById('root')!);
// Whatever fails on the way (a chunk gone after a deploy, storage that throws), the page says so
// in Portuguese instead of staying blank.
boot(root).catch((error: unknown) => {
  logError('Falha ao iniciar o Painel', error);
  showStartupError(root, { reason: 'unexpected' });
});
