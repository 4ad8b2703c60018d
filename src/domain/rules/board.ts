// The requests board of SPEC §2 and §4: column derivation, card view and filters.
import type { HumanResourceRequest } from '../entities';
import {
  formatDate,
  normalizeForSearch,
  requestNumberOrFallback,
  responsibleOrFallback,
  truncate,
  truncationLimits,
} from '../format';
import { finishedStatuses, labelOfRequestStatus, labelOfRequestType } from '../lookups';
import { boardTexts } from '../texts';
import { contractDecisionFacts, type DecisionFact, requestTitleOf } from './contract-decisions';

export type BoardColumn = 'pending' | 'inProgress' | 'completed';

import { boardColumns } from '../texts';

/** True when somebody is in charge of the request (by code, or by name when the code is missing). */
function hasResponsible(request: HumanResourceRequest): boolean {
  return request.userCodeInCharge.trim() !== '' || request.userNameInCharge.trim() !== '';
}

/**
 * The board column of a request: closed, rejected or canceled → completed; otherwise a request
 * with a user in charge → inProgress (SPEC calls it the supervisor_approval column); otherwise pending.
 * @internal
 */
export function boardColumnOf(request: HumanResourceRequest): BoardColumn {
  if ((finishedStatuses as readonly string[]).includes(request.humanResourceRequestStatus))
    return 'completed';
  if (hasResponsible(request)) return 'inProgress';
  return 'pending';
}

export interface RequestCard {
  /** The request number ('XXXXXX' when missing). */
  id: string;
  /** The request id used in routes. */
  requestId: string;
  /** The type's label ('Tipo desconocido' when unknown); a contract renewal or modification by its action. */
  title: string;
  type: string;
  /** dd/Mon/yyyy or 'Sin Fecha'. */
  requestDate: string;
  /** The person in charge or 'Sin responsable'. */
  responsible: string;
  /** The status label ('Estado desconocido' when unknown). */
  status: string;
  column: BoardColumn;
  /** What HR decided, for a contract action (its retirement date and reason, new end date or changes). */
  decision: DecisionFact[];
  /** The description cut at 65 characters (SPEC §9) and the whole text, for whoever asks for it. */
  description: string;
  fullDescription: string;
  /** Whether `description` was cut (the whole text then goes on hover and to screen readers). */
  descriptionCut: boolean;
  /** The person in charge cut at 27 characters (SPEC §9's mobile name), shown on a phone. */
  mobileResponsible: string;
}

/**
 * The card view of a request (SPEC §3 "Request card view").
 * @internal
 */
export function toRequestCard(request: HumanResourceRequest): RequestCard {
  return {
    id: requestNumberOrFallback(request.humanResourceRequestNumber),
    requestId: request.humanResourceRequestId,
    title: requestTitleOf(request),
    type: request.humanResourceRequestType,
    requestDate: formatDate(request.humanResourceRequestDate),
    responsible: responsibleOrFallback(request.userNameInCharge),
    status: labelOfRequestStatus(request.humanResourceRequestStatus),
    column: boardColumnOf(request),
    decision: contractDecisionFacts(request),
    ...describedBy(request.humanResourceRequestDescription.trim()),
    mobileResponsible: truncate(responsibleOrFallback(request.userNameInCharge), truncationLimits.mobileName),
  };
}

/** The card's description: cut at 65 characters (SPEC §9), the whole text, and whether it was cut. */
function describedBy(fullDescription: string) {
  const description = truncate(fullDescription, truncationLimits.description);
  return { description, fullDescription, descriptionCut: description !== fullDescription };
}

/**
 * Groups requests by board column, keeping their order.
 * @internal
 */
export function groupByColumn(
  requests: readonly HumanResourceRequest[],
): Record<BoardColumn, HumanResourceRequest[]> {
  const groups: Record<BoardColumn, HumanResourceRequest[]> = { pending: [], inProgress: [], completed: [] };
  for (const request of requests) groups[boardColumnOf(request)].push(request);
  return groups;
}

export interface BoardFilters {
  keyword?: string;
  /** Request types (board filter values; compared without regard to letter case). */
  types?: readonly string[];
  /** Status keys. */
  statuses?: readonly string[];
  /** 'Solo fijadas' (SPEC §3 showPinnedOnly): only the requests whose ids are in `pinned`. */
  pinnedOnly?: boolean;
  pinned?: readonly string[];
}

/** True when the request matches the keyword (number, type, status, responsible, description) and the chosen types and statuses. */
function matchesFilters(request: HumanResourceRequest, filters: BoardFilters): boolean {
  return compileFilters(filters)(request);
}

