import type { ContractHistoryContext } from '@machines/contracts/contract-history.machine';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
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
 * Each fixture contract (tests/support/contracts-data.ts) by id, stated by hand for 21/Nov/2026 from SPEC §4:
 * its number, whether it is valid (Formalizado and its deadline ahead or none) and whether Renovar takes it
 * (its card shows an end date: not valid, with a deadline). Newest first by start date: 01/Jul/2025,
 * 02/May/2023, 01/Oct/2022, 01/Dic/2018, 15/Ene/2016, then the one whose start date cannot be read (SPEC §4 orders by
 * date; an unreadable date goes last, ours). The inputs give them in another order.
 */
const fixtures = [
  { id: 'C-4', number: 'AND-2025-00014', valid: true, renewable: false },
  { id: 'C-6', number: 'AND-2023-00016', valid: false, renewable: true },
  { id: 'C-3', number: 'AND-2022-00013', valid: true, renewable: false },
  { id: 'C-2', number: 'AND-2018-00012', valid: false, renewable: true },
  { id: 'C-1', number: 'AND-2016-00011', valid: false, renewable: true },
  { id: 'C-5', number: 'AND-2024-00015', valid: false, renewable: false },
] as const;

/** A fixture contract's number by its id. */
export const numberOf = (contractId: string) =>
  fixtures.find((fixture) => fixture.id === contractId)?.number ?? contractId;

type Action = 'terminate' | 'renew' | 'modify';

/**
 * The contracts an action offers among those held (ids), newest first, stated by hand (SPEC §4):
 * Terminar the valid ones, Renovar those whose card shows an end date, Modificar every one once one is
 * valid.
 */
export function offeredContracts(action: Action, held: readonly string[]): string[] {
  const mine = fixtures.filter((fixture) => held.includes(fixture.id));
  if (action === 'terminate') return mine.filter((fixture) => fixture.valid).map((fixture) => fixture.id);
  if (action === 'renew') return mine.filter((fixture) => fixture.renewable).map((fixture) => fixture.id);
  return mine.some((fixture) => fixture.valid) ? mine.map((fixture) => fixture.id) : [];
}

/** Each action's button, its use case, and why it is off (SPEC §6 texts; ours for renew and modify). */
const actionButtons = [
  {
    action: 'terminate',
    name: 'Terminar',
    useCase: 'TerminateContract',
    noPrivilege: 'No tiene privilegios para terminar contratos.',
    nothing: 'No hay contrato vigente para terminar.',
  },
  {
    action: 'renew',
    name: 'Renovar',
    useCase: 'RenewContract',
    noPrivilege: 'No tiene privilegios para renovar contratos.',
    nothing: 'No hay contrato a término fijo.',
  },
  {
    action: 'modify',
    name: 'Modificar',
    useCase: 'ModifyContract',
    noPrivilege: 'No tiene privilegios para modificar contratos.',
    nothing: 'No hay contrato vigente para modificar.',
  },
] as const;

/** The three action buttons: on when the use case is held and the action offers a contract, else why not. */
const actionStates = (held: readonly string[], useCases: readonly string[]): Shown[] =>
  actionButtons.map((button) => {
    const reason = !useCases.includes(button.useCase)
      ? button.noPrivilege
      : offeredContracts(button.action, held).length === 0
        ? button.nothing
        : undefined;
    return reason === undefined
      ? { control: button.name, enabled: true }
      : { control: button.name, enabled: false, reason };
  });

/**
 * Each fixture contract's card on 21/Nov/2026, stated by hand from SPEC §3's lookups and §4's view fields:
 * from, to ('Indefinido' while valid or without a deadline), the last position ('No aplica' without one),
 * the last salary (the latest assignment in currency 0001, of its value or its payment; else the latest
 * one; in pesos), the type, the regulatory framework and the company.
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
  // Its deadline was yesterday: no longer valid, so the card shows it.
  'AND-2023-00016': [
    ['Desde', '02/May/2023'],
    ['Hasta', '20/Nov/2026'],
    ['último cargo', 'Analista de bienestar'],
    ['último salario', pesos('3.400.000')],
  ],
  'AND-2024-00015': [
    ['Desde', 'Sin Fecha'],
    ['Hasta', 'Indefinido'],
    ['último cargo', 'Auxiliar administrativo'],
    ['último salario', pesos('2.100.000')],
    ['tipo de contrato', 'Trabajo permanente'],
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
 * Each fixture contract's details modal, stated by hand (SPEC §4, docs/decisions/0017): the workplace (the
 * branch office) and the job modality beside it (a missing one as 'Sin información', ours), the formalization date, the schedule, the salary
 * profile; a valid contract's deadline when it has one; a contract not valid, its retirement date ('Sin
 * Fecha' without a deadline) and reason ('En proceso de finalización' while ending, else 'Contrato
 * finalizado'). What a contract's modal must not show is listed too.
 */
