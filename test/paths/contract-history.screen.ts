import type { ContractHistoryContext } from '@machines/contracts/contract-history.machine';
import type { AnyMachineSnapshot } from 'xstate';
import type { ScreenSpec, Shown } from '../support/screen-spec';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ContractHistoryContext;
const linking = 'Hay una solicitud de vinculación en trámite para este empleado.';
const noValid = 'El empleado no tiene un contrato vigente.';
const unknown =
  'El empleado no tiene un contrato vigente, y no se pudo consultar si tiene una solicitud de vinculación en trámite.';
const modalOpen = (snapshot: AnyMachineSnapshot) => !snapshot.matches({ modal: 'closed' });
/** Behind an open modal a press cannot be made; the machine would take it and change nothing. */
const covered = { offScreen: 'Un modal abierto cubre la página: la pulsación no cambia nada' } as const;

/** A page action: its button while the page is usable (disabled with its reason when a guard says no). */
const pageAction = (name: string) => (snapshot: AnyMachineSnapshot) =>
  modalOpen(snapshot) ? covered : { name };

/** The contracts page (/contracts): banner, cards newest first, details, the actions and their flag. */
export const contractHistoryScreen: ScreenSpec = {
  screen: 'Consulta histórica de contratos (/contracts)',
  controls: {
    CHECK_DETAILS: (snapshot) =>
      !snapshot.matches({ page: 'browsing' })
        ? { notOnScreen: 'No hay una tarjeta con «Más detalles» a la vista' }
        : modalOpen(snapshot)
          ? covered
          : { name: 'Más detalles del contrato AND-2018-00012' },
    CLOSE_DETAILS: { name: 'Cerrar', within: 'dialog' },
    TERMINATE: pageAction('Terminar'),
    RENEW: pageAction('Renovar'),
    MODIFY: pageAction('Modificar'),
    ADD_LINK: pageAction('Agregar vinculación'),
    DISMISS_FLAG: { name: 'Cerrar', says: 'Cierra el aviso con «Cerrar»' },
    RETRY: pageAction('Reintentar'),
  },
  shows: {
    'banner.deciding': [],
    'banner.hidden': [{ noText: linking }, { noText: noValid }, { noText: unknown }],
    'banner.askingRequests': [{ noText: linking }, { noText: noValid }, { noText: unknown }],
    'banner.linkingInProgress': [{ text: linking }, { noText: noValid }],
    'banner.noValidContract': [{ text: noValid }, { noText: linking }],
    'banner.unknown': (snapshot): Shown[] =>
      modalOpen(snapshot)
        ? [{ noText: noValid }]
        : [{ text: unknown }, { noText: noValid }, { control: 'Reintentar', enabled: true }],
    'page.deciding': [],
    'page.empty': [{ text: 'No hay contratos disponibles para este empleado.' }],
    'page.browsing': (snapshot): Shown[] =>
      modalOpen(snapshot)
        ? []
        : [
            { heading: 'Consulta histórica de contratos' },
            { text: contextOf(snapshot).contracts[0]?.contractNumber ?? '' },
          ],
    'modal.closed': [],
    'modal.closed.quiet': [{ noDialog: true }],
    'modal.closed.sent': [{ text: 'La solicitud de terminación del contrato fue enviada exitosamente.' }],
    'modal.viewingDetails': [{ dialog: 'Detalles del contrato AND-2018-00012', text: 'Trabajo nocturno' }],
    'modal.acting': [{ heading: 'Consulta histórica de contratos' }],
  },
};
