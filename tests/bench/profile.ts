/**
 * Main-thread work of a load (decision 0012), from Chromium's own performance trace and CPU profile,
 * at 4× CPU slowdown (Lighthouse's mobile profile, a mid-range tablet):
 * - the longest task between the navigation and the screen ready (plus a quiet 1.5 s), and the
 *   time over 50 ms summed over all those tasks (stricter than Lighthouse's TBT, which counts
 *   from the first paint, on a simulated clock);
 * - the costliest functions by self time, overall and inside the longest task, named through the
 *   source maps of the bench's own build (mappedBuild.ts: same code as dist/, maps kept out of it).
 *
 * The dashboard is the Lighthouse scenario of a signed-in user (the worker controls the page, the
 * persisted cache is in place), on Lighthouse's mobile screen. Each traced load starts from the
 * dashboard itself: a load in a new renderer process (a cold one, from about:blank) starts the
 * sampling profiler in it, whose start-up shows as a long task of its own. A cold load's blocking
 * time is Lighthouse's.
 */
import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, startAppServer } from '../e2e/browser';
import type { Measurement } from './measurement';
import { mappedBuild } from './mappedBuild';
import { median } from './navigation';
import { signInWithWorker } from './pageState';
import { ALERTS, DASHBOARD, FICHA, MOBILE_CONTEXT, PATIENTS, type SignedInScreen } from './signedInScreens';

const RUNS = 7;
const CPU_SLOWDOWN = 4;
const LONGEST_TASK_BUDGET_MS = 200;

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      isLoadingMainFrame?: boolean;
      documentLoaderURL?: string;
      /** An EventDispatch's event type. */
      type?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The sampled stacks' leaf functions, with each sample's time (trace µs) and weight (µs). */
interface Samples {
  nodes: Map<string, ProfileNode>;
  samples: { ts: number; node: string; us: number }[];
}

interface Task {
  start: number;
  ms: number;
}

function navigationTo(trace: { traceEvents: TraceEvent[] }, pathname: string): TraceEvent | undefined {
  return trace.traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL !== undefined &&
      URL.canParse(e.args.data.documentLoaderURL) &&
      new URL(e.args.data.documentLoaderURL).pathname === pathname,
  );
}

/** The page's main-thread tasks from its navigation start, in ms. */
function mainThreadTasks(trace: { traceEvents: TraceEvent[] }, navigation: TraceEvent): Task[] {
  return trace.traceEvents
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === navigation.pid && e.tid === navigation.tid)
    .filter((e) => e.ts >= navigation.ts)
    .map((e) => ({ start: (e.ts - navigation.ts) / 1000, ms: (e.dur ?? 0) / 1000 }));
}

