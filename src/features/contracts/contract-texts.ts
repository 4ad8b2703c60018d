// Texts of /contracts the spec describes without wording (ours); the spec's verbatim texts come from
// src/domain/texts.ts (contractTexts, permissionExplanations, fetchMessages).

import { requestNumberOrFallback } from '@src/domain/format';
import type { ContractAction } from '@src/domain/rules/contracts';
import { commonTexts } from '@src/domain/texts';

/** The contract history page. */
export const contractPageTexts = {
  loading: 'Cargando contratos',
  failed: 'No se pudieron cargar los contratos del empleado.',
  retry: commonTexts.retry,
  /** The banner when call 10 failed: no contract is valid, and whether a linking request is in progress is not known. */
  bannerUnknown:
    'El empleado no tiene un contrato vigente, y no se pudo consultar si tiene una solicitud de vinculación en trámite.',
  actionsMenu: 'Acciones',
  cardTitle: (number: string) => `Contrato ${number || 'sin número'}`,
  moreDetailsOf: (number: string) => `Más detalles del contrato ${number}`,
  listLabel: 'Contratos del empleado',
  close: commonTexts.close,
} as const;

/** The 'Más detalles' modal. */
export const contractDetailsTexts = {
  title: (number: string) => `Detalles del contrato ${number}`,
  /** The branch office (SPEC §2's workplace). */
  workplace: 'Sitio de trabajo',
  /** The job modality, shown beside the workplace (ours; SPEC §3's lookup gives its values). */
  jobModality: 'Modalidad de trabajo',
  /** A valid fixed-term contract's real deadline (the card says 'Indefinido', SPEC §4; docs/decisions/0017). */
  deadline: 'Fecha de finalización',
  formalizationDate: 'Fecha de formalización',
  workSchedule: 'Jornada laboral',
  salaryProfile: 'Perfil salarial',
  retirementDate: 'Fecha de retiro',
  retirementReason: 'Motivo de retiro',
  notGiven: 'Sin información',
} as const;

/** One contract action's selection, confirmation and success flag. */
export const contractActionTexts = {
  titles: {
    terminate: 'Terminar contrato',
    renew: 'Renovar contrato',
    modify: 'Modificar contrato',
  } satisfies Record<ContractAction, string>,
  prompts: {
    terminate: 'Selecciona el contrato vigente que deseas terminar.',
    renew: 'Selecciona el contrato a término fijo que deseas renovar.',
    modify: 'Selecciona el contrato que deseas modificar.',
  } satisfies Record<ContractAction, string>,
  singlePrompts: {
    terminate: 'Se terminará este contrato vigente.',
    renew: 'Se renovará este contrato a término fijo.',
    modify: 'Se modificará este contrato.',
  } satisfies Record<ContractAction, string>,
  contract: 'Contrato',
  option: (number: string, company: string) => `${number} · ${company}`,
  optionDescription: (status: string, from: string, to: string) => `${status} · Desde ${from} · Hasta ${to}`,
  selectionRequired: 'Selecciona un contrato para continuar.',
  confirm: 'Confirmar',
  cancel: commonTexts.cancel,
  questions: {
    terminate: (number: string) => `¿Realmente deseas solicitar la terminación del contrato ${number}?`,
    renew: (number: string) => `¿Realmente deseas solicitar la renovación del contrato ${number}?`,
    modify: (number: string) => `¿Realmente deseas solicitar la modificación del contrato ${number}?`,
  } satisfies Record<ContractAction, (number: string) => string>,
  recordedAs: 'La solicitud quedará registrada en el tablero de solicitudes en trámite.',
  /** What the decision step asks (ours). */
  decisionPrompts: {
    terminate: (number: string) => `Indica la fecha y el motivo de retiro del contrato ${number}.`,
    renew: (number: string) => `Indica la nueva fecha de finalización del contrato ${number}.`,
    modify: (number: string) =>
      `Indica qué cambia en el contrato ${number}: cargo, salario, jornada laboral o modalidad de trabajo.`,
  } satisfies Record<ContractAction, (number: string) => string>,
  continue: 'Continuar',
  clear: 'Quitar selección',
  /** Why Cancelar is off while call 11 runs: the one sending hint of every confirmation. */
  sending: commonTexts.sendingHint,
  send: 'Enviar',
  sent: {
    terminate: 'La solicitud de terminación del contrato fue enviada exitosamente.',
    renew: 'La solicitud de renovación del contrato fue enviada exitosamente.',
    modify: 'La solicitud de modificación del contrato fue enviada exitosamente.',
  } satisfies Record<ContractAction, string>,
  sentDetail: (contract: string, request: string) =>
    `Contrato ${contract} · Número de solicitud: ${requestNumberOrFallback(request)}`,
} as const;
