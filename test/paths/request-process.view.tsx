import { NotFoundPage } from '@src/features/errors/not-found-page';
import { RequestProcessPage, type RequestProcessRef } from '@src/features/requests/request-process-page';
import { ensurePortalRoot } from '@test/support/portal-root';
import { act, render } from '@testing-library/react';
import type { ViewAdapter } from '../support/path-runner';
import { requestProcessScreen } from './request-process.screen';

/** The process page of an onboarding request. */
export const requestProcessView: ViewAdapter = {
  screen: requestProcessScreen,
  render: (actor) => {
    ensurePortalRoot();
    render(<RequestProcessPage processRef={actor as RequestProcessRef} notFound={<NotFoundPage />} />);
  },
  act: (work) => act(work),
};
