import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom, EventObject } from 'xstate';
import type {
  EmployeeSearchContext,
  employeeSearchMachine,
} from '../../machines/employees/employee-search.machine';
import { SelectEmployeePage } from '../../src/features/employees/select-employee-page';
import type { ScreenCheck, ViewAdapter } from '../support/path-runner';

const required = 'Para continuar, primero debes seleccionar un empleado.';
const notListed = 'Debes seleccionar un empleado de la lista.';
const noResults = 'No hay resultados para esta búsqueda.';

const contextOf = (check: ScreenCheck) => check.snapshot.context as EmployeeSearchContext;
const searchField = () => screen.getByRole('searchbox', { name: 'Empleado' });

function showsForm(check: ScreenCheck) {
  expect(searchField()).toHaveValue(contextOf(check).query);
  expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  const link = screen.getByRole('link', { name: 'Vincular nuevo empleado' });
  expect(link).toHaveAttribute('href', '/employees/new-employee');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  expect(check.actions).toEqual([]);
}

function showsNoList() {
  expect(screen.queryByRole('list', { name: 'Resultados de la búsqueda' })).not.toBeInTheDocument();
  expect(screen.queryByText(noResults)).not.toBeInTheDocument();
}

/** The employee-selection screen: loading, the error with retry, the search with its list and messages. */
export const employeeSearchView: ViewAdapter = {
  render: (actor) => {
    render(<SelectEmployeePage actorRef={actor as ActorRefFrom<typeof employeeSearchMachine>} />);
  },
  act: (work) => act(work),
  states: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Cargando empleados');
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    },
    loadFailed: (check) => {
      expect(screen.getByRole('alert')).toHaveTextContent(contextOf(check).loadError ?? '');
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    },
    'ready.search.idle': (check) => {
      showsForm(check);
      showsNoList();
    },
    'ready.search.debouncing': (check) => {
      showsForm(check);
      showsNoList();
    },
    'ready.search.results': (check) => {
      showsForm(check);
      const list = screen.getByRole('list', { name: 'Resultados de la búsqueda' });
      const shown = within(list).getAllByRole('button');
      expect(shown).toHaveLength(contextOf(check).results.length);
      contextOf(check).results.forEach((entry, index) => {
        expect(shown[index]).toHaveTextContent(entry.label);
        expect(shown[index]).toHaveTextContent(entry.employee.identificationDocumentNumber);
      });
      expect(screen.queryByText(noResults)).not.toBeInTheDocument();
    },
    'ready.search.noResults': (check) => {
      showsForm(check);
      expect(screen.getByText(noResults)).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Resultados de la búsqueda' })).not.toBeInTheDocument();
    },
    'ready.validation.unchecked': () => {
      expect(searchField()).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(required)).not.toBeInTheDocument();
      expect(screen.queryByText(notListed)).not.toBeInTheDocument();
    },
    'ready.validation.required': () => {
      expect(searchField()).toHaveAttribute('aria-invalid', 'true');
      expect(searchField()).toHaveAccessibleDescription(expect.stringContaining(required));
    },
    'ready.validation.notListed': () => {
      expect(searchField()).toHaveAttribute('aria-invalid', 'true');
      expect(searchField()).toHaveAccessibleDescription(expect.stringContaining(notListed));
    },
    chosen: (check) => {
      expect(check.actions).toEqual([
        { type: 'selectEmployee', params: { employee: contextOf(check).selected } },
        { type: 'goHome' },
      ]);
      expect(contextOf(check).selected).toBeDefined();
    },
  },
  events: {
    TYPE: async (event: EventObject) => {
      const { text } = event as EventObject & { text: string };
      // Typing the text already in the field changes nothing for React: retype it as a person would.
      if ((searchField() as HTMLInputElement).value === text) {
        fireEvent.change(searchField(), { target: { value: `${text}x` } });
      }
      fireEvent.change(searchField(), { target: { value: text } });
    },
    SELECT: async (event: EventObject) => {
      const list = screen.getByRole('list', { name: 'Resultados de la búsqueda' });
      const id = (event as EventObject & { employeeId: string }).employeeId;
      const names: Record<string, string> = { E1: 'José Andrés Pérez Gómez', E2: 'María Ñáñez Ruiz' };
      // An employee the list does not show cannot be picked: the machine ignores it, the screen offers nothing.
      const option = within(list).queryByRole('button', { name: new RegExp(names[id] ?? id) });
      if (option) fireEvent.click(option);
    },
    CONTINUE: async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    },
    RETRY: async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
  },
};
