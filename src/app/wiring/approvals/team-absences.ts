// The team's absences adapter: call 20 for the enjoyment request the manager answers, with the call's own
// signal (the section gone, the read is cancelled). Read afresh when the section opens: a colleague's
// request may have been filed or answered a moment ago.
import { teamAbsencesMachine } from '@machines/approvals/team-absences.machine';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { type SessionServices, useApi } from '../../session/app-session';
import { fromCall } from '../call-actor';
import { useProvided } from '../provided';

/** The team-absences machine with its real call. */
function provideTeamAbsences(deps: () => SessionServices) {
  return teamAbsencesMachine.provide({
    actors: {
      fetchTeamAbsences: fromCall(({ input, signal }) =>
        deps().api.getTeamAbsences({ requestId: input.requestId, signal }),
      ),
    },
  });
}

/** The team-absences actor of one enjoyment request. */
export function useTeamAbsencesActor(requestId: string) {
  const services = useApi();
  const machine = useProvided(services, provideTeamAbsences);
  const [input] = useState(() => ({ requestId }));
  return useActorRef(machine, { input, inspect: services.inspect });
}