/** Main-thread time by trace event (self time: less the events nested in it), from the navigation on. */
export function eventSelfTimes(trace: { traceEvents: TraceEvent[] }, thread: TraceEvent): Map<string, number> {
  const events = trace.traceEvents
    .filter((e) => e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid && e.ts >= thread.ts && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const totals = new Map<string, number>();
  const open: { end: number; name: string }[] = [];
  for (const e of events) {
    while (open.length > 0 && (open[open.length - 1]?.end ?? 0) <= e.ts) open.pop();
    const parent = open[open.length - 1];
    if (parent) totals.set(parent.name, (totals.get(parent.name) ?? 0) - (e.dur ?? 0) / 1000);
    totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    open.push({ end: e.ts + (e.dur ?? 0), name: e.name });
  }
  return totals;
}

/** Names a profiled function by its place in our sources or a package, through the build's maps. */
export class FunctionNames {
  private readonly maps = new Map<string, SourceMap | null>();
  constructor(private readonly buildDir: string) {}

  name(frame: ProfileNode['callFrame']): string {
    if (!frame.url) return frame.functionName || '(program)';
    const pathname = new URL(frame.url).pathname;
    const map = this.map(pathname);
    const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
    if (!entry || !('originalSource' in entry) || typeof entry.originalSource !== 'string') return `${frame.functionName || '(anonymous)'} ${pathname}`;
    const source = entry.originalSource.replace(/^.*?node_modules\//, '').replace(/^.*?\/src\//, 'src/');
    const original = this.originalName(map, entry.originalSource, entry.originalLine, entry.originalColumn);
    return `${original ?? frame.functionName ?? '(anonymous)'} (${source}:${entry.originalLine + 1})`;
  }

  private map(pathname: string): SourceMap | null {
    if (!this.maps.has(pathname)) {
      try {
        const payload = JSON.parse(readFileSync(path.join(this.buildDir, `${pathname}.map`), 'utf8')) as SourceMapPayload;
        this.maps.set(pathname, new SourceMap(payload));
      } catch {
        this.maps.set(pathname, null);
      }
    }
    return this.maps.get(pathname) ?? null;
  }

  /** `function name(`, `name(` (a method) or `name = (` / `name: (` (an arrow), at the mapped position. */
  private originalName(map: SourceMap | null, source: string, line: number, column: number): string | null {
    const payload = map?.payload;
    const index = payload?.sources.indexOf(source) ?? -1;
    const text = index >= 0 ? payload?.sourcesContent?.[index]?.split('\n')[line] : undefined;
    if (!text) return null;
    const after = text.slice(column);
    const before = text.slice(0, column);
    return (
      /^(?:async\s+)?function\s*\*?\s*([\w$]+)/.exec(after)?.[1] ??
      /([\w$]+)\s*[:=]\s*(?:async\s*)?(?:function\s*)?$/.exec(before)?.[1] ??
      /^([\w$]+)\s*\(/.exec(after)?.[1] ??
      null
    );
  }
}

/**
 * The CPU profile the trace carries (category disabled-by-default-v8.cpu_profiler): a 'Profile'
 * event per profiled thread, then 'ProfileChunk's adding nodes, samples and time deltas.
 */
export function traceSamples(trace: { traceEvents: TraceEvent[] }, thread: TraceEvent): Samples {
  const nodes = new Map<string, ProfileNode>();
  const samples: Samples['samples'] = [];
  // Node ids are per profile; a profile is the main thread's when its 'Profile' event is.
  const clocks = new Map<string, number>();
  for (const e of trace.traceEvents) {
    if (e.pid !== thread.pid || !e.id) continue;
    if (e.name === 'Profile' && e.tid === thread.tid) clocks.set(e.id, e.args?.data?.startTime ?? e.ts);
    const clock = clocks.get(e.id);
    if (e.name !== 'ProfileChunk' || clock === undefined) continue;
    for (const node of e.args?.data?.cpuProfile?.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node);
    const ids = e.args?.data?.cpuProfile?.samples ?? [];
    const deltas = e.args?.data?.timeDeltas ?? [];
    let ts = clock;
    ids.forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node: `${e.id}:${node}`, us: 0 });
    });
    clocks.set(e.id, ts);
  }
  samples.sort((a, b) => a.ts - b.ts);
  // A sample stands for the time up to the next one, throttled pauses included (as DevTools shows
  // it), but never for more than 20 ms: a longer gap is the thread asleep.
  samples.forEach((sample, i) => (sample.us = Math.min(20_000, (samples[i + 1]?.ts ?? sample.ts) - sample.ts)));
  return { nodes, samples };
}

/** Self time per function, in ms, of the samples taken between `from` and `to` (trace µs). */
export function selfTimes(profile: Samples, names: FunctionNames, from: number, to: number): Map<string, number> {
  const totals = new Map<string, number>();
  for (const sample of profile.samples) {
    if (sample.ts < from || sample.ts > to) continue;
    const node = profile.nodes.get(sample.node);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const key = names.name(node.callFrame);
    totals.set(key, (totals.get(key) ?? 0) + sample.us / 1000);
  }
  return totals;
}

