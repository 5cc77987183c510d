/**
 * The alerts page as a triage queue at clinic scale (decision 0022): with about 5,000 pending
 * symptom alerts, changing the order or a filter updates the list in at most 100 ms at 4× CPU
 * slowdown, and the list stays virtualised.
 *
 * Each change is a real click (the order, 'Somente atrasados') or key press (a filter's native
 * select, focused beforehand: ArrowDown to its first choice, Home back to all, as a keyboard user
 * does and as Chromium changes a closed select on Linux), sent through Chromium's input pipeline,
 * so the page gets trusted events and Event Timing entries. The figure is that input's Event
 * Timing duration (below, 'the click' is either),
 * what INP counts: from the input (the event's timeStamp) to the next paint after its handlers,
 * in 8 ms steps. It is the time to the painted new list only when the list changed inside those
 * handlers, so the page also records when the list changed: a MutationObserver marks the first
 * mutation after the click where the list's size or first cards differ. Inside the handlers (the
 * usual case: the order and filters are in the URL, the router's navigation and React's render
 * of the new search run in the click), the Event Timing duration is used; else the time to
 * requestAnimationFrame and a task after that mutation (the frame is painted by then).
 * Over budget, a second pass traces the changes on the bench's source-mapped build and names where
 * the main thread's time goes.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { DemoServer } from '../../src/mocks/server/index';
import { demoConfig, launchChromium, startAppServer } from '../e2e/browser';
import { distDir } from '../e2e/paths';
import type { Measurement } from './measurement';
import { mappedBuild } from './mappedBuild';
import { median } from './navigation';
import { eventSelfTimes, FunctionNames, selfTimes, top, traceSamples, type TraceEvent } from './profile';
import { assertNoStrayHosts, signedInPage } from './pageState';

const CPU_SLOWDOWN = 4;
const BUDGET_MS = 100;
const TARGET_SYMPTOMS = 5_000;
const EXTRA_MESSAGES = 200;
const ROUNDS = 5;
const PROFILE_RUNS = 2;
/** Rendered cards after a change: a virtualised list renders a screenful and its overscan. */
const MAX_RENDERED = 60;
const LIST = 'Alertas de sintomas';

interface Sample {
  /** Click to the painted frame with the new list, ms. */
  ms: number;
  /** Click to the commit of the new list (the first matching mutation), ms. */
  commitMs: number;
  /** The click's Event Timing entry: duration and its parts, or null if none came. */
  event: { duration: number; inputDelay: number; processing: number; presentation: number } | null;
  /** [role=listitem] in the list right after the change and once it settled. */
  renderedAtCommit: number;
  rendered: number;
  setSize: number;
  /** The list a moment later is the one first committed (no intermediate frame was timed). */
  settledAsCommitted: boolean;
}

interface TriageWindow {
  __triage: {
    arm(before: string): void;
    result(): (Omit<Sample, 'event' | 'settledAsCommitted'> & { clickStamp: number; signature: string }) | null;
    event(clickStamp: number): Sample['event'] | undefined;
    signature(): string;
    state(): unknown;
  };
}

/**
 * Installed once in the page (the app is a single page: the measured changes do not reload it).
 * The list's signature is what a change must alter: its size and its first eight cards' names and
 * fields (not the waiting time, which a minute tick changes). Eight, not one: the seed's five
 * newest alerts can also be the most intense.
 */
