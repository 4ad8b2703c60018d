// What HR decided in a contract action: Terminar the retirement date and reason, Renovar the
// new end date, Modificar what changes (position, salary, work schedule, job modality). One rule checks
// it for the contract-action machine and for the reference services (call 11); the board card reads it
// back from the request's data (the process page is for onboarding requests only). docs/decisions/0011
// and 0017.
import type { Contract, HumanResourceRequest } from '../entities';
import { calendarDayOf, formatCop, formatDate, parseMoney, toDate } from '../format';
import {
  jobModalities,
  labelOfJobModality,
  labelOfRequestType,
  labelOfWorkSchedule,
  workSchedules,
} from '../lookups';
import { checkForm, futureDateSchema, maxCharactersMessage, validationMessages } from '../validation';
import { type ContractAction as Action, contractById } from './contracts';

/** The decision as typed: dates as dd/Mon/yyyy (or ISO), the salary as digits, lookups as their keys. */
export interface ContractDecisionDraft {
  retirementDate: string;
  retirementReason: string;
  newDeadline: string;
  newPosition: string;
  newSalary: string;
  newWorkSchedule: string;
  newJobModality: string;
}
export type ContractDecisionField = keyof ContractDecisionDraft;

export const emptyContractDecision: ContractDecisionDraft = {
  retirementDate: '',
  retirementReason: '',
  newDeadline: '',
  newPosition: '',
  newSalary: '',
  newWorkSchedule: '',
  newJobModality: '',
};

/** The fields each action asks for, in their order. */
export const contractDecisionFields = {
  terminate: ['retirementDate', 'retirementReason'],
  renew: ['newDeadline'],
  modify: ['newPosition', 'newSalary', 'newWorkSchedule', 'newJobModality'],
} as const satisfies Record<Action, readonly ContractDecisionField[]>;

/** Limits of the typed texts (ours). */
export const contractDecisionLimits = { retirementReason: 200, newPosition: 100 } as const;

/** Labels of the decision's fields (SPEC §2 and §3 words where they exist: 'Fecha de retiro', 'Motivo de retiro', 'Fecha de finalización', 'Cargo', 'Jornada laboral'; the job modality is not the workplace, docs/decisions/0017). */
export const contractDecisionLabels = {
  retirementDate: 'Fecha de retiro',
  retirementReason: 'Motivo de retiro',
  newDeadline: 'Nueva fecha de finalización',
  newPosition: 'Nuevo cargo',
  newSalary: 'Nuevo salario',
  newWorkSchedule: 'Nueva jornada laboral',
  newJobModality: 'Nueva modalidad de trabajo',
} as const satisfies Record<ContractDecisionField, string>;

/** Messages of the decision's checks (ours, except SPEC §5's required, format and not-after-today). */
const contractDecisionMessages = {
  retirementAfterDeadline: (deadline: string) =>
    `La fecha de retiro no puede ser posterior a la fecha de finalización del contrato (${deadline}).`,
  deadlineNotLater: (deadline: string) =>
    `La nueva fecha de finalización debe ser posterior a la actual (${deadline}).`,
  nothingChanges: 'Indica al menos un cambio: cargo, salario, jornada laboral o modalidad de trabajo.',
  unknownOption: 'Selecciona una opción de la lista.',
} as const;

/** Card titles of a renewal and a modification (the type's lookup, 'Traslado de cargo', says neither; ours). */
const contractActionTitles = {
  renew: 'Renovación de contrato',
  modify: 'Modificación de contrato',
} as const;

/** SPEC §5's date checks (required, format, after today): the first message, undefined when it passes. */
const dateError = (value: string, today: Date): string | undefined =>
  checkForm(futureDateSchema(today), value).errors[''];

/**
 * The first message per field of a decision on `contract`, {} when it may be sent. Terminar: a
 * retirement date after today and not after the contract's deadline, a reason (≤ 200). Renovar: a new
 * end date after today and after the current deadline. Modificar: at least one change; the position
 * ≤ 100, the salary above 0, the schedule and modality from SPEC §3's lookups.
 */
export function contractDecisionErrors(
  action: Action,
  draft: ContractDecisionDraft,
  contract: Pick<Contract, 'deadline'> | undefined,
  now: Date,
): Partial<Record<ContractDecisionField, string>> {
  const errors: Partial<Record<ContractDecisionField, string>> = {};
  const deadline = toDate(contract?.deadline);
  const deadlineDay = deadline === undefined ? undefined : calendarDayOf(contract?.deadline);
  const set = (field: ContractDecisionField, message: string | undefined) => {
    if (message !== undefined) errors[field] = message;
  };
  if (action === 'terminate') {
    const dateMessage = dateError(draft.retirementDate, now);
    set(
      'retirementDate',
      dateMessage ??
        (deadlineDay !== undefined && (calendarDayOf(draft.retirementDate) ?? '') > deadlineDay
          ? contractDecisionMessages.retirementAfterDeadline(formatDate(deadline))
          : undefined),
    );
    const reason = draft.retirementReason.trim();
    set(
      'retirementReason',
      reason === ''
        ? validationMessages.required
        : reason.length > contractDecisionLimits.retirementReason
          ? maxCharactersMessage(contractDecisionLimits.retirementReason)
          : undefined,
    );
  } else if (action === 'renew') {
    const dateMessage = dateError(draft.newDeadline, now);
    set(
      'newDeadline',
      dateMessage ??
        (deadlineDay !== undefined && (calendarDayOf(draft.newDeadline) ?? '') <= deadlineDay
          ? contractDecisionMessages.deadlineNotLater(formatDate(deadline))
          : undefined),
    );
  } else {
    const position = draft.newPosition.trim();
    if (position.length > contractDecisionLimits.newPosition)
      set('newPosition', maxCharactersMessage(contractDecisionLimits.newPosition));
    const salary = draft.newSalary.trim();
    if (salary !== '' && !(/^\d+$/.test(salary) && Number(salary) > 0))
      set('newSalary', validationMessages.assignmentValue);
    if (draft.newWorkSchedule !== '' && !Object.hasOwn(workSchedules, draft.newWorkSchedule))
      set('newWorkSchedule', contractDecisionMessages.unknownOption);
    if (draft.newJobModality !== '' && !Object.hasOwn(jobModalities, draft.newJobModality))
      set('newJobModality', contractDecisionMessages.unknownOption);
    if (position === '' && salary === '' && draft.newWorkSchedule === '' && draft.newJobModality === '')
      set('newPosition', contractDecisionMessages.nothingChanges);
  }
  return errors;
}

