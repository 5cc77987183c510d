/**
 * One poller for all tabs (docs/decisions/0021-one-alerts-poller.md): with two tabs of one
 * sign-in on the alerts page, the API sees one set of alert calls per refresh period, not one per
 * tab; the other tab shows the same answers; and when the leading tab closes, the other takes over
 * at once. The refresh runs on the pages' clock, stepped a period at a time.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ACCOUNTS, demoConfig, login, nothingFor, pauseSoon, settle, setupE2E, visible } from './harness';

const REFRESH_MS = 5_000;
const e2e = setupE2E({ config: demoConfig({ alertsRefreshSeconds: REFRESH_MS / 1000 }) });

const LISTS = ['api/dashboard/alerts', 'api/dashboard/messages'] as const;
/** The seed's pending messages for this account (src/mocks/README.md, 'The seed'). */
const MESSAGES = 15;

/** Each alert list's calls, with the tab that made them. */
function trackAlertCalls(context: BrowserContext) {
  const calls: { list: (typeof LISTS)[number]; page: Page }[] = [];
  context.on('request', (request) => {
    const list = LISTS.find((path) => new URL(request.url()).pathname.endsWith(path));
    const page = request.frame().page();
    if (list) calls.push({ list, page });
  });
  const count = (list: (typeof LISTS)[number]) => calls.filter((call) => call.list === list).length;
  return { calls, count };
}

async function openAlerts(page: Page) {
  await visible(page.getByRole('tab', { name: /^Sintomas \d+ pendentes/ }));
  await visible(page.getByRole('tab', { name: /^Mensagens \d+ pendentes/ }));
}

/** The poll locks of the origin (names only): how many tabs lead, how many wait. */
function pollLocks(page: Page) {
  return page.evaluate(async () => {
    const state = await navigator.locks.query();
    const poll = (locks: LockInfo[] = []) => locks.filter((lock) => lock.name?.startsWith('painel-poll|')).length;
    return { held: poll(state.held), waiting: poll(state.pending) };
  });
}

/**
 * Steps the clock `periods` refresh periods, one at a time, waiting after each for the calls it
 * asks for and their answers; then checks, after a quiet window, that each list was asked exactly
 * once a period.
 */
async function stepPeriods(page: Page, context: BrowserContext, track: ReturnType<typeof trackAlertCalls>, periods: number) {
  const from = LISTS.map((list) => track.count(list));
  const since = track.calls.length;
  for (let period = 1; period <= periods; period++) {
    await context.clock.runFor(REFRESH_MS);
    for (const [i, list] of LISTS.entries()) {
      await expect.poll(() => track.count(list), { timeout: 20_000 }).toBeGreaterThanOrEqual((from[i] ?? 0) + period);
    }
    // Answered before the clock moves on: a poll still in flight when the next period comes is
    // not asked again, and its answer restarts the period from then.
    await settle(page);
  }
  await nothingFor(page, 300);
  expect(LISTS.map((list) => track.count(list))).toEqual(from.map((n) => n + periods));
  return new Set(track.calls.slice(since).map((call) => call.page));
}

/**
 * Steps the clock a second at a time until `page` has asked for both lists, then lets the answers
 * land. A tab that takes the lead polls once its lead is committed, and that commit comes in a React
 * transition a moment after the lock is granted: a whole period stepped at once could pass before
 * the interval is set, and the clock would then stand still with no poll due.
 */
async function firstPolls(page: Page, context: BrowserContext, track: ReturnType<typeof trackAlertCalls>) {
  const since = track.calls.length;
  const asked = () => LISTS.every((list) => track.calls.slice(since).some((call) => call.list === list && call.page === page));
  await expect
    .poll(
      async () => {
        if (asked()) return true;
        await context.clock.runFor(1_000);
        return asked();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await settle(page);
}

describe('one alerts poller for all tabs', () => {
  it('two tabs make one set of calls a period over a minute; the leader closed, the other takes over at once', async () => {
    const { page: first, context } = e2e;
    await context.clock.install();
    await login(first, ACCOUNTS.withoutDashboard);
    await openAlerts(first);
    const second = await context.newPage();
    await second.goto('/alertas');
    await openAlerts(second);
    // One tab leads each list, the other waits for it.
    await expect.poll(() => pollLocks(second), { timeout: 20_000 }).toEqual({ held: 2, waiting: 2 });
    await pauseSoon(first, context);
    await settle(first);
    const track = trackAlertCalls(context);

    const pollers = await stepPeriods(first, context, track, 12);
    expect(pollers.size).toBe(1);
    const [leader] = [...pollers];
    const other = leader === first ? second : first;
    // The other tab shows what the leader fetched: a new alert reaches both.
    await e2e.seedAlerts({ messages: 1 });
    expect([...(await stepPeriods(other, context, track, 1))]).toEqual([leader]);
    // TanStack Query tells the screen on a zero timeout, which the paused clock holds.
    await context.clock.runFor(1);
    await visible(other.getByRole('tab', { name: new RegExp(`^Mensagens ${MESSAGES + 1} pendentes`) }));

    // The other tab's own 'Atualizar' still asks at once, the clock standing still.
    const clicked = track.calls.length;
    await other.getByRole('button', { name: 'Atualizar', exact: true }).click();
    await expect.poll(() => track.calls.slice(clicked).filter((call) => call.page === other).length).toBe(LISTS.length);

    // The leader's tab closed: the other holds both locks at once, starts polling, and then polls
    // once a period.
    await leader?.close();
    await expect.poll(() => pollLocks(other), { timeout: 20_000 }).toEqual({ held: 2, waiting: 0 });
    await firstPolls(other, context, track);
    const next = await stepPeriods(other, context, track, 2);
    expect([...next]).toEqual([other]);
  });
});
