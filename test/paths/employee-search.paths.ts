import { parseEmployee } from '../../src/domain/entities';
import type { PathTestConfig } from '../support/path-model';

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

/** Inputs, typed texts and list outcomes that reach every state and transition of employee-search. */
export const employeeSearchPaths: PathTestConfig = {
  inputs: [{ label: 'ana.admin on /employees/select-employee', input: {} }],
  simplePaths: false,
  events: {
    TYPE: [
      { type: 'TYPE', text: 'zzz', label: "types 'zzz'" },
      { type: 'TYPE', text: '', label: 'clears the field' },
      { type: 'TYPE', text: 'maria nanez ruiz', label: "types 'maria nanez ruiz' (exactly one employee)" },
    ],
    SELECT: [{ type: 'SELECT', employeeId: 'E2', label: 'María Ñáñez Ruiz' }],
  },
  actors: {
    fetchEmployees: [
      { label: 'three employees', output: [jose, joselyn, maria] },
      {
        label: 'network failure',
        error: new Error('Todos los intentos fallaron. No se pudo obtener la lista de empleados.'),
      },
    ],
  },
};
