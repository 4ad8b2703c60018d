// /contracts: the contract history of the selected employee. The contracts come from the selected-employee
// actor (call 8, shared with the banner); once loaded, the contract-history actor gets its real
// implementations: the linking requests (call 10, Onboarding, through the shared query cache), call 11
// recording a confirmed action (with its Idempotency-Key; the requests queries are then invalidated so
// the board and the lists see it), and a new tab for Agregar vinculación.

import { contractActionMachine } from '@machines/contracts/contract-action.machine';
import {
  type ContractHistoryInput,
  contractHistoryMachine,
} from '@machines/contracts/contract-history.machine';
import { newIdempotencyKey } from '@src/api/calls/caller';
import type { Contract } from '@src/domain/entities';
import { ContractsPage } from '@src/features/contracts/contracts-page';
import { contractsLoadOf } from '@src/features/employees/selected-employee-loads';
import { sameLoad } from '@ui/load-state';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useSelectedEmployeeActor } from '../layout/selected-employee-scope';
import { useAppSession } from '../session/app-session';
import { saveRequestActor } from '../wiring/save-request';

/** Where Agregar vinculación opens, in a new tab (SPEC §2). */
export const newEmployeePath = '/employees/new-employee';

/** The request type of the linking requests the banner looks for. */
const linkingRequestType = 'Onboarding';

/** /contracts: loading or failed while call 8 is, then the contract history. */
export function ContractsRoute() {
  const navigate = useNavigate();
  const employeeRef = useSelectedEmployeeActor();
  const contracts = useSelector(employeeRef, contractsLoadOf, sameLoad);
  if (contracts.state !== 'loaded') {
    return (
      <ContractsPage
        history={contracts}
        onRetry={() => employeeRef.send({ type: 'RELOAD' })}
        onBack={() => navigate('/')}
      />
    );
  }
  return <ContractHistoryRoute contracts={contracts.value} />;
}

function ContractHistoryRoute({ contracts }: { contracts: readonly Contract[] }) {
  const session = useAppSession();
  const navigate = useNavigate();
  const unit = session.selectedClient?.id ?? '';
  const employeeId = session.selectedEmployeeId ?? '';
  const input = useMemo<ContractHistoryInput>(
    () => ({
      employeeId,
      contracts: [...contracts],
      useCases: session.useCases,
      now: new Date().toISOString(),
      requester: {
        requesterCode: session.staffUser?.staffId || session.user.account,
        requesterName: session.staffUser?.staffName || session.user.name,
      },
      idempotencyKeyPrefix: newIdempotencyKey(),
    }),
    [employeeId, contracts, session.useCases, session.staffUser, session.user],
  );
  const historyRef = useActorRef(
    contractHistoryMachine.provide({
      actors: {
        fetchLinkingRequests: fromPromise(({ input: asked }) =>
          session.queryClient.fetchQuery(
            session.queries.requests(unit, asked.employeeId, linkingRequestType),
          ),
        ),
        contractAction: contractActionMachine.provide({
          actors: {
            saveRequest: saveRequestActor(session, unit, employeeId),
          },
        }),
      },
      actions: {
        openNewEmployeeTab: () => {
          window.open(newEmployeePath, '_blank', 'noopener');
        },
      },
    }),
    { input, inspect: session.inspect },
  );
  return <ContractsPage history={{ state: 'loaded', value: historyRef }} onBack={() => navigate('/')} />;
}
