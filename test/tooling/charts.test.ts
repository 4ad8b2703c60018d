// The committed docs/flows/ must be exactly what `npm run charts` writes for the registered machines.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type RegisteredMachine, registry } from '@machines/index';
import { describe, expect, test } from 'vitest';
import { type AnyStateNode, createMachine, setup } from 'xstate';
import {
  actorCaption,
  developersHeading,
  flowsFolder,
  guardCaption,
  mermaidOf,
  renderCharts,
  stateWordsOf,
  transitionsOf,
} from '../../scripts/charts';
import { eventCaption, stateCaption } from '../../scripts/flows-captions';
import { delayCaptions, transitionWords } from '../../scripts/flows-words';
import { journeyEdges, journeyId, journeyMarkdown, unplacedMachines } from '../../scripts/journey';
import { pathConfigs } from '../paths/configs';
import { mermaidBlocks } from '../support/mermaid';
import { transitionKey } from '../support/path-model';
import { controlFor, sourceLegend } from '../support/screen-spec';
import { foreignWords } from '../support/spanish-text';

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

  // Rendering every chart again takes about 10 s on a quiet machine and went past the default 30 s on a
  // loaded one: the time is not what this test checks.
  test('generation is deterministic', () => {
    expect([...renderCharts()]).toEqual([...files]);
  }, 120_000);
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
      '  }',
      '  state "Terminado" as done',
      '  done --> [*]',
      '  busy --> done : tras 500 ms',
      '  busy__left__a --> busy__left__b : GO [ready]',
      '  busy__right --> done : responde «load»',
    ]);
  });
});

