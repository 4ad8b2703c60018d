import { employeeSearchMachine, maxShownResults } from '@machines/employees/employee-search.machine';
import { type Employee, parseEmployee } from '@src/domain/entities';
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
      fetchEmployees: fromPromise(async () => {
        fetches();
        return load();
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
