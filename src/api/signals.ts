/**
 * `AbortSignal.any` and `AbortSignal.timeout` where the browser has them (Chromium 116+, Firefox
 * 124+, Safari 17.4+), and a small equivalent where it does not, so that every request still has
 * its timeout and its cancellation on older tablets.
 */

type SignalStatics = typeof AbortSignal & {
  any?: (signals: AbortSignal[]) => AbortSignal;
  timeout?: (ms: number) => AbortSignal;
};

const Signals = AbortSignal as SignalStatics;

/** Aborts as soon as one of `signals` does, with that signal's reason. */
export function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof Signals.any === 'function') return Signals.any(signals);
  const controller = new AbortController();
  const already = signals.find((signal) => signal.aborted);
  if (already) {
    controller.abort(already.reason);
    return controller.signal;
  }
  const stop = () => signals.forEach((signal) => signal.removeEventListener('abort', onAbort));
  function onAbort(this: AbortSignal) {
    stop();
    controller.abort(this.reason);
  }
  signals.forEach((signal) => signal.addEventListener('abort', onAbort, { once: true }));
  return controller.signal;
}

/** Aborts after `ms` with a TimeoutError, as `AbortSignal.timeout` does. */
export function timeoutSignal(ms: number): AbortSignal {
  if (typeof Signals.timeout === 'function') return Signals.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  return controller.signal;
}
