import { fullName } from '@src/domain/format';
import { labelOfEmployeeStatus } from '@src/domain/lookups';
import { totalPendingDays } from '@src/domain/rules/vacations';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { LoadState, sameLoad } from '@ui/load-state';
import { Tag } from '@ui/tag';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { bannerTexts, employeeCardTexts } from './employee-texts';
import * as styles from './employees.css';
import { PendingDaysModal } from './pending-days-modal';
import {
  contractsLoadOf,
  employeeLoadOf,
  pendingDaysLoadOf,
  type SelectedEmployeeRef,
} from './selected-employee-loads';

/**
 * The home page's employee header card: name, ID number, status and pending vacation days, with the
 * 'Días por disfrutar' modal. The employee and the days each say when they are loading or failed.
 */
export function SelectedEmployeeCard({ actorRef }: { actorRef: SelectedEmployeeRef }) {
  const employee = useSelector(actorRef, employeeLoadOf, sameLoad);
  const contracts = useSelector(actorRef, contractsLoadOf, sameLoad);
  const pendingDays = useSelector(actorRef, pendingDaysLoadOf, sameLoad);
  const [showDays, setShowDays] = useState(false);
  const reload = () => actorRef.send({ type: 'RELOAD' });
  return (
    <Card
      title={employeeCardTexts.title}
      headingLevel={2}
      footer={
        employee.state === 'loaded' && (
          <Button variant="outlined" onPress={() => setShowDays(true)} aria-haspopup="dialog">
            {bannerTexts.openDetails}
          </Button>
        )
      }
    >
      <LoadState
        load={employee}
        loadingLabel={bannerTexts.loading}
        retryLabel={bannerTexts.retry}
        onRetry={reload}
      >
        {(loaded) => (
          <dl className={styles.employeeFacts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{employeeCardTexts.name}</dt>
              <dd className={styles.factValue}>{fullName(loaded.names, loaded.surnames)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{employeeCardTexts.idNumber}</dt>
              <dd className={styles.factValue}>{loaded.identificationDocumentNumber}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{employeeCardTexts.status}</dt>
              <dd className={styles.factValue}>
                <Tag appearance="success">{labelOfEmployeeStatus(loaded.employeeStatus)}</Tag>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{employeeCardTexts.pendingDays}</dt>
              <dd className={styles.factValue}>
                <LoadState
                  inline
                  load={pendingDays}
                  loadingLabel={bannerTexts.pendingDaysLoading}
                  retryLabel={bannerTexts.retry}
                  onRetry={reload}
                >
                  {(days) => <span className={styles.factDays}>{totalPendingDays(days)}</span>}
                </LoadState>
              </dd>
            </div>
          </dl>
        )}
      </LoadState>
      <PendingDaysModal
        isOpen={showDays}
        onClose={() => setShowDays(false)}
        pendingDays={pendingDays}
        onRetry={reload}
        usedDays={contracts}
      />
    </Card>
  );
}
