import { employeeSearchMachine } from '@machines/employees/employee-search.machine';
import { type Employee, parseEmployee } from '@src/domain/entities';
import { SelectEmployeePage } from '@src/features/employees/select-employee-page';
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
      actors: { fetchEmployees: fromPromise(() => load()) },
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
          fetchEmployees: fromPromise(async () => {
            if (fail)
              throw new Error('Todos los intentos fallaron. No se pudo obtener la lista de empleados.');
            return [jose];
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
      employeeSearchMachine.provide({ actors: { fetchEmployees: fromPromise(() => new Promise(() => {})) } }),
    );
    actor.start();
    render(<SelectEmployeePage actorRef={actor} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando empleados');
  });
});
