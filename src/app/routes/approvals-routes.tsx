// /approvals/vacation-approval (other /approvals paths are not found, in the router): the approval of the
// address's `type` and `code` over its adapter (src/app/wiring/approvals/vacation-approval.ts), with the
// request's history and, for an enjoyment, the team's absences (src/app/wiring/approvals/team-absences.ts).
import { portalReads } from '@machines/session/portal.machine';
import { newIdempotencyKey } from '@src/api/calls/caller';
import { approvalOfAddress } from '@src/domain/rules/approval';
import { type RenderTeamAbsences, TeamAbsences } from '@src/features/approvals/team-absences';
import { VacationApprovalPage } from '@src/features/approvals/vacation-approval-page';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePortal, useSessionUser } from '../session/app-session';
import { useTeamAbsencesActor } from '../wiring/approvals/team-absences';
import { useVacationApprovalActor } from '../wiring/approvals/vacation-approval';
import { renderRequestHistory } from './request-history-section';

function TeamAbsencesSection({ requestId }: { requestId: string }) {
  const actorRef = useTeamAbsencesActor(requestId);
  return <TeamAbsences actorRef={actorRef} />;
}

/**
 * The team's absences of a request, a new section (a new actor) for each request. Its key is its own: the
 * history beside it is keyed by the same request id, and two siblings with one key are mixed up by React.
 */
const renderTeamAbsences: RenderTeamAbsences = (requestId) => (
  <TeamAbsencesSection key={`team-absences-${requestId}`} requestId={requestId} />
);

function VacationApproval() {
  const [params] = useSearchParams();
  const { useCases } = useSessionUser();
  const { portalRef } = usePortal();
  const brand = useSelector(portalRef, portalReads.businessManager);
  const [input] = useState(() => ({
    ...approvalOfAddress(params),
    useCases,
    idempotencyKey: newIdempotencyKey(),
  }));
  const actorRef = useVacationApprovalActor(input);
  return (
    <VacationApprovalPage
      actorRef={actorRef}
      brand={{ name: brand?.description || brand?.abbreviatedName || '', logo: brand?.urlLogo || undefined }}
      history={renderRequestHistory}
      teamAbsences={renderTeamAbsences}
    />
  );
}

/** /approvals/vacation-approval: a new address (another code or type) is a new approval. */
export function VacationApprovalRoute() {
  const [params] = useSearchParams();
  return <VacationApproval key={params.toString()} />;
}
