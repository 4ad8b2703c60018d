import { selectedEmployeeMachine } from '@machines/employees/selected-employee.machine';
import { type Employee, type PendingDays, parseEmployee, parsePendingDays } from '@src/domain/entities';
import { SelectedEmployeeCard } from '@src/features/employees/selected-employee-card';
import { withPortalRoot } from '@test/support/portal-root';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';

const jose = parseEmployee({
  employeeId: 'E1',
  names: 'José Andrés',
  surnames: 'Pérez Gómez',
  identificationDocumentNumber: '1012345678',
  employeeStatus: 'vinculado',
  employmentContracts: [
    {
      contractId: 'C1',
      contractNumber: 'CT-001',
      vacationsHistory: [{ vacationId: 'V1', vacationType: 'Pagadas', businessDaysOfVacation: 5 }],
    },
  ],
});
const days = [parsePendingDays({ pendingDays: 12 }), parsePendingDays({ pendingDays: 3 })];

withPortalRoot();

function start(fetchEmployee: () => Promise<Employee>, fetchPendingDays: () => Promise<PendingDays[]>) {
  const actor = createActor(
    selectedEmployeeMachine.provide({
      actors: { fetchEmployee: fromPromise(fetchEmployee), fetchPendingDays: fromPromise(fetchPendingDays) },
    }),
    { input: { employeeId: 'E1' } },
  );
  actor.start();
  render(<SelectedEmployeeCard actorRef={actor} />);
  return actor;
}

const card = () =>
  screen.getByRole('heading', { level: 2, name: 'Empleado seleccionado' }).closest('article') as HTMLElement;

describe('SelectedEmployeeCard (home)', () => {
  test('shows the employee and the total pending days once both are loaded', async () => {
    start(
      async () => jose,
      async () => days,
    );
    await waitFor(() => expect(card()).toHaveTextContent('José Andrés Pérez Gómez'));
    expect(card()).toHaveTextContent('1012345678');
    expect(card()).toHaveTextContent('Vinculado');
    expect(within(card()).getByText('Días de vacaciones por disfrutar').nextSibling).toHaveTextContent('15');
  });

  test("while call 8 runs it shows a spinner, never 'No hay empleado seleccionado.'", () => {
    start(
      () => new Promise(() => undefined),
      async () => days,
    );
    expect(within(card()).getByRole('status')).toHaveTextContent('Cargando empleado');
    expect(screen.queryByText('No hay empleado seleccionado.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver días por disfrutar' })).not.toBeInTheDocument();
  });

  test('a failed call 9 shows its error text and a retry where the days would be, never 0', async () => {
    start(
      async () => jose,
      async () => {
        throw new Error('Error al obtener los días de vacaciones pendientes');
      },
    );
    const fact = await within(card()).findByRole('alert');
    expect(fact).toHaveTextContent('Error al obtener los días de vacaciones pendientes');
    expect(within(card()).getByText('Días de vacaciones por disfrutar').nextSibling).not.toHaveTextContent(
      /^0$/,
    );
    expect(within(card()).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  test("'Días utilizados' of the modal lists the contracts of call 8, not an empty state", async () => {
    const user = userEvent.setup();
    start(
      async () => jose,
      async () => days,
    );
    await user.click(await screen.findByRole('button', { name: 'Ver días por disfrutar' }));
    const dialog = screen.getByRole('dialog', { name: 'Días por disfrutar' });
    await user.click(within(dialog).getByRole('tab', { name: 'Días utilizados' }));
    expect(
      within(dialog).queryByText('Aún no has utilizado ningún día de vacaciones.'),
    ).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole('table', { name: 'Días utilizados del contrato CT-001' }),
    ).toBeInTheDocument();
  });

  test('a failed call 8 shows its text with a retry that loads again', async () => {
    let attempt = 0;
    start(
      async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('Error al obtener el empleado E1');
        return jose;
      },
      async () => days,
    );
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Error al obtener el empleado E1');
    await userEvent.setup().click(within(card()).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(card()).toHaveTextContent('José Andrés Pérez Gómez'));
  });
});