/** The decision's messages on the chosen one of some contracts (the contract-action machine's check). */
export function chosenContractDecisionErrors(
  facts: { action: Action; contracts: readonly Contract[]; selectedContractId: string; now: string },
  decision: ContractDecisionDraft,
): Partial<Record<ContractDecisionField, string>> {
  const contract = contractById(facts.contracts, facts.selectedContractId);
  return contractDecisionErrors(facts.action, decision, contract, new Date(facts.now));
}

/**
 * The decision as call 11 records it in the request's data: dates as yyyy-mm-dd, the salary as a number,
 * only the action's fields, and for Modificar only what changes.
 */
export function contractDecisionData(action: Action, draft: ContractDecisionDraft): Record<string, unknown> {
  if (action === 'terminate')
    return {
      retirementDate: calendarDayOf(draft.retirementDate) ?? draft.retirementDate,
      retirementReason: draft.retirementReason.trim(),
    };
  if (action === 'renew') return { newDeadline: calendarDayOf(draft.newDeadline) ?? draft.newDeadline };
  const data: Record<string, unknown> = {};
  if (draft.newPosition.trim() !== '') data.newPosition = draft.newPosition.trim();
  if (draft.newSalary.trim() !== '') data.newSalary = Number(draft.newSalary.trim());
  if (draft.newWorkSchedule !== '') data.newWorkSchedule = draft.newWorkSchedule;
  if (draft.newJobModality !== '') data.newJobModality = draft.newJobModality;
  return data;
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A recorded decision read back as a draft (the services check stored data with the same rule). */
export function contractDecisionDraftOf(data: Record<string, unknown>): ContractDecisionDraft {
  return {
    retirementDate: textOf(data.retirementDate),
    retirementReason: textOf(data.retirementReason),
    newDeadline: textOf(data.newDeadline),
    newPosition: textOf(data.newPosition),
    newSalary: textOf(data.newSalary),
    newWorkSchedule: textOf(data.newWorkSchedule),
    newJobModality: textOf(data.newJobModality),
  };
}

/** The contract action a request records, if it is one ('terminate', 'renew' or 'modify' in its data). */
function contractActionOfRequest(request: Pick<HumanResourceRequest, 'humanResourceRequestData'>) {
  const action = request.humanResourceRequestData.contractAction;
  return action === 'terminate' || action === 'renew' || action === 'modify' ? action : undefined;
}

/** A request's title: a renewal or a modification by its action, any other request by its type's label. */
export function requestTitleOf(
  request: Pick<HumanResourceRequest, 'humanResourceRequestData' | 'humanResourceRequestType'>,
): string {
  const action = contractActionOfRequest(request);
  return action === 'renew' || action === 'modify'
    ? contractActionTitles[action]
    : labelOfRequestType(request.humanResourceRequestType);
}

/** The choices of Modificar's lookups (SPEC §3: work schedules, job modalities), as select options. */
export const contractDecisionOptions = {
  newWorkSchedule: Object.entries(workSchedules).map(([id, label]) => ({ id, label, value: id })),
  newJobModality: Object.entries(jobModalities).map(([id, label]) => ({ id, label, value: id })),
} as const;

/** One shown fact of a decision. */
export interface DecisionFact {
  term: string;
  description: string;
}

/** What HR decided in a contract-action request, as terms and descriptions ([] for other requests). */
export function contractDecisionFacts(
  request: Pick<HumanResourceRequest, 'humanResourceRequestData'>,
): DecisionFact[] {
  const action = contractActionOfRequest(request);
  if (action === undefined) return [];
  const draft = contractDecisionDraftOf(request.humanResourceRequestData);
  const shown = (field: ContractDecisionField): string => {
    const value = draft[field];
    if (field === 'retirementDate' || field === 'newDeadline') return formatDate(calendarDayOf(value));
    if (field === 'newSalary') return formatCop(parseMoney(value));
    if (field === 'newWorkSchedule') return labelOfWorkSchedule(value);
    if (field === 'newJobModality') return labelOfJobModality(value);
    return value;
  };
  return contractDecisionFields[action]
    .filter((field) => draft[field].trim() !== '')
    .map((field) => ({ term: contractDecisionLabels[field], description: shown(field) }));
}

/** What a draft decision will record, as the board card will show it (the confirmation's summary). */
export function draftDecisionFacts(action: Action, draft: ContractDecisionDraft): DecisionFact[] {
  return contractDecisionFacts({
    humanResourceRequestData: { contractAction: action, ...contractDecisionData(action, draft) },
  });
}
