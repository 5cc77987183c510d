// @vitest-environment jsdom
/**
 * The alerts poll in the background while the severe-alert notifications need it
 * (docs/decisions/0029-severe-alert-notifications.md): the leader's interval goes on with the page
 * hidden, a hidden page keeps (or takes) the lead, and a page in the back-forward cache never
 * does. Without the notifications, nothing changes (tests/unit/pollLeader.test.tsx).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { useKeepPollingInBackground } from '@/config/alertsPoller/background';
import { browserPollEnv } from '@/config/alertsPoller/pollEnv';
import { openTab, sharedBrowser } from './pollTabs';
import { WAIT_MS } from '../waits';

vi.mock('@/config/useConfig', () => ({
  useConfig: () => ({ alertsRefreshSeconds: 5 }),
}));
vi.mock('@/session/useSession', () => import('./pollSession'));

const PERIOD_MS = 5_000;
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: WAIT_MS, interval: 10 });

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => void vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
afterEach(() => {
  cleanup();
  focusManager.setFocused(undefined);
  setHidden(false);
  vi.useRealTimers();
});

describe('polling in the background', () => {
  it("the leader's interval runs hidden only while the notifications keep it going", async () => {
    const tab = openTab(sharedBrowser());
    await waitFor(() => expect(tab.leading() && tab.state()?.status === 'success').toBe(true));
    act(() => focusManager.setFocused(false));
    const before = tab.fetches();
    act(() => void vi.advanceTimersByTime(3 * PERIOD_MS));
    expect(tab.fetches()).toBe(before);

    const notifications = renderHook(() => useKeepPollingInBackground(true));
    act(() => void vi.advanceTimersByTime(PERIOD_MS));
    await waitFor(() => expect(tab.fetches()).toBe(before + 1));
    act(() => void vi.advanceTimersByTime(PERIOD_MS));
    await waitFor(() => expect(tab.fetches()).toBe(before + 2));

    notifications.unmount();
    act(() => void vi.advanceTimersByTime(3 * PERIOD_MS));
    expect(tab.fetches()).toBe(before + 2);
  });

  it('a hidden page may lead while the notifications need it, a page in the back-forward cache never', () => {
    const env = browserPollEnv();
    const changes = vi.fn();
    const stop = env.onVisibilityChange(changes);
    setHidden(true);
    expect(env.visible()).toBe(false);
    changes.mockClear();
    const notifications = renderHook(() => useKeepPollingInBackground(true));
    // The coordinator hears of it, and syncs its locks again.
    expect(changes).toHaveBeenCalled();
    expect(env.visible()).toBe(true);
    window.dispatchEvent(new Event('pagehide'));
    expect(env.visible()).toBe(false);
    window.dispatchEvent(new Event('pageshow'));
    expect(env.visible()).toBe(true);
    notifications.unmount();
    expect(env.visible()).toBe(false);
    setHidden(false);
    expect(env.visible()).toBe(true);
    stop();
  });
});
