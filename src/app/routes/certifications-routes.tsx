// /certifications/*: the certifications page and the certification wizard (the pieces are shared
// with the vacation routes in src/app/wiring: requests list, discard flow, wizard with persisted progress).

import { CertificationsPage } from '@src/features/certifications/certifications-page';
import { NotFoundPage } from '@src/features/errors/not-found-page';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useAppSession } from '../session/app-session';
import { RequestWizardRoute } from '../wiring/request-wizard-route';
import { useRequestsList } from '../wiring/requests-list';
import { useSuccessFlag } from '../wiring/success-flag';

function CertificationsListRoute() {
  const session = useAppSession();
  const listRef = useRequestsList(session, 'certifications');
  const { flagRef } = useSuccessFlag(session);
  const navigate = useNavigate();
  return <CertificationsPage listRef={listRef} flagRef={flagRef} onBack={() => navigate('/')} />;
}

/** /certifications/*: the certifications page and the certification wizard. */
export function CertificationsRoutes() {
  return (
    <Routes>
      <Route index element={<CertificationsListRoute />} />
      <Route path="new-certification" element={<RequestWizardRoute kind="certification" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
