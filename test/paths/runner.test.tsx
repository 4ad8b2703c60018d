// The path runner itself: it must pass a faithful machine and view, and fail when the actor, the screen
// or the coverage disagree with the paths.
import { act, cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { describe, expect, test } from 'vitest';
import {
  type AnyActorRef,
  type AnyStateMachine,
  assign,
  createActor,
  type EventObject,
  fromPromise,
  setup,
} from 'xstate';
import {
  eventsThrough,
  exactly,
  expectedEffects,
  generatePaths,
  matchesPattern,
  type PathTestConfig,
} from '../support/path-model';
import { missingCoverage, runPath, type ViewAdapter } from '../support/path-runner';
import { checkShown } from '../support/screen-check';
import type { ScreenSpec } from '../support/screen-spec';

const sample = setup({
  types: {
    context: {} as { name: string; saved: number },
    events: {} as { type: 'TYPE_NAME'; name: string } | { type: 'SAVE' } | { type: 'RESET' },
  },
  actors: {
    save: fromPromise<number, { name: string }>(async () => {
      throw new Error('save not provided');
    }),
  },
  actions: {
    goHome: () => {
      throw new Error('goHome not provided');
    },
  },
  guards: {
    hasName: ({ context }) => context.name !== '',
  },
  delays: { pause: 300, unlock: 500 },
}).createMachine({
  id: 'sample',
  context: { name: '', saved: 0 },
  initial: 'editing',
  states: {
    editing: {
      on: {
        TYPE_NAME: { actions: assign({ name: ({ event }) => event.name }) },
        SAVE: { guard: 'hasName', target: 'saving' },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ name: context.name }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: 'editing',
      },
    },
    saved: {
      type: 'parallel',
      states: {
        banner: { initial: 'shown', states: { shown: { after: { pause: 'hidden' } }, hidden: {} } },
        form: {
          initial: 'locked',
          states: {
            locked: { on: { RESET: '#sample.done' }, after: { unlock: 'open' } },
            open: { on: { RESET: '#sample.done' } },
          },
        },
      },
    },
    done: { type: 'final', entry: 'goHome' },
  },
});

const sampleScreen: ScreenSpec = {
  screen: 'Formulario de ejemplo',
  controls: {
    TYPE_NAME: { role: 'textbox', name: 'Nombre', says: 'Escribe «Ana» en «Nombre»' },
    SAVE: { name: 'Guardar' },
    RESET: { name: 'Reiniciar' },
  },
  shows: {
    editing: [{ status: 'Editando' }],
    saving: [{ status: 'Guardando' }],
    'saved.banner.shown': [{ status: 'Guardado' }],
    'saved.banner.hidden': [{ status: 'Guardado' }],
    'saved.form.locked': [{ field: 'Nombre', value: 'Ana' }],
    'saved.form.open': [{ field: 'Nombre', value: 'Ana' }],
    done: [],
  },
};

const homeEffect = { says: 'Vuelve al inicio', on: ['→ done'] };

const config: PathTestConfig = {
  inputs: [{ label: 'empty form', input: undefined }],
  events: { TYPE_NAME: [{ type: 'TYPE_NAME', name: 'Ana', label: 'Ana' }] },
  actors: {
    save: [
      { label: 'saved as 7', output: 7 },
      { label: 'server down', error: 'down' },
    ],
  },
  effects: { goHome: homeEffect },
  screen: sampleScreen,
};

function SampleView({ actor, guarded = true }: { actor: AnyActorRef; guarded?: boolean }) {
  const name = useSelector(actor, (snapshot) => snapshot.context.name as string);
  const maySave = useSelector(actor, (snapshot) => snapshot.can({ type: 'SAVE' }));
  const label = useSelector(actor, (snapshot) =>
    snapshot.matches('editing') ? 'Editando' : snapshot.matches('saving') ? 'Guardando' : 'Guardado',
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SAVE' });
      }}
    >
      <p role="status">{label}</p>
      <label>
        Nombre
        <input
          value={name}
          onChange={(event) => actor.send({ type: 'TYPE_NAME', name: event.target.value })}
        />
      </label>
      <button type="submit" disabled={guarded && !maySave}>
        Guardar
      </button>
      <button type="button" onClick={() => actor.send({ type: 'RESET' })}>
        Reiniciar
      </button>
    </form>
  );
}

const user = userEvent.setup();

