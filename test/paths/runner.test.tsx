// The path runner itself: it must pass a faithful machine and view, and fail when the actor, the screen
// or the coverage disagree with the paths.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { describe, expect, test } from 'vitest';
import { type AnyActorRef, assign, fromPromise, setup } from 'xstate';
import { generatePaths, type PathTestConfig } from '../support/path-model';
import { missingCoverage, runPath, type ViewAdapter } from '../support/path-runner';

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

const config: PathTestConfig = {
  inputs: [{ label: 'empty form', input: undefined }],
  events: { TYPE_NAME: [{ type: 'TYPE_NAME', name: 'Ana', label: 'Ana' }] },
  actors: {
    save: [
      { label: 'saved as 7', output: 7 },
      { label: 'server down', error: 'down' },
    ],
  },
};

function SampleView({ actor }: { actor: AnyActorRef }) {
  const name = useSelector(actor, (snapshot) => snapshot.context.name as string);
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
      <button type="submit">Guardar</button>
      <button type="button" onClick={() => actor.send({ type: 'RESET' })}>
        Reiniciar
      </button>
    </form>
  );
}

const user = userEvent.setup();

/** What a person does to send each event (module level: Biome reads capitalised keys as components). */
const userActions: NonNullable<ViewAdapter['events']> = {
  TYPE_NAME: async (event: { type: string; name?: unknown }) => {
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), String(event.name));
  },
  SAVE: async () => user.click(screen.getByRole('button', { name: 'Guardar' })),
  RESET: async () => user.click(screen.getByRole('button', { name: 'Reiniciar' })),
};

function sampleView(statusInSaved = 'Guardado'): ViewAdapter {
  return {
    render: (actor) => render(<SampleView actor={actor} />),
    act: (work) => act(work),
    states: {
      editing: () => {
        expect(screen.getByRole('status')).toHaveTextContent('Editando');
      },
      saving: () => {
        expect(screen.getByRole('status')).toHaveTextContent('Guardando');
      },
      'saved.banner.shown': () => {
        expect(screen.getByRole('status')).toHaveTextContent(statusInSaved);
      },
      'saved.banner.hidden': () => {
        expect(screen.getByRole('status')).toHaveTextContent(statusInSaved);
      },
      'saved.form.locked': () => {
        expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana');
      },
      'saved.form.open': () => {
        expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana');
      },
      done: ({ actions }) => {
        expect(actions).toEqual([{ type: 'goHome' }]);
      },
    },
    events: userActions,
  };
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
    await expect(runPath(sample, path, sampleView('Enviado'))).rejects.toThrow();
  });

  test('fails when the screen has no user action for an event', async () => {
    const view: ViewAdapter = {
      ...sampleView(),
      events: Object.fromEntries(Object.entries(userActions).filter(([type]) => type !== 'RESET')),
    };
    const path = paths.find((candidate) => candidate.description.includes('RESET'));
    if (!path) throw new Error('no path through RESET');
    await expect(runPath(sample, path, view)).rejects.toThrow('no user action for RESET');
  });

  test('fails when the live machine does not follow the path', async () => {
    const path = paths.find((candidate) => candidate.description.includes('saved as 7'));
    if (!path) throw new Error('no path through saving');
    const stricter = sample.provide({ guards: { hasName: () => false } });
    await expect(runPath(stricter, path)).rejects.toThrow(/expected state/);
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
