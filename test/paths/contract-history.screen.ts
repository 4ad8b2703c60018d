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

/** A peso amount as es-CO writes it (no decimals; Intl puts a no-break space after the sign). */
const pesos = (digits: string) => `$\u00a0${digits}`;

/**
 * Each fixture contract's card (tests/support/contracts-data.ts) on 21/Nov/2026, stated by hand from SPEC
 * §3's lookups and §4's view fields: from, to ('Indefinido' while valid), the last position ('No aplica'
 * without one), the last salary (the latest assignment in currency 0001, in pesos), the type, the
 * regulatory framework and the company.
 */
const cards: Record<string, Array<readonly [string, string]>> = {
  'AND-2022-00013': [
    ['Desde', '01/Oct/2022'],
    ['Hasta', 'Indefinido'],
    ['último cargo', 'Profesional de gestión humana'],
    ['último salario', pesos('4.850.000')],
    ['tipo de contrato', 'Trabajo permanente'],
    ['marco normativo', 'Código Sustantivo del Trabajo'],
    ['empresa', 'ERM Andina S.A.S.'],
  ],
  'AND-2025-00014': [
    ['Desde', '01/Jul/2025'],
    ['Hasta', 'Indefinido'],
    ['último cargo', 'Analista de compensación'],
    ['último salario', pesos('3.100.000')],
    ['tipo de contrato', 'Termino Fijo'],
    ['marco normativo', 'Código Sustantivo del Trabajo'],
    ['empresa', 'ERM Andina S.A.S.'],
  ],
  'AND-2018-00012': [
    ['Desde', '01/Dic/2018'],
    ['Hasta', '30/Sep/2022'],
    ['último cargo', 'Analista de nómina'],
    ['último salario', pesos('2.400.000')],
    ['tipo de contrato', 'Termino Fijo'],
    ['empresa', 'ERM Andina S.A.S.'],
  ],
  'AND-2016-00011': [
    ['Desde', '15/Ene/2016'],
    ['Hasta', '30/Nov/2018'],
    ['último cargo', 'No aplica'],
    ['último salario', 'No aplica'],
    ['tipo de contrato', 'Por obra o labor'],
  ],
};

/**
 * Every fixture contract by start date, newest first, stated by hand (SPEC §4: the cards newest first):
 * 01/Jul/2025, 01/Oct/2022, 01/Dic/2018, 15/Ene/2016. The inputs give them in another order.
 */
const newestFirst = ['AND-2025-00014', 'AND-2022-00013', 'AND-2018-00012', 'AND-2016-00011'];

/** The list of cards: the input's contracts in that order, each card titled by its number. */
const cardOrder = (snapshot: AnyMachineSnapshot): Shown => {
  const held = new Set(contextOf(snapshot).contracts.map((contract) => contract.contractNumber));
  return {
    list: 'Contratos del empleado',
    items: newestFirst.filter((number) => held.has(number)).map((number) => `Contrato ${number}`),
  };
};

/** The cards the page shows, each with its facts (the input's contracts, by number). */
const contractCards = (snapshot: AnyMachineSnapshot): Shown[] =>
  contextOf(snapshot).contracts.map((contract) => ({
    region: `Contrato ${contract.contractNumber}`,
    details: cards[contract.contractNumber] ?? [],
  }));

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
        : [{ heading: 'Consulta histórica de contratos' }, cardOrder(snapshot), ...contractCards(snapshot)],
    'modal.closed': [],
    'modal.closed.quiet': [{ noDialog: true }],
    'modal.closed.sent': [{ text: 'La solicitud de terminación del contrato fue enviada exitosamente.' }],
    // The expired contract's details (SPEC §4: its retirement date and reason, 'Contrato finalizado' for a
    // contract not in the process of ending; a missing job modality as 'Sin información', ours).
    'modal.viewingDetails': [
      { dialog: 'Detalles del contrato AND-2018-00012', text: 'Trabajo nocturno' },
      {
        region: 'Detalles del contrato AND-2018-00012',
        details: [
          ['Sitio de trabajo', 'Sin información'],
          ['Fecha de formalización', '28/Nov/2018'],
          ['Jornada laboral', 'Trabajo nocturno'],
          ['Perfil salarial', 'Salario básico'],
          ['Fecha de retiro', '30/Sep/2022'],
          ['Motivo de retiro', 'Contrato finalizado'],
        ],
      },
    ],
    'modal.acting': [{ heading: 'Consulta histórica de contratos' }],
  },
};
