// The paths a run walks, generated once and kept on disk: generating a machine's paths explores its whole
// graph (seconds for the large charts), and every test file, script and check that needs them would
// otherwise do it again. The cache holds each path as its input label and its events by type and label,
// keyed by a hash of everything the paths follow from (the machines, the domain rules, the path
// configurations and this harness) and of today's date (inputs and answers are dated from today).
// Reading it back replays the events on the machine, which is quick.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { selectCover, walkKey } from './path-cover';
import {
  generatePaths,
  type MachinePath,
  type PathTestConfig,
  replayPath,
  type StoredStep,
  storedSteps,
} from './path-model';

/**
 * Which paths: `default`, the cover `npm test` walks; `rest`, every other path (what `npm run test:full`
 * walks); `all`, both.
 */
export type PathSetName = 'default' | 'rest' | 'all';

const root = resolve(import.meta.dirname, '../..');
const cacheDir = join(root, 'node_modules/.cache/portal-erm-paths');
/** What the paths follow from: a change to any file here generates them anew. */
const sources = ['machines', 'src/domain', 'test/paths', 'test/support'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|mjs|json)$/.test(entry.name) ? [path] : [];
  });
}

let sourceHash: string | undefined;
function hashOfSources(): string {
  if (sourceHash) return sourceHash;
  const hash = createHash('sha256');
  // The day in Bogotá: the fixtures date requests and deadlines from today.
  hash.update(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date()));
  for (const file of sources.flatMap((folder) => filesUnder(join(root, folder))).sort()) {
    hash.update(file.slice(root.length));
    hash.update(readFileSync(file));
  }
  sourceHash = hash.digest('hex').slice(0, 16);
  return sourceHash;
}

interface StoredPath {
  /** The path's place among those generated: `all` keeps the generator's order. */
  at: number;
  input: string;
  steps: StoredStep[];
}
interface Stored {
  default: StoredPath[];
  rest: StoredPath[];
}

function store(machine: AnyStateMachine, paths: readonly MachinePath[], all: readonly MachinePath[]) {
  return paths.map(
    (path): StoredPath => ({
      at: all.indexOf(path),
      input: path.input.label,
      steps: storedSteps(machine, path),
    }),
  );
}

function generate(machine: AnyStateMachine, config: PathTestConfig): Stored {
  const all = generatePaths(machine, config);
  const chosen = new Set(selectCover(all, config.pinned));
  // Paths alike but for their labels, or but for their input, are walked once in the full set.
  const seen = new Set([...chosen].map((path) => walkKey(path)));
  const rest = all.filter((path) => {
    if (chosen.has(path)) return false;
    const key = walkKey(path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    default: store(
      machine,
      all.filter((path) => chosen.has(path)),
      all,
    ),
    rest: store(machine, rest, all),
  };
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Reads the stored paths of a machine, generating them first (once, across processes) when missing. */
function storedPaths(name: string, machine: AnyStateMachine, config: PathTestConfig): Stored {
  const file = join(cacheDir, `${name}-${hashOfSources()}.json`);
  const read = (): Stored | undefined => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Stored;
    } catch {
      return undefined;
    }
  };
  const found = read();
  if (found) return found;
  // Under StrykerJS a mutant may be active while a file loads: its paths are its own, never stored (the
  // instrumented sources hash alike for every mutant).
  const stryker = (globalThis as { __stryker__?: { activeMutant?: unknown } }).__stryker__;
  if (stryker?.activeMutant !== undefined || process.env.__STRYKER_ACTIVE_MUTANT__)
    return generate(machine, config);
  mkdirSync(cacheDir, { recursive: true });
  const lock = `${file}.lock`;
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another process generates them: wait for its file (or for a lock it left behind to go stale).
      const ready = read();
      if (ready) return ready;
      let stale = false;
      try {
        stale = Date.now() - statSync(lock).mtimeMs > 5 * 60_000;
      } catch {
        continue;
      }
      if (stale || Date.now() > deadline) rmSync(lock, { recursive: true, force: true });
      else sleep(200);
    }
  }
  try {
    const stored = generate(machine, config);
    const temporary = `${file}.${process.pid}`;
    writeFileSync(temporary, JSON.stringify(stored));
    renameSync(temporary, file);
    // Older generations of this machine's paths are of no use any more.
    for (const other of readdirSync(cacheDir)) {
      if (other.startsWith(`${name}-`) && other.endsWith('.json') && join(cacheDir, other) !== file)
        rmSync(join(cacheDir, other), { force: true });
    }
    return stored;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The paths of a registered machine in the named set, rebuilt from the cache (generated and stored
 * first when the sources changed). Each path is the one `generatePaths` makes: same id, steps, states.
 */
export function pathSet(
  name: string,
  machine: AnyStateMachine,
  config: PathTestConfig,
  set: PathSetName,
): MachinePath[] {
  // Read back once per process: scripts and checks ask for the same machine's paths many times.
  const key = `${name}|${set}`;
  const known = replayed.get(key);
  if (known && known.machine === machine && known.config === config) return known.paths;
  const paths = readBack(name, machine, config, set);
  replayed.set(key, { machine, config, paths });
  return paths;
}

const replayed = new Map<
  string,
  { machine: AnyStateMachine; config: PathTestConfig; paths: MachinePath[] }
>();

function readBack(
  name: string,
  machine: AnyStateMachine,
  config: PathTestConfig,
  set: PathSetName,
): MachinePath[] {
  const stored = storedPaths(name, machine, config);
  const wanted =
    set === 'all' ? [...stored.default, ...stored.rest].sort((a, b) => a.at - b.at) : stored[set];
  return wanted.map((path) => {
    const input = config.inputs.find((candidate) => candidate.label === path.input);
    if (!input) throw new Error(`${name}: the stored input «${path.input}» is no longer configured`);
    return replayPath(machine, config, input, path.steps);
  });
}
