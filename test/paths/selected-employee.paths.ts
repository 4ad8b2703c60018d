import { parseEmployee, parsePendingDays } from '@src/domain/entities';
import type { PathTestConfig } from '../support/path-model';
import { selectedEmployeeScreen } from './selected-employee.screen';

const selectedJose = parseEmployee({
  employeeId: 'E1',
  names: 'José Andrés',
  surnames: 'Pérez Gómez',
  identificationDocumentNumber: '1012345678',
  employeeStatus: 'vinculado',
});
const joseDays = [
  parsePendingDays({
    contractId: 'C1',
    contractNumber: 'CT-001',
    businessName: 'Sistemas SAS',
    pendingDays: 12,
  }),
  parsePendingDays({
    contractId: 'C2',
    contractNumber: 'CT-002',
    businessName: 'Sistemas SAS',
    pendingDays: 3,
  }),
];

/** Outcomes of calls 8 and 9 that reach every state and transition of selected-employee. */
export const selectedEmployeePaths: PathTestConfig = {
  inputs: [{ label: 'empleado E1 seleccionado', input: { employeeId: 'E1' } }],
  simplePaths: false,
  actors: {
    fetchEmployee: [
      { label: 'José Andrés Pérez Gómez', output: selectedJose },
      { label: 'responde 204', error: new Error('El empleado con ID E1 no existe.') },
    ],
    fetchPendingDays: [
      { label: '15 días en dos contratos', output: joseDays },
      {
        label: 'fallan todos los intentos',
        error: new Error(
          'Todos los intentos fallaron. No se pudieron obtener los días de vacaciones pendientes para el empleado E1.',
        ),
      },
    ],
  },
  screen: selectedEmployeeScreen,
  effects: {},
  spec: {
    'on error fetchEmployee': "§8 Employee: 'El empleado con ID {id} no existe.'",
    'on error fetchPendingDays': '§8 Pending days',
    '*': '§2 Main layout: employee banner (calls 8 and 9)',
  },
};
