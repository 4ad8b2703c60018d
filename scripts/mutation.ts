// `npm run mutation -- <scope> [Stryker options…]`: measures one scope (stryker.config.mjs) with StrykerJS
// against the path tests. A scope is named as the first argument rather than through an environment
// variable, so that the command reads as what it measures; MUTATION_SCOPE still works when no scope is
// named (default `discard`). The report goes to reports/mutation/<scope>.html and .json (not committed);
// `npm run mutation:summary` adds the reports up per file and folder.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Launch {
  help: boolean;
  scope: string;
  /** What follows the scope, handed to `stryker run` as it is (`--incremental`, `--concurrency 2`…). */
  strykerArgs: string[];
}

/** The scope and Stryker's options from the command line: the first argument unless it is an option. */
export function launchOf(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Launch {
  const [first, ...rest] = args;
  const named = first !== undefined && !first.startsWith('-');
  return {
    help: args.includes('--help') || args.includes('-h'),
    scope: named ? first : env.MUTATION_SCOPE || 'discard',
    strykerArgs: named ? rest : [...args],
  };
}

interface StrykerConfig {
  scopeNames(): { named: string[]; rules: string[]; machines: string[] };
}

/** A list cut into lines of about 100 characters, each after the first indented. */
const listed = (names: readonly string[]) =>
  names
    .reduce<string[]>((lines, name) => {
      const last = lines.at(-1);
      if (last !== undefined && last.length + name.length < 98) lines[lines.length - 1] = `${last}, ${name}`;
      else lines.push(name);
      return lines;
    }, [])
    .join(',\n    ');

function usage({ named, rules, machines }: ReturnType<StrykerConfig['scopeNames']>): string {
  return [
    'npm run mutation -- [scope] [Stryker options…]',
    '',
    'Measures one scope with StrykerJS against its machines’ path tests (default: discard, or MUTATION_SCOPE).',
    'MUTATION_CONCURRENCY=2 runs two test processes (a quiet machine).',
    '',
    'Named scopes (a rules file with its machine, a machine; `rules`, `machines` and `all` take hours):',
    `    ${listed(named)}`,
    'A rules file, with the paths of the machines that use it:',
    `    ${listed(rules)}`,
    'A machine, with its own paths (machines/<name>: the machine alone where a named scope adds its rules):',
    `    ${listed(machines)}`,
  ].join('\n');
}

async function main() {
  process.chdir(root);
  const launch = launchOf(process.argv.slice(2));
  // The config resolves MUTATION_SCOPE as it loads and throws for a name that is no scope.
  if (launch.help) delete process.env.MUTATION_SCOPE;
  else process.env.MUTATION_SCOPE = launch.scope;
  let config: StrykerConfig;
  try {
    config = (await import(pathToFileURL(resolve(root, 'stryker.config.mjs')).href)) as StrykerConfig;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
    return;
  }
  if (launch.help) {
    console.log(usage(config.scopeNames()));
    return;
  }
  const stryker = spawn('npx', ['stryker', 'run', 'stryker.config.mjs', ...launch.strykerArgs], {
    stdio: 'inherit',
    env: process.env,
  });
  // Ctrl-C reaches Stryker too (same process group): wait for it to clean its sandbox up and end.
  const forward = (signal: NodeJS.Signals) => () => stryker.kill(signal);
  process.on('SIGINT', () => {});
  process.on('SIGTERM', forward('SIGTERM'));
  stryker.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}

if (process.argv[1]?.endsWith('mutation.ts')) await main();
