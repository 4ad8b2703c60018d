import { employeeSearchMachine } from '@machines/employees/employee-search.machine';
import { firstEmployees, followEmployees } from '@src/api/employee-pages';
import { layoutTexts } from '@src/domain/texts';
import { SelectEmployeePage } from '@src/features/employees/select-employee-page';
import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useAppSession } from '../session/app-session';
import { useSuccessFlag } from '../wiring/success-flag';

/** /employees/select-employee: the employee search over call 7 (streamed page by page, kept per unit); choosing one → /. */
export function SelectEmployeeRoute() {
  const session = useAppSession();
  const navigate = useNavigate();
  const unit = session.selectedClient?.id ?? '';
  const actorRef = useActorRef(
    employeeSearchMachine.provide({
      actors: {
        fetchFirstPage: fromPromise(({ signal }) =>
          firstEmployees(session.queryClient, session.queries.employees(unit), signal),
        ),
        fetchRemainingPages: fromPromise(({ input, signal }) =>
          followEmployees(session.queryClient, session.queries.employees(unit), input.tell, signal),
        ),
      },
      actions: {
        selectEmployee: (_, params) => session.selectEmployee(params.employee?.employeeId),
        goHome: () => navigate('/'),
      },
    }),
    { inspect: session.inspect },
  );
  const { flagRef } = useSuccessFlag(session);
  return (
    <SelectEmployeePage
      actorRef={actorRef}
      newEmployeeHref="/employees/new-employee"
      flagRef={flagRef}
      closeLabel={layoutTexts.close}
    />
  );
}
