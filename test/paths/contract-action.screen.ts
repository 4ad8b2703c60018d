import type { ContractActionContext } from '@machines/contracts/contract-action.machine';
import {
  type ContractDecisionField,
  contractDecisionFields,
  contractDecisionLabels,
  contractDecisionOptions,
} from '@src/domain/rules/contract-decisions';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScreenSpec } from '../support/screen-spec';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ContractActionContext;
const decisionFieldsOf = (snapshot: AnyMachineSnapshot) => contractDecisionFields[contextOf(snapshot).action];
const decisionLabels: Record<string, string> = contractDecisionLabels;
const titles = { terminate: 'Terminar contrato', renew: 'Renovar contrato', modify: 'Modificar contrato' };
const title = (snapshot: AnyMachineSnapshot) => titles[contextOf(snapshot).action];

/** The values of the last change typed (the path's events so far). */
const lastTyped = (events: readonly EventObject[]): Record<string, string> =>
  (
    events.filter((event) => event.type === 'CHANGE').at(-1) as
      | { values?: Record<string, string> }
      | undefined
  )?.values ?? {};

/** Texts at the limits (ours: the reason 200 characters, the position 100): accepted as they are. */
export const reasonOf200 = `${`Renuncia voluntaria por traslado de ciudad. ${'Se adjunta la carta firmada. '.repeat(6)}`.slice(0, 199)}.`;
export const positionOf100 =
  'Coordinador de nómina y compensación de la regional Andina, sede Medellín, con personal a cargo (II)';

/** Modificar's lookups left unchosen (a change sets every field it asks for). */
export const noLookups = { newWorkSchedule: '', newJobModality: '' };

/**
 * 'una decisión válida': one CHANGE for Renovar and Terminar (the dates of both, and a reason with spaces
 * around it); each action records and sums up its own fields of it.
 */
const oneValidDecision = {
  newDeadline: '30/Jun/2027',
  retirementDate: '15/Dic/2026',
  retirementReason: ' Renuncia ',
};

/** A decision HR can send: the values typed, what call 11 records and what the confirmation's summary shows. */
interface ValidDecision {
  values: Record<string, string>;
  records: Record<string, unknown>;
  summary: Array<readonly [string, string]>;
}

/**
 * Each valid change of the paths, by action and label, stated by hand: call 11 records dates as
 * yyyy-mm-dd, the reason and the position trimmed, the salary as a number and, for Modificar, only what
 * changes; the summary shows dates as dd/Mon/yyyy, the salary in pesos (es-CO, a no-break space after the
 * sign) and the lookups by their SPEC §3 labels.
 */
