// Issue 30: what the person sees when a change was refused with 412 — someone else changed the request
// since it was shown: who, what and when, the request's status now, and that nothing was sent.
import type { HumanResourceRequest, LastChange } from '@src/domain/entities';
import { formatDate, toDate } from '@src/domain/format';
import { labelOfRequestStatus } from '@src/domain/lookups';
import { Banner } from '@ui/banner';
import type { ReactNode } from 'react';
import { changedElsewhereTexts } from './request-texts';

const bogotaOffsetMs = 5 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

/** dd/Mon/yyyy hh:mm in Bogotá time (the portal's), '' when the instant is not a date. */
export function changeMoment(value: string): string {
  const date = toDate(value);
  if (!date) return '';
  const local = new Date(date.getTime() - bogotaOffsetMs);
  return `${formatDate(local)} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

export interface ChangedElsewhereProps {
  /** The request as it is now (the 412's). */
  request: HumanResourceRequest;
  changedBy: LastChange | undefined;
  /** A button to go on (e.g. 'Entendido'), if the place has one. */
  action?: ReactNode;
}

/** The warning that someone else changed the request, with who, what, when and its status now. */
export function ChangedElsewhereNotice({ request, changedBy, action }: ChangedElsewhereProps) {
  const name = changedBy?.userName || changedBy?.userWhoExecutedAction;
  const when = changedBy ? changeMoment(changedBy.executionDate) : '';
  return (
    <Banner appearance="warning" announce action={action}>
      <strong>{changedElsewhereTexts.title}</strong>{' '}
      {name && when
        ? changedElsewhereTexts.changedBy(name, changedBy?.actionExecuted ?? '', when)
        : changedElsewhereTexts.unknownChange}{' '}
      {changedElsewhereTexts.currentStatus(labelOfRequestStatus(request.humanResourceRequestStatus))}{' '}
      {changedElsewhereTexts.decideAgain}
    </Banner>
  );
}