export const top = (totals: Map<string, number>, n: number): string[] =>
  [...totals]
    .filter(([name]) => name !== '(program)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(5)} ms  ${name}`);

interface Load {
  name: string;
  path: string;
  /** Sets the stage once, in a fresh context. */
  prepare(context: BrowserContext, origin: string): Promise<void>;
  /** Resolves once the screen shows what it is for. */
  ready(page: Page): Promise<void>;
  /** Fails the load measurement when its longest task is over it. */
  longestTaskBudgetMs?: number;
}

async function traceOneLoad(page: Page, origin: string, load: Load) {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(`${origin}${load.path}`);
  await load.ready(page);
  // What runs right after (deferred mounts, the cache's save) belongs to the load too.
  await page.waitForTimeout(1500);
  const buffer = await browser.stopTracing();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
}

function mainThreadMeasurement(load: Load): Measurement {
  return {
    name: `Main thread of ${load.name} at ${CPU_SLOWDOWN}× CPU slowdown (trace and profile)`,
    async run() {
      const buildDir = await mappedBuild();
      const server = await startAppServer({ staticDir: buildDir });
      const browser = await launchChromium();
      try {
        const context = await browser.newContext(MOBILE_CONTEXT);
        await load.prepare(context, server.url);
        const page = context.pages()[0] ?? (await context.newPage());
        const names = new FunctionNames(buildDir);
        const longest: number[] = [];
        const blocking: number[] = [];
        const overall = new Map<string, number>();
        const inLongest = new Map<string, number>();
        const byEvent = new Map<string, number>();
        const runs: string[] = [];
        for (let i = 0; i < RUNS; i++) {
          const trace = await traceOneLoad(page, server.url, load);
          const navigation = navigationTo(trace, load.path);
          if (!navigation) throw new Error(`the trace has no navigation to ${load.path}`);
          const tasks = mainThreadTasks(trace, navigation);
          const profile = traceSamples(trace, navigation);
          const worst = tasks.reduce<Task>((a, b) => (b.ms > a.ms ? b : a), { start: 0, ms: 0 });
          const blocked = tasks.reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0);
          longest.push(worst.ms);
          blocking.push(blocked);
          runs.push(
            `run ${i + 1}: longest task ${worst.ms.toFixed(0)} ms at ${worst.start.toFixed(0)} ms; tasks over 50 ms: ${tasks.filter((t) => t.ms > 50).length}; blocking ${blocked.toFixed(0)} ms`,
          );
          for (const [name, ms] of selfTimes(profile, names, navigation.ts, Infinity)) overall.set(name, (overall.get(name) ?? 0) + ms / RUNS);
          for (const [name, ms] of eventSelfTimes(trace, navigation)) byEvent.set(name, (byEvent.get(name) ?? 0) + ms / RUNS);
          const from = navigation.ts + worst.start * 1000;
          for (const [name, ms] of selfTimes(profile, names, from, from + worst.ms * 1000)) {
            inLongest.set(name, (inLongest.get(name) ?? 0) + ms / RUNS);
          }
        }
        const longestMedian = median(longest);
        const budget = load.longestTaskBudgetMs;
        return {
          figure: `longest task median ${longestMedian.toFixed(0)} ms (worst ${Math.max(...longest).toFixed(0)}); time over 50 ms in all tasks, median ${median(blocking).toFixed(0)} ms`,
          ...(budget !== undefined && { budget: { limit: `longest task ≤ ${budget} ms`, met: longestMedian <= budget } }),
          details: [
            ...runs,
            `main-thread time by trace event, self time per load (mean of ${RUNS}):`,
            ...top(byEvent, 5).map((line) => `  ${line}`),
            `costliest functions, self time per load (mean of ${RUNS}):`,
            ...top(overall, 8).map((line) => `  ${line}`),
            `costliest functions inside the longest task (mean of ${RUNS}):`,
            ...top(inLongest, 5).map((line) => `  ${line}`),
          ],
        };
      } finally {
        await browser.close();
        await server.close();
      }
    },
  };
}

export const dashboardMainThread = mainThreadMeasurement({
  name: 'the dashboard (signed in)',
  path: '/dashboard',
  async prepare(context, origin) {
    await signInWithWorker(context, origin);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/dashboard`);
  },
  ready: DASHBOARD.ready,
  longestTaskBudgetMs: LONGEST_TASK_BUDGET_MS,
});

export const loginMainThread = mainThreadMeasurement({
  name: 'the login route',
  path: '/',
  async prepare(context, origin) {
    // From the login route itself (see above), without the worker: what a first visit runs.
    await context.route('**/sw.js', (route) => route.abort());
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/`);
  },
  ready: (page) => page.waitForSelector('button[type=submit]', { timeout: 60_000 }).then(() => undefined),
});

/** A signed-in screen as Lighthouse's scenario reaches it: signed in, the screen seen once (its answers persisted). */
function signedInScreen({ name, path, ready }: SignedInScreen): Measurement {
  return mainThreadMeasurement({
    name: `the ${name} (signed in)`,
    path,
    async prepare(context, origin) {
      await signInWithWorker(context, origin);
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${origin}${path}`);
      await ready(page);
    },
    ready,
  });
}

export const alertsMainThread = signedInScreen(ALERTS);
export const patientsMainThread = signedInScreen(PATIENTS);
export const fichaMainThread = signedInScreen(FICHA);
