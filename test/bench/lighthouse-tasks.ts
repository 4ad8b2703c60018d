// What keeps the mobile preset's total blocking time up, page by page: a Lighthouse user flow on
// the mobile preset (as test/bench/lighthouse.ts runs it, signed in as ana.admin with José Andrés chosen),
// TASKS_RUNS times (default 3), printing each page's TBT per run; with TASKS_PROFILE=1 the trace also holds
// V8's CPU samples, and for the last run it prints every main-thread task of the page load longer than
// TASKS_MIN_MS (12 ms: 50 ms under Lighthouse's 4× simulated CPU), each with the functions that took its
// samples and our sources on their stacks (mapped
// through the build's source maps). A task that ended before the observed first paint still counts when
// the simulation (its slower network) moves it after the simulated one: the error page, with no long
// task after its paint, measured 160–290 ms. The profiler slows JavaScript about twice: read the TBT of a run
// without it. Not a bench (it fails on nothing): a tool to find the task to split.
//   npx tsx test/bench/lighthouse-tasks.ts [path …]   (default: the process page, HRR-00018; BENCH_STACK=running
//   reuses a stack on the bench's ports)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { type Flags, startFlow } from 'lighthouse';
import { benchPorts, launchChromium, root, signIn, startStack, stopStack, type TraceEvent } from './stack';

const { ports, app } = benchPorts(350);
const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/requests/application-process/HRR-00018'];
const runs = Math.max(1, Number(process.env.TASKS_RUNS ?? 3) || 3);
const profile = process.env.TASKS_PROFILE === '1';
const minTaskMs = Number(process.env.TASKS_MIN_MS ?? 12) || 12;

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

const maps = new Map<string, TraceMap | null>();
/** A call frame as 'function source:line', through the build's source map when it is one of our chunks. */
function frameName(frame: CallFrame): string {
  const file = (frame.url ?? '').split('/').pop() ?? '';
  if (!file.endsWith('.js')) return `${frame.functionName || '(native)'} ${file}`.trim();
  if (!maps.has(file)) {
    try {
      const mapFile = join(root, `.data/dist-${ports.app}-maps/assets/${file}.map`);
      maps.set(file, new TraceMap(readFileSync(mapFile, 'utf8')));
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  if (!map) return `${frame.functionName} ${file}`;
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  return `${at.name ?? frame.functionName} ${(at.source ?? file).replace(/^(\.\.\/)+/, '')}:${at.line}`;
}

const top = (counts: Map<string, number>, n: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, count]) => `${count} ${key}`)
    .join('\n      ');

/** Prints the long tasks of one navigation's trace from its first contentful paint on. */
function longTasks(events: TraceEvent[]): void {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return;
  const { pid } = navigation;
  const mainTid = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts > navigation.ts);
  if (mainTid === undefined || !fcp) return;
  console.log(`  first contentful paint ${((fcp.ts - navigation.ts) / 1000).toFixed(0)} ms after navigation`);
  // V8's samples of this renderer (profile ids repeat across processes: match the pid too).
  const ids = new Set(events.filter((e) => e.name === 'Profile' && e.pid === pid).map((e) => e.id));
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; ts: number }[] = [];
  let clock = 0;
  for (const e of events) {
    if (e.pid !== pid || !ids.has(e.id)) continue;
    if (e.name === 'Profile') clock = Number(e.args?.data?.startTime ?? 0);
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const sampled = data.cpuProfile?.samples ?? [];
    sampled.forEach((node, i) => {
      clock += data.timeDeltas?.[i] ?? 0;
      samples.push({ node, ts: clock });
    });
  }
  const tasks = events.filter(
    (e) =>
      e.pid === pid &&
      e.tid === mainTid &&
      e.ph === 'X' &&
      e.name === 'RunTask' &&
      e.ts >= navigation.ts &&
      (e.dur ?? 0) > minTaskMs * 1000,
  );
  // Complete events, and begin/end pairs (V8's collections are traced so) made complete.
  const open = new Map<string, TraceEvent[]>();
  const paired: TraceEvent[] = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== mainTid) continue;
    if (e.ph === 'B') open.set(e.name, [...(open.get(e.name) ?? []), e]);
    if (e.ph === 'E') {
      const begin = open.get(e.name)?.pop();
      if (begin) paired.push({ ...begin, ph: 'X', dur: e.ts - begin.ts });
    }
  }
  const traced = [...events, ...paired].filter(
    (e) => e.pid === pid && e.tid === mainTid && e.ph === 'X' && e.name !== 'RunTask' && (e.dur ?? 0) > 1000,
  );
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    // What Chromium traced inside the task (script evaluation, compilation, parsing, style, layout), by
    // name and file: a task with no JavaScript samples ('(program)') is told apart this way.
    const inside = new Map<string, number>();
    for (const e of traced.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)) {
      const data = e.args?.data as { url?: string; stackTrace?: unknown } | undefined;
      const file = (data?.url ?? '').split('/').pop();
      const key = file ? `${e.name} ${file}` : e.name;
      inside.set(key, (inside.get(key) ?? 0) + Math.round((e.dur ?? 0) / 1000));
    }
    const own = new Map<string, number>();
    const ours = new Map<string, number>();
    for (const sample of samples.filter((s) => s.ts >= task.ts && s.ts <= end)) {
      const leaf = nodes.get(sample.node);
      if (!leaf) continue;
      const name = frameName(leaf.callFrame);
      own.set(name, (own.get(name) ?? 0) + 1);
      const seen = new Set<string>();
      for (let node: ProfileNode | undefined = leaf; node; node = nodes.get(node.parent ?? -1)) {
        const frame = frameName(node.callFrame);
        if (!/ (src|machines|src-ui)\//.test(frame) || seen.has(frame)) continue;
        seen.add(frame);
        ours.set(frame, (ours.get(frame) ?? 0) + 1);
      }
    }
    console.log(
      `  task at ${((task.ts - navigation.ts) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(1)} ms${end < fcp.ts ? ' (before the paint)' : ''}` +
        `\n    traced (ms): ${top(inside, 6)}` +
        (samples.length > 0 ? `\n    samples: ${top(own, 6)}\n    our code: ${top(ours, 10)}` : ''),
    );
  }
}

