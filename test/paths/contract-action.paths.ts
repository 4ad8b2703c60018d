import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  endingContract,
  expiredContract,
  now,
  validContract,
  validFixedTermContract,
} from '../support/contracts-data';
import { exactly, type PathTestConfig } from '../support/path-model';
import {
  contractActionScreen,
  decisionTyped,
  noLookups,
  positionOf100,
  reasonOf200,
  validValues,
} from './contract-action.screen';

const common = {
  employeeId: '100001',
  now,
  requester: { requesterCode: 'S-1', requesterName: 'Ana Sofía Gutiérrez' },
  idempotencyKeyPrefix: 'page-1',
};

const contextOf = (snapshot: AnyMachineSnapshot) =>
  snapshot.context as { action: string; selectedContractId: string };
/** Terminar and Renovar ask for dates; Modificar asks what changes. */
const datesAsked = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).action !== 'modify';
const terminates = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).action === 'terminate';
/** Terminar on AND-2025-00014, a fixed-term contract that ends on 30/Jun/2027. */
const terminatesFixedTerm = (snapshot: AnyMachineSnapshot) =>
  terminates(snapshot) && contextOf(snapshot).selectedContractId === 'C-4';
const modifies = (snapshot: AnyMachineSnapshot) => !datesAsked(snapshot);

/** Texts one character over the limits (ours: the reason 200, the position 100). */
const reasonOf201 = `${reasonOf200}.`;
const positionOf101 = `${positionOf100}.`;

/**
 * The contract each input acts on (renew: AND-2018-00012 picked; the others: the only one, chosen
 * automatically), with the fields call 11 carries of it (Decisión 0011: as a vacation request does).
 */
const contractOf = (input: unknown) => {
  const { action, contracts } = input as { action: string; contracts: Array<{ contractId: string }> };
  const company = { businessName: 'ERM Andina S.A.S.' };
  if (action === 'renew')
    return {
      contractId: 'C-2',
      contractNumber: 'AND-2018-00012',
      ...company,
      contractType: 'FixedTermContract',
    };
  return contracts[0]?.contractId === 'C-4'
    ? { contractId: 'C-4', contractNumber: 'AND-2025-00014', ...company, contractType: 'FixedTermContract' }
    : { contractId: 'C-3', contractNumber: 'AND-2022-00013', ...company, contractType: 'PermanentJob' };
};

