import { selectedEmployeeMachine } from '@machines/employees/selected-employee.machine';
import { parseEmployee, parsePendingDays } from '@src/domain/entities';
import { EmployeeBanner, SelectedEmployeeBanner } from '@src/features/employees/employee-banner';
import { withPortalRoot } from '@test/support/portal-root';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';

const jose = parseEmployee({
  employeeId: 'E1',
  names: 'José Andrés',
  surnames: 'Pérez Gómez',
  employeeStatus: 'retiro',
  employmentContracts: [
    {
      contractId: 'C1',
      contractNumber: 'CT-001',
      businessName: 'Sistemas SAS',
      vacationsHistory: [
        {
          vacationId: 'V1',
          vacationType: 'Pagadas',
          vacationPaymentDate: '2025-03-10T00:00:00Z',
          businessDaysOfVacation: 5,
        },
      ],
    },
    {
      contractId: 'C2',
      contractNumber: 'CT-002',
      businessName: 'Logística SAS',
      vacationsHistory: [
        {
          vacationId: 'V2',
          vacationType: 'Disfrute',
          startDateVacationEnjoyment: '2024-12-02T00:00:00Z',
          businessDaysOfVacation: 7,
        },
      ],
    },
  ],
});
const days = [
  parsePendingDays({
    contractId: 'C1',
    contractNumber: 'CT-001',
    businessName: 'Sistemas SAS',
    contractType: 'FixedTermContract',
    pendingDays: 12,
  }),
  parsePendingDays({
    contractId: 'C2',
    contractNumber: 'CT-002',
    businessName: 'Logística SAS',
    pendingDays: 3,
  }),
];

withPortalRoot();

describe('EmployeeBanner', () => {
  test('shows the name, the status label and the total pending days', () => {
    render(<EmployeeBanner employee={jose} pendingDays={{ state: 'loaded', value: days }} />);
    const banner = screen.getByRole('button', { name: /José Andrés Pérez Gómez/ });
    expect(banner).toHaveTextContent('En proceso de retiro');
    expect(banner).toHaveTextContent('15 días por disfrutar');
  });

  test("pressing it opens 'Días por disfrutar' with the pending days per contract", async () => {
    const user = userEvent.setup();
    render(<EmployeeBanner employee={jose} pendingDays={{ state: 'loaded', value: days }} />);
    await user.click(screen.getByRole('button', { name: /José Andrés Pérez Gómez/ }));
    const dialog = screen.getByRole('dialog', { name: 'Días por disfrutar' });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Días pendientes', 'Días utilizados']);
    expect(within(dialog).getByRole('tab', { name: 'Días pendientes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = within(dialog).getByRole('table', { name: 'Días pendientes por contrato' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('CT-001');
    expect(rows[1]).toHaveTextContent('Termino Fijo');
    expect(rows[1]).toHaveTextContent('12');
    expect(within(dialog).getByText('Total: 15 días')).toBeInTheDocument();
  });

  test("'Días utilizados' lists the used days per contract, with a heading per contract", async () => {
    const user = userEvent.setup();
    render(<EmployeeBanner employee={jose} pendingDays={{ state: 'loaded', value: days }} />);
    await user.click(screen.getByRole('button', { name: /José Andrés Pérez Gómez/ }));
    const dialog = screen.getByRole('dialog', { name: 'Días por disfrutar' });
    await user.click(within(dialog).getByRole('tab', { name: 'Días utilizados' }));
    expect(within(dialog).getByRole('heading', { name: /CT-001/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: /CT-002/ })).toBeInTheDocument();
    const paid = within(dialog).getByRole('table', { name: 'Días utilizados del contrato CT-001' });
    expect(paid).toHaveTextContent('10/Mar/2025');
    expect(paid).toHaveTextContent('Pagadas');
    expect(paid).toHaveTextContent('5');
  });

  test('Escape closes the modal and focus returns to the banner', async () => {
    const user = userEvent.setup();
    render(<EmployeeBanner employee={jose} pendingDays={{ state: 'loaded', value: days }} />);
    const banner = screen.getByRole('button', { name: /José Andrés Pérez Gómez/ });
    await user.click(banner);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(banner).toHaveFocus());
  });

  test('with no used days it says so', async () => {
    const user = userEvent.setup();
    render(
      <EmployeeBanner
        employee={parseEmployee({ names: 'Ana' })}
        pendingDays={{ state: 'loaded', value: [] }}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Ana/ }));
    await user.click(screen.getByRole('tab', { name: 'Días utilizados' }));
    expect(screen.getByText('Aún no has utilizado ningún día de vacaciones.')).toBeInTheDocument();
  });
});

describe('SelectedEmployeeBanner', () => {
  test("shows the API's message when the employee does not exist, and Reintentar loads again", async () => {
    let attempt = 0;
    const actor = createActor(
      selectedEmployeeMachine.provide({
        actors: {
          fetchEmployee: fromPromise(async () => {
            attempt += 1;
            if (attempt === 1) throw new Error('El empleado con ID E1 no existe.');
            return jose;
          }),
          fetchPendingDays: fromPromise(async () => days),
        },
      }),
      { input: { employeeId: 'E1' } },
    );
    actor.start();
    render(<SelectedEmployeeBanner actorRef={actor} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando empleado');
    expect(await screen.findByRole('alert')).toHaveTextContent('El empleado con ID E1 no existe.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: /José Andrés Pérez Gómez/ })).toHaveTextContent(
      '15 días por disfrutar',
    );
  });
});

describe('the days never show a number that was not loaded', () => {
  function actorWith(fetchPendingDays: () => Promise<typeof days>) {
    const actor = createActor(
      selectedEmployeeMachine.provide({
        actors: {
          fetchEmployee: fromPromise(async () => jose),
          fetchPendingDays: fromPromise(fetchPendingDays),
        },
      }),
      { input: { employeeId: 'E1' } },
    );
    actor.start();
    return actor;
  }

  test('while call 9 runs the banner says it is loading the days, not 0', async () => {
    const actor = actorWith(() => new Promise(() => undefined));
    render(<SelectedEmployeeBanner actorRef={actor} />);
    const banner = await screen.findByRole('button', { name: /José Andrés Pérez Gómez/ });
    expect(banner).toHaveTextContent('Cargando días por disfrutar');
    expect(banner).not.toHaveTextContent(/\d+ días por disfrutar/);
  });

  test("when call 9 fails the banner shows the spec's error text and a retry, not '0 días por disfrutar'", async () => {
    let attempt = 0;
    const actor = actorWith(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Error al obtener los días de vacaciones pendientes');
      return days;
    });
    render(<SelectedEmployeeBanner actorRef={actor} />);
    const banner = await screen.findByRole('button', { name: /José Andrés Pérez Gómez/ });
    await waitFor(() =>
      expect(banner).toHaveTextContent('Error al obtener los días de vacaciones pendientes'),
    );
    expect(banner).not.toHaveTextContent('0 días por disfrutar');
    const user = userEvent.setup();
    await user.click(banner);
    const dialog = screen.getByRole('dialog', { name: 'Días por disfrutar' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Error al obtener los días de vacaciones pendientes',
    );
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Reintentar los días por disfrutar' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /José Andrés Pérez Gómez/ })).toHaveTextContent(
        '15 días por disfrutar',
      ),
    );
  });
});
