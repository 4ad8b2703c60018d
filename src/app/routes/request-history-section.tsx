// What the routes hand their pages for a request's history: the shared section
// (src/views/requests/request-history.tsx) over its own actor, one per request shown. Pages and shared
// views cannot start an actor (they import nothing of src/app), so they call this where the section goes.
import {
  type HistoryHeadingLevel,
  type HistoryOf,
  type RenderHistory,
  RequestHistory,
} from '@src/views/requests/request-history';
import { useRequestHistoryActor } from '../wiring/requests/request-history';

function RequestHistorySection({
  request,
  headingLevel,
}: {
  request: HistoryOf;
  headingLevel: HistoryHeadingLevel;
}) {
  const actorRef = useRequestHistoryActor(request);
  return <RequestHistory actorRef={actorRef} headingLevel={headingLevel} />;
}

/** The history section of a request, a new one (a new actor) for each request. */
export const renderRequestHistory: RenderHistory = (request, headingLevel) => (
  <RequestHistorySection key={request.requestId} request={request} headingLevel={headingLevel} />
);