const validDecisions: Record<string, Record<string, ValidDecision>> = {
  renew: {
    'una decisión válida': {
      values: oneValidDecision,
      records: { newDeadline: '2027-06-30' },
      summary: [['Nueva fecha de finalización', '30/Jun/2027']],
    },
  },
  terminate: {
    'una decisión válida': {
      values: oneValidDecision,
      records: { retirementDate: '2026-12-15', retirementReason: 'Renuncia' },
      summary: [
        ['Fecha de retiro', '15/Dic/2026'],
        ['Motivo de retiro', 'Renuncia'],
      ],
    },
    'el último día del contrato': {
      values: { retirementDate: '30/Jun/2027', retirementReason: 'Renuncia' },
      records: { retirementDate: '2027-06-30', retirementReason: 'Renuncia' },
      summary: [
        ['Fecha de retiro', '30/Jun/2027'],
        ['Motivo de retiro', 'Renuncia'],
      ],
    },
    'un motivo de 200 caracteres': {
      values: { retirementDate: '15/Dic/2026', retirementReason: reasonOf200 },
      records: { retirementDate: '2026-12-15', retirementReason: reasonOf200 },
      summary: [
        ['Fecha de retiro', '15/Dic/2026'],
        ['Motivo de retiro', reasonOf200],
      ],
    },
  },
  modify: {
    'un nuevo cargo y un nuevo salario': {
      values: { newPosition: ' Coordinador de nómina ', newSalary: '5200000', ...noLookups },
      records: { newPosition: 'Coordinador de nómina', newSalary: 5200000 },
      summary: [
        ['Nuevo cargo', 'Coordinador de nómina'],
        ['Nuevo salario', '$\u00a05.200.000'],
      ],
    },
    'un cargo de 100 caracteres, solo': {
      values: { newPosition: positionOf100, newSalary: '', ...noLookups },
      records: { newPosition: positionOf100 },
      summary: [['Nuevo cargo', positionOf100]],
    },
    'un cargo en blanco y un salario': {
      values: { newPosition: '   ', newSalary: '4800000', ...noLookups },
      records: { newSalary: 4800000 },
      summary: [['Nuevo salario', '$\u00a04.800.000']],
    },
    'solo una jornada laboral': {
      values: { newPosition: '', newSalary: '', newWorkSchedule: 'Shift', newJobModality: '' },
      records: { newWorkSchedule: 'Shift' },
      summary: [['Nueva jornada laboral', 'Por turnos']],
    },
    'solo una modalidad de trabajo': {
      values: { newPosition: '', newSalary: '', newWorkSchedule: '', newJobModality: 'Telecommuting' },
      records: { newJobModality: 'Telecommuting' },
      summary: [['Nueva modalidad de trabajo', 'Teletrabajo']],
    },
  },
};

/** What a valid change of the paths types, by action and label (the paths' CHANGE variants). */
export const validValues = (action: 'renew' | 'terminate' | 'modify', label: string) => {
  const decision = validDecisions[action]?.[label];
  if (!decision) throw new Error(`No valid decision «${label}» of ${action} is stated`);
  return decision.values;
};

/** The valid decision the path typed last (only a valid one lets Continuar through to call 11). */
export function decisionTyped(action: string, events: readonly EventObject[]): ValidDecision {
  const typed = JSON.stringify(lastTyped(events));
  const decision = Object.values(validDecisions[action] ?? {}).find(
    (candidate) => JSON.stringify(candidate.values) === typed,
  );
  if (!decision) throw new Error(`No valid decision of ${action} typed ${typed} is stated`);
  return decision;
}

/** What each text field shows: the last value typed into it on the path, as typed; empty before. */
const typedInto = (field: string, events: readonly EventObject[]): string => {
  let value = '';
  for (const event of events)
    if (event.type === 'CHANGE')
      value = (event as { values?: Record<string, string> }).values?.[field] ?? value;
  return value;
};
/** The salaries typed on the paths as the money field shows them (es-CO pesos). */
const salaryShown: Record<string, string> = {
  '': '',
  '0': '$\u00a00',
  '5200000': '$\u00a05.200.000',
  '4800000': '$\u00a04.800.000',
};

/** How a typed value reads in a script: as typed, in «», a long one by its start and its length. */
const asTyped = (value: string) =>
  value.length > 60 ? `«${value.slice(0, 30)}…» (${value.length} caracteres)` : `«${value}»`;

/** A value of the decision as a person enters it: a lookup by its label, an empty field as such. */
const asChosen = (field: ContractDecisionField, value: string) => {
  if (value === '')
    return field === 'newWorkSchedule' || field === 'newJobModality' ? 'sin selección' : 'vacío';
  const option = (contractDecisionOptions as Record<string, readonly { id: string; label: string }[]>)[
    field
  ]?.find((choice) => choice.id === value);
  return option ? `«${option.label}»` : asTyped(value);
};

