// npm run paths [name]: prints every model-based test path of a machine (or of all machines) as
// numbered plain-words steps, for testers planning manual runs. The paths are the ones test/paths runs.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registry } from '../machines/index';
import { pathConfigs } from '../test/paths/configs';
import { describePathSteps, generatePaths } from '../test/support/path-model';

/** The printable text of one machine's paths, or undefined when the name is not registered. */
export function pathsText(name: string): string | undefined {
  const entry = registry.find((candidate) => candidate.name === name);
  const config = pathConfigs[name];
  if (!entry) return undefined;
  if (!config) return `${name}: no path test configuration in test/paths/configs.ts\n`;
  const paths = generatePaths(entry.machine, config);
  const lines = [`${entry.name} — ${entry.purpose}`, `${paths.length} paths (${entry.file})`, ''];
  paths.forEach((path, index) => {
    lines.push(`Path ${index + 1} (${path.input.label}):`);
    for (const step of describePathSteps(path)) lines.push(`  ${step}`);
    lines.push('');
  });
  return lines.join('\n');
}

function main() {
  const wanted = process.argv.slice(2);
  const names = wanted.length > 0 ? wanted : registry.map((entry) => entry.name);
  for (const name of names) {
    const text = pathsText(name);
    if (text === undefined) {
      console.error(
        `Unknown machine "${name}". Registered: ${registry.map((entry) => entry.name).join(', ')}`,
      );
      process.exitCode = 1;
      continue;
    }
    console.log(text);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
