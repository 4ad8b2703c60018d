import type { selectedEmployeeMachine } from '@machines/employees/selected-employee.machine';
import { SelectedEmployeeBanner } from '@src/features/employees/employee-banner';
import { act, fireEvent, render } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import type { ViewAdapter } from '../support/path-runner';
import { selectedEmployeeScreen } from './selected-employee.screen';

/** The employee banner: loading while either call runs, then the employee with days, or the error. */
export const selectedEmployeeView: ViewAdapter = {
  screen: selectedEmployeeScreen,
  render: (actor) => {
    render(<SelectedEmployeeBanner actorRef={actor as ActorRefFrom<typeof selectedEmployeeMachine>} />);
  },
  act: (work) => act(work),
  perform: {
    // A click outside user-event, so it goes through act itself.
    RELOAD: async (_, retry) => {
      await act(async () => {
        fireEvent.click(retry);
      });
    },
  },
};
