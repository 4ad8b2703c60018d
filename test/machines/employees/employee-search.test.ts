import {
  type EmployeesArrival,
  employeeSearchMachine,
  maxShownResults,
} from '@machines/employees/employee-search.machine';
import { type Employee, parseEmployee } from '@src/domain/entities';
import { someOf, wholeList } from '@test/support/employee-arrival';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

const jose = parseEmployee({
  employeeId: 'E1',
  names: 'José Andrés',
  surnames: 'Pérez Gómez',
  identificationDocumentNumber: '1012345678',
});
const joselyn = parseEmployee({
  employeeId: 'E3',
  names: 'Joselyn',
  surnames: 'Castro',
  identificationDocumentNumber: '80999888',
});
const maria = parseEmployee({
  employeeId: 'E2',
  names: 'María',
  surnames: 'Ñáñez Ruiz',
  identificationDocumentNumber: '52000111',
});

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(load: () => Promise<Employee[]> = async () => [jose, joselyn, maria]) {
  const clock = new SimulatedClock();
  const fetches = vi.fn();
  const navigation = { selectEmployee: vi.fn(), goHome: vi.fn() };
  const machine = employeeSearchMachine.provide({
    actors: {
      fetchFirstPage: fromPromise(async () => {
        fetches();
        return wholeList(await load());
      }),
    },
    actions: {
      selectEmployee: (_, params) => navigation.selectEmployee(params),
      goHome: () => navigation.goHome(),
    },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  await flush();
  return { actor, clock, fetches, navigation };
}

const resultIds = (actor: Awaited<ReturnType<typeof start>>['actor']) =>
  actor.getSnapshot().context.results.map((entry) => entry.employee.employeeId);

describe('employee search (/employees/select-employee)', () => {
  test('loads the employee list, then waits for a search', async () => {
    const { actor, fetches } = await start();
    expect(fetches).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().matches({ ready: { search: 'idle', validation: 'unchecked' } })).toBe(true);
    expect(actor.getSnapshot().context.index).toHaveLength(3);
  });

  test('searches 600 ms after the last keystroke, not before', async () => {
    const { actor, clock } = await start();
    actor.send({ type: 'TYPE', text: 'jo' });
    clock.increment(400);
    actor.send({ type: 'TYPE', text: 'jose' });
    clock.increment(599);
    expect(actor.getSnapshot().matches({ ready: { search: 'debouncing' } })).toBe(true);
    expect(resultIds(actor)).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ ready: { search: 'results' } })).toBe(true);
    expect(resultIds(actor)).toEqual(['E1', 'E3']);
  });

  test('matches ignoring accents and letter case, over names, surnames and ID number', async () => {
    const { actor, clock } = await start();
    for (const [text, ids] of [
      ['JOSÉ', ['E1', 'E3']],
      ['nanez', ['E2']],
      ['pérez gomez', ['E1']],
      ['52000', ['E2']],
      ['  MARIA  ', ['E2']],
    ] as const) {
      actor.send({ type: 'TYPE', text });
      clock.increment(600);
      expect(resultIds(actor)).toEqual(ids);
    }
  });

  test("no match: 'No hay resultados para esta búsqueda.' (state noResults)", async () => {
    const { actor, clock } = await start();
    actor.send({ type: 'TYPE', text: 'zzz' });
    clock.increment(600);
    expect(actor.getSnapshot().matches({ ready: { search: 'noResults' } })).toBe(true);
  });

  test('a blank search lists nothing', async () => {
    const { actor, clock } = await start();
    actor.send({ type: 'TYPE', text: '   ' });
    clock.increment(600);
    expect(actor.getSnapshot().matches({ ready: { search: 'idle' } })).toBe(true);
  });

  test(`lists at most ${maxShownResults} matches`, async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      parseEmployee({ employeeId: `M${index}`, names: 'Mario', surnames: `Apellido ${index}` }),
    );
    const { actor, clock } = await start(async () => many);
    actor.send({ type: 'TYPE', text: 'mario' });
    clock.increment(600);
    expect(resultIds(actor)).toHaveLength(maxShownResults);
  });

  test('Continuar with an empty field asks to select an employee first', async () => {
    const { actor, navigation } = await start();
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches({ ready: { validation: 'required' } })).toBe(true);
    expect(navigation.goHome).not.toHaveBeenCalled();
  });

  test('Continuar with text that is not a listed employee asks to pick from the list', async () => {
    const { actor, clock, navigation } = await start();
    actor.send({ type: 'TYPE', text: 'jose' });
    clock.increment(600);
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches({ ready: { search: 'results', validation: 'notListed' } })).toBe(true);
    expect(navigation.selectEmployee).not.toHaveBeenCalled();
    actor.send({ type: 'TYPE', text: 'jose a' });
    expect(actor.getSnapshot().matches({ ready: { validation: 'unchecked' } })).toBe(true);
  });

  test('picking from the list fills the field; Continuar selects that employee and goes home', async () => {
    const { actor, clock, navigation } = await start();
    actor.send({ type: 'TYPE', text: 'jose' });
    clock.increment(600);
    actor.send({ type: 'SELECT', employeeId: 'E3' });
    expect(actor.getSnapshot().context.query).toBe('Joselyn Castro');
    expect(actor.getSnapshot().matches({ ready: { search: 'idle' } })).toBe(true);
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ employee: joselyn });
    expect(navigation.selectEmployee).toHaveBeenCalledWith({ employee: joselyn });
    expect(navigation.goHome).toHaveBeenCalledOnce();
  });

  test('an employee not shown in the list cannot be picked', async () => {
    const { actor, clock } = await start();
    actor.send({ type: 'TYPE', text: 'maria' });
    clock.increment(600);
    actor.send({ type: 'SELECT', employeeId: 'E1' });
    expect(actor.getSnapshot().context.selected).toBeUndefined();
  });

  test('typing after picking forgets the pick', async () => {
    const { actor, clock } = await start();
    actor.send({ type: 'TYPE', text: 'jose' });
    clock.increment(600);
    actor.send({ type: 'SELECT', employeeId: 'E1' });
    actor.send({ type: 'TYPE', text: 'José Andrés Pérez Góme' });
    expect(actor.getSnapshot().context.selected).toBeUndefined();
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches({ ready: { validation: 'notListed' } })).toBe(true);
  });

  test('text naming exactly one employee (full name or ID number) is accepted without picking', async () => {
    const { actor, navigation } = await start();
    actor.send({ type: 'TYPE', text: '52000111' });
    actor.send({ type: 'CONTINUE' });
    expect(navigation.selectEmployee).toHaveBeenCalledWith({ employee: maria });
    const second = await start();
    second.actor.send({ type: 'TYPE', text: 'jose andres perez gomez' });
    second.actor.send({ type: 'CONTINUE' });
    expect(second.navigation.selectEmployee).toHaveBeenCalledWith({ employee: jose });
  });

  test('a load failure shows its message; Reintentar loads again', async () => {
    let fail = true;
    const { actor, fetches } = await start(async () => {
      if (fail) throw new Error('Todos los intentos fallaron. No se pudo obtener la lista de empleados.');
      return [jose];
    });
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.loadError).toBe(
      'Todos los intentos fallaron. No se pudo obtener la lista de empleados.',
    );
    fail = false;
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(fetches).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.loadError).toBeUndefined();
  });

  test('names its debounce delay employeeSearch (600 ms)', () => {
    expect(employeeSearchMachine.implementations.delays).toEqual({ employeeSearch: 600 });
  });
});

