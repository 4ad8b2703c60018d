import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { endingContract, expiredContract, now, validContract } from '../support/contracts-data';
import type { PathTestConfig } from '../support/path-model';
import { contractActionScreen } from './contract-action.screen';

const common = {
  employeeId: '100001',
  now,
  requester: { requesterCode: 'S-1', requesterName: 'Ana Sofía Gutiérrez' },
  idempotencyKeyPrefix: 'page-1',
};

/** Terminar and Renovar ask for dates; Modificar asks what changes (issue 25). */
const datesAsked = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as { action: string }).action !== 'modify';

/** Several contracts to choose from, or a single one chosen automatically; call 11's endings. */
export const contractActionPaths: PathTestConfig = {
  screen: contractActionScreen,
  // The error flag stays 10 s.
  delays: { submitFailureFlag: 10_000 },
  // Only context updates: the page (contract-history) shows the outcome.
  effects: {},
  spec: {
    'confirming → sending':
      'Decisión 0011: a confirmed contract action is recorded as an HR request (call 11, Idempotency-Key)',
    'on done saveRequest': 'Decisión 0011: the success flag with the request number',
    'on error saveRequest': "Decisión 0011: 'Error al enviar la solicitud. Intente nuevamente.' for 10 s",
    'on CHANGE':
      '§4 contract actions (issue 25, Decisión 0011: what HR decided); §5 date messages, validation on change',
    '*': '§2 Contracts: contract-selection modal; §5 generic selection modal',
  },
  inputs: [
    {
      label: 'renovar, dos contratos a término fijo',
      input: { ...common, action: 'renew', contracts: [expiredContract, endingContract] },
    },
    {
      label: 'terminar, el único contrato vigente',
      input: { ...common, action: 'terminate', contracts: [validContract] },
    },
    {
      label: 'modificar, el único contrato vigente',
      input: { ...common, action: 'modify', contracts: [validContract] },
    },
  ],
  // Either action, from either number of contracts: the selection, what HR decided, the confirmation and
  // its failure flag, call 11 running, then sent or cancelled (Decisión 0011).
  reaches: Object.fromEntries(
    [
      'renovar, dos contratos a término fijo',
      'terminar, el único contrato vigente',
      'modificar, el único contrato vigente',
    ].map((label) => [
      label,
      [
        'selecting',
        'deciding',
        'confirming',
        'confirming.asking',
        'confirming.failed',
        'sending',
        'sent',
        'cancelled',
      ],
    ]),
  ),
  // The tags the screen reads (hasTag), stated by hand: the buttons off while call 11 runs, the failure flag.
  tags: { busy: ['sending'], submitFailed: ['confirming.failed'] },
  // Sent or cancelled, the modals are gone: the machine ends there.
  stopsIn: ['sent', 'cancelled'],
  // The failure flag goes after its 10 s or with 'Cerrar'; Cancelar goes back a step from each modal.
  takes: [
    'on after submitFailureFlag → confirming.asking',
    'on DISMISS_FLAG → confirming.asking',
    'deciding → selecting',
    'confirming → deciding',
    'selecting → cancelled',
  ],
  events: {
    SELECT: [{ type: 'SELECT', contractId: 'C-2', label: 'AND-2018-00012' }],
    CHANGE: [
      {
        type: 'CHANGE',
        label: 'una decisión válida',
        when: datesAsked,
        values: { newDeadline: '30/Jun/2027', retirementDate: '15/Dic/2026', retirementReason: 'Renuncia' },
        // SPEC §5: nothing to correct, Continuar goes on.
        shows: [
          { noText: 'La fecha no puede ser anterior o igual al día actual' },
          { control: 'Continuar', enabled: true },
        ],
      },
      {
        type: 'CHANGE',
        label: 'una fecha ya pasada',
        when: datesAsked,
        values: { newDeadline: '01/Ene/2020', retirementDate: '01/Ene/2020' },
        // SPEC §5 date messages, validation on change: the message under the date typed, Continuar off.
        shows: [
          { text: 'La fecha no puede ser anterior o igual al día actual' },
          { control: 'Continuar', enabled: false },
        ],
      },
      {
        type: 'CHANGE',
        label: 'un nuevo cargo y un nuevo salario',
        when: (snapshot) => !datesAsked(snapshot),
        // Spaces around the position typed: call 11 records it trimmed.
        values: { newPosition: ' Coordinador de nómina ', newSalary: '5200000' },
        // Issue 25 (Modificar: at least one change; the salary above 0): nothing to correct.
        shows: [
          { noText: 'Indica al menos un cambio: cargo, salario, jornada laboral o sitio de trabajo.' },
          { noText: 'El valor debe ser mayor a 0' },
          { control: 'Continuar', enabled: true },
        ],
      },
      {
        type: 'CHANGE',
        label: 'un salario en cero',
        when: (snapshot) => !datesAsked(snapshot),
        values: { newPosition: 'Coordinador de nómina', newSalary: '0' },
        // SPEC §5 ('El valor debe ser mayor a 0'): the message under the salary, Continuar off.
        shows: [{ text: 'El valor debe ser mayor a 0' }, { control: 'Continuar', enabled: false }],
      },
    ],
  },
  // Call 11 (Decisión 0011): terminate is a Retiro, renew a Traslado de cargo with the action in its data,
  // on the contract chosen (renew: AND-2018-00012 picked; terminate: the only valid one, chosen
  // automatically); the key names the page visit, the action and the contract.
  sends: {
    saveRequest: (input: unknown) => {
      const { action } = input as { action: string };
      const contract =
        action === 'renew'
          ? { contractId: 'C-2', contractNumber: 'AND-2018-00012' }
          : { contractId: 'C-3', contractNumber: 'AND-2022-00013' };
      // What HR decided: the valid change of the action's form (the only one that lets Continuar through);
      // Modificar records only what changes, the position trimmed and the salary as a number.
      const decided = {
        renew: { newDeadline: '2027-06-30' },
        terminate: { retirementDate: '2026-12-15', retirementReason: 'Renuncia' },
        modify: { newPosition: 'Coordinador de nómina', newSalary: 5200000 },
      }[action as 'renew'];
      return {
        idempotencyKey: `page-1-${action}-${contract.contractId}`,
        request: {
          humanResourceRequestType: action === 'terminate' ? 'LeavingTheJob' : 'PositionTransfer',
          humanResourceRequestDescription: {
            terminate: 'Solicitud de terminación de contrato',
            renew: 'Solicitud de renovación de contrato',
            modify: 'Solicitud de modificación de contrato',
          }[action as 'renew'],
          humanResourceRequestStatus: 'supervisor_approval',
          humanResourceRequestDate: '2026-11-21T10:00:00-05:00',
          employeeId: '100001',
          requesterCode: 'S-1',
          requesterName: 'Ana Sofía Gutiérrez',
          humanResourceRequestData: { contractAction: action, ...contract, ...decided },
        },
      };
    },
  },
  // What the contracts page is told: sent with call 11's number, or cancelled; the contract acted on.
  ends: (input: unknown, events: readonly EventObject[]) => {
    const { action } = input as { action: string };
    const sent = events.some((event) => event.type === 'xstate.done.actor.saveRequest');
    const chosen = action !== 'renew' || events.some((event) => event.type === 'SELECT');
    const contractNumber = action === 'renew' ? 'AND-2018-00012' : 'AND-2022-00013';
    return {
      result: sent ? 'sent' : 'cancelled',
      action,
      requestNumber: sent ? '200090' : '',
      contractNumber: chosen ? contractNumber : '',
    };
  },
  actors: {
    saveRequest: [
      {
        label: 'se registra',
        output: { humanResourceRequestId: 'R-90', humanResourceRequestNumber: '200090' },
      },
      { label: 'falla el servidor', error: 'Error al enviar la solicitud. Intente nuevamente.' },
    ],
  },
};
