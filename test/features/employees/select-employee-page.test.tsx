import { type EmployeesArrival, employeeSearchMachine } from '@machines/employees/employee-search.machine';
import { type Employee, parseEmployee } from '@src/domain/entities';
import { SelectEmployeePage } from '@src/features/employees/select-employee-page';
import { someOf, wholeList } from '@test/support/employee-arrival';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

const jose = parseEmployee({
  employeeId: 'E1',
  names: 'José Andrés',
  surnames: 'Pérez Gómez',
  identificationDocumentNumber: '1012345678',
});
const maria = parseEmployee({
  employeeId: 'E2',
  names: 'María',
  surnames: 'Ñáñez Ruiz',
  identificationDocumentNumber: '52000111',
});

async function renderPage(load: () => Promise<Employee[]> = async () => [jose, maria]) {
  const clock = new SimulatedClock();
  const navigation = { selectEmployee: vi.fn(), goHome: vi.fn() };
  const actor = createActor(
    employeeSearchMachine.provide({
      actors: { fetchFirstPage: fromPromise(async () => wholeList(await load())) },
      actions: {
        selectEmployee: (_, params) => navigation.selectEmployee(params),
        goHome: () => navigation.goHome(),
      },
    }),
    { clock },
  );
  actor.start();
  render(<SelectEmployeePage actorRef={actor} />);
  await screen.findByRole('searchbox', { name: 'Empleado' });
  const user = userEvent.setup();
  /** Lets the 600 ms debounce pass on the machine's clock. */
  const wait = () => act(() => clock.increment(600));
  return { actor, navigation, user, wait };
}