const details: Record<string, { shown: Array<readonly [string, string]>; absent: string[] }> = {
  'AND-2025-00014': {
    shown: [
      ['Sitio de trabajo', 'Sede Bogotá'],
      ['Modalidad de trabajo', 'Sin información'],
      ['Fecha de formalización', '27/Jun/2025'],
      ['Jornada laboral', 'Tiempo completo'],
      ['Perfil salarial', 'Salario básico'],
      ['Fecha de finalización', '30/Jun/2027'],
    ],
    absent: ['Fecha de retiro', 'Motivo de retiro'],
  },
  'AND-2024-00015': {
    shown: [
      ['Sitio de trabajo', 'Sede Bogotá'],
      ['Modalidad de trabajo', 'Trabajo presencial'],
      ['Fecha de formalización', '26/Feb/2024'],
      ['Jornada laboral', 'Medio tiempo'],
      ['Perfil salarial', 'Salario integral'],
      ['Fecha de retiro', 'Sin Fecha'],
      ['Motivo de retiro', 'En proceso de finalización'],
    ],
    absent: ['Fecha de finalización'],
  },
  'AND-2022-00013': {
    shown: [
      ['Sitio de trabajo', 'Sede Bogotá'],
      ['Modalidad de trabajo', 'Trabajo híbrido'],
      ['Fecha de formalización', '28/Sep/2022'],
      ['Jornada laboral', 'Tiempo completo'],
      ['Perfil salarial', 'Salario básico'],
    ],
    absent: ['Fecha de finalización', 'Fecha de retiro', 'Motivo de retiro'],
  },
  'AND-2018-00012': {
    shown: [
      ['Sitio de trabajo', 'Sede Bogotá'],
      ['Modalidad de trabajo', 'Sin información'],
      ['Fecha de formalización', '28/Nov/2018'],
      ['Jornada laboral', 'Trabajo nocturno'],
      ['Perfil salarial', 'Salario básico'],
      ['Fecha de retiro', '30/Sep/2022'],
      ['Motivo de retiro', 'Contrato finalizado'],
    ],
    absent: ['Fecha de finalización'],
  },
  'AND-2016-00011': {
    shown: [
      ['Sitio de trabajo', 'Sede Bogotá'],
      ['Modalidad de trabajo', 'Sin información'],
      ['Fecha de formalización', '12/Ene/2016'],
      ['Jornada laboral', 'Por turnos'],
      ['Perfil salarial', 'Sin información'],
      ['Fecha de retiro', '30/Nov/2018'],
      ['Motivo de retiro', 'En proceso de finalización'],
    ],
    absent: ['Fecha de finalización'],
  },
};

/** The contract whose details were asked for last (its number). */
const detailsAsked = (events: readonly EventObject[]) =>
  numberOf(
    (events.filter((event) => event.type === 'CHECK_DETAILS').at(-1) as { contractId?: string } | undefined)
      ?.contractId ?? '',
  );

/** The ids of the contracts the page holds (the input's). */
const heldIds = (snapshot: AnyMachineSnapshot) =>
  contextOf(snapshot).contracts.map((contract) => contract.contractId);

/** The list of cards: the input's contracts newest first (stated by hand), each card titled by its number. */
const cardOrder = (snapshot: AnyMachineSnapshot): Shown => {
  const held = heldIds(snapshot);
  return {
    list: 'Contratos del empleado',
    items: fixtures
      .filter((fixture) => held.includes(fixture.id))
      .map((fixture) => `Contrato ${fixture.number}`),
  };
};

/** The cards the page shows, each with its facts (the input's contracts, by number). */
const contractCards = (snapshot: AnyMachineSnapshot): Shown[] =>
  heldIds(snapshot).map((id) => ({ region: `Contrato ${numberOf(id)}`, details: cards[numberOf(id)] ?? [] }));

/** The contracts page (/contracts): banner, cards newest first, details, the actions and their flag. */
export const contractHistoryScreen: ScreenSpec = {
  screen: 'Consulta histórica de contratos (/contracts)',
  controls: {
    CHECK_DETAILS: (snapshot, event) => {
      const contractId = (event as { contractId?: string }).contractId ?? '';
      if (!snapshot.matches({ page: 'browsing' }) || !heldIds(snapshot).includes(contractId))
        return { notOnScreen: `No hay una tarjeta del contrato ${numberOf(contractId)} a la vista` };
      return modalOpen(snapshot) ? covered : { name: `Más detalles del contrato ${numberOf(contractId)}` };
    },
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
            cardOrder(snapshot),
            ...contractCards(snapshot),
            ...actionStates(heldIds(snapshot), contextOf(snapshot).useCases),
          ],
    'modal.closed': [],
    'modal.closed.quiet': [{ noDialog: true }],
    'modal.closed.sent': [{ text: 'La solicitud de terminación del contrato fue enviada exitosamente.' }],
    // The details of the contract asked for (stated by hand above).
    'modal.viewingDetails': (_snapshot, events): Shown[] => {
      const number = detailsAsked(events);
      const modal = details[number] ?? { shown: [], absent: [] };
      return [
        { dialog: `Detalles del contrato ${number}`, text: modal.shown[2]?.[1] ?? '' },
        { region: `Detalles del contrato ${number}`, details: modal.shown },
        ...modal.absent.map((term) => ({ noText: term })),
      ];
    },
    'modal.acting': [{ heading: 'Consulta histórica de contratos' }],
  },
};
