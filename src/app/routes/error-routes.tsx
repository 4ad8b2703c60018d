import { errorCodeFromQuery } from '@src/domain/errors';
import { ErrorPage } from '@src/features/errors/error-page';
import { NotFoundPage } from '@src/features/errors/not-found-page';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSignOut } from '../auth/auth-gate';
import { clearInitialRoute } from '../auth/initial-route';
import { useUserManager } from '../auth/user-manager-context';

/** /error?code=… (default 404): 'Regresar' goes back to the start of the app. */
export function ErrorRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ErrorPage
      code={errorCodeFromQuery(params.get('code'))}
      onBack={() => navigate('/', { replace: true })}
    />
  );
}

/** Any path no route matches, inside the main layout. */
export function NotFoundRoute() {
  return <NotFoundPage />;
}

/** /logout: clears local storage and ends the provider session (the authentication machine). */
export function LogoutRoute() {
  const { signOut } = useSignOut();
  useEffect(() => {
    signOut();
  }, [signOut]);
  return null;
}

/** /logout/callback: the provider's sign-out page returns here; continue to the address it carried. */
export function LogoutCallbackRoute() {
  const userManager = useUserManager();
  const navigate = useNavigate();
  const [done] = useState(() => ({ current: false }));
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    clearInitialRoute();
    userManager
      .signoutCallback()
      .then((response) => {
        const state = response?.userState as { returnTo?: unknown } | undefined;
        const target =
          typeof state?.returnTo === 'string' &&
          state.returnTo.startsWith('/') &&
          !state.returnTo.startsWith('//')
            ? state.returnTo
            : '/';
        navigate(target, { replace: true });
      })
      .catch(() => navigate('/', { replace: true }));
  }, [userManager, navigate, done]);
  return null;
}
