// The first login routes: the login path, then the credential check over its adapter
// (src/app/wiring/login/credential-check.ts).

import { loginTexts } from '@src/domain/texts';
import { CheckingCredentialsPage } from '@src/features/login/checking-credentials-page';
import { Spinner } from '@ui/spinner';
import { Navigate, useParams } from 'react-router-dom';
import { usePortal, useSessionUser } from '../session/app-session';
import { useCredentialCheckActor } from '../wiring/login/credential-check';

/** The login path while signed in → login/{user_id}/checking-credentials. */
export function LoginIndexRoute() {
  const { user } = useSessionUser();
  return <Navigate to={`/login/${encodeURIComponent(user.id)}/checking-credentials`} replace />;
}

function CheckingCredentials({ userId, portalCode }: { userId: string; portalCode: string }) {
  const actorRef = useCredentialCheckActor(userId, portalCode);
  return <CheckingCredentialsPage actorRef={actorRef} />;
}

/** login/{user_id}/checking-credentials: waits for the portal code (call 6 needs it), then the check. */
export function CheckingCredentialsRoute() {
  const { userId = '' } = useParams();
  const { portalCode } = usePortal();
  if (!portalCode)
    return (
      <div role="status" aria-busy="true">
        <Spinner size="large" label={null} />
        <p>{loginTexts.checkingCredentials}</p>
      </div>
    );
  return <CheckingCredentials userId={userId} portalCode={portalCode} />;
}
