import { employeeSearchMachine } from '@machines/employees/employee-search.machine';
import { layoutTexts } from '@src/domain/texts';
import { SelectEmployeePage } from '@src/features/employees/select-employee-page';
import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useAppSession } from '../session/app-session';
import { useSuccessFlag } from '../wiring/success-flag';

/** /employees/select-employee: the employee search over call 7; choosing one → /. */
export function SelectEmployeeRoute() {
  const session = useAppSession();
  const navigate = useNavigate();
  const unit = session.selectedClient?.id ?? '';
  const actorRef = useActorRef(
    employeeSearchMachine.provide({
      actors: {
        fetchEmployees: fromPromise(() => session.queryClient.fetchQuery(session.queries.employees(unit))),
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
