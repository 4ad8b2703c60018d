import type { ContractActionContext } from '@machines/contracts/contract-action.machine';
import { contractDecisionFields, contractDecisionLabels } from '@src/domain/rules/contract-decisions';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScreenSpec } from '../support/screen-spec';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ContractActionContext;
const decisionFieldsOf = (snapshot: AnyMachineSnapshot) => contractDecisionFields[contextOf(snapshot).action];
const decisionLabels: Record<string, string> = contractDecisionLabels;
const titles = { terminate: 'Terminar contrato', renew: 'Renovar contrato', modify: 'Modificar contrato' };
const title = (snapshot: AnyMachineSnapshot) => titles[contextOf(snapshot).action];

/**
 * The confirmation's summary of what HR decided (the valid change of each action's form, the only one
 * that reaches it), stated by hand: dates as dd/Mon/yyyy, the position trimmed, the salary in pesos (es-CO,
 * a no-break space after the sign), only what Modificar changes.
 */
const decided: Record<'terminate' | 'renew' | 'modify', Array<readonly [string, string]>> = {
  terminate: [
    ['Fecha de retiro', '15/Dic/2026'],
    ['Motivo de retiro', 'Renuncia'],
  ],
  renew: [['Nueva fecha de finalización', '30/Jun/2027']],
  modify: [
    ['Nuevo cargo', 'Coordinador de nómina'],
    ['Nuevo salario', '$\u00a05.200.000'],
  ],
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
        .map((field) => `${decisionLabels[field]}: ${values[field]?.trim()}`);
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
      { region: title(snapshot), details: decided[contextOf(snapshot).action] },
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
