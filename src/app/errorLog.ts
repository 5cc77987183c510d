import { isApiError } from '@/api/errors';
import { errorName } from '@/lib/errorKind';

// A stack frame in V8 ('    at f (url:1:2)') or in Firefox and Safari ('f@url:1:2').
const FRAME = /^\s*at\s|^[^\s@]*@\S+:\d+:\d+$/;

/**
 * What may be logged of a failure: its name and stack frames. Messages can carry values (a
 * token, a patient's name in a validation message), so they are left out, except an ApiError's,
 * which is always one of our catalogue's texts or the server's message to the user.
 */
export function describeError(error: unknown): string {
  const head = isApiError(error) ? `ApiError ${error.kind} ${error.status}: ${error.message}` : errorName(error);
  if (!(error instanceof Error)) return head;
  let stack = typeof error.stack === 'string' ? error.stack : '';
  // V8 starts the stack with 'Name: message'.
  const first = String(error);
  if (stack.startsWith(first)) stack = stack.slice(first.length);
  const frames = stack
    .split('\n')
    .filter((line) => FRAME.test(line))
    // Query strings and fragments of script URLs are not ours to log.
    .map((line) => line.trim().replace(/[?#][^\s):]*/g, ''));
  return [head, ...frames].join('\n');
}

const RESIZE_OBSERVER_NOTICE = /^ResizeObserver loop /;

export function logError(what: string, error: unknown): void {
  console.error(`${what}: ${describeError(error)}`);
}

/**
 * Failures nothing caught are logged in the same safe form. The browser still reports them
 * itself (not prevented), so developer tools and the browser tests keep seeing them.
 */
export function installErrorLogging(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => logError('Rejeição não tratada', event.reason);
  const onError = (event: ErrorEvent) => {
    // Chromium's notice that a ResizeObserver callback changed the layout it observes (the
    // virtual list measuring its cards while the window is resized): no error object, nothing
    // thrown, and the observers get the sizes at the next frame. Said as what it is, not as
    // "Erro não tratado: (null)".
    if (event.error == null && RESIZE_OBSERVER_NOTICE.test(event.message)) {
      console.warn('Aviso do navegador: ResizeObserver adiou medidas para o próximo quadro');
      return;
    }
    logError('Erro não tratado', event.error);
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