/** How a person types the name (module level: Biome reads capitalised keys as components). */
const typing: NonNullable<ViewAdapter['perform']> = {
  TYPE_NAME: async (event: { type: string; name?: unknown }, field) => {
    await user.type(field, String(event.name));
  },
};

function sampleView(
  options: { statusInSaved?: string; guarded?: boolean; screen?: ScreenSpec } = {},
): ViewAdapter {
  const screenSpec = options.screen ?? sampleScreen;
  return {
    screen: {
      ...screenSpec,
      shows: {
        ...screenSpec.shows,
        'saved.banner.shown': [{ status: options.statusInSaved ?? 'Guardado' }],
      },
    },
    render: (actor) => render(<SampleView actor={actor} guarded={options.guarded ?? true} />),
    act: (work) => act(work),
    perform: typing,
    checks: {
      done: ({ actions }) => {
        expect(actions).toEqual([{ type: 'goHome' }]);
      },
    },
  };
}

/** The first generated path whose description has `words` (an event or a state). */
function pathThrough(machine: AnyStateMachine, stated: PathTestConfig, words: string) {
  const path = generatePaths(machine, stated).find((candidate) => candidate.description.includes(words));
  if (!path) throw new Error(`no path through ${words}`);
  return path;
}

describe('path runner', () => {
  const paths = generatePaths(sample, config);

  test('generates paths through events with payloads, actor outcomes, delays and parallel states', () => {
    const descriptions = paths.map((path) => path.description);
    expect(descriptions).toContainEqual(
      expect.stringContaining(
        'TYPE_NAME (Ana) → editing; SAVE → saving; save finishes: saved as 7 → saved.banner.shown, saved.form.locked',
      ),
    );
    expect(descriptions).toContainEqual(expect.stringContaining('save fails: server down → editing'));
    expect(descriptions).toContainEqual(expect.stringContaining('after the pause delay (300 ms)'));
    expect(descriptions).toContainEqual(
      expect.stringContaining(
        'after the pause delay (300 ms) → saved.banner.hidden, saved.form.locked; after the unlock delay (500 ms) → saved.banner.hidden, saved.form.open',
      ),
    );
  });

  test('runs every path on the live actor and reaches every state and transition', async () => {
    const runs = [];
    for (const path of paths) runs.push((await runPath(sample, path)).coverage);
    const missing = missingCoverage(sample, runs);
    expect(missing.states).toEqual([]);
    expect(missing.transitions).toEqual([]);
  });

  test('runs every path on the screen through user actions', async () => {
    for (const path of paths) {
      await runPath(sample, path, sampleView());
      cleanup();
    }
  });

  test('fails when the screen does not show what the state says', async () => {
    const path = paths.find((candidate) => candidate.description.includes('saved as 7'));
    if (!path) throw new Error('no path through saving');
    await expect(runPath(sample, path, sampleView({ statusInSaved: 'Enviado' }))).rejects.toThrow(
      'Se ve «Enviado» (cargando)',
    );
  });

  test('fails when a control is missing, and never sends its event behind the screen', async () => {
    const renamed: ScreenSpec = {
      ...sampleScreen,
      controls: { ...sampleScreen.controls, RESET: { name: 'Borrar' } },
    };
    const path = paths.find((candidate) => candidate.description.includes('RESET'));
    if (!path) throw new Error('no path through RESET');
    const sent: string[] = [];
    const spy = sample.provide({ actions: { goHome: () => sent.push('goHome') } });
    await expect(runPath(spy, path, sampleView({ screen: renamed }))).rejects.toThrow(
      'the control is missing: Pulsa «Borrar»',
    );
    expect(sent).toEqual([]);
  });

  test('fails when the screen offers a control the machine would ignore', async () => {
    const blocked = paths.find((candidate) =>
      candidate.description.includes('[empty form] starts → editing; SAVE → editing'),
    );
    if (!blocked) throw new Error('no path pressing Guardar with an empty name');
    await runPath(sample, blocked, sampleView());
    cleanup();
    await expect(runPath(sample, blocked, sampleView({ guarded: false }))).rejects.toThrow(
      'the machine would ignore SAVE, yet the control is enabled',
    );
  });

  test('checks whether a box is ticked', () => {
    render(
      <label>
        <input type="checkbox" /> Asignarme a mí como responsable.
      </label>,
    );
    const snapshot = createActor(sample).getSnapshot();
    const box = { field: 'Asignarme a mí como responsable.', role: 'checkbox' as const };
    checkShown({ ...box, checked: false }, snapshot);
    expect(() => checkShown({ ...box, checked: true }, snapshot)).toThrow(
      'Se ve la casilla «Asignarme a mí como responsable.», marcada',
    );
    cleanup();
  });

  test("checks why a control is off: the reason stated by hand is its tooltip's description", () => {
    render(
      <>
        <button type="button" disabled aria-describedby="why">
          Ejecutar
        </button>
        <span id="why">Debes ser responsable de esta solicitud.</span>
        <button type="button">Guardar</button>
      </>,
    );
    const snapshot = createActor(sample).getSnapshot();
    const reason = 'Debes ser responsable de esta solicitud.';
    checkShown({ control: 'Ejecutar', enabled: false, reason }, snapshot);
    checkShown({ control: 'Guardar', enabled: true, reason: '' }, snapshot);
    expect(() =>
      checkShown(
        { control: 'Ejecutar', reason: 'No tienes privilegios para ejecutar esta tarea.' },
        snapshot,
      ),
    ).toThrow(`El botón «Ejecutar» está a la vista; su ayuda dice «No tienes privilegios`);
    expect(() => checkShown({ control: 'Ejecutar', reason: '' }, snapshot)).toThrow();
    cleanup();
  });

  test('fails when an effect happens that the configuration does not expect, or one is missing', async () => {
    const home = generatePaths(sample, config).find((candidate) => candidate.description.includes('→ done'));
    if (!home) throw new Error('no path to done');
    const none = generatePaths(sample, {
      ...config,
      effects: { goHome: { says: 'Vuelve al inicio', on: ['→ saving'] } },
    });
    const same = none.find((candidate) => candidate.id === home.id);
    if (!same) throw new Error('the same path is expected under the same id');
    await expect(runPath(sample, same)).rejects.toThrow(
      /effects \[\] happened, the configuration expects \["\{\\"type\\":\\"goHome\\"\}"\]/,
    );
  });

  test("fails when the app's words for an effect differ from the words stated by hand", async () => {
    const withApp = (app: string) =>
      pathThrough(sample, { ...config, effects: { goHome: { ...homeEffect, app: () => app } } }, '→ done');
    await runPath(sample, withApp('Vuelve al inicio'));
    await expect(runPath(sample, withApp('Vuelve a inicio'))).rejects.toThrow(
      'goHome: the app shows "Vuelve a inicio", stated "Vuelve al inicio"',
    );
  });

  test("an effect's params may be stated by hand from the path's events up to its step", async () => {
    const typedNames = {
      goHome: {
        ...homeEffect,
        params: (_: unknown, events: readonly EventObject[]) => ({
          typed: events.flatMap((event) =>
            event.type === 'TYPE_NAME' ? [(event as { name?: string }).name] : [],
          ),
        }),
      },
    };
    const path = pathThrough(sample, { ...config, effects: typedNames }, '→ done');
    const home = path.steps.findIndex((step) => step.analysis.entered.includes('done'));
    expect(eventsThrough(path, home).map((event) => event.type)).toContain('TYPE_NAME');
    expect(expectedEffects(typedNames, path, home)).toEqual([{ type: 'goHome', params: { typed: ['Ana'] } }]);
    expect(expectedEffects(typedNames, path, home - 1)).toEqual([]);
    // The machine calls goHome without params: the params stated from the events are checked, and differ.
    await expect(runPath(sample, path)).rejects.toThrow(
      'the configuration expects ["{\\"type\\":\\"goHome\\",\\"params\\":{\\"typed\\":[\\"Ana\\"]}}"]',
    );
  });

  test("checks what the app's adapter makes of an actor's input (through) against sends", async () => {
    const stating = (name: string) =>
      pathThrough(
        sample,
        {
          ...config,
          sends: { save: () => ({ nombre: name }) },
          through: { save: (received: { name: string }) => ({ nombre: received.name.toUpperCase() }) },
        },
        'saved as 7',
      );
    await runPath(sample, stating('ANA'));
    await expect(runPath(sample, stating('Ana'))).rejects.toThrow('save was started with {"nombre":"ANA"}');
  });

  test('an expected object marked exactly fails on a key it does not state (undefined aside)', async () => {
    const giving = (made: Record<string, unknown>, expected: Record<string, unknown>) =>
      pathThrough(
        sample,
        { ...config, sends: { save: () => expected }, through: { save: () => made } },
        'saved as 7',
      );
    // Unmarked: the expected keys only.
    await runPath(sample, giving({ nombre: 'ANA', cargo: '' }, { nombre: 'ANA' }));
    await runPath(sample, giving({ nombre: 'ANA', cargo: undefined }, exactly({ nombre: 'ANA' })));
    await expect(
      runPath(sample, giving({ nombre: 'ANA', cargo: '' }, exactly({ nombre: 'ANA' }))),
    ).rejects.toThrow('save was started with {"nombre":"ANA","cargo":""}');
    // Nested: the mark holds where it is put.
    await expect(
      runPath(sample, giving({ datos: { nombre: 'ANA', cargo: '' } }, { datos: exactly({ nombre: 'ANA' }) })),
    ).rejects.toThrow('save was started with');
  });

  test('keepsRunning: a step that starts another region over fails; one that keeps to its region passes', async () => {
    // Two pauses side by side (the board's keyword and filters): `reenter` on a region's own transition
    // leaves and enters the whole parallel state, so a key typed starts the tick's pause over.
    const twoPauses = (reenter: boolean) =>
      setup({
        types: { events: {} as { type: 'KEY' } | { type: 'TICK' } },
        delays: { keyPause: 500, tickPause: 800 },
      }).createMachine({
        id: 'pauses',
        type: 'parallel',
        states: {
          key: {
            initial: 'idle',
            on: { KEY: { target: '.waiting', reenter } },
            states: { idle: {}, waiting: { after: { keyPause: 'idle' } } },
          },
          tick: {
            initial: 'idle',
            on: { TICK: { target: '.waiting', reenter } },
            states: { idle: {}, waiting: { after: { tickPause: 'idle' } } },
          },
        },
      });
    const stated: PathTestConfig = {
      inputs: [{ label: 'sin nada', input: {} }],
      simplePaths: false,
      keepsRunning: { tickPause: ['on KEY'], keyPause: ['on TICK'] },
    };
    const runAll = async (machine: AnyStateMachine) => {
      for (const path of generatePaths(machine, stated)) await runPath(machine, path);
    };
    await runAll(twoPauses(false));
    await expect(runAll(twoPauses(true))).rejects.toThrow(
      /«on (KEY|TICK)» must leave (tickPause|keyPause) running, and it stopped/,
    );
  });

  test('fails when the live machine does not follow the path', async () => {
    const path = paths.find((candidate) => candidate.description.includes('saved as 7'));
    if (!path) throw new Error('no path through saving');
    const stricter = sample.provide({ guards: { hasName: () => false } });
    await expect(runPath(stricter, path)).rejects.toThrow(/expected state/);
  });

  test('fails when an event stated to restart a delay leaves its timer running from before', async () => {
    // Each poke should start the 1 s count over (stated by hand): the faithful chart re-enters 'working',
    // the broken one only runs an action and keeps the timer of the first entry.
    const idle = (restarts: boolean) =>
      setup({
        types: { events: {} as { type: 'POKE' } },
        actions: { noted: () => {} },
        delays: { warn: 1000 },
      }).createMachine({
        id: 'idle',
        initial: 'working',
        states: {
          working: {
            after: { warn: 'warned' },
            on: { POKE: restarts ? { target: 'working', reenter: true } : { actions: 'noted' } },
          },
          warned: {},
        },
      });
    const idleConfig: PathTestConfig = {
      inputs: [{ label: 'idle', input: undefined }],
      delays: { warn: 1000 },
      restarts: { warn: { on: ['on POKE'], waits: 600 } },
    };
    const poked = (machine: ReturnType<typeof idle>, stated = idleConfig) => {
      const path = generatePaths(machine, stated).find((candidate) => candidate.description.includes('POKE'));
      if (!path) throw new Error('no path through POKE');
      // The path does not end at the poke: it waits for the restarted count to run out.
      expect(path.description).toContain('POKE → working; after the warn delay (1000 ms) → warned');
      return path;
    };
    await runPath(idle(true), poked(idle(true)));
    await expect(runPath(idle(false), poked(idle(false)))).rejects.toThrow(
      'the warn timer fired before it was due (1000 ms after step 2)',
    );
    const tooLong = { ...idleConfig, restarts: { warn: { on: ['on POKE'], waits: 1000 } } };
    await expect(runPath(idle(true), poked(idle(true), tooLong))).rejects.toThrow(
      'restarts.warn.waits (1000 ms) must be shorter than the delay (1000 ms)',
    );
  });

  test('fails when a transition stated to start a call over keeps the running call', async () => {
    // Choosing a unit while its list loads should ask again for the unit chosen (stated by hand): the
    // faithful chart re-enters 'loading', the broken one keeps the first call, with the first unit.
    const units = (reenter: boolean) =>
      setup({
        types: { events: {} as { type: 'PICK'; unit: string }, context: {} as { unit: string } },
        actors: { load: fromPromise<string[], { unit: string }>(async () => []) },
      }).createMachine({
        id: 'units',
        context: { unit: 'A' },
        initial: 'loading',
        states: {
          loading: {
            invoke: { src: 'load', input: ({ context }) => ({ unit: context.unit }), onDone: 'ready' },
            on: {
              PICK: { target: 'loading', reenter, actions: assign({ unit: ({ event }) => event.unit }) },
            },
          },
          ready: { type: 'final' },
        },
      });
    const unitsConfig: PathTestConfig = {
      inputs: [{ label: 'A', input: undefined }],
      events: { PICK: [{ type: 'PICK', label: 'B', unit: 'B' }] },
      actors: { load: [{ label: 'nada', output: [] }] },
      callsAgain: { load: ['loading → loading'] },
    };
    await runPath(units(true), pathThrough(units(true), unitsConfig, 'PICK'));
    await expect(runPath(units(false), pathThrough(units(false), unitsConfig, 'PICK'))).rejects.toThrow(
      '«loading → loading» must start load over, and it was not started again',
    );
  });

  test('fails when a step stated to keep the state moves the machine', async () => {
    const door = (keeps: boolean) =>
      setup({ types: { events: {} as { type: 'KNOCK' }, context: {} as { knocks: number } } }).createMachine({
        id: 'door',
        context: { knocks: 0 },
        initial: 'closed',
        states: {
          closed: {
            on: {
              KNOCK: {
                ...(keeps ? {} : { target: 'open' }),
                actions: assign({ knocks: 1 }),
              },
            },
          },
          open: {},
        },
      });
    const doorConfig: PathTestConfig = {
      inputs: [{ label: 'cerrada', input: undefined }],
      events: { KNOCK: [{ type: 'KNOCK', label: 'suave', keepsState: 'La puerta sigue cerrada' }] },
    };
    await runPath(door(true), pathThrough(door(true), doorConfig, 'KNOCK'));
    await expect(runPath(door(false), pathThrough(door(false), doorConfig, 'KNOCK'))).rejects.toThrow(
      'stated to keep the state (La puerta sigue cerrada), it went from "closed" to "open"',
    );
  });

  test('fails when a step stated to return to where another left from goes elsewhere', async () => {
    // A wizard whose 'Requisitos' modal returns to the step it was opened from (a history state), or,
    // broken, to the wizard's first step.
    const wizard = (remembers: boolean) =>
      setup({
        types: {
          context: {} as { step: number },
          events: {} as { type: 'NEXT' } | { type: 'OPEN' } | { type: 'CLOSE' },
        },
      }).createMachine({
        id: 'wizard',
        context: { step: 1 },
        initial: 'steps',
        states: {
          steps: {
            initial: 'one',
            states: {
              one: { on: { NEXT: { target: 'two', actions: assign({ step: 2 }) } } },
              two: {},
              resume: { type: 'history', history: 'deep' },
            },
            on: { OPEN: 'modal' },
          },
          modal: { on: { CLOSE: remembers ? 'steps.resume' : 'steps' } },
        },
      });
    const wizardConfig: PathTestConfig = {
      inputs: [{ label: 'vacío', input: undefined }],
      returns: { CLOSE: 'OPEN' },
    };
    const through = (machine: AnyStateMachine) => {
      const path = generatePaths(machine, wizardConfig).find((candidate) =>
        /NEXT → steps\.two; OPEN → modal; CLOSE/.test(candidate.description),
      );
      if (!path) throw new Error('no path through NEXT, OPEN and CLOSE');
      return path;
    };
    await runPath(wizard(true), through(wizard(true)));
    await expect(runPath(wizard(false), through(wizard(false)))).rejects.toThrow(
      'stated to return to where «OPEN» left from ({"steps":"two"}), the actor is in {"steps":"one"}',
    );
  });

  test('fails when a tag is on in other states than those stated', async () => {
    const saving = (tagged: 'saving' | 'saved') =>
      setup({ types: { events: {} as { type: 'SAVE' } } }).createMachine({
        id: 'saving',
        initial: 'idle',
        states: {
          idle: { on: { SAVE: 'saving' } },
          saving: { ...(tagged === 'saving' ? { tags: 'busy' } : {}), on: { SAVE: 'saved' } },
          saved: { ...(tagged === 'saved' ? { tags: 'busy' } : {}) },
        },
      });
    const savingConfig: PathTestConfig = {
      inputs: [{ label: 'vacío', input: undefined }],
      tags: { busy: ['saving'] },
    };
    await runPath(saving('saving'), pathThrough(saving('saving'), savingConfig, 'saved'));
    await expect(
      runPath(saving('saved'), pathThrough(saving('saved'), savingConfig, 'saved')),
    ).rejects.toThrow('in "saving" the tag «busy» is off; stated on in saving only');
  });

  test('fails when what the app reads of the machine is not what the events so far state', async () => {
    const counter = (remembers: boolean) =>
      setup({
        types: { context: {} as { last: string }, events: {} as { type: 'PICK'; value: string } },
      }).createMachine({
        id: 'counter',
        context: { last: '' },
        initial: 'idle',
        states: {
          idle: {
            on: { PICK: { target: 'picked', ...(remembers ? { actions: assign({ last: 'B' }) } : {}) } },
          },
          picked: {},
        },
      });
    const counterConfig: PathTestConfig = {
      inputs: [{ label: 'vacío', input: undefined }],
      events: { PICK: [{ type: 'PICK', label: 'B', value: 'B' }] },
      reads: {
        last: {
          read: (snapshot: { context: { last: string } }) => snapshot.context.last,
          expected: (_input, events) => (events.some((event) => event.type === 'PICK') ? 'B' : ''),
        },
      },
    };
    await runPath(counter(true), pathThrough(counter(true), counterConfig, 'PICK'));
    await expect(runPath(counter(false), pathThrough(counter(false), counterConfig, 'PICK'))).rejects.toThrow(
      'the app reads last = "", stated "B"',
    );
  });

  test('checks what a call is given when it starts, even on a path that ends before it answers', async () => {
    const loader = (remembers: boolean) =>
      setup({
        types: { context: {} as { n: number }, events: {} as { type: 'GO' } },
        actors: { fetch: fromPromise<void, { n: number }>(async () => {}) },
      }).createMachine({
        id: 'loader',
        context: { n: 1 },
        initial: 'idle',
        states: {
          idle: { on: { GO: { target: 'loading', ...(remembers ? { actions: assign({ n: 2 }) } : {}) } } },
          loading: { invoke: { src: 'fetch', input: ({ context }) => ({ n: context.n }) } },
        },
      });
    const loaderConfig: PathTestConfig = {
      inputs: [{ label: 'vacío', input: undefined }],
      actors: { fetch: [] },
      sends: { fetch: () => ({ n: 2 }) },
    };
    await runPath(loader(true), pathThrough(loader(true), loaderConfig, 'GO'));
    await expect(runPath(loader(false), pathThrough(loader(false), loaderConfig, 'GO'))).rejects.toThrow(
      'fetch was started with {"n":1}, expected {"n":2}',
    );
  });

  test("a pattern may name the state an event's transition leaves", () => {
    const two = setup({ types: { events: {} as { type: 'GO' } | { type: 'NEXT' } } }).createMachine({
      id: 'two',
      initial: 'a',
      states: { a: { on: { GO: 'c', NEXT: 'b' } }, b: { on: { GO: 'c' } }, c: {} },
    });
    const path = pathThrough(two, { inputs: [{ label: 'vacío', input: undefined }] }, 'NEXT');
    const step = path.steps.find((candidate) => candidate.event.type === 'GO');
    const found = { transitions: step?.analysis.taken ?? [] };
    expect(matchesPattern('b on GO → c', found)).toBe(true);
    expect(matchesPattern('on GO → c', found)).toBe(true);
    expect(matchesPattern('a on GO → c', found)).toBe(false);
  });

  test('reports the states and transitions no path reaches', async () => {
    const onlyFailure: PathTestConfig = {
      ...config,
      actors: { save: [{ label: 'server down', error: 'down' }] },
    };
    const runs = [];
    for (const path of generatePaths(sample, onlyFailure)) runs.push((await runPath(sample, path)).coverage);
    const missing = missingCoverage(sample, runs);
    expect(missing.states).toContain('saved');
    expect(missing.states).toContain('done');
    expect(missing.transitions).toContainEqual(expect.stringContaining('saving --xstate.done.actor.save'));
  });
});
