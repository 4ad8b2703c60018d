// /certifications/*: the certifications page and the certification wizard (the pieces are shared
// with the vacation routes: requests list, discard flow, wizard with persisted progress).
import { Route, Routes, useNavigate } from 'react-router-dom';
import { CertificationsPage } from '../../features/certifications/certifications-page';
import { NotFoundPage } from '../../features/errors/not-found-page';
import { useAppSession } from '../session/app-session';
import { RequestWizardRoute, useRequestsList, useSuccessFlag } from './holidays-routes';

function CertificationsListRoute() {
  const session = useAppSession();
  const listRef = useRequestsList(session, 'certifications');
  const { flag, dismiss } = useSuccessFlag();
  const navigate = useNavigate();
  return (
    <CertificationsPage
      listRef={listRef}
      successFlag={flag}
      onDismissFlag={dismiss}
      onBack={() => navigate('/')}
    />
  );
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
