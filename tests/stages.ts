/**
 * `npm test`: every stage of the suite, then each stage's wall-clock and CPU time, and one closing
 * line with the test counts.
 *
 *   typecheck ─┐
 *   lint ──────┼─► vitest ─► browser suite (Chromium, on the build)
 *   build ─────┘
 *
 * The three light stages share the two cores; the two test stages each use both, so they run in
 * turn (all five at once took as long, and starved vitest: decision 0014).
 * Each stage's output is kept and printed whole when it ends, so parallel stages never interleave.
 * `--only NAME[,NAME]` runs some stages (the browser suite still builds first). With the browser
 * stage, the system packages it needs are installed first when missing (tests/system/ensure.sh).
 * A stage's CPU time is that of its whole process tree (read from /proc when it exits): it says
 * what the stage costs whatever else the machine was doing, where wall time does not.
 */
import { spawn, spawnSync } from 'node:child_process';
import { stripVTControlCharacters as plain } from 'node:util';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's own tools first, as npm scripts have them, also when this runs outside npm. */
const BIN = fileURLToPath(new URL('../node_modules/.bin', import.meta.url));

interface Stage {
  name: string;
  /** One command, or several that run at once as one stage (their outputs printed in this order). */
  command: string | string[];
  /** Stages that must have ended before this one starts (so the two never share the cores). */
  after?: string[];
  /** Stages that must have passed: this one does not run otherwise. */
  needs?: string[];
  /** Parses the runner's own summary into test counts. */
  counts?: (output: string) => { passed: number; failed: number } | null;
}

interface Result {
  name: string;
  code: number;
  wallMs: number;
  cpuS: number | null;
  output: string;
  counts: { passed: number; failed: number } | null;
}

/** Vitest's summary line: `Tests  12 failed | 821 passed (833)`. */
function vitestCounts(output: string): { passed: number; failed: number } | null {
  const line = plain(output)
    .split('\n')
    .find((l) => /^\s*Tests\s+\d/.test(l));
  if (!line) return null;
  const count = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed') };
}

const STAGES: Stage[] = [
  { name: 'typecheck', command: 'tsc --noEmit -p tsconfig.json' },
  // Prettier: the house style (.prettierrc.json); knip: unused files, exports and dependencies
  // (docs/decisions/0020-unused-code-check.md). The checks of `npm run lint`, at once: ESLint alone
  // keeps a core busy for most of the stage, and the other two fit beside it (about 15 s less).
  { name: 'lint', command: ['eslint --max-warnings 0 .', 'prettier --check --log-level warn .', 'knip --no-progress'] },
  { name: 'build', command: 'vite build' },
  { name: 'vitest', command: 'vitest run', after: ['typecheck', 'lint', 'build'], counts: vitestCounts },
  { name: 'browser', command: 'vitest run --config tests/e2e/vitest.config.ts', after: ['vitest'], needs: ['build'], counts: vitestCounts },
];

/** Runs the stage's commands at once; one result: the first failure's exit code, the CPU summed. */
async function run(stage: Stage): Promise<Result> {
  if (typeof stage.command === 'string') return runOne(stage.name, stage.command, stage.counts);
  const results = await Promise.all(stage.command.map((command) => runOne(stage.name, command)));
  const cpus = results.map((r) => r.cpuS);
  return {
    name: stage.name,
    code: results.find((r) => r.code !== 0)?.code ?? 0,
    wallMs: Math.max(...results.map((r) => r.wallMs)),
    cpuS: cpus.includes(null) ? null : cpus.reduce<number>((sum, cpu) => sum + cpu!, 0),
    output: results.map((r, i) => `${r.code === 0 ? '✓' : '✗'} ${stage.command[i]}\n${r.output}`).join(''),
    counts: null,
  };
}

