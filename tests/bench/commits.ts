/**
 * React's commits during a signed-in load (decision 0026): how many, how many components rendered in
 * all, the largest commit, and which component started each large one. Unlike the traces' times,
 * these counts do not move with the machine's load, so a change that re-renders more shows even on
 * a busy machine.
 *
 * Counted through the hook React calls at every commit when React DevTools is present
 * (`__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot`, in production builds too), installed before
 * the page's scripts run. A function component rendered in a commit when its fiber performed work
 * and is not the object that was current before (React keeps two copies of a fiber and renders into
 * the other one). It is measured on a build of its own without minification, so that components
 * keep their names; the code is otherwise the production build's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium, startAppServer } from '../e2e/browser';
import type { Measurement } from './measurement';
import { median } from './navigation';
import { signInWithWorker } from './pageState';
import { ALERTS, DASHBOARD, FICHA, MOBILE_CONTEXT, PATIENTS } from './signedInScreens';
import { runVite } from './tools';

const RUNS = 3;
/** A commit of at least this many components is listed with the components that started it. */
const LARGE = 150;
/** How long after the screen is ready commits still count: the deferred parts and the badge. */
const SETTLE_MS = 3000;

let built: Promise<string> | null = null;

function namedBuild(): Promise<string> {
  built ??= (async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'painel-bench-named-'));
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    const { code, output } = await runVite(['build', '--minify', 'false', '--outDir', outDir, '--emptyOutDir']);
    if (code !== 0) throw new Error(`vite build failed:\n${output}`);
    return outDir;
  })();
  return built;
}

interface Commit {
  /** Components rendered. */
  size: number;
  /** The rendered components whose nearest component ancestor did not render. */
  roots: string[];
}

declare global {
  interface Window {
    __benchCommits?: Commit[];
  }
}

/** Runs in the page before its scripts: records every commit of the app's root. */
function installCommitHook(): void {
  type Fiber = { tag: number; type: unknown; flags: number; child: Fiber | null; sibling: Fiber | null };
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const PERFORMED_WORK = 1;
  const commits: Commit[] = [];
  window.__benchCommits = commits;
  let previous = new WeakSet<Fiber>();
  const nameOf = (type: unknown): string => {
    const t = type as { displayName?: string; name?: string; render?: { displayName?: string; name?: string }; type?: { name?: string } } | null;
    return t?.displayName || t?.name || t?.render?.displayName || t?.render?.name || t?.type?.name || '(anonymous)';
  };
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
        const current = new WeakSet<Fiber>();
        const commit: Commit = { size: 0, roots: [] };
        const stack: [Fiber, boolean][] = [[root.current, false]];
        while (stack.length > 0) {
          const [fiber, parentRendered] = stack.pop()!;
          current.add(fiber);
          let rendered = parentRendered;
          if (COMPONENT_TAGS.has(fiber.tag)) {
            rendered = (fiber.flags & PERFORMED_WORK) !== 0 && !previous.has(fiber);
            if (rendered) {
              commit.size++;
              if (!parentRendered) commit.roots.push(nameOf(fiber.type));
            }
          }
          if (fiber.child) stack.push([fiber.child, rendered]);
          if (fiber.sibling) stack.push([fiber.sibling, parentRendered]);
        }
        previous = current;
        commits.push(commit);
      },
    },
  });
}

const SCREENS = [DASHBOARD, ALERTS, PATIENTS, FICHA];

export const reactCommits: Measurement = {
  name: 'React commits of a signed-in load (dashboard, alerts, patients list, Ficha)',
  async run() {
    const buildDir = await namedBuild();
    const server = await startAppServer({ staticDir: buildDir });
    const browser = await launchChromium();
    try {
      const context = await browser.newContext(MOBILE_CONTEXT);
      await signInWithWorker(context, server.url);
      const page = context.pages()[0] ?? (await context.newPage());
      // Each screen seen once before, as Lighthouse's signed-in runs are; only then is the hook in.
      for (const screen of SCREENS) {
        await page.goto(`${server.url}${screen.path}`);
        await screen.ready(page);
      }
      // The function's text, with the name helper the bench's TypeScript runner may wrap functions in.
      await context.addInitScript({ content: `var __name = (f) => f; (${installCommitHook.toString()})();` });
      const figures: string[] = [];
      const details: string[] = [];
      for (const screen of SCREENS) {
        const runs: { commits: number; renders: number; largest: number; large: Commit[] }[] = [];
        for (let i = 0; i < RUNS; i++) {
          await page.goto(`${server.url}${screen.path}`);
          await screen.ready(page);
          await page.waitForTimeout(SETTLE_MS);
          const commits = await page.evaluate(() => window.__benchCommits ?? []);
          runs.push({
            commits: commits.length,
            renders: commits.reduce((sum, c) => sum + c.size, 0),
            largest: Math.max(0, ...commits.map((c) => c.size)),
            large: commits.filter((c) => c.size >= LARGE),
          });
        }
        const renders = median(runs.map((r) => r.renders));
        const largest = median(runs.map((r) => r.largest));
        figures.push(`${screen.name} ${renders}/${largest}`);
        details.push(`${screen.name}: runs ${runs.map((r) => `${r.commits} commits, ${r.renders} renders, largest ${r.largest}`).join('; ')}`);
        const typical = runs.find((r) => r.renders === renders) ?? runs[0]!;
        for (const commit of typical.large)
          details.push(`  ${String(commit.size).padStart(5)}  started by ${[...new Set(commit.roots)].slice(0, 5).join(', ')}`);
      }
      return { figure: `component renders / largest commit, median of ${RUNS}: ${figures.join('; ')}`, details };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
