import type {
  EmployeeSearchContext,
  employeeSearchMachine,
} from '@machines/employees/employee-search.machine';
import { SelectEmployeePage } from '@src/features/employees/select-employee-page';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ActorRefFrom, EventObject } from 'xstate';
import type { ScreenCheck, ViewAdapter } from '../support/path-runner';
import { employeeSearchScreen } from './employee-search.screen';

const contextOf = (check: ScreenCheck) => check.snapshot.context as EmployeeSearchContext;

function showsNoList() {
  expect(screen.queryByRole('list', { name: 'Resultados de la búsqueda' })).not.toBeInTheDocument();
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
    'ready.search.idle': () => {
      showsNoList();
      const link = screen.getByRole('link', { name: 'Vincular nuevo empleado' });
      expect(link).toHaveAttribute('href', '/employees/new-employee');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    },
    'ready.search.debouncing': showsNoList,
    'ready.search.noResults': showsNoList,
    'ready.search.results': (check) => {
      const list = screen.getByRole('list', { name: 'Resultados de la búsqueda' });
      const shown = within(list).getAllByRole('button');
      expect(shown).toHaveLength(contextOf(check).results.length);
      contextOf(check).results.forEach((entry, index) => {
        expect(shown[index]).toHaveTextContent(entry.label);
        expect(shown[index]).toHaveTextContent(entry.employee.identificationDocumentNumber);
      });
    },
    chosen: (check) => {
      expect(contextOf(check).selected).toBeDefined();
    },
  },
};
