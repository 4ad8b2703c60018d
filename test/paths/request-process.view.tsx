import { hasUseCase } from '@src/domain/permissions';
import { NotFoundPage } from '@src/features/errors/not-found-page';
import { RequestProcessPage } from '@src/features/requests/request-process-page';
import type { RequestProcessRef } from '@src/features/requests/request-process-ref';
import { ensurePortalRoot } from '@test/support/portal-root';
import { act, render } from '@testing-library/react';
import type { ViewAdapter } from '../support/path-runner';
import { requestProcessScreen } from './request-process.screen';

/** The process page of an onboarding request. */
export const requestProcessView: ViewAdapter = {
  screen: requestProcessScreen,
  render: (actor) => {
    ensurePortalRoot();
    // As the route's adapter (useCurriculumFile): the CV's control only for whom holds AddEmployeeLink.
    const { useCases } = (actor as RequestProcessRef).getSnapshot().context;
    const curriculum = hasUseCase(useCases, 'AddEmployeeLink')
      ? { status: 'idle' as const, open: () => {} }
      : undefined;
    render(
      <RequestProcessPage
        processRef={actor as RequestProcessRef}
        notFound={<NotFoundPage />}
        curriculum={curriculum}
      />,
    );
  },
  act: (work) => act(work),
};
