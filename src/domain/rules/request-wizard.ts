// The rules of the three-step request wizard (vacation enjoyment, vacation payment, certification):
// the minimum seniority of SPEC's requirements step, the form's validation per kind, which contract is
// chosen without a selector, and call 11's body. The wizard machine holds only the chart.
import type { NewHumanResourceRequest } from '../entities';
import { calendarDayOf } from '../format';
import {
  certificationFormSchema,
  checkForm,
  enjoymentFormSchema,
  paymentFormSchema,
  validationMessages,
} from '../validation';
import {
  newCertificationRequest,
  newEnjoymentRequest,
  newPaymentRequest,
  type Requester,
} from './new-requests';

/** The three kinds of request the wizard creates. */
export type RequestKind = 'enjoyment' | 'payment' | 'certification';

/** A contract the request can be made for (the fields call 11's body carries, plus its start date). */
export interface WizardContract {
  contractId: string;
  contractNumber: string;
  businessName: string;
  contractType: string;
  startDate: string;
}

/** Every field of the three forms, as typed (text); a kind uses only its own fields. */
export interface WizardValues {
  contract: string;
  daysOff: string;
  startDateEnyoment: string;
  daysToPay: string;
  certificationType: string;
  addressee: string;
  observations: string;
}
export type WizardField = keyof WizardValues;

/** Minimum seniority (days since the contract's start) for a vacation request. */
const minimumSeniorityDays = 90;

/** A wizard's values before anything is typed. */
export const emptyWizardValues: WizardValues = {
  contract: '',
  daysOff: '',
  startDateEnyoment: '',
  daysToPay: '',
  certificationType: '',
  addressee: '',
  observations: '',
};

/**
 * Days from the contract's start to `today` (calendar days in Colombia, an instant read at -05:00);
 * undefined when either is not a date the domain reads (ISO or dd/Mon/yyyy, never the engine's guesses).
 * @internal
 */
export function seniorityDays(startDate: string, today: string): number | undefined {
  const start = calendarDayOf(startDate);
  const now = calendarDayOf(today);
  if (start === undefined || now === undefined) return undefined;
  return Math.floor((Date.parse(`${now}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

/** The contracts (of the chosen one, else all) that lack the minimum seniority; vacations only. */
export function contractsLackingSeniority(
  context: Pick<WizardState, 'kind' | 'values' | 'today' | 'contracts'>,
): WizardContract[] {
  if (context.kind === 'certification') return [];
  const chosen = context.contracts.filter((contract) => contract.contractId === context.values.contract);
  const considered = chosen.length > 0 ? chosen : context.contracts;
  return considered.filter((contract) => {
    const days = seniorityDays(contract.startDate, context.today);
    return days === undefined || days < minimumSeniorityDays;
  });
}

/** Validates the kind's form over the values; the first message per field. */
export function validateWizard(context: Pick<WizardState, 'kind' | 'values' | 'today' | 'contracts'>) {
  const { values } = context;
  const base =
    context.kind === 'enjoyment'
      ? checkForm(enjoymentFormSchema(new Date(context.today)), {
          contract: values.contract,
          daysOff: values.daysOff,
          startDateEnyoment: values.startDateEnyoment,
          observations: values.observations,
        })
      : context.kind === 'payment'
        ? checkForm(paymentFormSchema, {
            contract: values.contract,
            daysToPay: values.daysToPay,
            observations: values.observations,
          })
        : checkForm(certificationFormSchema, {
            contract: values.contract === '' ? undefined : values.contract,
            certificationType: values.certificationType,
            addressee: values.addressee,
            observations: values.observations,
          });
  const errors = { ...base.errors } as Partial<Record<WizardField, string>>;
  // A vacation request names one of the employee's valid contracts; a certification may name none
  // (SPEC §5: its contract is optional), but a named one must be listed.
  const listed = context.contracts.some((contract) => contract.contractId === values.contract);
  const optional = context.kind === 'certification' && values.contract === '';
  if (!listed && !optional) {
    errors.contract = errors.contract ?? validationMessages.required;
  }
  return errors;
}

/**
 * The form's values as call 11 sends them: the free texts without the spaces around them. Step 3's
 * summary shows these, so what the person confirms is what is sent.
 */
export function valuesToSend(values: WizardValues): WizardValues {
  return { ...values, addressee: values.addressee.trim(), observations: values.observations.trim() };
}

/** Call 11's body for the wizard's kind and values. */
export function requestBody(context: WizardState): NewHumanResourceRequest {
  const values = valuesToSend(context.values);
  const contract = context.contracts.find((item) => item.contractId === values.contract) ?? {
    contractId: values.contract,
    contractNumber: '',
    businessName: '',
    contractType: '',
  };
  const common = {
    employeeId: context.employeeId,
    contract,
    requester: context.requester,
    now: new Date(context.today),
  };
  const { observations } = values;
  if (context.kind === 'enjoyment') {
    return newEnjoymentRequest({
      ...common,
      daysOff: Number(values.daysOff),
      startDateEnyoment: calendarDayOf(values.startDateEnyoment) ?? values.startDateEnyoment,
      observations,
    });
  }
  if (context.kind === 'payment') {
    return newPaymentRequest({ ...common, daysToPay: Number(values.daysToPay), observations });
  }
  return newCertificationRequest({
    ...common,
    certificationType: values.certificationType,
    addressee: values.addressee,
    observations,
  });
}

/** What the wizard's rules read: its kind, the employee, the contracts, the requester, the day and the values. */
export interface WizardState {
  kind: RequestKind;
  employeeId: string;
  contracts: WizardContract[];
  requester: Requester;
  /** The wizard's "today" (ISO): validation's reference and the request date. */
  today: string;
  values: WizardValues;
}

/** The fields the kind's form requires (SPEC §5), for the '(Requerido)' marks. */
export function isRequiredField(kind: RequestKind, field: WizardField): boolean {
  const required: Record<RequestKind, readonly WizardField[]> = {
    enjoyment: ['contract', 'daysOff', 'startDateEnyoment'],
    payment: ['contract', 'daysToPay'],
    certification: ['certificationType', 'addressee', 'observations'],
  };
  return required[kind].includes(field);
}