function instrument(listLabel: string): void {
  const listSelector = `[role="list"][aria-label="${listLabel}"]`;
  const signature = (): string => {
    const list = document.querySelector(listSelector);
    if (!list) return 'no list';
    const size = list.querySelector('[role="listitem"]')?.getAttribute('aria-setsize') ?? '0';
    const cards = [0, 1, 2, 3, 4, 5, 6, 7].map((index) => {
      const card = list.querySelector(`[role="listitem"][data-index="${index}"]`);
      return `${card?.querySelector('a')?.textContent ?? ''} ${[...(card?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent).join('|')}`;
    });
    return `${size}: ${cards.join(' / ')}`;
  };
  const rendered = () => document.querySelectorAll(`${listSelector} [role="listitem"]`).length;

  interface Armed {
    before: string;
    clickStamp: number | null;
    commitAt: number | null;
    paintAt: number | null;
    renderedAtCommit: number;
    signature: string;
  }
  let armed: Armed | null = null;
  const events: PerformanceEventTiming[] = [];
  new PerformanceObserver((list) => events.push(...(list.getEntries() as PerformanceEventTiming[]))).observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit);

  for (const type of ['click', 'keydown']) {
    addEventListener(
      type,
      (event) => {
        if (armed && armed.clickStamp === null) armed.clickStamp = event.timeStamp;
      },
      { capture: true },
    );
  }
  new MutationObserver(() => {
    if (!armed || armed.clickStamp === null || armed.commitAt !== null) return;
    const now = signature();
    if (now === armed.before) return;
    const state = armed;
    state.commitAt = performance.now();
    state.renderedAtCommit = rendered();
    state.signature = now;
    requestAnimationFrame(() => setTimeout(() => (state.paintAt = performance.now())));
  }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });

  const w = window as unknown as TriageWindow;
  w.__triage = {
    signature,
    state: () => ({
      ...armed,
      now: signature(),
      url: location.href,
      order: document.querySelector('[role=radiogroup] input:checked, .mantine-SegmentedControl-root input:checked')?.getAttribute('value'),
    }),
    arm(before) {
      armed = { before, clickStamp: null, commitAt: null, paintAt: null, renderedAtCommit: 0, signature: '' };
    },
    result() {
      if (!armed || armed.clickStamp === null || armed.commitAt === null || armed.paintAt === null) return null;
      const list = document.querySelector(listSelector);
      return {
        clickStamp: armed.clickStamp,
        ms: armed.paintAt - armed.clickStamp,
        commitMs: armed.commitAt - armed.clickStamp,
        renderedAtCommit: armed.renderedAtCommit,
        rendered: rendered(),
        setSize: Number(list?.querySelector('[role="listitem"]')?.getAttribute('aria-setsize') ?? 0),
        signature: armed.signature,
      };
    },
    // The click's or key's own entry (not its pointerdown, pointerup or keyup); undefined until it is delivered.
    event(clickStamp) {
      const entry = events.find((e) => (e.name === 'click' || e.name === 'keydown') && Math.abs(e.startTime - clickStamp) < 1);
      if (!entry) return undefined;
      return {
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      };
    },
  };
}

/** One way of changing the list, and the way back; `prepare` opens what must be open (a dropdown). */
interface Change {
  name: string;
  prepare?: (page: Page) => Promise<void>;
  click: (page: Page) => Promise<void>;
}

const focusSelect = (label: string) => async (page: Page) => {
  await page.getByRole('combobox', { name: label, exact: true }).focus();
};
const orderTo = (label: string): Change => ({ name: `order: ${label}`, click: (page) => page.getByText(label, { exact: true }).click() });
/** A key on the focused select: 'ArrowDown' from all to the first choice, 'Home' back to all. */
const selectBy = (label: string, key: 'ArrowDown' | 'Home', name: string): Change => ({
  name,
  prepare: focusSelect(label),
  click: (page) => page.keyboard.press(key),
});
const overdueOnly = (on: boolean): Change => ({ name: on ? 'on' : 'off', click: (page) => page.getByLabel(/^Somente atrasados/).setChecked(on) });

/**
 * Groups of changes, each cycled ROUNDS times. Every change leads to a state of its own whatever
 * the state before, and the last one of a group is where the group starts from.
 */
