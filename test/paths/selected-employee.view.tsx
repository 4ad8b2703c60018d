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
    'loading.employee.fetching': showsLoading,
    'loading.pendingDays.fetching': showsLoading,
    'loading.employee.loaded': () => {},
    'loading.employee.failed': () => {},
    'loading.pendingDays.loaded': () => {},
    'loading.pendingDays.failed': () => {},
    settled: (check) => {
      const { employee, employeeError, pendingDays } = contextOf(check);
      if (employee) {
        const days = pendingDays.reduce((sum, item) => sum + item.pendingDays, 0);
        const banner = screen.getByRole('button', { name: /José Andrés Pérez Gómez/ });
        expect(banner).toHaveTextContent('Vinculado');
        expect(banner).toHaveTextContent(`${days} días por disfrutar`);
      } else {
        expect(screen.getByRole('alert')).toHaveTextContent(employeeError ?? '');
        expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
      }
    },
  },
  events: {
    // A person retries a failed load with 'Reintentar'; otherwise the app reloads (e.g. after a change).
    RELOAD: async () => {
      const retry = screen.queryByRole('button', { name: 'Reintentar' });
      // Both are updates outside user-event, so they go through act themselves.
      await act(async () => {
        if (retry) fireEvent.click(retry);
        else current?.send({ type: 'RELOAD' });
      });
    },
  },
};
