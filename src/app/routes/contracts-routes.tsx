// /contracts: the contract history of the selected employee. The contracts come from the selected-employee
// actor (call 8, shared with the banner); once loaded, the contract history runs over its adapter
// (src/app/wiring/contracts/contract-history.ts).

import type { Contract } from '@src/domain/entities';
import { ContractsPage } from '@src/features/contracts/contracts-page';
import { contractsLoadOf } from '@src/features/employees/selected-employee-loads';
import { sameLoad } from '@ui/load-state';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useSelectedEmployeeActor } from '../layout/selected-employee-scope';
import { useContractHistoryActor } from '../wiring/contracts/contract-history';

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
  const navigate = useNavigate();
  const historyRef = useContractHistoryActor(contracts);
  return <ContractsPage history={{ state: 'loaded', value: historyRef }} onBack={() => navigate('/')} />;
}
