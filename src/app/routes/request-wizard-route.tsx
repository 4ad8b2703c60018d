// /holidays/request-enjoyment, /holidays/request-payment, /certifications/new-certification: a request
// wizard, resumed from its draft when a reload interrupted it, else started for the selected employee
// once call 8 gave their contracts (src/app/wiring/requests/request-wizard.ts).
import type { RequestKind } from '@machines/requests/request-wizard.machine';
import type { Employee } from '@src/domain/entities';
import { RequestWizardPage } from '@src/views/requests/request-wizard-page';
import { Spinner } from '@ui/spinner';
import type { Snapshot } from 'xstate';
import { employeeLoadTexts } from '../session/session-texts';
import { useFullEmployee } from '../wiring/employees/full-employee';
import { useRequestWizardActor, useRestoredWizard } from '../wiring/requests/request-wizard';

/** A request wizard of one kind. */
export function RequestWizardRoute({ kind }: { kind: RequestKind }) {
  const restored = useRestoredWizard(kind);
  const employee = useFullEmployee();
  if (restored) return <RequestWizard kind={kind} employee={undefined} restored={restored} />;
  if (employee.isPending) return <Spinner label={employeeLoadTexts.loading} />;
  if (employee.isError) return <p role="alert">{employeeLoadTexts.failed}</p>;
  return <RequestWizard kind={kind} employee={employee.data} restored={undefined} />;
}

function RequestWizard(props: {
  kind: RequestKind;
  employee: Employee | undefined;
  restored: Snapshot<unknown> | undefined;
}) {
  const actorRef = useRequestWizardActor(props.kind, props.employee, props.restored);
  return <RequestWizardPage actorRef={actorRef} />;
}

export const EnjoymentWizardRoute = () => <RequestWizardRoute key="enjoyment" kind="enjoyment" />;
export const PaymentWizardRoute = () => <RequestWizardRoute key="payment" kind="payment" />;
export const CertificationWizardRoute = () => <RequestWizardRoute kind="certification" />;