/** The filters as one predicate (the keyword normalised once). */
function compileFilters(filters: BoardFilters): (request: HumanResourceRequest) => boolean {
  const keyword = normalizeForSearch(filters.keyword ?? '');
  const types = (filters.types ?? []).map((type) => type.toLowerCase());
  const statuses = filters.statuses ?? [];
  const pinned = filters.pinnedOnly ? new Set(filters.pinned ?? []) : undefined;
  return (request) => {
    if (pinned && !pinned.has(request.humanResourceRequestId)) return false;
    if (types.length > 0 && !types.includes(request.humanResourceRequestType.toLowerCase())) return false;
    if (statuses.length > 0 && !statuses.includes(request.humanResourceRequestStatus)) return false;
    if (keyword === '') return true;
    const haystack = normalizeForSearch(
      [
        request.humanResourceRequestNumber,
        request.humanResourceRequestDescription,
        labelOfRequestType(request.humanResourceRequestType),
        labelOfRequestStatus(request.humanResourceRequestStatus),
        request.userNameInCharge,
      ].join(' '),
    );
    return haystack.includes(keyword);
  };
}

/**
 * Keeps the requests matching the keyword (number, type, status, responsible, description) and the chosen types and statuses.
 * @internal
 */
export function filterRequests(
  requests: readonly HumanResourceRequest[],
  filters: BoardFilters,
): HumanResourceRequest[] {
  return requests.filter(compileFilters(filters));
}

/**
 * True when a request type or status filter is chosen, or 'Solo fijadas' (the keyword is apart).
 * @internal
 */
export function hasSelectedFilters(filters: BoardFilters): boolean {
  return (
    (filters.types?.length ?? 0) > 0 || (filters.statuses?.length ?? 0) > 0 || filters.pinnedOnly === true
  );
}

/** How many type and status filters are applied (the count the folded 'Filtros' control shows). */
export function appliedFilterCount(filters: BoardFilters): number {
  return (filters.types?.length ?? 0) + (filters.statuses?.length ?? 0);
}

/** The pinned ids after pinning or unpinning one request. */
export function togglePinned(pinned: readonly string[], requestId: string): string[] {
  return pinned.includes(requestId) ? pinned.filter((id) => id !== requestId) : [...pinned, requestId];
}

/**
 * The empty text of a column with no cards (SPEC §2): no requests at all → 'No hay solicitudes en
 * trámite.'; a type or status filter chosen → 'No hay solicitudes que coincidan con los filtros
 * seleccionados.'; only a keyword → 'No hay resultados que coincidan con los filtros aplicados.'.
 * @internal
 */
export function columnEmptyText(totalRequests: number, filters: BoardFilters): string {
  if (totalRequests === 0) return boardTexts.emptyNoRequests;
  if (hasSelectedFilters(filters)) return boardTexts.emptyNoSelectedFilterResults;
  if (normalizeForSearch(filters.keyword ?? '') !== '') return boardTexts.emptyNoFilterResults;
  return boardTexts.emptyNoRequests;
}

/** What the filter form's summary says when no type or status is chosen (a function: texts.ts imports rules). */
export function noFiltersText(): string {
  return boardTexts.emptyNoFilters;
}

export interface BoardColumnView {
  column: BoardColumn;
  title: string;
  cards: RequestCard[];
  emptyText: string;
}

/** The three columns of the board, in order, with the cards matching the filters and their empty texts. */
export function boardView(
  requests: readonly HumanResourceRequest[],
  filters: BoardFilters,
): BoardColumnView[] {
  const groups = groupByColumn(filterRequests(requests, filters));
  const emptyText = columnEmptyText(requests.length, filters);
  return (Object.keys(boardColumns) as BoardColumn[]).map((column) => ({
    column,
    title: boardColumns[column],
    cards: groups[column].map(toRequestCard),
    emptyText,
  }));
}

/** Only onboarding requests have a page on the board (/requests/application-process/{id}). */
export function opensProcessPage(request: HumanResourceRequest | undefined): boolean {
  return request?.humanResourceRequestType.toLowerCase() === 'onboarding';
}

/** The board's orientation (SPEC §3 app-wide saved state: vertical by default). */
export type BoardOrientation = 'vertical' | 'horizontal';

/** Vertical ↔ horizontal. */
export function otherOrientation(orientation: BoardOrientation): BoardOrientation {
  return orientation === 'vertical' ? 'horizontal' : 'vertical';
}

/**
 * The loaded request with this id, if any.
 * @internal
 */
export function boardRequest(
  requests: readonly HumanResourceRequest[],
  requestId: string,
): HumanResourceRequest | undefined {
  return requests.find((request) => request.humanResourceRequestId === requestId);
}

/** The column a loaded request sits in (passed to its page in the navigation state); pending when unknown. */
export function columnOfRequest(requests: readonly HumanResourceRequest[], requestId: string): BoardColumn {
  const request = boardRequest(requests, requestId);
  return request ? boardColumnOf(request) : 'pending';
}

/** The loaded request with this id when the applied filters show it on the board. */
export function shownRequest(
  requests: readonly HumanResourceRequest[],
  filters: BoardFilters,
  requestId: string,
): HumanResourceRequest | undefined {
  const request = boardRequest(requests, requestId);
  return request && matchesFilters(request, filters) ? request : undefined;
}
