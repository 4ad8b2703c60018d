import type { discardMachine } from '@machines/requests/discard.machine';
import { DiscardDialog } from '@src/views/requests/discard-dialog';
import { ensurePortalRoot } from '@test/support/portal-root';
import { act, fireEvent, render } from '@testing-library/react';
import type { ActorRefFrom, EventObject } from 'xstate';
import type { ViewAdapter } from '../support/path-runner';
import { discardScreen } from './discard.screen';

/** The discard modals: the refusal, the justification, and the notice once call 12 answers. */
export const discardView: ViewAdapter = {
  screen: discardScreen,
  render: (actor) => {
    ensurePortalRoot();
    render(<DiscardDialog actorRef={actor as ActorRefFrom<typeof discardMachine>} />);
  },
  act: (work) => act(work),
  perform: {
    CHANGE_JUSTIFICATION: async (event: EventObject, field) => {
      fireEvent.change(field, { target: { value: (event as EventObject & { value: string }).value } });
    },
  },
};
