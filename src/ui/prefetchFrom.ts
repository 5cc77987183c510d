import { errorName } from '@/lib/errorKind';

/**
 * A route's loader starting its screen's calls from a feature's chunk, loaded beside the screen's
 * code and not awaited: the screen shows its own loading and error states. A chunk that does not
 * load (a deploy removed it, the network dropped) costs only the head start, since the screen's
 * own query fetches; it is logged by its error's name (never a value), not swallowed.
 */
export function prefetchFrom<M>(load: () => Promise<M>, start: (module: M) => unknown): void {
  load().then(start, (error: unknown) => {
    console.warn(`Não foi possível carregar o código que adianta as chamadas desta tela (${errorName(error)}).`);
  });
}
