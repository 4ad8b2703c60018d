// The business-unit choice's adapter: the chosen unit becomes the session's, then the app loads.
import { businessUnitChoiceMachine } from '@machines/session/business-unit-choice.machine';
import { useActorRef } from '@xstate/react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { type SessionSelection, useApi, useSelection } from '../../session/app-session';
import { useProvided } from '../provided';

/** The unit-choice machine with its real actions. */
function provideBusinessUnitChoice(deps: () => { selection: SessionSelection; navigate: NavigateFunction }) {
  return businessUnitChoiceMachine.provide({
    actions: {
      selectUnit: (_, params) => deps().selection.selectClient(params.unit),
      goToLoadingApp: () => deps().navigate('/login/loading-app', { replace: true }),
    },
  });
}

/** The unit choice over the session's units. */
export function useBusinessUnitChoiceActor() {
  const { inspect } = useApi();
  const selection = useSelection();
  const navigate = useNavigate();
  const machine = useProvided({ selection, navigate }, provideBusinessUnitChoice);
  return useActorRef(machine, { input: { units: selection.businessUnits }, inspect });
}
