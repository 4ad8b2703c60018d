// The one lifecycle table: for each request type and status, what may be done to the request —
// discard it (call 12), assign the person in charge (call 15), evaluate a requirement (call 16), run a
// task (call 17), answer it as the manager (call 14). The app's guards (discard.ts, request-process.ts,
// approval.ts) and the reference services (stack/services) both ask this table, so a client that skips
// the screens meets the same rules. SPEC §4 does not show the allowed transitions: this table is ours.
import type { HumanResourceRequest } from '../entities';
import { finishedStatuses, labelOfRequestStatus, type RequestStatus, type RequestType } from '../lookups';
import { discardUseCaseFor, hasUseCase, permissionExplanations, type UseCase } from '../permissions';

/**
 * What may be done to a request.
 * @internal
 */
export const lifecycleSteps = ['discard', 'assign', 'evaluate', 'runTask', 'answer'] as const;
export type LifecycleStep = (typeof lifecycleSteps)[number];

type Row = Partial<Record<RequestStatus, readonly LifecycleStep[]>>;

/** Vacation requests: the manager answers while they await approval; discarded until they are taken. */
const vacation: Row = {
  supervisor_approval: ['discard', 'answer'],
  HR_compliance_verification: ['discard'],
};

/** Certifications: discarded until the certification is issued (successfully processed). */
const certification: Row = {
  supervisor_approval: ['discard'],
  HR_compliance_verification: ['discard'],
  certification_generation: ['discard'],
};

/** Onboarding: its process page (person in charge, requirements, tasks) while it is in progress. */
const onboarding: Row = {
  onboarding_in_progress: ['discard', 'assign', 'evaluate', 'runTask'],
};

/** Every other request: discarded until it is processed. */
const other: Row = {
  supervisor_approval: ['discard'],
  HR_compliance_verification: ['discard'],
};

/**
 * The statuses in which a request has ended: the board's finished ones (its Terminada column,
 * SPEC §4's own list: closed, rejected, canceled) plus successfully processed. No row of the table lists
 * them, so nothing more is done to an ended request; its actions say 'La solicitud ya terminó.'.
 */
const endedStatuses = [...finishedStatuses, 'successfully_processed'] as const;

/** True when the request has ended (closed, rejected, canceled, successfully processed). */
function hasEnded(status: string): boolean {
  return (endedStatuses as readonly string[]).includes(status);
}

/**
 * Type × status → the steps allowed. A status not listed allows nothing (finished, processed, taken).
 * @internal
 */
export const lifecycleTable: Readonly<Record<RequestType, Row>> = {
  Absence: other,
  Certification: certification,
  Disability: other,
  Leave: other,
  LeavingTheJob: other,
  Onboarding: onboarding,
  PaidVacations: vacation,
  PositionTransfer: other,
  PQR: other,
  SalaryIncrease: other,
  UnpaidLeave: other,
  VacationsEnjoyed: vacation,
};

const rowOf = (type: string): Row | undefined =>
  Object.hasOwn(lifecycleTable, type) ? lifecycleTable[type as RequestType] : undefined;

/**
 * True when the table allows the step for a request of this type in this status.
 * @internal
 */
export function lifecycleAllows(type: string, status: string, step: LifecycleStep): boolean {
  const row = rowOf(type);
  return row !== undefined && Object.hasOwn(row, status)
    ? (row[status as RequestStatus] ?? []).includes(step)
    : false;
}

/**
 * True when some status of the type allows the step (else the step never applies to the type).
 * @internal
 */
export function lifecycleAppliesTo(type: string, step: LifecycleStep): boolean {
  return Object.values(rowOf(type) ?? {}).some((steps) => steps.includes(step));
}

/** The texts of the table's refusals (SPEC §8: a discard that fails is 'No se pudo eliminar la solicitud'). */
export const lifecycleMessages = {
  discard: (status: string) =>
    `No se pudo eliminar la solicitud: en estado ${labelOfRequestStatus(status)} ya no se puede descartar.`,
  // The approval screen says these same texts (one text per refusal, not one per side).
  answerType: (number: string) => `La solicitud ${number} no es una solicitud de vacaciones.`,
  answerStatus: (status: string) =>
    `Esta solicitud ya fue respondida. Estado actual: ${labelOfRequestStatus(status)}.`,
  answerCanceled: 'Esta solicitud fue cancelada: ya no se puede responder.',
  processType: (number: string) => `La solicitud ${number} no es una solicitud de vinculación.`,
  processStatus: permissionExplanations.requestFinished,
  /** Ours, in SPEC §6's style: Cambiar responsable without AddEmployeeLink. */
  assignPrivilege: 'No tiene privilegios para asignar responsables.',
} as const;

/**
 * Why the step may not be taken on the request, with the answer's status: 400 when the step never
 * applies to the request's type (invalid data), 409 when its status does not allow it; undefined when
 * the table allows it.
 */
export function lifecycleRefusal(
  request: Pick<
    HumanResourceRequest,
    'humanResourceRequestType' | 'humanResourceRequestStatus' | 'humanResourceRequestNumber'
  >,
  step: LifecycleStep,
): { status: 400 | 409; message: string } | undefined {
  const type = request.humanResourceRequestType;
  const status = request.humanResourceRequestStatus;
  if (lifecycleAllows(type, status, step)) return undefined;
  const number = request.humanResourceRequestNumber;
  const applies = lifecycleAppliesTo(type, step);
  switch (step) {
    case 'discard':
      return { status: 409, message: lifecycleMessages.discard(status) };
    case 'answer':
      if (!applies) return { status: 400, message: lifecycleMessages.answerType(number) };
      return {
        status: 409,
        message:
          status === 'canceled' ? lifecycleMessages.answerCanceled : lifecycleMessages.answerStatus(status),
      };
    default:
      return applies
        ? { status: 409, message: lifecycleMessages.processStatus }
        : { status: 400, message: lifecycleMessages.processType(number) };
  }
}

/**
 * The steps a screen asks about with `lifecycleBlock` (the board, the process page, the approval); the
 * process steps' use cases and refusals are request-process.ts's, which asks `lifecycleRefusal`.
 */
export type ScreenStep = Extract<LifecycleStep, 'discard' | 'assign' | 'answer'>;

/** The use case each step needs on a request of this type, and what a disabled action says without it. */
function stepPrivilege(type: string, step: ScreenStep): { useCase: UseCase; explanation: string } {
  switch (step) {
    case 'discard':
      return { useCase: discardUseCaseFor(type), explanation: permissionExplanations.discardRequest };
    case 'assign':
      return { useCase: 'AddEmployeeLink', explanation: lifecycleMessages.assignPrivilege };
    case 'answer':
      return { useCase: 'ApproveVacationRequest', explanation: permissionExplanations.approveVacation };
  }
}

/**
 * Why a person may not take the step on the request ('' when they may): an ended request first ('La
 * solicitud ya terminó.', whoever asks), then the use case the step needs (stepPrivilege), then the rest
 * of the table. The board, the process page and their machines' guards ask this one function, so a view
 * never decides on its own.
 */
export function lifecycleBlock(
  request: Pick<
    HumanResourceRequest,
    'humanResourceRequestType' | 'humanResourceRequestStatus' | 'humanResourceRequestNumber'
  >,
  step: ScreenStep,
  useCases: readonly string[],
): string {
  if (hasEnded(request.humanResourceRequestStatus)) return lifecycleMessages.processStatus;
  const privilege = stepPrivilege(request.humanResourceRequestType, step);
  if (!hasUseCase(useCases, privilege.useCase)) return privilege.explanation;
  return lifecycleRefusal(request, step)?.message ?? '';
}
