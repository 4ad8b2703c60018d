// The committed docs/flows/ must be exactly what `npm run charts` writes for the registered machines.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createMachine } from 'xstate';
import { flowsFolder, mermaidOf, renderCharts } from '../../scripts/charts';

const root = resolve(import.meta.dirname, '../..');

describe('docs/flows', () => {
  const files = renderCharts();

  test('every generated file is committed and up to date (run `npm run charts`)', () => {
    const stale = [...files].filter(
      ([path, content]) =>
        !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== content,
    );
    expect(stale.map(([path]) => path)).toEqual([]);
  });

  test('docs/flows holds nothing the generator would not write', () => {
    const onDisk = readdirSync(join(root, flowsFolder)).map((name) => `${flowsFolder}/${name}`);
    expect(onDisk.filter((path) => !files.has(path))).toEqual([]);
  });

  test('generation is deterministic', () => {
    expect([...renderCharts()]).toEqual([...files]);
  });
});

describe('mermaid diagrams', () => {
  test('draw nested and parallel states, guards, delays, invoked actors and final states', () => {
    const machine = createMachine({
      id: 'sample',
      initial: 'busy',
      states: {
        busy: {
          type: 'parallel',
          states: {
            left: { initial: 'a', states: { a: { on: { GO: { target: 'b', guard: 'ready' } } }, b: {} } },
            right: { invoke: { id: 'load', src: 'load', onDone: '#sample.done' } },
          },
          after: { 500: 'done' },
        },
        done: { type: 'final', entry: { type: 'say', params: { text: 'bye' } } },
      },
    });
    const diagram = mermaidOf(machine);
    expect(diagram.split('\n')).toEqual([
      'stateDiagram-v2',
      '  [*] --> busy',
      '  state "busy" as busy {',
      '    state "left" as busy__left {',
      '      [*] --> busy__left__a',
      '      state "a" as busy__left__a',
      '      state "b" as busy__left__b',
      '    }',
      '    --',
      '    state "right" as busy__right',
      '    busy__right : invoke load',
      '  }',
      '  state "done" as done',
      '  done : entry say(text bye)',
      '  done --> [*]',
      '  busy --> done : after 500',
      '  busy__left__a --> busy__left__b : GO [ready]',
      '  busy__right --> done : done load',
    ]);
  });
});