describe('SelectEmployeePage (/employees/select-employee)', () => {
  test("typing 'jose' finds José after the debounce; picking and Continuar selects him", async () => {
    const { navigation, user, wait } = await renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Empleado' }), 'jose');
    expect(screen.queryByRole('list', { name: 'Resultados de la búsqueda' })).not.toBeInTheDocument();
    wait();
    const list = screen.getByRole('list', { name: 'Resultados de la búsqueda' });
    const option = within(list).getByRole('button', { name: /José Andrés Pérez Gómez/ });
    expect(option).toHaveTextContent('1012345678');
    await user.click(option);
    expect(screen.getByRole('searchbox', { name: 'Empleado' })).toHaveValue('José Andrés Pérez Gómez');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(navigation.selectEmployee).toHaveBeenCalledWith({ employee: jose });
    expect(navigation.goHome).toHaveBeenCalledOnce();
  });

  test('searches by ID number too', async () => {
    const { user, wait } = await renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Empleado' }), '52000');
    wait();
    const list = screen.getByRole('list', { name: 'Resultados de la búsqueda' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button')).toHaveTextContent('María Ñáñez Ruiz');
  });

  test("no match says 'No hay resultados para esta búsqueda.' in a status", async () => {
    const { user, wait } = await renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Empleado' }), 'zzz');
    wait();
    expect(screen.getByRole('status')).toHaveTextContent('No hay resultados para esta búsqueda.');
  });

  test('Continuar with nothing typed asks to select an employee first', async () => {
    const { navigation, user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const field = screen.getByRole('searchbox', { name: 'Empleado' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Para continuar, primero debes seleccionar un empleado.');
    expect(navigation.goHome).not.toHaveBeenCalled();
  });

  test('Continuar with text that is not a listed employee asks to pick from the list', async () => {
    const { user } = await renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Empleado' }), 'jos{Enter}');
    expect(screen.getByRole('searchbox', { name: 'Empleado' })).toHaveAccessibleDescription(
      'Debes seleccionar un empleado de la lista.',
    );
  });

  test("'Vincular nuevo empleado' opens the onboarding wizard in a new tab", async () => {
    await renderPage();
    const link = screen.getByRole('link', { name: 'Vincular nuevo empleado' });
    expect(link).toHaveAttribute('href', '/employees/new-employee');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAccessibleDescription('(se abre en una pestaña nueva)');
  });

  test('a load failure shows the message and Reintentar loads the list again', async () => {
    let fail = true;
    const clock = new SimulatedClock();
    const actor = createActor(
      employeeSearchMachine.provide({
        actors: {
          fetchFirstPage: fromPromise(async () => {
            if (fail)
              throw new Error('Todos los intentos fallaron. No se pudo obtener la lista de empleados.');
            return wholeList([jose]);
          }),
        },
      }),
      { clock },
    );
    actor.start();
    render(<SelectEmployeePage actorRef={actor} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Todos los intentos fallaron. No se pudo obtener la lista de empleados.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('searchbox', { name: 'Empleado' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('shows a loading status while the list loads', () => {
    const actor = createActor(
      employeeSearchMachine.provide({ actors: { fetchFirstPage: fromPromise(() => new Promise(() => {})) } }),
    );
    actor.start();
    render(<SelectEmployeePage actorRef={actor} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando empleados');
  });
});

describe('SelectEmployeePage while a large unit arrives page by page', () => {
  const people = (from: number, count: number, names: string) =>
    Array.from({ length: count }, (_, index) =>
      parseEmployee({
        employeeId: `P${from + index}`,
        names,
        surnames: `Apellido ${from + index} Final`,
        identificationDocumentNumber: String(70_000_000 + from + index),
      }),
    );
  // Three pages of 500: page 1 has two 'Joaquín', pages 2 and 3 one more each.
  const page1 = [...people(0, 2, 'Joaquín'), ...people(2, 498, 'Adela')];
  const page2 = [...people(500, 499, 'Beatriz'), ...people(999, 1, 'Joaquín')];
  const page3 = [...people(1000, 499, 'Carmen'), ...people(1499, 1, 'Joaquín')];

  async function renderStreaming() {
    const clock = new SimulatedClock();
    const rounds: {
      tell: (arrival: EmployeesArrival) => void;
      settle: (arrival: EmployeesArrival) => void;
    }[] = [];
    const actor = createActor(
      employeeSearchMachine.provide({
        actors: {
          fetchFirstPage: fromPromise(async () => someOf([page1], 20_000)),
          fetchRemainingPages: fromPromise(
            ({ input }) =>
              new Promise<EmployeesArrival>((resolve) => {
                rounds.push({ tell: input.tell, settle: resolve });
              }),
          ),
        },
        actions: { selectEmployee: () => undefined, goHome: () => undefined },
      }),
      { clock },
    );
    actor.start();
    render(<SelectEmployeePage actorRef={actor} />);
    await screen.findByRole('searchbox', { name: 'Empleado' });
    const round = () => rounds.at(-1) as (typeof rounds)[number];
    return { actor, clock, rounds, round, user: userEvent.setup() };
  }

  test("search works from page 1 and says more are coming: 'Cargando empleados: 500 de 20.000'", async () => {
    const { clock, round, user } = await renderStreaming();
    expect(screen.getByText('Cargando empleados: 500 de 20.000')).toHaveRole('status');
    await user.type(screen.getByRole('searchbox', { name: 'Empleado' }), 'joaquin');
    act(() => clock.increment(600));
    const list = screen.getByRole('list', { name: 'Resultados de la búsqueda' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    act(() => round().tell(someOf([page1, page2], 20_000)));
    expect(screen.getByText('Cargando empleados: 1.000 de 20.000')).toHaveRole('status');
  });

  test('results update as pages arrive without losing the typed text or the highlighted option', async () => {
    const { clock, round, user } = await renderStreaming();
    const field = screen.getByRole('searchbox', { name: 'Empleado' });
    await user.type(field, 'joaquin');
    act(() => clock.increment(600));
    // Page 3 first: its Joaquín is listed third and highlighted (focused).
    act(() => round().tell(someOf([page1, undefined, page3], 20_000)));
    screen.getByRole('button', { name: /Joaquín Apellido 1499 Final/ }).focus();
    // Then page 2, whose Joaquín comes before him in the server's order.
    act(() => round().tell(someOf([page1, page2, page3], 20_000)));
    const list = screen.getByRole('list', { name: 'Resultados de la búsqueda' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Joaquín Apellido 0 Final70000000',
      'Joaquín Apellido 1 Final70000001',
      'Joaquín Apellido 999 Final70000999',
      'Joaquín Apellido 1499 Final70001499',
    ]);
    expect(field).toHaveValue('joaquin');
    expect(screen.getByRole('button', { name: /Joaquín Apellido 1499 Final/ })).toHaveFocus();
  });

  test("a page that failed is named ('No se pudieron cargar todos los empleados (1.000 de 20.000)') with Reintentar", async () => {
    const { actor, round, rounds, user } = await renderStreaming();
    act(() => round().tell(someOf([page1, page2], 20_000)));
    await act(async () =>
      round().settle(someOf([page1, page2], 20_000, { loading: false, missingPages: [3] })),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar todos los empleados (1.000 de 20.000)');
    // The search stays usable over what arrived.
    expect(screen.getByRole('searchbox', { name: 'Empleado' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(rounds).toHaveLength(2);
    expect(actor.getSnapshot().matches({ ready: { list: 'arriving' } })).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Cargando empleados: 1.000 de 20.000')).toHaveRole('status');
  });

  test('once every page is in, no loading text is left', async () => {
    const { round } = await renderStreaming();
    await act(async () => round().settle(someOf([page1, page2, page3], 1500, { loading: false })));
    expect(screen.queryByText(/Cargando empleados/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
