import type { employeeSearchMachine } from '@machines/employees/employee-search.machine';
import { SelectEmployeePage } from '@src/features/employees/select-employee-page';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ActorRefFrom, EventObject } from 'xstate';
import type { ScreenCheck, ViewAdapter } from '../support/path-runner';
import { chosenBy, employeeSearchScreen, searchPage } from './employee-search.screen';

/**
 * The result list, by hand from the path's events: exactly the matches, in the server's order, each with
 * its name and ID number; no list while nothing is found, typed or just picked.
 */
function resultList({ events }: ScreenCheck) {
  const { shown, arrival } = searchPage(events);
  const list = screen.queryByRole('list', { name: 'Resultados de la búsqueda' });
  if (!shown?.length) {
    expect(list).not.toBeInTheDocument();
    return;
  }
  expect(list).toBeInTheDocument();
  const arrived = (arrival?.pages ?? []).flatMap((page) => page ?? []);
  const expected = shown.map((id) => arrived.find((employee) => employee.employeeId === id));
  const buttons = within(list as HTMLElement).getAllByRole('button');
  expect(buttons).toHaveLength(expected.length);
  expected.forEach((employee, index) => {
    expect(buttons[index]).toHaveTextContent(`${employee?.names} ${employee?.surnames}`);
    expect(buttons[index]).toHaveTextContent(employee?.identificationDocumentNumber ?? '');
  });
}

const press = async (_: EventObject, control: HTMLElement) => {
  fireEvent.click(control);
};

/** The employee-selection screen: loading, the error with retry, the search with its list and messages. */
export const employeeSearchView: ViewAdapter = {
  screen: employeeSearchScreen,
  render: (actor) => {
    render(<SelectEmployeePage actorRef={actor as ActorRefFrom<typeof employeeSearchMachine>} />);
  },
  act: (work) => act(work),
  perform: {
    // Typed key by key (user-event), as a person types: every keystroke starts the 600 ms search over.
    // The text already in the field (an empty one cleared again) is typed with one more key and its
    // Backspace, or nothing would change for React.
    TYPE: async (event: EventObject, field) => {
      const { text } = event as EventObject & { text: string };
      if ((field as HTMLInputElement).value === text) {
        await userEvent.type(field, 'x{Backspace}');
        return;
      }
      await userEvent.clear(field);
      if (text !== '') await userEvent.type(field, text);
    },
    SELECT: press,
    CONTINUE: press,
    RETRY: press,
  },
  checks: {
    'ready.search.idle': (check) => {
      resultList(check);
      const link = screen.getByRole('link', { name: 'Vincular nuevo empleado' });
      expect(link).toHaveAttribute('href', '/employees/new-employee');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    },
    'ready.search.debouncing': resultList,
    'ready.search.noResults': resultList,
    'ready.search.results': resultList,
    chosen: ({ events }) => {
      expect(chosenBy(events), 'Continuar took an employee').toBeDefined();
    },
  },
};
