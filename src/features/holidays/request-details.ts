// The details shown in a request's details modal, from its lenient data (SPEC §3 variants).
import type { DescriptionItem } from '../../../src-ui/description-list';
import {
  type HumanResourceRequest,
  parseCertificationData,
  parseEnjoymentData,
  parsePaymentData,
} from '../../domain/entities';
import { fallbacks, formatDate } from '../../domain/format';
import { labelOfRequestStatus, labelOfRequestType } from '../../domain/lookups';
import { requestTableTexts as texts } from './request-texts';

const orDash = (value: string) => (value.trim() === '' ? '—' : value);

/** The term/description pairs of a vacation or certification request. */
export function requestDetails(request: HumanResourceRequest): DescriptionItem[] {
  const type = request.humanResourceRequestType;
  const raw = request.humanResourceRequestData;
  const common: DescriptionItem[] = [
    {
      term: texts.requestNumber,
      description: request.humanResourceRequestNumber || fallbacks.missingRequestNumber,
    },
    { term: texts.requestType, description: labelOfRequestType(type) },
    { term: texts.date, description: formatDate(request.humanResourceRequestDate) },
    { term: texts.status, description: labelOfRequestStatus(request.humanResourceRequestStatus) },
    { term: texts.responsible, description: request.userNameInCharge || fallbacks.noResponsible },
  ];
  const contract = (data: { contractNumber: string; businessName: string }) => [
    { term: texts.contract, description: orDash(data.contractNumber) },
    { term: texts.company, description: orDash(data.businessName) },
  ];
  if (type === 'VacationsEnjoyed') {
    const data = parseEnjoymentData(raw);
    return [
      ...common,
      { term: texts.daysOff, description: String(data.daysOff) },
      { term: texts.startDate, description: formatDate(data.startDateEnyoment) },
      ...contract(data),
      { term: texts.observations, description: orDash(data.observationEmployee) },
    ];
  }
  if (type === 'PaidVacations') {
    const data = parsePaymentData(raw);
    return [
      ...common,
      { term: texts.daysToPay, description: String(data.daysToPay) },
      { term: texts.disbursementDate, description: formatDate(data.disbursementDate) },
      ...contract(data),
      { term: texts.observations, description: orDash(data.observationEmployee) },
    ];
  }
  const data = parseCertificationData(raw);
  return [
    ...common,
    { term: texts.certificationType, description: orDash(data.certificationType) },
    { term: texts.addressee, description: orDash(data.addressee) },
    ...contract(data),
    { term: texts.observations, description: orDash(data.observationEmployee) },
  ];
}
