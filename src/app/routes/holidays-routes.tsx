// /holidays/*: the vacations page (used days, requests in process) and the enjoyment and payment
// wizards. The pieces are in src/app/wiring (requests list, wizard route, success flag), shared with
// the certifications routes.

import { type UsedDaysGroup, usedDaysByContract } from '@src/domain/rules/vacations';
import { contractsLoadOf } from '@src/features/employees/selected-employee-loads';
import { NotFoundPage } from '@src/features/errors/not-found-page';
import { HolidaysPage } from '@src/features/holidays/holidays-page';
import { type Load, sameLoad } from '@ui/load-state';
import { useSelector } from '@xstate/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { useSelectedEmployeeActor } from '../layout/selected-employee-scope';
import { useAppSession } from '../session/app-session';
import { RequestWizardRoute } from '../wiring/request-wizard-route';
import { useRequestsList } from '../wiring/requests-list';
import { useSuccessFlag } from '../wiring/success-flag';

function HolidaysListRoute() {
  const session = useAppSession();
  const listRef = useRequestsList(session, 'holidays');
  const { flagRef, tab } = useSuccessFlag(session);
  const navigate = useNavigate();
  const employeeRef = useSelectedEmployeeActor();
  const contracts = useSelector(employeeRef, contractsLoadOf, sameLoad);
  const usedDays: Load<UsedDaysGroup[]> =
    contracts.state === 'loaded'
      ? { state: 'loaded', value: usedDaysByContract(contracts.value) }
      : contracts;
  return (
    <HolidaysPage
      listRef={listRef}
      usedDays={usedDays}
      onRetryUsedDays={() => employeeRef.send({ type: 'RELOAD' })}
      onBack={() => navigate('/')}
      flagRef={flagRef}
      initialTab={tab ?? 'used'}
    />
  );
}

/** /holidays/*: the vacations page and the two vacation wizards. */
export function HolidaysRoutes() {
  return (
    <Routes>
      <Route index element={<HolidaysListRoute />} />
      <Route path="request-enjoyment" element={<RequestWizardRoute key="enjoyment" kind="enjoyment" />} />
      <Route path="request-payment" element={<RequestWizardRoute key="payment" kind="payment" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
