import type { requestsListMachine } from '@machines/requests/requests-list.machine';
import { CertificationsPage } from '@src/features/certifications/certifications-page';
import { HolidaysPage } from '@src/features/holidays/holidays-page';
import { ensurePortalRoot } from '@test/support/portal-root';
import { act, render } from '@testing-library/react';
import type { ActorRefFrom } from 'xstate';
import type { ViewAdapter } from '../support/path-runner';
import { requestsListScreen } from './requests-list.screen';

type ListRef = ActorRefFrom<typeof requestsListMachine>;

/** The vacations page (in-process tab) or the certifications page, by the list's area. */
export const requestsListView: ViewAdapter = {
  screen: requestsListScreen,
  render: (actor) => {
    ensurePortalRoot();
    const listRef = actor as ListRef;
    if (listRef.getSnapshot().context.area === 'holidays') {
      render(
        <HolidaysPage listRef={listRef} usedDays={{ state: 'loaded', value: [] }} initialTab="inProcess" />,
      );
    } else {
      render(<CertificationsPage listRef={listRef} />);
    }
  },
  act: (work) => act(work),
};
