// The success flag a page shows when a wizard sent its request and navigated back with it in the
// navigation state (the request lists, employee selection after an onboarding): machines/ui/success-flag.machine.ts (five seconds, or until closed; read once).

import { successFlagMachine } from '@machines/ui/success-flag.machine';
import type { HolidaysTab } from '@src/features/holidays/holidays-page';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AppSession } from '../session/app-session';

/** Navigation state a page receives from a wizard that sent its request. */
export interface ListFlagState {
  flag?: string;
  description?: string;
  /** The tab the list opens on. */
  tab?: HolidaysTab;
}

/** The flag actor of the page, and the tab the wizard asked the list to open. */
export function useSuccessFlag(session: Pick<AppSession, 'inspect'>) {
  const location = useLocation();
  const navigate = useNavigate();
  const [landing] = useState(() => (location.state ?? {}) as ListFlagState);
  const flagRef = useActorRef(
    successFlagMachine.provide({
      actions: {
        // The flag is read once: a reload of the list does not show it again.
        forgetLandingFlag: () =>
          navigate(`${location.pathname}${location.search}`, { replace: true, state: null }),
      },
    }),
    { input: { flag: landing.flag ?? '', description: landing.description ?? '' }, inspect: session.inspect },
  );
  return { flagRef, tab: landing.tab };
}