/** Several contracts to choose from, or a single one chosen automatically; call 11's endings. */
export const contractActionPaths: PathTestConfig = {
  screen: contractActionScreen,
  // The error flag stays 10 s.
  delays: { submitFailureFlag: 10_000 },
  // Only context updates: the page (contract-history) shows the outcome.
  effects: {},
  spec: {
    'confirming → sending':
      'REQ-CONTRACT-06 (Decisión 0011): a confirmed contract action is recorded as an HR request (call 11, Idempotency-Key)',
    'on done saveRequest': 'REQ-CONTRACT-06 (Decisión 0011): the success flag with the request number',
    'on error saveRequest':
      "REQ-CONTRACT-06 (Decisión 0011): 'Error al enviar la solicitud. Intente nuevamente.' for 10 s",
    'on CHANGE': 'REQ-CONTRACT-05 (Decisión 0011: what HR decided): date messages, validation on change',
    '*': 'REQ-CONTRACT-04: the contract-selection modal (generic selection modal)',
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
    {
      label: 'terminar, un contrato a término fijo vigente hasta el 30/Jun/2027',
      input: { ...common, action: 'terminate', contracts: [validFixedTermContract] },
    },
  ],
  // Either action, from either number of contracts: the selection, what HR decided, the confirmation and
  // its failure flag, call 11 running, then sent or cancelled (Decisión 0011).
  reaches: Object.fromEntries(
    [
      'renovar, dos contratos a término fijo',
      'terminar, el único contrato vigente',
      'modificar, el único contrato vigente',
      'terminar, un contrato a término fijo vigente hasta el 30/Jun/2027',
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
  // Each change variant makes its own decision, and any may follow any other: the simple paths through
  // them would grow factorially; the shortest paths and one path per transition cover the chart.
  simplePaths: false,
  // A state is its chart state, the contract, the fields changed and those with a message; a valid
  // decision by what was typed (each valid change is a decision of its own, sent and summed up).
  serializeState: (snapshot) => {
    const { selectedContractId, touched, decisionErrors, decision } = snapshot.context as {
      selectedContractId: string;
      touched: string[];
      decisionErrors: Record<string, string>;
      decision: Record<string, string>;
    };
    const errors = Object.keys(decisionErrors).sort();
    return JSON.stringify([
      snapshot.value,
      selectedContractId,
      [...touched].sort(),
      errors,
      errors.length === 0 ? decision : '',
    ]);
  },
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
        // Spaces around the reason: call 11 records it trimmed.
        values: validValues('terminate', 'una decisión válida'),
        // SPEC §5: nothing to correct, Continuar goes on.
        shows: [
          { noText: 'La fecha no puede ser anterior o igual al día actual' },
          { noText: 'Este campo es obligatorio' },
          { control: 'Continuar', enabled: true },
        ],
      },
      {
        type: 'CHANGE',
        label: 'un motivo en blanco',
        when: terminates,
        values: { retirementDate: '15/Dic/2026', retirementReason: '   ' },
        // SPEC §5 required: the reason is asked for, the date is fine, Continuar off.
        shows: [
          { field: 'Motivo de retiro', message: 'Este campo es obligatorio' },
          { field: 'Fecha de retiro', role: 'textbox', message: '' },
          { control: 'Continuar', enabled: false },
        ],
      },
      {
        type: 'CHANGE',
        label: 'un motivo de 201 caracteres',
        when: terminates,
        values: { retirementDate: '15/Dic/2026', retirementReason: reasonOf201 },
        // Ours: the reason holds 200 characters at most.
        shows: [
          { field: 'Motivo de retiro', message: 'Debe tener máximo 200 caracteres' },
          { control: 'Continuar', enabled: false },
        ],
      },
      {
        type: 'CHANGE',
        label: 'un motivo de 200 caracteres',
        when: terminates,
        values: validValues('terminate', 'un motivo de 200 caracteres'),
        // Ours: 200 characters are still within the limit.
        shows: [
          { field: 'Motivo de retiro', message: '' },
          { control: 'Continuar', enabled: true },
        ],
      },
      {
        type: 'CHANGE',
        label: 'una fecha de retiro después del fin del contrato',
        when: terminatesFixedTerm,
        values: { retirementDate: '01/Jul/2027', retirementReason: 'Renuncia' },
        // Ours (Decisión 0017): no retirement after the contract's own end.
        shows: [
          {
            text: 'La fecha de retiro no puede ser posterior a la fecha de finalización del contrato (30/Jun/2027).',
          },
          { control: 'Continuar', enabled: false },
        ],
      },
      {
        type: 'CHANGE',
        label: 'el último día del contrato',
        when: terminatesFixedTerm,
        values: validValues('terminate', 'el último día del contrato'),
        // The contract's last day is still within it: nothing to correct.
        shows: [
          { noText: 'La fecha de retiro no puede ser posterior' },
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
        when: modifies,
        // Spaces around the position typed: call 11 records it trimmed.
        values: validValues('modify', 'un nuevo cargo y un nuevo salario'),
        // Modificar needs at least one change and a salary above 0; here: nothing to correct.
        shows: [
          { noText: 'Indica al menos un cambio: cargo, salario, jornada laboral o modalidad de trabajo.' },
          { noText: 'El valor debe ser mayor a 0' },
          { control: 'Continuar', enabled: true },
        ],
      },
      {
        type: 'CHANGE',
        label: 'un salario en cero',
        when: modifies,
        values: { newPosition: 'Coordinador de nómina', newSalary: '0', ...noLookups },
        // SPEC §5 ('El valor debe ser mayor a 0'): the message under the salary, Continuar off.
        shows: [{ text: 'El valor debe ser mayor a 0' }, { control: 'Continuar', enabled: false }],
      },
      {
        type: 'CHANGE',
        label: 'un salario en cero, sin cargo',
        when: modifies,
        values: { newPosition: '', newSalary: '0', ...noLookups },
        // The salary is a change, though a wrong one: only its message.
        shows: [
          { field: 'Nuevo salario', message: 'El valor debe ser mayor a 0' },
          { noText: 'Indica al menos un cambio' },
          { control: 'Continuar', enabled: false },
        ],
      },
      {
        type: 'CHANGE',
        label: 'un cargo en blanco, sin salario',
        when: modifies,
        values: { newPosition: '  ', newSalary: '', ...noLookups },
        // At least one change (a blank position is none).
        shows: [
          { text: 'Indica al menos un cambio: cargo, salario, jornada laboral o modalidad de trabajo.' },
          { control: 'Continuar', enabled: false },
        ],
      },
      {
        type: 'CHANGE',
        label: 'un cargo de 101 caracteres, sin salario',
        when: modifies,
        values: { newPosition: positionOf101, newSalary: '', ...noLookups },
        // Ours: the position holds 100 characters at most.
        shows: [
          { field: 'Nuevo cargo', message: 'Debe tener máximo 100 caracteres' },
          { noText: 'Indica al menos un cambio' },
          { control: 'Continuar', enabled: false },
        ],
      },
      {
        type: 'CHANGE',
        label: 'un cargo de 100 caracteres, solo',
        when: modifies,
        values: validValues('modify', 'un cargo de 100 caracteres, solo'),
        // Ours: 100 characters are still within the limit; the position alone is a change.
        shows: [
          { field: 'Nuevo cargo', message: '' },
          { control: 'Continuar', enabled: true },
        ],
      },
      {
        type: 'CHANGE',
        label: 'un cargo en blanco y un salario',
        when: modifies,
        values: validValues('modify', 'un cargo en blanco y un salario'),
        // The salary alone is a change; a blank position is none, and no message.
        shows: [
          { field: 'Nuevo cargo', message: '' },
          { control: 'Continuar', enabled: true },
        ],
      },
      {
        type: 'CHANGE',
        label: 'solo una jornada laboral',
        when: modifies,
        values: validValues('modify', 'solo una jornada laboral'),
        // The schedule alone is a change (SPEC §3's lookup: 'Por turnos').
        shows: [{ noText: 'Indica al menos un cambio' }, { control: 'Continuar', enabled: true }],
      },
      {
        type: 'CHANGE',
        label: 'solo una modalidad de trabajo',
        when: modifies,
        values: validValues('modify', 'solo una modalidad de trabajo'),
        // The modality alone is a change (SPEC §3's lookup: 'Teletrabajo').
        shows: [{ noText: 'Indica al menos un cambio' }, { control: 'Continuar', enabled: true }],
      },
    ],
  },
  // Call 11 (Decisión 0011): terminate is a Retiro, renew a Traslado de cargo with the action in its data,
  // on the contract chosen (renew: AND-2018-00012 picked; terminate: the only valid one, chosen
  // automatically); the key names the page visit, the action and the contract.
  sends: {
    saveRequest: (input: unknown, events: readonly EventObject[]) => {
      const { action } = input as { action: string };
      const contract = contractOf(input);
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
          // Only the action's fields that change: any other is absent (not '').
          humanResourceRequestData: exactly({
            contractAction: action,
            ...contract,
            ...decisionTyped(action, events).records,
          }),
        },
      };
    },
  },
  // What the contracts page is told: sent with call 11's number, or cancelled; the contract acted on.
  ends: (input: unknown, events: readonly EventObject[]) => {
    const { action } = input as { action: string };
    const sent = events.some((event) => event.type === 'xstate.done.actor.saveRequest');
    const chosen = action !== 'renew' || events.some((event) => event.type === 'SELECT');
    const { contractNumber } = contractOf(input);
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
