// /holidays: the vacations page (used days, requests in process) over the requests list's adapter and
// the success flag; the wizards are routes of their own (request-wizard-route.tsx).
import { contractsLoadOf, usedDaysLoadOf } from '@src/features/employees/selected-employee-loads';
import { HolidaysPage } from '@src/features/holidays/holidays-page';
import { sameLoad } from '@ui/load-state';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useSelectedEmployeeActor } from '../layout/selected-employee-scope';
import { useRequestsListActor } from '../wiring/requests/requests-list';
import { useSuccessFlagActor } from '../wiring/ui/success-flag';
import { renderRequestHistory } from './request-history-section';

/** /holidays: the vacations page of the selected employee. */
export function HolidaysRoute() {
  const listRef = useRequestsListActor('holidays');
  const { flagRef, tab } = useSuccessFlagActor();
  const navigate = useNavigate();
  const employeeRef = useSelectedEmployeeActor();
  const contracts = useSelector(employeeRef, contractsLoadOf, sameLoad);
  const usedDays = usedDaysLoadOf(contracts);
  return (
    <HolidaysPage
      listRef={listRef}
      usedDays={usedDays}
      onRetryUsedDays={() => employeeRef.send({ type: 'RELOAD' })}
      onBack={() => navigate('/')}
      flagRef={flagRef}
      initialTab={tab ?? 'used'}
      history={renderRequestHistory}
    />
  );
}