/** Runs `command` under sh; its tree's CPU time is sh's children's time, read just before sh exits. */
function runOne(name: string, command: string, counts?: Stage['counts']): Promise<Result> {
  const started = Date.now();
  return new Promise((resolve) => {
    const script = `${command}\nrc=$?\ncat /proc/$$/stat >&3 2>/dev/null\nexit $rc`;
    const child = spawn('sh', ['-c', script], {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}` },
    });
    let output = '';
    let stat = '';
    const [, out, err, statPipe] = child.stdio as unknown as NodeJS.ReadableStream[];
    out!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    err!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    statPipe!.on('data', (chunk: Buffer) => (stat += chunk.toString()));
    child.on('close', (code) => {
      resolve({
        name,
        code: code ?? 1,
        wallMs: Date.now() - started,
        cpuS: childrenCpu(stat),
        output,
        counts: counts?.(output) ?? null,
      });
    });
  });
}

/** cutime + cstime (fields 16 and 17 of /proc/PID/stat), in seconds. */
function childrenCpu(stat: string): number | null {
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .trim()
    .split(' ');
  const ticks = Number(fields[13]) + Number(fields[14]);
  if (!Number.isFinite(ticks)) return null;
  return ticks / USER_HZ;
}

/** The unit of /proc's times: 100 on every Linux this runs on. */
const USER_HZ = 100;

/**
 * The failed tests and unhandled errors a vitest run reported (its 'FAIL' lines, the first error
 * line after each, and where an unhandled error came from), at most 20 lines.
 */
function failures(output: string): string[] {
  const lines = plain(output).split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    const text = line.trim();
    if (/^FAIL\s/.test(text)) {
      found.push(text);
      const error = lines
        .slice(i + 1, i + 4)
        .map((l) => l.trim())
        .find((l) => /^\w*(Error|error)\b|^AssertionError|^TypeError/.test(l));
      if (error) found.push(`  ${error.slice(0, 200)}`);
    } else if (/Unhandled (Errors?|Rejection)|originated in/.test(text)) {
      found.push(text.slice(0, 200));
    }
  });
  return [...new Set(found)].slice(0, 20);
}

function machineLoad(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main(): Promise<number> {
  const onlyArg = process.argv.indexOf('--only');
  const only = onlyArg > 0 ? new Set((process.argv[onlyArg + 1] ?? '').split(',')) : null;
  if (only?.has('browser')) only.add('build');
  const stages = STAGES.filter((s) => !only || only.has(s.name));
  const unknown = only ? [...only].filter((name) => !STAGES.some((s) => s.name === name)) : [];
  if (unknown.length > 0) {
    console.error(`tests/stages.ts: unknown stage ${unknown.join(', ')} (stages: ${STAGES.map((s) => s.name).join(', ')})`);
    return 2;
  }

  // The browser stage needs Debian's browsers and nginx: installed first when missing (and this
  // user may), else the run stops here, at once, naming them (tests/system/ensure.sh).
  if (stages.some((s) => s.name === 'browser')) {
    const ensured = spawnSync('bash', [fileURLToPath(new URL('system/ensure.sh', import.meta.url))], { stdio: 'inherit' });
    if (ensured.status !== 0) return 1;
  }

  const started = Date.now();
  console.log(`Stages: ${stages.map((s) => s.name).join(', ')} (load average at start: ${machineLoad()})`);
  const results = new Map<string, Promise<Result>>();
  const finished: Result[] = [];
  const start = (stage: Stage): Promise<Result> => {
    const existing = results.get(stage.name);
    if (existing) return existing;
    const dependencies = stages.filter((s) => stage.after?.includes(s.name) || stage.needs?.includes(s.name));
    const running = Promise.all(dependencies.map(start)).then(async (before) => {
      const failed = before.filter((result) => result.code !== 0 && stage.needs?.includes(result.name));
      if (failed.length > 0) {
        const skipped: Result = {
          name: stage.name,
          code: 1,
          wallMs: 0,
          cpuS: 0,
          output: `not run: ${failed.map((r) => r.name).join(', ')} failed\n`,
          counts: null,
        };
        return skipped;
      }
      console.log(`▶ ${stage.name}: ${[stage.command].flat().join(' | ')}`);
      const result = await run(stage);
      console.log(`\n━━━ ${stage.name} (${result.code === 0 ? 'passed' : `FAILED, exit ${result.code}`}, ${seconds(result.wallMs)}) ━━━`);
      process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
      return result;
    });
    results.set(
      stage.name,
      running.then((result) => (finished.push(result), result)),
    );
    return results.get(stage.name)!;
  };
  await Promise.all(stages.map(start));

  const wallMs = Date.now() - started;
  console.log('\nStage          wall       CPU    result');
  for (const stage of stages) {
    const result = finished.find((r) => r.name === stage.name)!;
    const cpu = result.cpuS === null ? '     ?' : `${result.cpuS.toFixed(0).padStart(5)} s`;
    console.log(`${stage.name.padEnd(12)} ${seconds(result.wallMs).padStart(8)} ${cpu}    ${result.code === 0 ? 'passed' : 'FAILED'}`);
  }
  console.log(`${'total'.padEnd(12)} ${seconds(wallMs).padStart(8)}            (load average at end: ${machineLoad()})`);

  const failedStages = finished.filter((r) => r.code !== 0);
  const counted = finished.filter((r) => r.counts);
  const passed = counted.reduce((sum, r) => sum + r.counts!.passed, 0);
  // A stage that failed without a count of failed tests (a type error, a lint error) counts as one.
  const failed = counted.reduce((sum, r) => sum + r.counts!.failed, 0) + failedStages.filter((r) => !r.counts || r.counts.failed === 0).length;
  console.log(`tests: ${passed} passed, ${failed} failed`);
  if (failedStages.length > 0) {
    console.error(`Failed: ${failedStages.map((r) => r.name).join(', ')}`);
    // CI keeps only the tail of the output: name each failure again here, under the table.
    for (const result of failedStages) {
      for (const line of failures(result.output)) console.error(`  ${result.name}: ${line}`);
    }
  }
  return failedStages.length > 0 ? 1 : 0;
}

process.exitCode = await main();
