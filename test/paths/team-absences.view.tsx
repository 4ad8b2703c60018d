import type { teamAbsencesMachine } from '@machines/approvals/team-absences.machine';
import { TeamAbsences } from '@src/features/approvals/team-absences';
import { act, render } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import type { ViewAdapter } from '../support/path-runner';
import { teamAbsencesScreen } from './team-absences.screen';

/** 'Ausencias del equipo en esas fechas': the section as the approval page shows it under the request. */
export const teamAbsencesView: ViewAdapter = {
  screen: teamAbsencesScreen,
  render: (actor) => {
    render(<TeamAbsences actorRef={actor as ActorRefFrom<typeof teamAbsencesMachine>} />);
  },
  act: (work) => act(work),
};