describe('the legend: each event with the control a person uses', () => {
  const files = renderCharts();

  test('names the control of the screen spec the path tests press', () => {
    const wizard = files.get('docs/flows/request-wizard.md') ?? '';
    const screen = pathConfigs['request-wizard']?.screen;
    if (!screen) throw new Error('request-wizard has a screen spec');
    const next = controlFor(screen, {} as never, { type: 'NEXT' }, []);
    expect(next && sourceLegend(next)).toBe('botón «Siguiente»');
    expect(wizard).toContain('| `NEXT` | botón «Siguiente» |');
    expect(wizard).toContain('| `CONFIRM` | botón «Enviar» (en el diálogo) |');
    expect(files.get('docs/flows/authentication.md')).toContain(
      '| `AUTH_LOADED` | sin control: el cliente del proveedor de identidad termina de leer la sesión guardada |',
    );
  });

  test('lists every transition in full with its requirement below the diagram', () => {
    const wizard = files.get('docs/flows/request-wizard.md') ?? '';
    expect(wizard).toContain(
      '| `form --NEXT [formIsValid] #0--> verification` | Siguiente [el formulario es válido] | `NEXT [formIsValid]` | REQ-WIZARD-03: moving on from step 2 is blocked while the form is invalid |',
    );
    // A guarded choice names the requirements its branches implement (docs/requirements.md): in words
    // for analysts, by the guard's name for developers.
    const approval = files.get('docs/flows/vacation-approval.md') ?? '';
    expect(approval).toContain(
      '- «Revisando el enlace», de inmediato: si el enlace no trae número: → «Sin código»; si no: → «Cargando». Requisitos: REQ-APPROVAL-01, REQ-APPROVAL-03.',
    );
    expect(approval).toContain(
      '- «Revisando el enlace», de inmediato: si `hasNoCode`: → «Sin código»; si no: → «Cargando». Requisitos: REQ-APPROVAL-01, REQ-APPROVAL-03.',
    );
    // Guard parameters are in the table, not on the arrow.
    expect(wizard).toContain(
      '`SUBMIT [1. hasUseCase(forKind enjoyment, useCase RequestToEnjoyVacationDays)]`',
    );
    expect(mermaidBlocks(wizard).join('\n')).not.toContain('hasUseCase(');
  });

  test('a guard given params from its event still shows those written in place (the privilege, the step)', () => {
    expect(files.get('docs/flows/requests-list.md')).toContain(
      '`DISCARD_VACATION [mayDiscard(useCase DiscardVacationInProcess, …)] / selectRequest(…)`',
    );
    expect(files.get('docs/flows/request-wizard.md')).toContain('`GO_TO_STEP [1. choseStep(step 1, …)]`');
  });

  test('captions states and events in Spanish; tags, actors and descriptions go to the table', () => {
    const wizard = files.get('docs/flows/request-wizard.md') ?? '';
    expect(wizard).toContain('state "Verificación" as verification');
    expect(wizard).toContain('requirements --> form : Siguiente');
    expect(wizard).not.toMatch(/^ {2}\w+ : (tags|invoke|entry) /m);
    expect(wizard).toContain('| Enviando | `submitting` | invoke saveRequest; tags busy |');
    expect(wizard).toContain('| Enviando | Guarda la solicitud (llamada 11). |');
  });

  test('notes what the picture hides: re-entering, blocking, deep history, the back confirmation', () => {
    expect(files.get('docs/flows/inactivity.md')).toMatch(/↻ «Activo» con «Actividad» vuelve a entrar/);
    expect(files.get('docs/flows/onboarding.md')).toContain('es un historial profundo');
    expect(files.get('docs/flows/request-wizard.md')).toContain(
      '«Regresar» sale del asistente solo después de confirmarlo en «¿Desea regresar?»',
    );
  });

  test('every state and event of a registered machine has a Spanish caption', () => {
    const missing: string[] = [];
    const walk = (name: string, node: AnyStateNode) => {
      if (node.path.length > 0 && !stateCaption(name, node.key)) missing.push(`${name} state ${node.key}`);
      for (const type of node.transitions.keys())
        if (!type.startsWith('xstate.') && !eventCaption(name, type)) missing.push(`${name} event ${type}`);
      for (const child of Object.values(node.states) as AnyStateNode[]) walk(name, child);
    };
    for (const entry of registry) walk(entry.name, entry.machine.root);
    expect(missing).toEqual([]);
  });

  test('every guard, invoked actor, computed delay and state of a registered machine has Spanish words for analysts', () => {
    const missing: string[] = [];
    for (const entry of registry) {
      const walk = (node: AnyStateNode) => {
        if (node.path.length > 0 && !stateWordsOf(entry.name, node))
          missing.push(`${entry.name} state ${node.path.join('.')}`);
        for (const invocation of node.invoke)
          if (actorCaption(entry.name, invocation.id) === invocation.id)
            missing.push(`${entry.name} actor ${invocation.id}`);
        for (const transition of transitionsOf(node)) {
          const delay = /^xstate\.after\.([^.]+)\./.exec(transition.eventType as string)?.[1];
          if (
            delay &&
            typeof entry.machine.implementations.delays[delay] === 'function' &&
            !delayCaptions[`${entry.name}:${delay}`]
          )
            missing.push(`${entry.name} delay ${delay}`);
          const guard = transition.guard as { type?: string } | string | undefined;
          const name = typeof guard === 'string' ? guard : guard?.type;
          if (name !== undefined && guardCaption(entry.name, transition) === name)
            missing.push(`${entry.name} guard ${name} of ${transitionKey(transition)}`);
          if (transition.description && !transitionWords[`${entry.name}:${transitionKey(transition)}`])
            missing.push(`${entry.name} transition ${transitionKey(transition)}`);
        }
        for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
      };
      walk(entry.machine.root);
    }
    expect(missing).toEqual([]);
  });

  test('what an analyst reads (the diagrams, the notes, conditions and states above «Para desarrolladores») names no code', () => {
    for (const entry of registry) {
      const page = files.get(`docs/flows/${entry.name}.md`) ?? '';
      const visible = page.slice(0, page.indexOf(`${developersHeading}\n`));
      // The diagrams' labels: state captions, loop lines and arrow labels, not the states' Mermaid ids.
      const labels = [
        ...visible.matchAll(/^ *state "([^"]*)"/gm),
        ...visible.matchAll(/^ *\w+ : (.*)$/gm),
        ...visible.matchAll(/^ *[\w[\]*]+ --> [\w[\]*]+ : (.*)$/gm),
      ].map((match) => match[1] ?? '');
      const prose = visible.replace(/```mermaid[\s\S]*?```/g, ' ');
      const words = [...labels, prose].join('\n');
      const implementations = entry.machine.implementations as unknown as Record<
        string,
        Record<string, unknown>
      >;
      const codeNames = [
        ...Object.keys(implementations.guards ?? {}),
        ...Object.keys(implementations.actions ?? {}),
        ...Object.keys(implementations.actors ?? {}),
        ...Object.keys(implementations.delays ?? {}),
      ];
      const named = codeNames.filter((name) => new RegExp(`\\b${name}\\b`).test(words));
      expect(named, entry.name).toEqual([]);
      expect(foreignWords(words.replace(/`[^`]*`/g, ' ')), entry.name).toEqual([]);
      expect(words, entry.name).not.toMatch(/\[else\]|#\d-->|--always/);
    }
  });

  test('a machine without a path configuration still gets its diagram, with a note', () => {
    const bare = renderCharts(registry, {});
    const wizard = bare.get('docs/flows/request-wizard.md') ?? '';
    expect(wizard).toContain('> No path test configuration yet');
    expect(wizard).toContain('```mermaid\nstateDiagram-v2');
    expect(wizard).toContain('No screen spec for this machine');
    expect(wizard).toContain('Requirements: this machine has no requirement map yet');
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
    expect(edges).toContain('app-loading action vacation-approval');
    expect(edges).toContain('request-wizard app success-flag');
    // Arrows say in Spanish where a flow goes, not the action's name.
    expect(journeyEdges(registry).filter((edge) => /^[a-z]+[A-Z]/.test(edge.says))).toEqual([]);
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
    expect(unplacedMachines([...registry, extra])).toEqual(['contracts']);
    expect(unplacedMachines(registry)).toEqual([]);
    expect(markdown).toContain('subgraph unplaced["Sin etapa (añádela en scripts/journey.ts)"]');
    expect(markdown).toContain(`    ${journeyId('contracts')}["contracts"]`);
    // A label in lines of about 22 characters.
    expect(markdown).toContain('goToRenewal#58; destino<br/>sin registrar en<br/>scripts/journey.ts');
  });
});
