import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { selectedEmployeeMachine } from '../../../machines/employees/selected-employee.machine';
import { Banner } from '../../../src-ui/banner';
import { Button } from '../../../src-ui/button';
import { UserIcon } from '../../../src-ui/icons';
import { Spinner } from '../../../src-ui/spinner';
import { Tag } from '../../../src-ui/tag';
import type { Employee, PendingDays } from '../../domain/entities';
import { fullName } from '../../domain/format';
import { labelOfEmployeeStatus } from '../../domain/lookups';
import { totalPendingDays } from '../../domain/rules/vacations';
import { layoutTexts } from '../../domain/texts';
import { bannerTexts } from './employee-texts';
import * as styles from './employees.css';
import { PendingDaysModal } from './pending-days-modal';

export interface EmployeeBannerProps {
  /** The selected employee (call 8). */
  employee: Employee;
  /** Pending vacation days per contract (call 9); the banner shows their total. */
  pendingDays: readonly PendingDays[];
  /** Why the pending days could not be loaded (shown in the modal). */
  pendingDaysError?: string;
  /** Id of the node the modal renders into (kit default 'portal-root'). */
  portalId?: string;
}

/**
 * The employee banner of the main layout: name, status and pending vacation days. Pressing it opens
 * the 'Días por disfrutar' modal (tabs 'Días pendientes' and 'Días utilizados').
 */
export function EmployeeBanner({ employee, pendingDays, pendingDaysError, portalId }: EmployeeBannerProps) {
  const [open, setOpen] = useState(false);
  const total = totalPendingDays(pendingDays);
  return (
    <>
      <button type="button" className={styles.banner} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <UserIcon size={24} />
        <span className={styles.bannerName}>{fullName(employee.names, employee.surnames)}</span>
        <Tag appearance="success">{labelOfEmployeeStatus(employee.employeeStatus)}</Tag>
        <span className={styles.bannerDays}>{bannerTexts.pendingDays(total)}</span>
      </button>
      <PendingDaysModal
        isOpen={open}
        onClose={() => setOpen(false)}
        pendingDays={pendingDays}
        pendingDaysError={pendingDaysError}
        contracts={employee.employmentContracts}
        portalId={portalId}
      />
    </>
  );
}

export interface SelectedEmployeeBannerProps {
  /** The running selected-employee actor (calls 8 and 9 provided by src/app). */
  actorRef: ActorRefFrom<typeof selectedEmployeeMachine>;
  /** Id of the node the modal renders into (kit default 'portal-root'). */
  portalId?: string;
}

/** The banner fed by the selected-employee machine: loading, the employee, or the error with a retry. */
export function SelectedEmployeeBanner({ actorRef, portalId }: SelectedEmployeeBannerProps) {
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const employee = useSelector(actorRef, (snapshot) => snapshot.context.employee);
  const employeeError = useSelector(actorRef, (snapshot) => snapshot.context.employeeError);
  const pendingDays = useSelector(actorRef, (snapshot) => snapshot.context.pendingDays);
  const pendingDaysError = useSelector(actorRef, (snapshot) => snapshot.context.pendingDaysError);
  const canReload = useSelector(actorRef, (snapshot) => snapshot.can({ type: 'RELOAD' }));
  if (busy) {
    return (
      <div className={styles.bannerState}>
        <Spinner size="small" label={bannerTexts.loading} />
        <span aria-hidden="true">{bannerTexts.loading}</span>
      </div>
    );
  }
  if (!employee) {
    return (
      <div role="alert">
        <Banner
          appearance="danger"
          action={
            canReload && (
              <Button variant="text" onPress={() => actorRef.send({ type: 'RELOAD' })}>
                {bannerTexts.retry}
              </Button>
            )
          }
        >
          {employeeError ?? layoutTexts.noEmployeeSelected}
        </Banner>
      </div>
    );
  }
  return (
    <EmployeeBanner
      employee={employee}
      pendingDays={pendingDays}
      pendingDaysError={pendingDaysError}
      portalId={portalId}
    />
  );
}