const GROUPS: { kind: 'order' | 'filter'; name: string; changes: Change[] }[] = [
  {
    kind: 'order',
    name: "order ('Ordenar por', each of the three)",
    changes: [orderTo('Maior intensidade'), orderTo('Esperando há mais tempo'), orderTo('Mais recentes')],
  },
  {
    kind: 'filter',
    name: "filter 'Intensidade': Muito grave (ArrowDown), then all (Home)",
    changes: [selectBy('Intensidade', 'ArrowDown', 'Muito grave'), selectBy('Intensidade', 'Home', 'all')],
  },
  {
    kind: 'filter',
    name: "filter 'Sintoma': the first symptom (ArrowDown), then all (Home)",
    changes: [selectBy('Sintoma', 'ArrowDown', 'first symptom'), selectBy('Sintoma', 'Home', 'all')],
  },
  { kind: 'filter', name: "filter 'Somente atrasados': on, then off", changes: [overdueOnly(true), overdueOnly(false)] },
];

async function pendingSymptoms(origin: string): Promise<number> {
  const login = await fetch(`${origin}/api/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: 'admin@painel.demo', password: 'Demo@123' }),
  });
  const body = (await login.json()) as { Token: string | { Value: string } };
  const token = typeof body.Token === 'string' ? body.Token : body.Token.Value;
  const alerts = await fetch(`${origin}/api/dashboard/alerts?hospitalId=0`, { headers: { Authorization: `Bearer ${token}` } });
  if (!alerts.ok) throw new Error(`GET api/dashboard/alerts answered ${alerts.status}`);
  return ((await alerts.json()) as unknown[]).length;
}

async function seed(origin: string): Promise<{ before: number; added: number }> {
  const before = await pendingSymptoms(origin);
  const response = await fetch(`${origin}/__demo/seed-alerts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ symptoms: Math.max(0, TARGET_SYMPTOMS - before), messages: EXTRA_MESSAGES }),
  });
  if (!response.ok) throw new Error(`POST /__demo/seed-alerts answered ${response.status}: ${await response.text()}`);
  const { symptoms } = (await response.json()) as { symptoms: number };
  return { before, added: symptoms };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Brings the page to the group's starting state (its last change), untimed. */
async function startGroup(page: Page, group: (typeof GROUPS)[number]): Promise<void> {
  const last = group.changes.at(-1);
  if (!last) return;
  if (last.prepare) await last.prepare(page);
  await last.click(page);
  await sleep(1000);
}

/** One measured change: arm, click, wait for the painted frame and the click's Event Timing entry. */
async function measureChange(page: Page, change: Change): Promise<Sample> {
  if (change.prepare) await change.prepare(page);
  // A user takes longer than this between two clicks; the page is idle when the click comes.
  await sleep(400);
  await page.evaluate(() => {
    const t = (window as unknown as TriageWindow).__triage;
    t.arm(t.signature());
  });
  await change.click(page);
  const handle = await page
    .waitForFunction(() => (window as unknown as TriageWindow).__triage.result(), undefined, { timeout: 20_000, polling: 100 })
    .catch(async (error: unknown) => {
      const state = await page.evaluate(() => JSON.stringify((window as unknown as TriageWindow).__triage.state()));
      throw new Error(`${change.name}: the list did not change as expected (${state})`, { cause: error });
    });
  const result = (await handle.jsonValue())!;
  let event: Sample['event'] | undefined;
  for (let i = 0; i < 20 && event === undefined; i++) {
    event = await page.evaluate((stamp) => (window as unknown as TriageWindow).__triage.event(stamp), result.clickStamp);
    if (event === undefined) await sleep(100);
  }
  // The first changed frame must be the final one: a later commit that changes the first cards again
  // would mean the time stopped at an intermediate list.
  const settled = await page.evaluate(() => (window as unknown as TriageWindow).__triage.signature());
  return { ...result, event: event ?? null, settledAsCommitted: settled === result.signature };
}

