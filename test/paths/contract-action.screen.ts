import type { ContractActionContext } from '@machines/contracts/contract-action.machine';
import { contractDecisionFields, contractDecisionLabels } from '@src/domain/rules/contract-decisions';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScreenSpec } from '../support/screen-spec';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ContractActionContext;
const decisionFieldsOf = (snapshot: AnyMachineSnapshot) => contractDecisionFields[contextOf(snapshot).action];
const decisionLabels: Record<string, string> = contractDecisionLabels;
const titles = { terminate: 'Terminar contrato', renew: 'Renovar contrato', modify: 'Modificar contrato' };
const title = (snapshot: AnyMachineSnapshot) => titles[contextOf(snapshot).action];

/** The values of the last change typed (the path's events so far). */
export const lastTyped = (events: readonly EventObject[]): Record<string, string> =>
  (
    events.filter((event) => event.type === 'CHANGE').at(-1) as
      | { values?: Record<string, string> }
      | undefined
  )?.values ?? {};

/**
 * The confirmation's summary of what HR decided (the last change typed: only a valid one reaches it),
 * stated by hand: dates as dd/Mon/yyyy, the reason and the position trimmed, the salary in pesos (es-CO,
 * a no-break space after the sign), only what Modificar changes.
 */
const decided = (action: string, events: readonly EventObject[]): Array<readonly [string, string]> => {
  if (action === 'renew') return [['Nueva fecha de finalización', '30/Jun/2027']];
  if (action === 'modify')
    return [
      ['Nuevo cargo', 'Coordinador de nómina'],
      ['Nuevo salario', '$\u00a05.200.000'],
    ];
  return [
    ['Fecha de retiro', lastTyped(events).retirementDate === '30/Jun/2027' ? '30/Jun/2027' : '15/Dic/2026'],
    ['Motivo de retiro', 'Renuncia'],
  ];
};

/** How a typed value reads in a script: as typed, in «», a long one by its start and its length. */
const asTyped = (value: string) =>
  value.length > 60 ? `«${value.slice(0, 30)}…» (${value.length} caracteres)` : `«${value}»`;

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
        .map((field) => `${decisionLabels[field]}: ${asTyped(values[field] ?? '')}`);
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
    deciding: (snapshot) => [
      { dialog: title(snapshot), role: 'dialog' },
      { control: 'Continuar', enabled: Object.keys(contextOf(snapshot).decisionErrors).length === 0 },
    ],
    'confirming.asking': (snapshot) => [
      { dialog: title(snapshot), role: 'alertdialog' },
      { region: title(snapshot), details: (_, events) => decided(contextOf(snapshot).action, events) },
      // Modificar records only what changes: no schedule nor modality was chosen.
      ...(contextOf(snapshot).action === 'modify'
        ? [{ noText: 'Nueva jornada laboral' }, { noText: 'Nuevo sitio de trabajo' }]
        : []),
    ],
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
