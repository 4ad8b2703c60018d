// Discard rules of SPEC §5. `now` is a parameter: rules never read the clock.
import type { HumanResourceRequest, RemoveRequestBody } from '../entities';
import { bogotaDay, calendarDayOf } from '../format';
import { hasUseCase, permissionExplanations, type UseCase } from '../permissions';
import { discardMessages } from '../texts';
import { checkForm, discardFormSchema } from '../validation';
import { lifecycleRefusal } from './lifecycle';

const enjoymentType = 'VacationsEnjoyed';
const paymentType = 'PaidVacations';

function hasText(value: unknown): boolean {
  return typeof value === 'string'
    ? value.trim() !== ''
    : value !== undefined && value !== null && value !== false;
}

/**
 * Why a request cannot be discarded, or undefined when it can. Per SPEC §5 (logic kept as written,
 * even though the message wording reads the other way round):
 * - an enjoyment or payment request WITH a disbursement date set cannot be discarded;
 * - an enjoyment request whose start date is today or later (calendar days in Colombia, -05:00) cannot be discarded.
 * Before those, the lifecycle table (./lifecycle.ts): only the statuses it allows may be discarded.
 */
export function discardRefusal(request: HumanResourceRequest, now: Date): string | undefined {
  const lifecycle = lifecycleRefusal(request, 'discard');
  if (lifecycle) return lifecycle.message;
  const type = request.humanResourceRequestType;
  const data = request.humanResourceRequestData;
  if (type !== enjoymentType && type !== paymentType) return undefined;
  if (hasText(data.disbursementDate)) {
    return type === enjoymentType ? discardMessages.enjoymentDisbursed : discardMessages.paymentDisbursed;
  }
  if (type === enjoymentType) {
    const startDay = calendarDayOf(data.startDateEnyoment);
    if (startDay !== undefined && startDay >= bogotaDay(now)) return discardMessages.enjoymentNotStarted;
  }
  return undefined;
}

/**
 * The request a discard flow starts on: its parent (the requests list, the process page) starts one only
 * for a request it holds (a guard said so), so a missing one is a programming error, not a refusal.
 */
export function discardTarget(request: HumanResourceRequest | undefined): HumanResourceRequest {
  if (request === undefined) throw new Error('A discard starts only on a request its page holds.');
  return request;
}

/** The body of call 12 (RemoveHumanResourcesRequest) for one request and its justification. */
export function toRemovalBody(request: HumanResourceRequest, justification: string): RemoveRequestBody {
  return {
    removeHumanResourcesRequest: [
      {
        humanResourceRequestDescription: request.humanResourceRequestDescription,
        humanResourceRequestId: request.humanResourceRequestId,
        humanResourceRequestNumber: request.humanResourceRequestNumber,
        removalJustification: justification.trim(),
      },
    ],
  };
}

/**
 * Why the 'Eliminar' of a listed request is disabled: the missing privilege first, then the exact
 * refusal of the discard rules; undefined when it may be discarded.
 */
export function discardExplanation(
  request: HumanResourceRequest,
  useCases: readonly string[],
  useCase: UseCase,
  now: Date,
): string | undefined {
  if (!hasUseCase(useCases, useCase)) return permissionExplanations.deleteRecord;
  return discardRefusal(request, now);
}

/** The justification's first message, or '' when it is valid (required, max 500). */
export function justificationMessage(value: string): string {
  return checkForm(discardFormSchema, { justification: value }).errors.justification ?? '';
}
