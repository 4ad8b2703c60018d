// /requests and /requests/application-process/:requestId: the requests board and a request's process
// page over their adapters (src/app/wiring/requests/).
import { fallbacks } from '@src/domain/format';
import { NotFoundPage } from '@src/features/errors/not-found-page';
import { RequestProcessPage } from '@src/features/requests/request-process-page';
import { RequestsBoardPage } from '@src/features/requests/requests-board-page';
import { useSelector } from '@xstate/react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCrumbLabel } from '../layout/crumb-label';
import { useCurriculumFile } from '../wiring/requests/curriculum';
import { useRequestProcessActor } from '../wiring/requests/request-process';
import { useRequestsBoardActor } from '../wiring/requests/requests-board';
import { renderRequestHistory } from './request-history-section';

/** /requests: the board of the selected employee. */
export function RequestsBoardRoute() {
  const boardRef = useRequestsBoardActor();
  const navigate = useNavigate();
  return <RequestsBoardPage boardRef={boardRef} onBack={() => navigate('/')} />;
}

function RequestProcess({ requestId }: { requestId: string }) {
  const processRef = useRequestProcessActor(requestId);
  const curriculum = useCurriculumFile(requestId);
  const navigate = useNavigate();
  // The breadcrumb names the request number, not the id of the address; SPEC's 'XXXXXX' when it has none.
  useCrumbLabel(
    useSelector(processRef, ({ context: { request } }) =>
      request ? request.humanResourceRequestNumber || fallbacks.missingRequestNumber : undefined,
    ),
  );
  return (
    <RequestProcessPage
      processRef={processRef}
      curriculum={curriculum}
      onBack={() => navigate('/requests')}
      notFound={<NotFoundPage />}
      history={renderRequestHistory}
    />
  );
}

/** /requests/application-process/:requestId: a new address is a new process page. */
export function RequestProcessRoute() {
  const { requestId = '' } = useParams();
  return <RequestProcess key={requestId} requestId={requestId} />;
}
