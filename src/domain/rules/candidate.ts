// Who an onboarding request links: the process page's 'Datos del candidato', read leniently
// from humanResourceRequestData (call 11's shape) and formatted for display.
import { type HumanResourceRequest, parseOnboardingData } from '../entities';
import { formatDate } from '../format';
import { emptyDetail } from './request-facts';

/** The displayed facts of the person an onboarding request links. */
export interface CandidateFacts {
  names: string;
  lastNames: string;
  identificationNumber: string;
  position: string;
  /** dd/Mon/yyyy, or the no-date fallback. */
  startDate: string;
  /** The CV's file name as attached ('' when the data names none). */
  curriculumFileName: string;
}

const orEmpty = (value: string) => (value.trim() === '' ? emptyDetail : value.trim());

/** The candidate of an onboarding request; undefined for any other type. */
export function candidateFacts(request: HumanResourceRequest): CandidateFacts | undefined {
  if (request.humanResourceRequestType !== 'Onboarding') return undefined;
  const { personal, position } = parseOnboardingData(request.humanResourceRequestData);
  return {
    names: orEmpty(personal.names),
    lastNames: orEmpty(personal.lastNames),
    identificationNumber: orEmpty(personal.identificationNumber),
    position: orEmpty(position.position),
    startDate: formatDate(position.startDate),
    curriculumFileName: personal.attachedFile.fileName.trim(),
  };
}
