import { parseEmployee } from '@src/domain/entities';
import type { PathTestConfig } from '../support/path-model';
import { employeeSearchScreen } from './employee-search.screen';

export const jose = parseEmployee({
  employeeId: 'E1',
  names: 'José Andrés',
  surnames: 'Pérez Gómez',
  identificationDocumentNumber: '1012345678',
  employeeStatus: 'vinculado',
});
export const maria = parseEmployee({
  employeeId: 'E2',
  names: 'María',
  surnames: 'Ñáñez Ruiz',
  identificationDocumentNumber: '52000111',
  employeeStatus: 'vinculado',
});
export const joselyn = parseEmployee({
  employeeId: 'E3',
  names: 'Joselyn',
  surnames: 'Castro',
  identificationDocumentNumber: '80999888',
  employeeStatus: 'prospecto',
});

type Chosen = { employee?: { names: string; surnames: string } };

/** Inputs, typed texts and list outcomes that reach every state, transition and guard branch of employee-search. */
export const employeeSearchPaths: PathTestConfig = {
  inputs: [{ label: 'ana.admin en /employees/select-employee', input: {} }],
  simplePaths: false,
  events: {
    TYPE: [
      { type: 'TYPE', text: 'zzz', label: "escribe 'zzz'" },
      { type: 'TYPE', text: '', label: 'borra el campo' },
      { type: 'TYPE', text: 'maria nanez ruiz', label: "escribe 'maria nanez ruiz' (un solo empleado)" },
    ],
    SELECT: [
      { type: 'SELECT', employeeId: 'E2', label: 'María Ñáñez Ruiz' },
      { type: 'SELECT', employeeId: 'E1', label: 'José Andrés Pérez Gómez (no está en la lista)' },
    ],
  },
  actors: {
    fetchEmployees: [
      { label: 'tres empleados', output: [jose, joselyn, maria] },
      {
        label: 'fallo de red',
        error: new Error('Todos los intentos fallaron. No se pudo obtener la lista de empleados.'),
      },
    ],
  },
  screen: employeeSearchScreen,
  effects: {
    selectEmployee: {
      says: (params: Chosen) =>
        `Queda seleccionado el empleado «${params.employee?.names ?? ''} ${params.employee?.surnames ?? ''}»`,
      on: ['→ chosen'],
      params: (snapshot) => ({ employee: (snapshot.context as { selected?: unknown }).selected }),
    },
    goHome: { says: 'Se abre la página de inicio (/)', on: ['→ chosen'] },
  },
  spec: {
    'on after employeeSearch': '§2 Employee selection: search debounced 600 ms, accent- and case-insensitive',
    'ready.search.searching → ready.search.noResults':
      "§2 Employee selection: 'No hay resultados para esta búsqueda.'",
    'on CONTINUE': '§5 Employee search validation',
    '→ chosen': '§2 Employee selection: after selecting, the user goes to /',
    '*': '§2 Employee selection (/employees/select-employee)',
  },
};