async function main(): Promise<void> {
  const running = process.env.BENCH_STACK === 'running';
  const stack = running ? undefined : await startStack({ ports, dataDir: '.data/bench' });
  const browser = await launchChromium();
  try {
    const tbt = new Map<string, string[]>();
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await signIn(page, app, { search: 'José Andrés', name: 'José Andrés Muñoz Peña' });
      const flags: Flags = {
        disableStorageReset: true,
        formFactor: 'mobile',
        ...(process.env.TASKS_ONLY ? { onlyAudits: process.env.TASKS_ONLY.split(',') } : {}),
        ...(profile
          ? {
              additionalTraceCategories: [
                'disabled-by-default-v8.cpu_profiler',
                ...(process.env.TASKS_CATEGORIES ? [process.env.TASKS_CATEGORIES] : []),
              ].join(','),
            }
          : {}),
      };
      const flow = await startFlow(page, { flags });
      for (const path of paths) {
        // As the bench does: each page from an empty tab (TASKS_CHAINED=1: one page right after the other).
        await flow.navigate(`${app}${path}`, {
          name: path,
          skipAboutBlank: process.env.TASKS_CHAINED === '1',
        });
      }
      const result = await flow.createFlowResult();
      for (const [index, step] of result.steps.entries()) {
        const { audits, categories, runtimeError } = step.lhr;
        if (process.env.TASKS_LHR)
          writeFileSync(`${process.env.TASKS_LHR}-${run}-${index}.json`, JSON.stringify(step.lhr));
        if (runtimeError)
          console.log(`${step.name} run ${run}: runtime error ${runtimeError.code}: ${runtimeError.message}`);
        const ms = Math.round(audits['total-blocking-time']?.numericValue ?? 0);
        const lcp = ((audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2);
        const performance = Math.round((categories.performance?.score ?? 0) * 100);
        tbt.set(step.name, [...(tbt.get(step.name) ?? []), `${ms} ms (LCP ${lcp} s, ${performance})`]);
        // Lighthouse's long tasks (simulated: 4× the observed), each 'start+duration file'.
        const long = (audits['long-tasks']?.details as { items?: Record<string, unknown>[] } | undefined)
          ?.items;
        console.log(
          `${step.name} run ${run}: FCP ${Math.round(audits['first-contentful-paint']?.numericValue ?? 0)}, TTI ${Math.round(audits.interactive?.numericValue ?? 0)}; ${(
            long ?? []
          )
            .map(
              (t) =>
                `${Math.round(Number(t.startTime))}+${Math.round(Number(t.duration))} ${String(t.url).split('/').pop()}`,
            )
            .join(', ')}`,
        );
      }
      if (profile && run === runs) {
        const { gatherSteps } = await flow.createArtifactsJson();
        gatherSteps.forEach((step, i) => {
          if (process.env.TASKS_DUMP)
            writeFileSync(
              `${process.env.TASKS_DUMP}-${i}.json`,
              JSON.stringify(step.artifacts.Trace.traceEvents),
            );
          console.log(`\n${paths[i]}: long tasks (last run)`);
          longTasks(step.artifacts.Trace.traceEvents as unknown as TraceEvent[]);
        });
      }
      await context.close();
    }
    console.log(`\nMobile TBT (LCP, performance) per run${profile ? ' (with the profiler)' : ''}:`);
    for (const [path, figures] of tbt) console.log(`  ${path}: ${figures.join(', ')}`);
  } finally {
    await browser.close();
    if (stack) await stopStack(stack);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
