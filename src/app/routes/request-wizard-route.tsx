// /holidays/request-enjoyment, /holidays/request-payment, /certifications/new-certification: a request
// wizard, resumed from its draft when a reload interrupted it, else started for the selected employee
// once call 8 gave their contracts (the selected-employee actor of the main layout, which shares the
// query cache), over its adapter (src/app/wiring/requests/request-wizard.ts).
import type { RequestKind } from '@machines/requests/request-wizard.machine';
import type { Employee } from '@src/domain/entities';
import { employeeLoadOf } from '@src/features/employees/selected-employee-loads';
import { RequestWizardPage } from '@src/views/requests/request-wizard-page';
import { sameLoad } from '@ui/load-state';
import { Spinner } from '@ui/spinner';
import { useSelector } from '@xstate/react';
import type { Snapshot } from 'xstate';
import { useSelectedEmployeeActor } from '../layout/selected-employee-scope';
import { employeeLoadTexts } from '../session/session-texts';
import { useRequestWizardActor, useRestoredWizard } from '../wiring/requests/request-wizard';

/** A request wizard of one kind. */
export function RequestWizardRoute({ kind }: { kind: RequestKind }) {
  const restored = useRestoredWizard(kind);
  const employee = useSelector(useSelectedEmployeeActor(), employeeLoadOf, sameLoad);
  if (restored) return <RequestWizard kind={kind} employee={undefined} restored={restored} />;
  if (employee.state === 'loading') return <Spinner label={employeeLoadTexts.loading} />;
  if (employee.state === 'failed') return <p role="alert">{employeeLoadTexts.failed}</p>;
  return <RequestWizard kind={kind} employee={employee.value} restored={undefined} />;
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
