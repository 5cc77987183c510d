import { Suspense, lazy } from 'react';
import type { Root } from 'react-dom/client';
import { messages } from '@/messages/catalogue';
import { failedFields, startupText, type StartupFailure } from './startupFailure';

/**
 * The same page without Mantine's components, for when the page's own chunk cannot be fetched
 * either (offline without a worker, or a deploy removed it): start-up never ends blank.
 */
function PlainStartupError({ failure }: { failure: StartupFailure }) {
  const fields = failedFields(failure);
  return (
    <main role="alert" style={{ maxWidth: '40rem', margin: '2rem auto', padding: '0 1rem' }}>
      <h1>{messages.config.title}</h1>
      <p>{startupText(failure)}</p>
      {fields.length > 0 && (
        <>
          <p>{messages.config.fieldsLabel}</p>
          <ul>
            {fields.map((field) => (
              <li key={field}>
                <code>{field}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" onClick={() => window.location.reload()}>
        {messages.config.retry}
      </button>
    </main>
  );
}

// Only shown when start-up fails: kept out of the first load, with Mantine (its own provider).
const StartupErrorPage = lazy(() =>
  import('./StartupErrorPage').then(
    (m) => ({ default: m.StartupErrorPage }),
    () => ({ default: PlainStartupError }),
  ),
);

/** Replaces whatever the root shows with the start-up error page. */
export function showStartupError(root: Root, failure: StartupFailure): void {
  root.render(
    <Suspense fallback={null}>
      <StartupErrorPage failure={failure} />
    </Suspense>,
  );
}