/** The contract-selection modal, what HR decided, then the confirmation (with its failure flag), then call 11. */
export const contractActionScreen: ScreenSpec = {
  screen: 'Acción sobre un contrato (modales de /contracts)',
  opening: (snapshot) => `Abre /contracts y pulsa «${title(snapshot).split(' ')[0]}»`,
  controls: {
    SELECT: (snapshot) =>
      contextOf(snapshot).contracts.length > 1
        ? { role: 'radio', name: 'AND-2018-00012', whenBlocked: 'hidden' }
        : { notOnScreen: 'Con un solo contrato no hay selector: se elige solo' },
    CONFIRM: (snapshot) =>
      snapshot.matches('selecting')
        ? { name: 'Confirmar', within: 'dialog' }
        : { name: 'Enviar', within: 'alertdialog' },
    CHANGE: (snapshot: AnyMachineSnapshot, event: EventObject) => {
      const values = (event as EventObject & { values: Record<string, string> }).values;
      const shown = decisionFieldsOf(snapshot)
        .filter((field) => values[field] !== undefined)
        .map((field) => `${decisionLabels[field]}: ${asChosen(field, values[field] ?? '')}`);
      return {
        role: 'textbox',
        name: decisionLabels[decisionFieldsOf(snapshot)[0] ?? 'newDeadline'],
        within: 'dialog',
        says: `Escribe la decisión (${shown.join('; ')})`,
        legend: 'los campos de la decisión (validados en cada cambio)',
      };
    },
    CONTINUE: { name: 'Continuar', within: 'dialog' },
    CANCEL: (snapshot) =>
      snapshot.matches('confirming') || snapshot.matches('sending')
        ? { name: 'Cancelar', within: 'alertdialog' }
        : { name: 'Cancelar', within: 'dialog' },
    DISMISS_FLAG: { name: 'Cerrar', within: 'alertdialog', says: 'Cierra el mensaje de error con «Cerrar»' },
  },
  shows: {
    selecting: (snapshot) => [
      { dialog: title(snapshot), role: 'dialog' },
      { control: 'Confirmar', enabled: contextOf(snapshot).selectedContractId !== '' },
    ],
    deciding: (snapshot, events) => [
      { dialog: title(snapshot), role: 'dialog' },
      { control: 'Continuar', enabled: Object.keys(contextOf(snapshot).decisionErrors).length === 0 },
      // The fields keep what was typed, the salary in pesos (all empty when the dialog first opens).
      ...decisionFieldsOf(snapshot)
        .filter((field) => field !== 'newWorkSchedule' && field !== 'newJobModality')
        .map((field) => {
          const typed = typedInto(field, events);
          const value = field === 'newSalary' ? salaryShown[typed] : typed;
          if (value === undefined) throw new Error(`No salary «${typed}» is stated as shown`);
          return {
            field: decisionLabels[field] ?? field,
            value,
            says: `«${decisionLabels[field]}» ${value === '' ? 'está vacío' : `muestra ${asTyped(value)}`}`,
          };
        }),
    ],
    'confirming.asking': (snapshot, events) => {
      const { action } = contextOf(snapshot);
      const { summary } = decisionTyped(action, events);
      const terms = summary.map(([term]) => term);
      return [
        { dialog: title(snapshot), role: 'alertdialog' },
        { region: title(snapshot), details: summary },
        // Modificar records only what changes: the summary names no other field.
        ...(action === 'modify'
          ? contractDecisionFields.modify
              .map((field) => decisionLabels[field] ?? field)
              .filter((label) => !terms.includes(label))
              .map((label) => ({ noText: label }))
          : []),
      ];
    },
    'confirming.failed': (snapshot) => [
      {
        dialog: title(snapshot),
        role: 'alertdialog',
        text: 'Error al enviar la solicitud. Intente nuevamente.',
      },
    ],
    // Call 11 runs: the confirmation cannot be left (Cancelar off) until it answers.
    sending: (snapshot) => [
      { dialog: title(snapshot), role: 'alertdialog' },
      { control: 'Cancelar', enabled: false },
    ],
    sent: [{ noDialog: true }],
    cancelled: [{ noDialog: true }],
  },
};
