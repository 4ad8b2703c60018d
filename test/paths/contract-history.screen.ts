import type { ContractHistoryContext } from '@machines/contracts/contract-history.machine';
import type { AnyMachineSnapshot } from 'xstate';
import type { ScreenSpec, Shown } from '../support/screen-spec';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ContractHistoryContext;
const linking = 'Hay una solicitud de vinculación en trámite para este empleado.';
const noValid = 'El empleado no tiene un contrato vigente.';
const modalOpen = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches({ history: 'viewingDetails' }) || snapshot.matches({ history: 'acting' });
const covered = { notOnScreen: 'Un modal abierto cubre la página' } as const;

/** A page action: its button while the page is usable (disabled with its reason when a guard says no). */
const pageAction = (name: string) => (snapshot: AnyMachineSnapshot) =>
  modalOpen(snapshot) ? covered : { name };

/** The contracts page (/contracts): banner, cards newest first, details, the actions and their flag. */
export const contractHistoryScreen: ScreenSpec = {
  screen: 'Consulta histórica de contratos (/contracts)',
  controls: {
    CHECK_DETAILS: (snapshot) =>
      snapshot.matches({ history: 'browsing' })
        ? { name: 'Más detalles del contrato AND-2018-00012' }
        : { notOnScreen: 'No hay una tarjeta con «Más detalles» a la vista' },
    CLOSE_DETAILS: { name: 'Cerrar', within: 'dialog' },
    TERMINATE: pageAction('Terminar'),
    RENEW: pageAction('Renovar'),
    MODIFY: pageAction('Modificar'),
    ADD_LINK: pageAction('Agregar vinculación'),
    DISMISS_FLAG: { name: 'Cerrar', says: 'Cierra el aviso con «Cerrar»' },
  },
  shows: {
    'banner.deciding': [],
    'banner.hidden': [{ noText: linking }, { noText: noValid }],
    'banner.askingRequests': [{ noText: linking }, { noText: noValid }],
    'banner.linkingInProgress': [{ text: linking }, { noText: noValid }],
    'banner.noValidContract': [{ text: noValid }, { noText: linking }],
    'history.deciding': [],
    'history.empty': [{ text: 'No hay contratos disponibles para este empleado.' }],
    'history.browsing.idle': (snapshot): Shown[] => [
      { heading: 'Consulta histórica de contratos' },
      { text: contextOf(snapshot).contracts[0]?.contractNumber ?? '' },
      { noDialog: true },
    ],
    'history.browsing.sent': [{ text: 'La solicitud de terminación del contrato fue enviada exitosamente.' }],
    'history.viewingDetails': [{ dialog: 'Detalles del contrato AND-2018-00012', text: 'Sede Bogotá' }],
    'history.acting': [{ heading: 'Consulta histórica de contratos' }],
  },
};
