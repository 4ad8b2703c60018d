import type { Employee } from '@src/domain/entities';
import { fullName } from '@src/domain/format';
import { labelOfEmployeeStatus } from '@src/domain/lookups';
import { layoutTexts } from '@src/domain/texts';
import { Banner } from '@ui/banner';
import { Button } from '@ui/button';
import { UserIcon } from '@ui/icons';
import { sameLoad } from '@ui/load-state';
import { Spinner } from '@ui/spinner';
import { Tag } from '@ui/tag';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { bannerTexts } from './employee-texts';
import * as styles from './employees.css';
import { PendingDaysModal } from './pending-days-modal';
import {
  type PendingDaysLoad,
  pendingDaysLoadOf,
  pendingDaysText,
  type SelectedEmployeeRef,
} from './selected-employee-loads';

interface EmployeeBannerProps {
  /** The selected employee (call 8). */
  employee: Employee;
  /** Pending vacation days per contract (call 9): the banner shows their total once loaded. */
  pendingDays: PendingDaysLoad;
  /** Asks call 9 again; the banner offers 'Reintentar' beside it when the days failed. */
  onRetryPendingDays?: () => void;
  /** Id of the node the modal renders into (kit default 'portal-root'). */
  portalId?: string;
}

/**
 * The employee banner of the main layout: name, status and pending vacation days. Pressing it opens
 * the 'Días por disfrutar' modal (tabs 'Días pendientes' and 'Días utilizados'). Days still loading or
 * that failed are said so, never shown as 0.
 * @internal
 */
export function EmployeeBanner({ employee, pendingDays, onRetryPendingDays, portalId }: EmployeeBannerProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.bannerRow}>
      <button type="button" className={styles.banner} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <UserIcon size={24} />
        <span className={styles.bannerName}>{fullName(employee.names, employee.surnames)}</span>
        <Tag appearance="success">{labelOfEmployeeStatus(employee.employeeStatus)}</Tag>
        <span className={styles.bannerDays}>
          {pendingDays.state === 'loading' && <Spinner size="small" label={bannerTexts.pendingDaysLoading} />}
          <span aria-hidden={pendingDays.state === 'loading' ? true : undefined}>
            {pendingDaysText(pendingDays)}
          </span>
        </span>
      </button>
      {pendingDays.state === 'failed' && onRetryPendingDays && (
        <Button variant="text" onPress={onRetryPendingDays} aria-label={bannerTexts.retryPendingDays}>
          {bannerTexts.retry}
        </Button>
      )}
      <PendingDaysModal
        isOpen={open}
        onClose={() => setOpen(false)}
        pendingDays={pendingDays}
        onRetry={onRetryPendingDays}
        usedDays={{ state: 'loaded', value: employee.employmentContracts }}
        portalId={portalId}
      />
    </div>
  );
}

export interface SelectedEmployeeBannerProps {
  /** The running selected-employee actor (calls 8 and 9 provided by src/app). */
  actorRef: SelectedEmployeeRef;
  /** Id of the node the modal renders into (kit default 'portal-root'). */
  portalId?: string;
}

/** The banner fed by the selected-employee machine: loading, the employee, or the error with a retry. */
export function SelectedEmployeeBanner({ actorRef, portalId }: SelectedEmployeeBannerProps) {
  const employeeState = useSelector(actorRef, (snapshot) =>
    snapshot.matches({ employee: 'loaded' })
      ? 'loaded'
      : snapshot.matches({ employee: 'failed' })
        ? 'failed'
        : 'loading',
  );
  const employee = useSelector(actorRef, (snapshot) => snapshot.context.employee);
  const employeeError = useSelector(actorRef, (snapshot) => snapshot.context.employeeError);
  const pendingDays = useSelector(actorRef, pendingDaysLoadOf, sameLoad);
  const reload = () => actorRef.send({ type: 'RELOAD' });
  if (!employee && employeeState !== 'failed') {
    return (
      <div className={styles.bannerState}>
        <Spinner size="small" label={bannerTexts.loading} />
        <span aria-hidden="true">{bannerTexts.loading}</span>
      </div>
    );
  }
  if (employeeState === 'failed' || !employee) {
    return (
      <div role="alert">
        <Banner
          appearance="danger"
          action={
            <Button variant="text" onPress={reload}>
              {bannerTexts.retry}
            </Button>
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
      onRetryPendingDays={reload}
      portalId={portalId}
    />
  );
}
