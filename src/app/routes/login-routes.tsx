// The login flow's route adapters: each starts its machine with the real actors and navigation and
// renders the feature page (src/features/login).

import { credentialCheckMachine } from '@machines/session/credential-check.machine';
import { sampleBusinessUnits } from '@src/api/sample-business-units';
import { toSelectableClient } from '@src/domain/entities';
import { loginTexts } from '@src/domain/texts';
import { CheckingCredentialsPage } from '@src/features/login/checking-credentials-page';
import { Spinner } from '@ui/spinner';
import { useActorRef } from '@xstate/react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useAppSession } from '../session/app-session';

/** The login path while signed in → login/{user_id}/checking-credentials. */
export function LoginIndexRoute() {
  const { user } = useAppSession();
  return <Navigate to={`/login/${encodeURIComponent(user.id)}/checking-credentials`} replace />;
}

function CheckingCredentials({ userId, portalCode }: { userId: string; portalCode: string }) {
  const session = useAppSession();
  const navigate = useNavigate();
  const fetchUnits = async (signal: AbortSignal) =>
    (await session.api.getBusinessUnits({ userAccount: userId, portalCode, signal })).map(toSelectableClient);
  const actorRef = useActorRef(
    credentialCheckMachine.provide({
      actors: {
        fetchBusinessUnits: fromPromise(({ signal }) => fetchUnits(signal)),
        // The deployment flag's built-in sample data (SPEC §7): the machine decides, no call is made.
        loadSampleUnits: fromPromise(async () => sampleBusinessUnits.map(toSelectableClient)),
      },
      actions: {
        selectUnit: ({ context }, params) => {
          session.setBusinessUnits(context.units);
          session.selectClient(params.unit);
        },
        signOutToErrorPage: (_, params) => session.signOutTo(`/error?code=${params.code}`),
        goToErrorPage: (_, params) => navigate(`/error?code=${params.code}`, { replace: true }),
        goToNotAvailable: () => navigate('/login/error/not-available', { replace: true }),
        goToLoadingApp: () => navigate('/login/loading-app', { replace: true }),
        goToClients: ({ context }, params) => {
          session.setBusinessUnits(context.units);
          navigate(`/login/${encodeURIComponent(params.userId)}/clients`, { replace: true });
        },
      },
    }),
    { input: { userId, useSampleUnits: session.config.useSampleBusinessUnits }, inspect: session.inspect },
  );
  return <CheckingCredentialsPage actorRef={actorRef} />;
}

/** login/{user_id}/checking-credentials: waits for the portal code (call 6 needs it), then the check. */
export function CheckingCredentialsRoute() {
  const { userId = '' } = useParams();
  const { portalCode } = useAppSession();
  if (!portalCode)
    return (
      <div role="status" aria-busy="true">
        <Spinner size="large" label={null} />
        <p>{loginTexts.checkingCredentials}</p>
      </div>
    );
  return <CheckingCredentials userId={userId} portalCode={portalCode} />;
}
