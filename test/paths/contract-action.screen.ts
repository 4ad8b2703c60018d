import type { ContractActionContext } from '@machines/contracts/contract-action.machine';
import type { AnyMachineSnapshot } from 'xstate';
import type { ScreenSpec } from '../support/screen-spec';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ContractActionContext;
const titles = { terminate: 'Terminar contrato', renew: 'Renovar contrato', modify: 'Modificar contrato' };
const title = (snapshot: AnyMachineSnapshot) => titles[contextOf(snapshot).action];

/** The contract-selection modal, then the confirmation (with its failure flag), then call 11. */
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
    CANCEL: (snapshot) =>
      snapshot.matches('selecting')
        ? { name: 'Cancelar', within: 'dialog' }
        : { name: 'Cancelar', within: 'alertdialog' },
    DISMISS_FLAG: { name: 'Cerrar', within: 'alertdialog', says: 'Cierra el mensaje de error con «Cerrar»' },
  },
  shows: {
    selecting: (snapshot) => [
      { dialog: title(snapshot), role: 'dialog' },
      { control: 'Confirmar', enabled: contextOf(snapshot).selectedContractId !== '' },
    ],
    'confirming.asking': (snapshot) => [{ dialog: title(snapshot), role: 'alertdialog' }],
    'confirming.failed': (snapshot) => [
      {
        dialog: title(snapshot),
        role: 'alertdialog',
        text: 'Error al enviar la solicitud. Intente nuevamente.',
      },
    ],
    sending: (snapshot) => [{ dialog: title(snapshot), role: 'alertdialog' }],
    sent: [{ noDialog: true }],
    cancelled: [{ noDialog: true }],
  },
};
