// The login screens after the first one (lazy-loaded): unit choice, loading, not available, not found.

import { AppLoadingPage } from '@src/features/login/app-loading-page';
import { ClientsPage } from '@src/features/login/clients-page';
import { LoginNotFoundPage } from '@src/features/login/login-not-found-page';
import { NotAvailablePage } from '@src/features/login/not-available-page';
import { Navigate, useNavigate } from 'react-router-dom';
import { routerLink } from '../layout/router-link';
import { useSelection } from '../session/app-session';
import { useAppLoadingActor } from '../wiring/login/app-loading';
import { useBusinessUnitChoiceActor } from '../wiring/login/business-unit-choice';

/** login/{user_id}/clients: the business-unit choice. */
export function ClientsRoute() {
  const actorRef = useBusinessUnitChoiceActor();
  return <ClientsPage actorRef={actorRef} />;
}

/** login/loading-app: two seconds, then vacation approval (saved route) or employee selection. */
export function LoadingAppRoute() {
  const { selectedClient } = useSelection();
  const actorRef = useAppLoadingActor();
  if (!selectedClient) return <Navigate to="/login" replace />;
  return <AppLoadingPage actorRef={actorRef} />;
}

/** login/error/not-available. */
export function NotAvailableRoute() {
  const navigate = useNavigate();
  return <NotAvailablePage onRetry={() => navigate('/login', { replace: true })} />;
}

/** Any other login path. */
export function LoginNotFoundRoute() {
  return <LoginNotFoundPage loginHref="/login" renderLink={routerLink} />;
}
