// /employees/select-employee: the employee search over its adapter (src/app/wiring/employees/) and the
// success flag an onboarding leaves.
import { layoutTexts } from '@src/domain/texts';
import { SelectEmployeePage } from '@src/features/employees/select-employee-page';
import { useEmployeeSearchActor } from '../wiring/employees/employee-search';
import { useSuccessFlagActor } from '../wiring/ui/success-flag';

/** /employees/select-employee: the employee search over call 7; choosing one → /. */
export function SelectEmployeeRoute() {
  const actorRef = useEmployeeSearchActor();
  const { flagRef } = useSuccessFlagActor();
  return (
    <SelectEmployeePage
      actorRef={actorRef}
      newEmployeeHref="/employees/new-employee"
      flagRef={flagRef}
      closeLabel={layoutTexts.close}
    />
  );
}
