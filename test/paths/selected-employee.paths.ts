import { parseEmployee, parsePendingDays } from '@src/domain/entities';
import { headsEachContract } from '@src/domain/rules/vacations';
import {
  contractsLoadOf,
  employeeLoadOf,
  pendingDaysLoadOf,
  pendingDaysText,
  usedDaysLoadOf,
} from '@src/features/employees/selected-employee-loads';
import type { EventObject } from 'xstate';
import type { PathTestConfig } from '../support/path-model';
import { selectedEmployeeScreen } from './selected-employee.screen';

/** A vacation record of the employee's history (SPEC §2 used days): its type and both of its dates. */
const record = (vacationId: string, vacationType: string, paid: string, started: string, days: number) => ({
  vacationId,
  vacationType,
  vacationPaymentDate: paid,
  startDateVacationEnjoyment: started,
  businessDaysOfVacation: days,
});
const contract = (contractId: string, vacationsHistory: ReturnType<typeof record>[]) => ({
  contractId,
  contractNumber: `CT-00${contractId.slice(1)}`,
  businessName: 'Sistemas SAS',
  vacationsHistory,
});
const person = {
  employeeId: 'E1',
  names: 'José Andrés',
  surnames: 'Pérez Gómez',
  identificationDocumentNumber: '1012345678',
  employeeStatus: 'vinculado',
};
const contractC2 = contract('C2', [record('V3', 'Disfrutadas', '', '2025-12-22', 3)]);
// Two contracts with used days (a payment and an enjoyment on the first) and one without, listed
// between them; and the same employee with used days on one contract only.
const selectedJose = parseEmployee({
  ...person,
  employmentContracts: [
    contract('C1', [
      record('V1', 'Pagadas', '2026-03-15', '2026-02-02', 5),
      record('V2', 'Disfrutadas', '2026-05-29', '2026-06-08', 10),
    ]),
    contract('C3', []),
    contractC2,
  ],
});
const joseOneContract = parseEmployee({ ...person, employmentContracts: [contractC2] });
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

/**
 * 'Días utilizados' (SPEC §2: the holidays page and the banner's modal), by hand: a table per contract
 * with records, in the contracts' order, each row with its date (a payment's payment date, an
 * enjoyment's start date), its mode and its business days; a heading per contract only with several.
 */
/** The table of CT-002 (an enjoyment with no payment date), in both answers. */
const ct002UsedDays = {
  contractNumber: 'CT-002',
  rows: [{ vacationId: 'V3', date: '22/Dic/2025', mode: 'Disfrutadas', days: 3 }],
};
const joseUsedDays = {
  headed: true,
  value: [
    {
      contractNumber: 'CT-001',
      rows: [
        { vacationId: 'V1', date: '15/Mar/2026', mode: 'Pagadas', days: 5 },
        { vacationId: 'V2', date: '08/Jun/2026', mode: 'Disfrutadas', days: 10 },
      ],
    },
    ct002UsedDays,
  ],
};
const oneContractUsedDays = { headed: false, value: [ct002UsedDays] };

const employeeMissing = 'El empleado con ID E1 no existe.';
const daysFailed =
  'Todos los intentos fallaron. No se pudieron obtener los días de vacaciones pendientes para el empleado E1.';

type Answer = EventObject & { output?: unknown };

/**
 * A region's load as the views read it, by hand from the events so far: loading until its call answers
 * and again after a RELOAD (SPEC §2: reloading asks again), then loaded with what `loaded` says of the
 * call's answer or failed with the call's error text (SPEC §8: never an empty employee nor zero days).
 */
const loadAfter =
  (actor: string, loaded: (output: unknown) => object, message: string) =>
  (_input: unknown, events: readonly EventObject[]) => {
    const last = events
      .filter((event) =>
        ['RELOAD', `xstate.done.actor.${actor}`, `xstate.error.actor.${actor}`].includes(event.type),
      )
      .at(-1) as Answer | undefined;
    if (last?.type === `xstate.done.actor.${actor}`) return { state: 'loaded', ...loaded(last.output) };
    if (last?.type === `xstate.error.actor.${actor}`) return { state: 'failed', message };
    return { state: 'loading' };
  };

/** The banner's days as the banner says them (SPEC §2, §8), by hand. */
const bannerDaysAfter = (input: unknown, events: readonly EventObject[]) => {
  const load = loadAfter('fetchPendingDays', () => ({}), daysFailed)(input, events);
  if (load.state === 'loaded') return '15 días por disfrutar';
  return load.state === 'failed'
    ? 'Error al obtener los días de vacaciones pendientes'
    : 'Cargando días por disfrutar';
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
    employee: {
      read: employeeLoadOf,
      expected: loadAfter('fetchEmployee', (employee) => ({ value: employee }), employeeMissing),
    },
    pendingDays: {
      read: pendingDaysLoadOf,
      expected: loadAfter('fetchPendingDays', () => ({ value: joseDays }), daysFailed),
    },
    // The banner's sum of the contracts' days, as its text (a difference would read '-15 días…').
    bannerDays: {
      read: (snapshot) => pendingDaysText(pendingDaysLoadOf(snapshot)),
      expected: bannerDaysAfter,
    },
    // The used-days tables of /holidays and of the modal, from the employee's contracts, with whether
    // each contract's table carries its heading.
    usedDays: {
      read: (snapshot) => {
        const load = usedDaysLoadOf(contractsLoadOf(snapshot));
        return load.state === 'loaded' ? { ...load, headed: headsEachContract(load.value) } : load;
      },
      expected: loadAfter(
        'fetchEmployee',
        (employee) => (employee === joseOneContract ? oneContractUsedDays : joseUsedDays),
        employeeMissing,
      ),
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
        label: 'José Andrés Pérez Gómez, días usados en un solo contrato',
        output: joseOneContract,
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
    'on error fetchEmployee': "REQ-EMPLOYEE-04: 'El empleado con ID {id} no existe.', with a retry",
    'on error fetchPendingDays': 'REQ-EMPLOYEE-04: the pending days error, never zero days',
    '*': 'REQ-EMPLOYEE-04: the employee banner (calls 8 and 9)',
  },
};
