import { NotFoundPage } from '@src/features/errors/not-found-page';
import { RequestProcessPage, type RequestProcessRef } from '@src/features/requests/request-process-page';
import { act, render } from '@testing-library/react';
import type { ViewAdapter } from '../support/path-runner';
import { requestProcessScreen } from './request-process.screen';

function ensurePortal() {
  if (!document.getElementById('portal-root')) {
    const portal = document.createElement('div');
    portal.id = 'portal-root';
    document.body.append(portal);
  }
}

/** The process page of an onboarding request. */
export const requestProcessView: ViewAdapter = {
  screen: requestProcessScreen,
  render: (actor) => {
    ensurePortal();
    render(<RequestProcessPage processRef={actor as RequestProcessRef} notFound={<NotFoundPage />} />);
  },
  act: (work) => act(work),
};
