// The success flag's adapter: a page shows it when a wizard sent its request and navigated back with it
// in the navigation state (the request lists, employee selection after an onboarding); read once.
import { successFlagMachine } from '@machines/ui/success-flag.machine';
import type { HolidaysTab } from '@src/features/holidays/holidays-page';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../../session/app-session';
import { useProvided } from '../provided';

/** Navigation state a page receives from a wizard that sent its request. */
export interface ListFlagState {
  flag?: string;
  description?: string;
  /** The tab the list opens on. */
  tab?: HolidaysTab;
}

/** The flag actor of the page, and the tab the wizard asked the list to open. */
export function useSuccessFlagActor() {
  const location = useLocation();
  const navigate = useNavigate();
  const { inspect } = useApi();
  const [landing] = useState(() => (location.state ?? {}) as ListFlagState);
  const machine = useProvided({ location, navigate }, (deps) =>
    successFlagMachine.provide({
      actions: {
        // The flag is read once: a reload of the list does not show it again.
        forgetLandingFlag: () => {
          const { location: at, navigate: go } = deps();
          go(`${at.pathname}${at.search}`, { replace: true, state: null });
        },
      },
    }),
  );
  const flagRef = useActorRef(machine, {
    input: { flag: landing.flag ?? '', description: landing.description ?? '' },
    inspect,
  });
  return { flagRef, tab: landing.tab };
}