describe('employee search while the pages arrive (call 7 in parallel)', () => {
  const person = (id: string, names: string, surnames: string) =>
    parseEmployee({ employeeId: id, names, surnames, identificationDocumentNumber: `9${id.slice(1)}` });
  const page1 = [person('P1', 'Adela', 'Ríos'), person('P2', 'Jorge', 'Mora')];
  const page2 = [person('P3', 'Josefa', 'Quintero'), person('P4', 'Lucía', 'Vélez')];
  const page3 = [person('P5', 'José', 'Zapata'), person('P6', 'Zoe', 'Toro')];

  /** A machine whose remaining pages are told by the test (`tell`) and settled by it. */
  async function streaming() {
    const clock = new SimulatedClock();
    const rounds: {
      tell: (arrival: EmployeesArrival) => void;
      settle: (arrival: EmployeesArrival) => void;
      fail: (error: Error) => void;
    }[] = [];
    const machine = employeeSearchMachine.provide({
      actors: {
        fetchFirstPage: fromPromise(async () => someOf([page1], 6)),
        fetchRemainingPages: fromPromise(
          ({ input }) =>
            new Promise<EmployeesArrival>((resolve, reject) => {
              rounds.push({ tell: input.tell, settle: resolve, fail: reject });
            }),
        ),
      },
      actions: { selectEmployee: () => undefined, goHome: () => undefined },
    });
    const actor = createActor(machine, { clock });
    actor.start();
    await flush();
    const round = () => {
      const last = rounds.at(-1);
      if (!last) throw new Error('fetchRemainingPages was not invoked');
      return last;
    };
    return { actor, clock, rounds, round };
  }

  test('search works from page 1 while the other pages arrive; results follow them without losing the text', async () => {
    const { actor, clock, round } = await streaming();
    expect(actor.getSnapshot().matches({ ready: { list: 'arriving', search: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ total: 6, pagesLoading: true });
    actor.send({ type: 'TYPE', text: 'jo' });
    clock.increment(600);
    expect(resultIds(actor)).toEqual(['P2']);
    // Page 3 before page 2: the results keep the server's order.
    round().tell(someOf([page1, undefined, page3], 6));
    expect(resultIds(actor)).toEqual(['P2', 'P5']);
    round().tell(someOf([page1, page2, page3], 6));
    expect(resultIds(actor)).toEqual(['P2', 'P3', 'P5']);
    expect(actor.getSnapshot().context.query).toBe('jo');
    expect(actor.getSnapshot().matches({ ready: { search: 'results', list: 'arriving' } })).toBe(true);
    round().settle(someOf([page1, page2, page3], 6, { loading: false }));
    await flush();
    expect(actor.getSnapshot().matches({ ready: { list: 'complete', search: 'results' } })).toBe(true);
    expect(actor.getSnapshot().context.index).toHaveLength(6);
  });

  test('typing and picking leave the other pages arriving (they are not asked for again)', async () => {
    const { actor, clock, round, rounds } = await streaming();
    actor.send({ type: 'TYPE', text: 'jorge' });
    clock.increment(600);
    actor.send({ type: 'SELECT', employeeId: 'P2' });
    actor.send({ type: 'TYPE', text: 'jorge m' });
    expect(rounds).toHaveLength(1);
    round().tell(someOf([page1, page2], 6));
    expect(actor.getSnapshot().context.index).toHaveLength(4);
  });

  test('typing does not ask again for the pages that failed: only Reintentar does', async () => {
    const { actor, round, rounds } = await streaming();
    round().fail(new Error('Falla inesperada'));
    await flush();
    expect(actor.getSnapshot().matches({ ready: { list: 'partial' } })).toBe(true);
    actor.send({ type: 'TYPE', text: 'jo' });
    expect(actor.getSnapshot().matches({ ready: { list: 'partial' } })).toBe(true);
    expect(rounds).toHaveLength(1);
  });

  test('a page already prepared is not prepared again', async () => {
    const { actor, round } = await streaming();
    const firstEntries = actor.getSnapshot().context.pageEntries[0];
    round().tell(someOf([page1, page2], 6));
    expect(actor.getSnapshot().context.pageEntries[0]).toBe(firstEntries);
  });

  test('no results yet, then a page brings a match: the list shows it', async () => {
    const { actor, clock, round } = await streaming();
    actor.send({ type: 'TYPE', text: 'zapata' });
    clock.increment(600);
    expect(actor.getSnapshot().matches({ ready: { search: 'noResults' } })).toBe(true);
    round().tell(someOf([page1, undefined, page3], 6));
    expect(actor.getSnapshot().matches({ ready: { search: 'results' } })).toBe(true);
    expect(resultIds(actor)).toEqual(['P5']);
  });

  test('a page arriving while the person types does not search before the 600 ms', async () => {
    const { actor, clock, round } = await streaming();
    actor.send({ type: 'TYPE', text: 'jo' });
    clock.increment(300);
    round().tell(someOf([page1, page2], 6));
    expect(actor.getSnapshot().matches({ ready: { search: 'debouncing' } })).toBe(true);
    expect(resultIds(actor)).toEqual([]);
    clock.increment(300);
    expect(resultIds(actor)).toEqual(['P2', 'P3']);
  });

  test('pages that failed after their retries are named; Reintentar asks for them again', async () => {
    const { actor, round, rounds } = await streaming();
    round().tell(someOf([page1, page2], 6));
    round().settle(someOf([page1, page2], 6, { loading: false, missingPages: [3] }));
    await flush();
    expect(actor.getSnapshot().matches({ ready: { list: 'partial' } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ missingPages: 1, total: 6 });
    expect(actor.getSnapshot().context.index).toHaveLength(4);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches({ ready: { list: 'arriving' } })).toBe(true);
    expect(rounds).toHaveLength(2);
    round().tell(someOf([page1, page2, page3], 6));
    round().settle(someOf([page1, page2, page3], 6, { loading: false }));
    await flush();
    expect(actor.getSnapshot().matches({ ready: { list: 'complete' } })).toBe(true);
    expect(actor.getSnapshot().context.missingPages).toBe(0);
  });

  test('a list kept for the unit with missing pages shows them missing at once (no load)', async () => {
    const machine = employeeSearchMachine.provide({
      actors: {
        fetchFirstPage: fromPromise(async () =>
          someOf([page1, undefined, page3], 6, { loading: false, missingPages: [2] }),
        ),
      },
    });
    const actor = createActor(machine);
    actor.start();
    await flush();
    expect(actor.getSnapshot().matches({ ready: { list: 'partial' } })).toBe(true);
  });

  test('the remaining pages failing as a whole also end partial, with what arrived', async () => {
    const { actor, round } = await streaming();
    round().fail(new Error('Todos los intentos fallaron. No se pudo obtener la lista de empleados.'));
    await flush();
    expect(actor.getSnapshot().matches({ ready: { list: 'partial' } })).toBe(true);
    expect(actor.getSnapshot().context.index).toHaveLength(2);
  });
});
