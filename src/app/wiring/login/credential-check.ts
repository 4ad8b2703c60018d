// The credential check's adapter (call 6, or the deployment flag's sample units): the units found are
// kept in the session, a single one is selected, and the login flow moves on or ends on an error page.
import { credentialCheckMachine } from '@machines/session/credential-check.machine';
import { sampleBusinessUnits } from '@src/api/sample-business-units';
import { toSelectableClient } from '@src/domain/entities';
import { useActorRef } from '@xstate/react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import {
  type SessionActions,
  type SessionSelection,
  type SessionServices,
  useApi,
  useSelection,
  useSessionActions,
} from '../../session/app-session';
import { fromCall } from '../call-actor';
import { useProvided } from '../provided';

interface Deps {
  services: SessionServices;
  selection: SessionSelection;
  actions: SessionActions;
  navigate: NavigateFunction;
  portalCode: string;
}

/** The credential-check machine with its real actors and actions. */
function provideCredentialCheck(deps: () => Deps) {
  return credentialCheckMachine.provide({
    actors: {
      fetchBusinessUnits: fromCall(async ({ input, signal }) => {
        const { services, portalCode } = deps();
        const units = await services.api.getBusinessUnits({ userAccount: input.userId, portalCode, signal });
        return units.map(toSelectableClient);
      }),
      // The deployment flag's built-in sample data (SPEC §7): the machine decides, no call is made.
      loadSampleUnits: fromCall(async () => sampleBusinessUnits.map(toSelectableClient)),
    },
    actions: {
      selectUnit: ({ context }, params) => {
        deps().selection.setBusinessUnits(context.units);
        deps().selection.selectClient(params.unit);
      },
      signOutToErrorPage: (_, params) => deps().actions.signOutTo(`/error?code=${params.code}`),
      goToErrorPage: (_, params) => deps().navigate(`/error?code=${params.code}`, { replace: true }),
      goToNotAvailable: () => deps().navigate('/login/error/not-available', { replace: true }),
      goToLoadingApp: () => deps().navigate('/login/loading-app', { replace: true }),
      goToClients: ({ context }, params) => {
        deps().selection.setBusinessUnits(context.units);
        deps().navigate(`/login/${encodeURIComponent(params.userId)}/clients`, { replace: true });
      },
    },
  });
}

/** The credential check of `userId` against the confirmed portal code. */
export function useCredentialCheckActor(userId: string, portalCode: string) {
  const services = useApi();
  const selection = useSelection();
  const actions = useSessionActions();
  const navigate = useNavigate();
  const machine = useProvided({ services, selection, actions, navigate, portalCode }, provideCredentialCheck);
  return useActorRef(machine, {
    input: { userId, useSampleUnits: services.config.useSampleBusinessUnits },
    inspect: services.inspect,
  });
}
