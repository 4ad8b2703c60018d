// The committed docs/flows/ must be exactly what `npm run charts` writes for the registered machines.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type RegisteredMachine, registry } from '@machines/index';
import { describe, expect, test } from 'vitest';
import { createMachine, setup } from 'xstate';
import { flowsFolder, mermaidOf, renderCharts } from '../../scripts/charts';
import { journeyEdges, journeyId, journeyMarkdown } from '../../scripts/journey';
import { pathConfigs } from '../paths/configs';
import { controlFor, sourceLegend } from '../support/screen-spec';

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

describe('the legend: each event with the control a person uses', () => {
  const files = renderCharts();

  test('names the control of the screen spec the path tests press', () => {
    const wizard = files.get('docs/flows/request-wizard.md') ?? '';
    const screen = pathConfigs['request-wizard']?.screen;
    if (!screen) throw new Error('request-wizard has a screen spec');
    const next = controlFor(screen, {} as never, { type: 'NEXT' });
    expect(next && sourceLegend(next)).toBe('botón «Siguiente»');
    expect(wizard).toContain('| `NEXT` | botón «Siguiente» |');
    expect(wizard).toContain('| `CONFIRM` | botón «Enviar» (en el diálogo) |');
    expect(files.get('docs/flows/authentication.md')).toContain(
      '| `AUTH_LOADED` | sin control: el cliente del proveedor de identidad termina de leer la sesión guardada |',
    );
  });

  test('lists the SPEC section of every transition', () => {
    expect(files.get('docs/flows/request-wizard.md')).toContain(
      '| `form --NEXT [formIsValid] #0--> verification` | §4 Wizards: moving on from step 2 is blocked while the form is invalid |',
    );
  });

  test('a machine without a path configuration still gets its diagram, with a note', () => {
    const bare = renderCharts(registry, {});
    const wizard = bare.get('docs/flows/request-wizard.md') ?? '';
    expect(wizard).toContain('> No path test configuration yet');
    expect(wizard).toContain('```mermaid\nstateDiagram-v2');
    expect(wizard).toContain('No screen spec for this machine');
    expect(wizard).toContain('SPEC sections: this machine has no SPEC-section map yet');
  });
});

describe('the journey overview', () => {
  test('joins the machines by the actions they name and the machines they run as children', () => {
    const edges = journeyEdges(registry).map((edge) => `${edge.from} ${edge.kind} ${edge.to}`);
    expect(edges).toContain('credential-check action business-unit-choice');
    expect(edges).toContain('business-unit-choice action app-loading');
    expect(edges).toContain('app-loading action employee-search');
    expect(edges).toContain('employee-search action selected-employee');
    expect(edges).toContain('requests-list action request-wizard');
    expect(edges).toContain('request-wizard action requests-list');
    expect(edges).toContain('requests-list child discard');
    expect(edges.filter((edge) => edge.includes(' unknown '))).toEqual([]);
  });

  test('shows a machine it does not know, and an action whose destination is not registered', () => {
    const contracts = setup({
      actions: {
        goToRenewal: () => {
          throw new Error('not provided');
        },
      },
    }).createMachine({ id: 'contracts', initial: 'idle', states: { idle: { entry: 'goToRenewal' } } });
    const extra: RegisteredMachine = {
      name: 'contracts',
      purpose: 'Contract history.',
      file: 'machines/contracts/contracts.machine.ts',
      machine: contracts,
    };
    const markdown = journeyMarkdown([...registry, extra]);
    expect(markdown).toContain('subgraph unplaced["Sin etapa (añádela en scripts/journey.ts)"]');
    expect(markdown).toContain(`    ${journeyId('contracts')}["contracts"]`);
    expect(markdown).toContain('goToRenewal#58; destino sin registrar en scripts/journey.ts');
  });
});
