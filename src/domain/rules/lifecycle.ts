// The one lifecycle table (issue 24): for each request type and status, what may be done to the request —
// discard it (call 12), assign the person in charge (call 15), evaluate a requirement (call 16), run a
// task (call 17), answer it as the manager (call 14). The app's guards (discard.ts, request-process.ts,
// approval.ts) and the reference services (stack/services) both ask this table, so a client that skips
// the screens meets the same rules. SPEC §4 does not show the allowed transitions: this table is ours.
import type { HumanResourceRequest } from '../entities';
import { labelOfRequestStatus, type RequestStatus, type RequestType, requestTypes } from '../lookups';
import { permissionExplanations } from '../permissions';

/** What may be done to a request. */
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

/** Type × status → the steps allowed. A status not listed allows nothing (finished, processed, taken). */
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

/** True when the table allows the step for a request of this type in this status. */
export function lifecycleAllows(type: string, status: string, step: LifecycleStep): boolean {
  const row = rowOf(type);
  return row !== undefined && Object.hasOwn(row, status)
    ? (row[status as RequestStatus] ?? []).includes(step)
    : false;
}

/** True when some status of the type allows the step (else the step never applies to the type). */
export function lifecycleAppliesTo(type: string, step: LifecycleStep): boolean {
  return Object.values(rowOf(type) ?? {}).some((steps) => steps.includes(step));
}

/** The texts of the table's refusals (SPEC §8: a discard that fails is 'No se pudo eliminar la solicitud'). */
export const lifecycleMessages = {
  discard: (status: string) =>
    `No se pudo eliminar la solicitud: en estado ${labelOfRequestStatus(status)} ya no se puede descartar.`,
  answerType: (number: string) => `La solicitud ${number} no es una solicitud de vacaciones.`,
  answerStatus: (number: string, status: string) =>
    `La solicitud ${number} ya fue respondida (estado ${status}).`,
  processType: (number: string) => `La solicitud ${number} no es una solicitud de vinculación.`,
  processStatus: permissionExplanations.requestFinished,
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
      return applies
        ? { status: 409, message: lifecycleMessages.answerStatus(number, status) }
        : { status: 400, message: lifecycleMessages.answerType(number) };
    default:
      return applies
        ? { status: 409, message: lifecycleMessages.processStatus }
        : { status: 400, message: lifecycleMessages.processType(number) };
  }
}

/** Every request type of the table, in SPEC §3's order. */
export const lifecycleTypes = Object.keys(requestTypes) as RequestType[];
