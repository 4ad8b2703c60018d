// Vacation approval (SPEC §2 "Vacation approval", §3 approval form, §4, §5): which kind of request the
// screen shows, which requests await the manager's answer, the status each answer leads to, and the
// form's messages. The client and the reference services both use these rules.
import type { HumanResourceRequest } from '../entities';
import { parseEnjoymentData, parsePaymentData } from '../entities';
import { formatDate } from '../format';
import { approvalFormSchema, checkForm } from '../validation';
import { lifecycleBlock, lifecycleMessages, lifecycleRefusal } from './lifecycle';

/** The two vacation requests a manager answers. */
export type ApprovalKind = 'enjoyment' | 'payment';

/** The two answers of the approval form (SPEC §3: approval is approve or reject). */
export type ApprovalChoice = 'approve' | 'reject';

/** The form as typed: no choice yet is ''. */
export interface ApprovalValues {
  approval: ApprovalChoice | '';
  observation: string;
}
export type ApprovalField = keyof ApprovalValues;

/** The answer call 14 sends. */
export interface ApprovalAnswer {
  approval: ApprovalChoice;
  observation: string;
}

/** The answer of the form's values: the choice and the observation without surrounding spaces. */
export function approvalAnswer(values: ApprovalValues): ApprovalAnswer {
  return {
    approval: values.approval === 'reject' ? 'reject' : 'approve',
    observation: values.observation.trim(),
  };
}

/** SPEC §2: without a `type` parameter the screen is a payment request. */
const defaultApprovalKind: ApprovalKind = 'payment';

/** The request type of each kind (SPEC §3 lookups). */
const approvalRequestTypes = {
  enjoyment: 'VacationsEnjoyed',
  payment: 'PaidVacations',
} as const satisfies Record<ApprovalKind, string>;

/**
 * The status each answer leads to. Approving moves the request to the next step of the vacation
 * process, the human-resources verification; rejecting finishes it. (SPEC §4 does not list the
 * allowed transitions: this is ours, and the only one the reference services allow.)
 */
export const statusAfterAnswer = {
  approve: 'HR_compliance_verification',
  reject: 'rejected',
} as const satisfies Record<ApprovalChoice, string>;

/**
 * The `type` address parameter as a kind: 'enjoyment' or 'VacationsEnjoyed' → enjoyment; anything else → payment.
 * @internal
 */
export function approvalKindOfParameter(value: string | null | undefined): ApprovalKind {
  const clean = (value ?? '').trim();
  return clean === 'enjoyment' || clean === approvalRequestTypes.enjoyment
    ? 'enjoyment'
    : defaultApprovalKind;
}

/**
 * What a notification link's address gives the approval (/approvals/vacation-approval?code=…&type=…): the
 * request number of `code` (spaces aside) and the kind of `type`.
 */
export function approvalOfAddress(params: URLSearchParams): { requestNumber: string; kind: ApprovalKind } {
  return {
    requestNumber: params.get('code')?.trim() ?? '',
    kind: approvalKindOfParameter(params.get('type')),
  };
}

/** The kind of a loaded request, or undefined when it is not a vacation request. */
export function approvalKindOfRequest(request: HumanResourceRequest): ApprovalKind | undefined {
  if (request.humanResourceRequestType === approvalRequestTypes.enjoyment) return 'enjoyment';
  if (request.humanResourceRequestType === approvalRequestTypes.payment) return 'payment';
  return undefined;
}

/** Why the manager may not answer a loaded request: not a vacation request, discarded, answered already. */
export type AnswerRefusal = 'notVacation' | 'canceled' | 'answered';

/**
 * Why the request may not be answered, as the lifecycle table says it (the services ask it too, for call
 * 14): a type the answer never applies to is not a vacation request (400); a discarded (canceled) one is
 * not called answered; any other status but the one awaiting the manager was answered already.
 * Undefined while the request awaits the answer.
 */
export function answerRefusal(request: HumanResourceRequest): AnswerRefusal | undefined {
  const refusal = lifecycleRefusal(request, 'answer');
  if (refusal === undefined) return undefined;
  if (refusal.status === 400) return 'notVacation';
  return refusal.message === lifecycleMessages.answerCanceled ? 'canceled' : 'answered';
}

/** True when the request is the one of the address's `code` (its number, spaces aside). */
export function isRequestOfNumber(request: HumanResourceRequest, requestNumber: string): boolean {
  return requestNumber.trim() !== '' && request.humanResourceRequestNumber.trim() === requestNumber.trim();
}

/** Why the caller may not answer the request: it is one they made, or one about themselves. */
export const ownRequestRefusal = 'No puede responder una solicitud que usted hizo o que es suya.';

/** The account that made the request: its creation traceability entry's executor ('' when none). */
export function requestCreator(request: HumanResourceRequest): string {
  return request.humanResourceRequestTraceabilities[0]?.userWhoExecutedAction ?? '';
}

/** What the approval screen shows of a vacation request. */
export interface ApprovalFacts {
  kind: ApprovalKind;
  number: string;
  employeeId: string;
  /** Enjoyment: business days off; payment: days to pay. */
  days: number;
  /** Enjoyment only: the first day (dd/Mon/yyyy, 'Sin Fecha' when missing). */
  startDate?: string;
}

/** The facts of a vacation request (lenient data: never throws); undefined for another type. */
export function approvalFacts(request: HumanResourceRequest): ApprovalFacts | undefined {
  const kind = approvalKindOfRequest(request);
  if (kind === undefined) return undefined;
  const common = { kind, number: request.humanResourceRequestNumber, employeeId: request.employeeId };
  if (kind === 'enjoyment') {
    const data = parseEnjoymentData(request.humanResourceRequestData);
    return { ...common, days: data.daysOff, startDate: formatDate(data.startDateEnyoment) };
  }
  return { ...common, days: parsePaymentData(request.humanResourceRequestData).daysToPay };
}

/** The form's first message per field (SPEC §5 "Vacation approval"); empty when the answer may be sent. */
export function approvalErrors(values: ApprovalValues): Partial<Record<ApprovalField, string>> {
  return checkForm(approvalFormSchema, values).errors as Partial<Record<ApprovalField, string>>;
}

/**
 * SPEC §5: Enviar is enabled only when the form is valid and a choice is made.
 * @internal
 */
export function canSendAnswer(values: ApprovalValues): boolean {
  return values.approval !== '' && Object.keys(approvalErrors(values)).length === 0;
}

/**
 * The answer may be sent: the form may be sent (canSendAnswer) and the lifecycle table lets this person
 * answer the request (ApproveVacationRequest, a request still awaiting the manager).
 */
export function mayAnswerRequest(
  request: HumanResourceRequest | undefined,
  values: ApprovalValues,
  useCases: readonly string[],
): boolean {
  return request !== undefined && canSendAnswer(values) && lifecycleBlock(request, 'answer', useCases) === '';
}
