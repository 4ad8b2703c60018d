// The details shown in a request's details modal: the request's facts (src/domain) under this area's terms.

import type { HumanResourceRequest } from '@src/domain/entities';
import { requestFacts } from '@src/domain/rules/request-facts';
import type { DescriptionItem } from '@ui/description-list';
import { requestTableTexts as texts } from './request-texts';

/** The term/description pairs of a vacation or certification request. */
export function requestDetails(request: HumanResourceRequest): DescriptionItem[] {
  const facts = requestFacts(request);
  const items: Array<[string, string | undefined]> = [
    [texts.requestNumber, facts.number],
    [texts.requestType, facts.type],
    [texts.date, facts.date],
    [texts.status, facts.status],
    [texts.responsible, facts.responsible],
    [texts.daysOff, facts.daysOff],
    [texts.startDate, facts.startDate],
    [texts.daysToPay, facts.daysToPay],
    [texts.disbursementDate, facts.disbursementDate],
    [texts.certificationType, facts.certificationType],
    [texts.addressee, facts.addressee],
    [texts.contract, facts.contractNumber],
    [texts.company, facts.businessName],
    [texts.observations, facts.observations],
  ];
  return items.flatMap(([term, description]) => (description === undefined ? [] : [{ term, description }]));
}
