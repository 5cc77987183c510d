import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConnectivity, initConnectivity, reportApiUnreachable } from '@/offline/connectivity';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  vi.useRealTimers();
});

describe('connectivity', () => {
  it('asks the API at once when the browser is back online, not at the next 10 s probe', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(() => Promise.resolve(true));
    stop = initConnectivity(probe);
    reportApiUnreachable();
    expect(getConnectivity().online).toBe(false);
    expect(probe).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(getConnectivity()).toEqual({ online: true, since: null });
  });

  it('stays offline while the API does not answer, and keeps probing every 10 s', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(() => Promise.resolve(false));
    stop = initConnectivity(probe);
    reportApiUnreachable();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(getConnectivity().online).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(2);
    probe.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getConnectivity().online).toBe(true);
  });
});
