import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type {
  SelectedEmployeeContext,
  selectedEmployeeMachine,
} from '../../machines/employees/selected-employee.machine';
import { SelectedEmployeeBanner } from '../../src/features/employees/employee-banner';
import type { ScreenCheck, ViewAdapter } from '../support/path-runner';

const contextOf = (check: ScreenCheck) => check.snapshot.context as SelectedEmployeeContext;

function showsLoading() {
  expect(screen.getByRole('status')).toHaveTextContent('Cargando empleado');
}

/** The employee banner: loading while either call runs, then the employee with days, or the error. */
let current: AnyActorRef | undefined;

export const selectedEmployeeView: ViewAdapter = {
  render: (actor) => {
    current = actor;
    render(<SelectedEmployeeBanner actorRef={actor as ActorRefFrom<typeof selectedEmployeeMachine>} />);
  },
  act: (work) => act(work),
  states: {
    // Parallel regions: a leaf check sees both; the banner waits for the employee, then shows the days.
    '*': (check) => {
      const { snapshot } = check;
      const { employee, employeeError, pendingDays, pendingDaysError } = contextOf(check);
      // A reload keeps the employee already shown; only a first load shows the spinner.
      if (snapshot.matches({ employee: 'fetching' }) && !employee) return showsLoading();
      if (snapshot.matches({ employee: 'failed' })) {
        expect(screen.getByRole('alert')).toHaveTextContent(employeeError ?? '');
        expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
        return;
      }
      const banner = screen.getByRole('button', { name: /José Andrés Pérez Gómez/ });
      expect(banner).toHaveTextContent('Vinculado');
      expect(employee).toBeDefined();
      if (snapshot.matches({ pendingDays: 'loaded' })) {
        const days = pendingDays.reduce((sum, item) => sum + item.pendingDays, 0);
        expect(banner).toHaveTextContent(`${days} días por disfrutar`);
      } else if (snapshot.matches({ pendingDays: 'failed' })) {
        expect(pendingDaysError).toBeDefined();
        expect(banner).toHaveTextContent('Error al obtener los días de vacaciones pendientes');
        expect(banner).not.toHaveTextContent('0 días por disfrutar');
      } else {
        expect(banner).toHaveTextContent('Cargando días por disfrutar');
      }
    },
  },
  events: {
    // A person retries a failed load with 'Reintentar'; otherwise the app reloads (e.g. after a change).
    RELOAD: async () => {
      const retry =
        screen.queryByRole('button', { name: 'Reintentar' }) ??
        screen.queryByRole('button', { name: 'Reintentar los días por disfrutar' });
      // Both are updates outside user-event, so they go through act themselves.
      await act(async () => {
        if (retry) fireEvent.click(retry);
        else current?.send({ type: 'RELOAD' });
      });
    },
  },
};
