import { parseEmployee, parsePendingDays } from '@src/domain/entities';
import { employeeLoadOf, pendingDaysLoadOf } from '@src/features/employees/selected-employee-loads';
import type { EventObject } from 'xstate';
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

const e1 = 'empleado E1 seleccionado';

const employeeMissing = 'El empleado con ID E1 no existe.';
const daysFailed =
  'Todos los intentos fallaron. No se pudieron obtener los días de vacaciones pendientes para el empleado E1.';

type Answer = EventObject & { output?: unknown };

/**
 * A region's load as the views read it, by hand from the events so far: loading until its call answers
 * and again after a RELOAD (SPEC §2: reloading asks again), then loaded with what the call gave or
 * failed with the call's error text (SPEC §8: never an empty employee nor zero days).
 */
const loadAfter =
  (actor: string, value: unknown, message: string) => (_input: unknown, events: readonly EventObject[]) => {
    const last = events
      .filter((event) =>
        ['RELOAD', `xstate.done.actor.${actor}`, `xstate.error.actor.${actor}`].includes(event.type),
      )
      .at(-1) as Answer | undefined;
    if (last?.type === `xstate.done.actor.${actor}`) return { state: 'loaded', value };
    if (last?.type === `xstate.error.actor.${actor}`) return { state: 'failed', message };
    return { state: 'loading' };
  };

/** Outcomes of calls 8 and 9 that reach every state and transition of selected-employee. */
export const selectedEmployeePaths: PathTestConfig = {
  inputs: [{ label: e1, input: { employeeId: 'E1' } }],
  simplePaths: false,
  // SPEC §2 Main layout (employee banner) and §8: each call loads, then shows its data or its error.
  reaches: {
    [e1]: [
      'employee.fetching',
      'employee.loaded',
      'employee.failed',
      'pendingDays.fetching',
      'pendingDays.loaded',
      'pendingDays.failed',
    ],
  },
  // Each error offers a retry; the app can load a shown employee and their days again.
  takes: [
    'employee.failed → employee.fetching',
    'pendingDays.failed → pendingDays.fetching',
    'employee.loaded → employee.fetching',
    'pendingDays.loaded → pendingDays.fetching',
  ],
  // The banner stays while the employee is selected: no final state (no stopsIn).
  // What the banner, the home card, the pending-days modal and the used-days tables read of the two
  // regions (the app's own selectors): the pending days' error text is shown by the modal, not the banner.
  reads: {
    employee: { read: employeeLoadOf, expected: loadAfter('fetchEmployee', selectedJose, employeeMissing) },
    pendingDays: {
      read: pendingDaysLoadOf,
      expected: loadAfter('fetchPendingDays', joseDays, daysFailed),
    },
  },
  // SPEC §7 calls 8 and 9: by the selected employee's id.
  sends: {
    fetchEmployee: () => ({ employeeId: 'E1' }),
    fetchPendingDays: () => ({ employeeId: 'E1' }),
  },
  actors: {
    fetchEmployee: [
      {
        label: 'José Andrés Pérez Gómez',
        output: selectedJose,
        // SPEC §2 Main layout: the banner's name and status (§4: vinculado is 'Vinculado').
        shows: [
          { control: 'José Andrés Pérez Gómez', says: 'Se ve el banner de «José Andrés Pérez Gómez»' },
          { text: 'Vinculado' },
        ],
      },
      {
        label: 'responde 204',
        error: new Error(employeeMissing),
        // SPEC §8 Employee (204), with a way to try again.
        shows: [{ alert: 'El empleado con ID E1 no existe.' }, { control: 'Reintentar' }],
      },
    ],
    fetchPendingDays: [
      {
        label: '15 días en dos contratos',
        output: joseDays,
        // 12 + 3 days are never shown as none.
        shows: [{ noText: '0 días por disfrutar' }],
      },
      {
        label: 'fallan todos los intentos',
        error: new Error(daysFailed),
        // SPEC §8 Pending days: an error, never zero days.
        shows: [{ noText: '0 días por disfrutar' }],
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
