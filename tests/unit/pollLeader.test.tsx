// @vitest-environment jsdom
/**
 * One poller for all tabs (docs/decisions/0021-one-alerts-poller.md), with two or three "tabs"
 * (pollTabs.tsx): only the leading tab's observers poll, the others take its answers; the lead
 * passes on at once when the leader's observer unmounts or its page is hidden; without Web Locks
 * or BroadcastChannel every tab polls as before; nothing crosses sign-ins or outlives a session.
 * The refresh period runs on fake timers; every other wait is on a condition.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { endPollSharing } from '@/config/alertsPoller/usePollLeader';
import { KEY, alertList, openTab, sharedBrowser } from './pollTabs';
import { WAIT_MS } from '../waits';

vi.mock('@/config/useConfig', () => ({
  useConfig: () => ({ alertsRefreshSeconds: 5 }),
}));
vi.mock('@/session/useSession', () => import('./pollSession'));

const PERIOD_MS = 5_000;
/** Vitest's own wait, on the timers from before the fake ones: Testing Library's polls on setInterval. */
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: WAIT_MS, interval: 10 });
type Tab = ReturnType<typeof openTab>;

async function period(tabs: Tab[], expected: number): Promise<void> {
  act(() => {
    vi.advanceTimersByTime(PERIOD_MS);
  });
  await waitFor(() => expect(tabs.reduce((sum, tab) => sum + tab.fetches(), 0)).toBe(expected));
}

/** Both tabs loaded, and one of them leading; the total of their fetches so far. */
async function settled(tabs: Tab[], leaders = 1): Promise<number> {
  await waitFor(() => expect(tabs.every((tab) => tab.state()?.status === 'success')).toBe(true));
  await waitFor(() => expect(tabs.filter((tab) => tab.leading()).length).toBe(leaders));
  return tabs.reduce((sum, tab) => sum + tab.fetches(), 0);
}

beforeEach(() => void vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('one poller for all tabs', () => {
  it('two tabs: one set of calls a period, and the other tab holds the same answer', async () => {
    const browser = sharedBrowser();
    const tabs = [openTab(browser), openTab(browser)];
    let total = await settled(tabs);
    const [leader, follower] = tabs[0]?.leading() ? tabs : [...tabs].reverse();
    for (let i = 0; i < 3; i++) await period(tabs, (total += 1));
    expect(follower?.fetches()).toBe(1); // its first load only
    await waitFor(() => expect(follower?.state()?.dataUpdatedAt).toBe(leader?.state()?.dataUpdatedAt));
    // Cloned on the way, as a BroadcastChannel does: equal, not the same object.
    expect(follower?.state()?.data).toEqual(alertList(leader?.fetches() ?? 0));
    expect(follower?.state()?.data).not.toBe(leader?.state()?.data);
  });

  it("the leader's observer unmounted, the other tab leads at once and polls the next period", async () => {
    const browser = sharedBrowser();
    const tabs = [openTab(browser), openTab(browser)];
    let total = await settled(tabs);
    const [leader, follower] = tabs[0]?.leading() ? tabs : [...tabs].reverse();
    leader?.close();
    await waitFor(() => expect(follower?.leading()).toBe(true));
    const before = follower?.fetches() ?? 0;
    await period(tabs, (total += 1));
    expect(follower?.fetches()).toBe(before + 1);
  });

  it('a hidden leader lets go to a visible tab; with none visible nobody polls', async () => {
    const browser = sharedBrowser();
    const tabs = [openTab(browser), openTab(browser)];
    let total = await settled(tabs);
    const [leader, follower] = tabs[0]?.leading() ? tabs : [...tabs].reverse();
    act(() => {
      leader?.setVisible(false);
    });
    await waitFor(() => expect(follower?.leading()).toBe(true));
    expect(leader?.leading()).toBe(false);
    await period(tabs, (total += 1));
    act(() => {
      follower?.setVisible(false);
    });
    await waitFor(() => expect(browser.held.size).toBe(0));
    act(() => {
      vi.advanceTimersByTime(3 * PERIOD_MS);
    });
    expect(tabs.reduce((sum, tab) => sum + tab.fetches(), 0)).toBe(total);
  });

  it('a page in the back-forward cache closes its channel (a message would evict it) and opens it again when shown', async () => {
    const browser = sharedBrowser();
    const tabs = [openTab(browser), openTab(browser)];
    let total = await settled(tabs);
    const [leader, follower] = tabs[0]?.leading() ? tabs : [...tabs].reverse();
    act(() => {
      follower?.setVisible(false);
      follower?.pageShown(false);
    });
    expect(browser.channels.size).toBe(1);
    await period(tabs, (total += 1));
    expect(follower?.state()?.dataUpdatedAt).toBeLessThan(leader?.state()?.dataUpdatedAt ?? 0);
    act(() => {
      follower?.pageShown(true);
      follower?.setVisible(true);
    });
    await period(tabs, (total += 1));
    await waitFor(() => expect(follower?.state()?.dataUpdatedAt).toBe(leader?.state()?.dataUpdatedAt));
  });

  it("a follower's own refresh fetches at once and reaches the leader; an older answer is not taken", async () => {
    const browser = sharedBrowser();
    const tabs = [openTab(browser), openTab(browser)];
    await settled(tabs);
    const [leader, follower] = tabs[0]?.leading() ? tabs : [...tabs].reverse();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    await act(() => follower?.client.refetchQueries({ queryKey: KEY }));
    const own = follower?.state()?.dataUpdatedAt;
    await waitFor(() => expect(leader?.state()?.dataUpdatedAt).toBe(own));
    expect(leader?.state()?.data).toEqual(follower?.state()?.data);
    // The leader's earlier answer, posted late, leaves the newer one in place.
    const late = browser.openChannel([...browser.channels][0]?.name ?? '');
    late.postMessage({
      scope: 's1',
      key: KEY,
      data: alertList(59),
      updatedAt: (own ?? 0) - 500,
    });
    await act(() => Promise.resolve());
    expect(follower?.state()?.dataUpdatedAt).toBe(own);
  });

  it.each([
    ['Web Locks', { locks: false }],
    ['BroadcastChannel', { channel: false }],
  ])('without %s every tab polls, as a single tab does', async (_, missing) => {
    const browser = sharedBrowser();
    const tabs = [openTab(browser, missing), openTab(browser, missing)];
    let total = await settled(tabs, 2);
    await period(tabs, (total += 2));
    await period(tabs, (total += 2));
    expect(browser.held.size).toBe(0);
  });

  it("another sign-in's tab neither shares the lead nor hears the answers; an ended session posts nothing", async () => {
    const browser = sharedBrowser();
    const tabs = [openTab(browser), openTab(browser, { sid: 's2' })];
    let total = await settled(tabs, 2);
    await period(tabs, (total += 2));
    expect(tabs.map((tab) => tab.fetches())).toEqual([2, 2]);

    const [ended, other] = [openTab(browser, { sid: 's3' }), openTab(browser, { sid: 's3' })];
    await settled([ended, other]);
    act(() => {
      endPollSharing(ended.client);
    });
    expect(browser.channels.size).toBe(3); // s1, s2 and the other s3 tab's
    const held = other.state()?.dataUpdatedAt;
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    await act(() => ended.client.refetchQueries({ queryKey: KEY }));
    await act(() => Promise.resolve());
    expect(other.state()?.dataUpdatedAt).toBe(held);
  });
});
