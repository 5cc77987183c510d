import { timeoutSignal } from '@/api/signals';

const PROBE_TIMEOUT_MS = 5_000;

/** Any HTTP answer from the API's base means it is reachable again (even a 404). */
export async function probeApi(apiUrl: string): Promise<boolean> {
  try {
    await fetch(new URL('api/account/token', apiUrl), { cache: 'no-store', signal: timeoutSignal(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}
