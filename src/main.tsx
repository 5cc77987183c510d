import '@mantine/core/styles.layer.css';
import './app/global.css';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { loadConfig } from './config/load';
import { initSession } from './session/store';
import { createQueryClient } from './app/queryClient';
import { createAppRouter } from './app/router';
import { wireSession } from './app/sessionWiring';
import { App } from './app/App';
import { theme } from './app/theme';

// Only shown when the deployment's config.json is missing or wrong: kept out of the first load.
const ConfigErrorPage = lazy(() => import('./app/ConfigErrorPage').then((m) => ({ default: m.ConfigErrorPage })));

// Boot order: config -> session -> query client -> router -> render.
async function boot() {
  const root = createRoot(document.getElementById('root')!);
  const result = await loadConfig();
  if (!result.ok) {
    root.render(
      <MantineProvider theme={theme}>
        <Suspense fallback={null}>
          <ConfigErrorPage failure={result} />
        </Suspense>
      </MantineProvider>,
    );
    return;
  }
  initSession();
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, config: result.config });
  wireSession(result.config, queryClient, router);
  root.render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

void boot();
