// /certifications: the certifications page over the requests list's adapter and the success flag; the
// wizard is a route of its own (request-wizard-route.tsx).
import { CertificationsPage } from '@src/features/certifications/certifications-page';
import { useNavigate } from 'react-router-dom';
import { useRequestsListActor } from '../wiring/requests/requests-list';
import { useSuccessFlagActor } from '../wiring/ui/success-flag';
import { renderRequestHistory } from './request-history-section';

/** /certifications: the certifications page of the selected employee. */
export function CertificationsRoute() {
  const listRef = useRequestsListActor('certifications');
  const { flagRef } = useSuccessFlagActor();
  const navigate = useNavigate();
  return (
    <CertificationsPage
      listRef={listRef}
      flagRef={flagRef}
      onBack={() => navigate('/')}
      history={renderRequestHistory}
    />
  );
}
