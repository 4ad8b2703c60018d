// The login screens after the first one (lazy-loaded): unit choice, loading, not available, not found.

import { appLoadingMachine } from '@machines/session/app-loading.machine';
import { businessUnitChoiceMachine } from '@machines/session/business-unit-choice.machine';
import { AppLoadingPage } from '@src/features/login/app-loading-page';
import { ClientsPage } from '@src/features/login/clients-page';
import { LoginNotFoundPage } from '@src/features/login/login-not-found-page';
import { NotAvailablePage } from '@src/features/login/not-available-page';
import { useActorRef } from '@xstate/react';
import { Navigate, useNavigate } from 'react-router-dom';
import { clearInitialRoute, readInitialRoute } from '../auth/initial-route';
import { routerLink } from '../layout/router-link';
import { useAppSession } from '../session/app-session';

/** login/{user_id}/clients: the business-unit choice. */
export function ClientsRoute() {
  const session = useAppSession();
  const navigate = useNavigate();
  const actorRef = useActorRef(
    businessUnitChoiceMachine.provide({
      actions: {
        selectUnit: (_, params) => session.selectClient(params.unit),
        goToLoadingApp: () => navigate('/login/loading-app', { replace: true }),
      },
    }),
    { input: { units: session.businessUnits }, inspect: session.inspect },
  );
  return <ClientsPage actorRef={actorRef} />;
}

/** login/loading-app: two seconds, then vacation approval (saved route) or employee selection. */
export function LoadingAppRoute() {
  const session = useAppSession();
  const navigate = useNavigate();
  const actorRef = useActorRef(
    appLoadingMachine.provide({
      actions: {
        clearSavedInitialRoute: () => clearInitialRoute(),
        goToVacationApproval: (_, params) => navigate(params.route, { replace: true }),
        goToEmployeeSelection: () => navigate('/employees/select-employee', { replace: true }),
      },
    }),
    { input: { savedInitialRoute: readInitialRoute() }, inspect: session.inspect },
  );
  if (!session.selectedClient) return <Navigate to="/login" replace />;
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
