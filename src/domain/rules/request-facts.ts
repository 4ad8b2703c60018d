// What a vacation or certification request says, formatted for display (SPEC §3 data variants): one
// place for the fallbacks, dates and labels that the details modals and tables of both areas show.
import {
  type HumanResourceRequest,
  parseCertificationData,
  parseEnjoymentData,
  parsePaymentData,
} from '../entities';
import { fallbacks, formatDate } from '../format';
import { labelOfRequestStatus, labelOfRequestType } from '../lookups';

/** Shown for a detail the request leaves empty. */
export const emptyDetail = '—';

const orEmpty = (value: string) => (value.trim() === '' ? emptyDetail : value);

/** The displayed facts of a request; the kind-specific ones only for their kind (the others undefined). */
export interface RequestFacts {
  number: string;
  type: string;
  date: string;
  status: string;
  responsible: string;
  contractNumber: string;
  businessName: string;
  observations: string;
  /** Enjoyment: days off and the first day. */
  daysOff?: string;
  startDate?: string;
  /** Payment: days to pay and the disbursement date. */
  daysToPay?: string;
  disbursementDate?: string;
  /** Certification: its type and addressee. */
  certificationType?: string;
  addressee?: string;
}

/** Reads a request's lenient data into displayed facts (never throws). */
export function requestFacts(request: HumanResourceRequest): RequestFacts {
  const type = request.humanResourceRequestType;
  const raw = request.humanResourceRequestData;
  const common = {
    number: request.humanResourceRequestNumber || fallbacks.missingRequestNumber,
    type: labelOfRequestType(type),
    date: formatDate(request.humanResourceRequestDate),
    status: labelOfRequestStatus(request.humanResourceRequestStatus),
    responsible: request.userNameInCharge || fallbacks.noResponsible,
  };
  const shared = (data: { contractNumber: string; businessName: string; observationEmployee: string }) => ({
    contractNumber: orEmpty(data.contractNumber),
    businessName: orEmpty(data.businessName),
    observations: orEmpty(data.observationEmployee),
  });
  if (type === 'VacationsEnjoyed') {
    const data = parseEnjoymentData(raw);
    return {
      ...common,
      ...shared(data),
      daysOff: String(data.daysOff),
      startDate: formatDate(data.startDateEnyoment),
    };
  }
  if (type === 'PaidVacations') {
    const data = parsePaymentData(raw);
    return {
      ...common,
      ...shared(data),
      daysToPay: String(data.daysToPay),
      disbursementDate: formatDate(data.disbursementDate),
    };
  }
  const data = parseCertificationData(raw);
  return {
    ...common,
    ...shared(data),
    certificationType: orEmpty(data.certificationType),
    addressee: orEmpty(data.addressee),
  };
}

export interface CertificationRequestRow {
  requestId: string;
  number: string;
  type: string;
  date: string;
  status: string;
}

/** A row of the certifications in-process table (number, type, date, status). */
export function certificationRequestRow(request: HumanResourceRequest): CertificationRequestRow {
  const facts = requestFacts(request);
  return {
    requestId: request.humanResourceRequestId,
    number: facts.number,
    type:
      facts.certificationType && facts.certificationType !== emptyDetail
        ? facts.certificationType
        : facts.type,
    date: facts.date,
    status: facts.status,
  };
}