const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
const spread = (values: number[]) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low}` : `${low}–${high}`;
};

/** The new list was committed inside the click's handlers: the click's next paint shows it. */
const listInEventFrame = (s: Sample): boolean => s.event !== null && s.commitMs <= s.event.inputDelay + s.event.processing;

/**
 * Input to the painted list: the click's Event Timing duration when the list changed inside its
 * handlers (the browser's own figure, in 8 ms steps), else the rAF-and-task estimate.
 */
const inputToPaint = (s: Sample): number => (s.event && listInEventFrame(s) ? s.event.duration : s.ms);

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/** The app on `staticDir` with about 5,000 pending symptom alerts, its alerts page open, instrumented and throttled. */
async function alertsAtScale(browser: Browser, staticDir: string, strayHosts: Set<string>) {
  // No refresh of the 5,000 alerts during the runs: its parse and re-render would land in some of them.
  const server = await startAppServer({ staticDir, config: demoConfig({ alertsRefreshSeconds: 3600 }) });
  try {
    const { before, added } = await seed(server.url);
    const total = await pendingSymptoms(server.url);
    const page = await signedInPage(browser, server.url, strayHosts);
    // By the menu, as a user goes there: a full load of /alertas would find the session locked.
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Alertas', exact: true }).click();
    await page.getByRole('list', { name: LIST, exact: true }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // tsx (keepNames) wraps the named helpers of `instrument` in __name(), which the page lacks.
    await page.evaluate(`(() => { const __name = (f) => f; (${instrument.toString()})(${JSON.stringify(LIST)}); })()`);
    const setSize = await page.evaluate(() => Number(document.querySelector('[role="listitem"]')?.getAttribute('aria-setsize')));
    if (setSize !== total) throw new Error(`the list shows ${setSize} alerts, the API ${total}`);
    await throttle(page);
    return { server, page, total, before, added };
  } catch (error) {
    await server.close();
    throw error;
  }
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

/**
 * Where the time of each change goes: Chromium's trace and CPU profile of PROFILE_RUNS more runs,
 * on the bench's source-mapped build (the same code as dist/, so functions have their names), from
 * the click's dispatch to its painted list. Tracing slows the page: these runs are not timed.
 */
async function profileChanges(browser: Browser, strayHosts: Set<string>): Promise<string[]> {
  const buildDir = await mappedBuild();
  const names = new FunctionNames(buildDir);
  const { server, page } = await alertsAtScale(browser, buildDir, strayHosts);
  const lines: string[] = [`where the time goes: main thread from the click to the painted list, mean of ${PROFILE_RUNS} traced runs (source-mapped build)`];
  try {
    for (const group of GROUPS) {
      await startGroup(page, group);
      for (const change of group.changes) await measureChange(page, change);
      const byEvent = new Map(group.changes.map((change) => [change.name, new Map<string, number>()]));
      const byFunction = new Map(group.changes.map((change) => [change.name, new Map<string, number>()]));
      const spans = new Map(group.changes.map((change) => [change.name, [] as number[]]));
      const add = (totals: Map<string, number> | undefined, name: string, ms: number) => totals?.set(name, (totals.get(name) ?? 0) + ms / PROFILE_RUNS);
      for (let run = 0; run < PROFILE_RUNS; run++) {
        for (const change of group.changes) {
          await browser.startTracing(page, { categories: TRACE_CATEGORIES });
          let sample: Sample;
          try {
            sample = await measureChange(page, change);
          } catch (error) {
            await browser.stopTracing();
            throw error;
          }
          const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
          const click = trace.traceEvents.filter((e) => e.name === 'EventDispatch' && ['click', 'keydown'].includes(e.args?.data?.type ?? '')).at(-1);
          if (!click) throw new Error(`${change.name}: the trace has no click`);
          const span = inputToPaint(sample);
          spans.get(change.name)?.push(span);
          const end = click.ts + span * 1000;
          const within = { traceEvents: trace.traceEvents.filter((e) => e.ts <= end) };
          for (const [name, ms] of eventSelfTimes(within, click)) add(byEvent.get(change.name), name, ms);
          for (const [name, ms] of selfTimes(traceSamples(trace, click), names, click.ts, end)) add(byFunction.get(change.name), name, ms);
        }
      }
      for (const change of group.changes) {
        lines.push(
          `  to ${change.name} (${group.kind}; traced ${ms(spans.get(change.name) ?? [])} ms): ${top(byEvent.get(change.name) ?? new Map<string, number>(), 5)
            .map((line) => line.trim().replace(/\s+/, ' '))
            .join('; ')}`,
          ...top(byFunction.get(change.name) ?? new Map<string, number>(), 6).map((line) => `    ${line}`),
        );
      }
    }
    return lines;
  } finally {
    await page.context().close();
    await server.close();
  }
}

export const triageChangeTime: Measurement = {
  name: `Alerts triage: order or filter change with ${TARGET_SYMPTOMS.toLocaleString('en')} pending alerts (${CPU_SLOWDOWN}× CPU slowdown)`,
  async run() {
    // No refresh of the 5,000 alerts during the runs: its parse and re-render would land in some of them.
    const browser = await launchChromium();
    const strayHosts = new Set<string>();
    let server: DemoServer | null = null;
    try {
      const scale = await alertsAtScale(browser, distDir, strayHosts);
      server = scale.server;
      const { page, total, before, added } = scale;

      const lines: string[] = [
        `${total} pending symptom alerts (${before} in the seed, ${added} added by POST /__demo/seed-alerts, with ${EXTRA_MESSAGES} messages); ${ROUNDS} rounds of each change after one warm-up`,
      ];
      const medians: Record<'order' | 'filter', number> = { order: 0, filter: 0 };
      const worst: Record<'order' | 'filter', number> = { order: 0, filter: 0 };
      let maxRendered = 0;
      for (const group of GROUPS) {
        await startGroup(page, group);
        const samples = new Map<string, Sample[]>(group.changes.map((change) => [change.name, []]));
        for (let round = 0; round <= ROUNDS; round++) {
          for (const change of group.changes) {
            const sample = await measureChange(page, change);
            if (round > 0) samples.get(change.name)?.push(sample);
            maxRendered = Math.max(maxRendered, sample.rendered, sample.renderedAtCommit);
          }
        }
        lines.push(`${group.name}:`);
        for (const [name, runs] of samples) {
          const times = runs.map(inputToPaint);
          const fromEvents = runs.filter((s) => listInEventFrame(s)).length;
          medians[group.kind] = Math.max(medians[group.kind], median(times));
          worst[group.kind] = Math.max(worst[group.kind], ...times);
          const parts = (key: 'inputDelay' | 'processing' | 'presentation') => median(runs.map((s) => s.event?.[key] ?? NaN)).toFixed(0);
          lines.push(
            `  to ${name}: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (Event Timing in ${fromEvents} of ${runs.length} runs); runs ${ms(times)}`,
            `    click's parts (medians): input delay ${parts('inputDelay')}, handlers ${parts('processing')} (the list committed at ${median(runs.map((s) => s.commitMs)).toFixed(0)}), to the paint ${parts('presentation')} ms; rAF+task after the commit: median ${median(runs.map((s) => s.ms)).toFixed(0)} ms`,
            `    cards rendered: ${spread(runs.map((s) => s.rendered))} (at the commit ${spread(runs.map((s) => s.renderedAtCommit))}) of ${spread(runs.map((s) => s.setSize))}; the first changed frame was the final list in ${runs.filter((s) => s.settledAsCommitted).length} of ${runs.length}`,
          );
        }
      }
      const met = medians.order <= BUDGET_MS && medians.filter <= BUDGET_MS && maxRendered < MAX_RENDERED;
      await page.context().close();
      await server.close();
      server = null;
      // Over budget: say where the time goes.
      if (!met) lines.push(...(await profileChanges(browser, strayHosts)));
      assertNoStrayHosts(strayHosts, 'the alerts page');
      return {
        figure: `input to painted list, slowest median: order ${medians.order.toFixed(0)} ms (max ${worst.order.toFixed(0)}), filter ${medians.filter.toFixed(0)} ms (max ${worst.filter.toFixed(0)}); at most ${maxRendered} cards rendered`,
        budget: { limit: `≤ ${BUDGET_MS} ms (each change's median), < ${MAX_RENDERED} cards rendered`, met },
        details: lines,
      };
    } finally {
      await browser.close();
      await server?.close();
    }
  },
};
