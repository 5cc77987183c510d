// @vitest-environment jsdom
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
    // At once, then two quick retries (1 s, 3 s later), then the 10 s probe.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(4);
    probe.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getConnectivity().online).toBe(true);
  });

  it('retries soon when the first request after the switch still fails', async () => {
    vi.useFakeTimers();
    const probe = vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true);
    stop = initConnectivity(probe);
    reportApiUnreachable();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(getConnectivity().online).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(getConnectivity()).toEqual({ online: true, since: null });
  });
});
