import type { contractHistoryMachine } from '@machines/contracts/contract-history.machine';
import type { Contract } from '@src/domain/entities';
import { permissionExplanations } from '@src/domain/permissions';
import {
  type ContractAction,
  type ContractView,
  contractActionReason,
  contractById,
  contractView,
} from '@src/domain/rules/contracts';
import { contractTexts, layoutTexts } from '@src/domain/texts';
import { AddButton } from '@ui/add-button';
import { Banner } from '@ui/banner';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { DescriptionList } from '@ui/description-list';
import { FlagMessage } from '@ui/flag-message';
import { type Load, LoadState } from '@ui/load-state';
import { Menu } from '@ui/menu';
import { Modal } from '@ui/modal';
import { PageTemplate } from '@ui/page-template';
import { Tag } from '@ui/tag';
import { layoutWidths, maxWidth } from '@ui/theme/breakpoints';
import { useMediaQuery } from '@ui/utils/use-media-query';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { ContractActionDialogs } from './contract-action-dialogs';
import { contractActionTexts, contractDetailsTexts, contractPageTexts } from './contract-texts';
import * as styles from './contracts.css';

export type ContractHistoryRef = ActorRefFrom<typeof contractHistoryMachine>;
type HistorySnapshot = SnapshotFrom<typeof contractHistoryMachine>;

export interface ContractsPageProps {
  /**
   * The contract history: loading or failed while the employee's contracts (call 8) are, then the
   * running contract-history actor (src/app provides call 10, call 11 and the new tab).
   */
  history: Load<ContractHistoryRef>;
  /** Asks call 8 again after it failed. */
  onRetry?: () => void;
  /** The back arrow beside the title: the app goes back to home. */
  onBack?: () => void;
}

const actionEvents = { terminate: 'TERMINATE', renew: 'RENEW', modify: 'MODIFY' } as const;
const actionLabels: Record<ContractAction, string> = {
  terminate: contractTexts.terminate,
  renew: contractTexts.renew,
  modify: contractTexts.modify,
};
const actionOrder: ContractAction[] = ['terminate', 'renew', 'modify'];

/** Whether the page's own controls are live (no modal of the page is open). */
function isIdle(snapshot: HistorySnapshot): boolean {
  return snapshot.matches({ history: 'browsing' }) || snapshot.matches({ history: 'empty' });
}

/** Each action: enabled or not, and why not. The guards decide while the page is idle. */
function actionStates(snapshot: HistorySnapshot) {
  const idle = isIdle(snapshot);
  const { context } = snapshot;
  const contractActions = actionOrder.map((action) => {
    const reason = contractActionReason(context, action);
    // Behind an open modal the controls keep their look; only the guards decide while idle.
    const allowed = idle ? snapshot.can({ type: actionEvents[action] }) : reason === undefined;
    return { action, allowed, reason: allowed ? undefined : reason };
  });
  const linkAllowed = idle
    ? snapshot.can({ type: 'ADD_LINK' })
    : context.useCases.includes('AddEmployeeLink');
  return {
    contractActions,
    link: { allowed: linkAllowed, reason: linkAllowed ? undefined : permissionExplanations.addEmployeeLink },
  };
}

/**
 * /contracts: 'Consulta histórica de contratos', the contract cards newest first (or 'No hay contratos
 * disponibles para este empleado.'), the banner when no contract is valid, 'Más detalles', and Terminar,
 * Renovar, Modificar and Agregar vinculación — up to 1235 px wide collapsed into a menu and a floating
 * add button. Renders the contract-history machine; every decision is the machine's.
 */
export function ContractsPage({ history, onRetry, onBack }: ContractsPageProps) {
  const collapsed = useMediaQuery(maxWidth(layoutWidths.actionsCollapse));
  if (history.state !== 'loaded') {
    return (
      <PageTemplate title={contractTexts.historyTitle} onBack={onBack}>
        <LoadState
          load={history}
          loadingLabel={contractPageTexts.loading}
          retryLabel={contractPageTexts.retry}
          onRetry={onRetry}
        >
          {() => null}
        </LoadState>
      </PageTemplate>
    );
  }
  return <ContractHistory historyRef={history.value} collapsed={collapsed} onBack={onBack} />;
}

function ContractHistory({
  historyRef,
  collapsed,
  onBack,
}: {
  historyRef: ContractHistoryRef;
  collapsed: boolean;
  onBack?: (() => void) | undefined;
}) {
  const snapshot = useSelector(historyRef, (current) => current);
  const actionRef = useSelector(historyRef, (current) => current.children.contractAction);
  const { context } = snapshot;
  const now = new Date(context.now);
  const states = actionStates(snapshot);
  const send = historyRef.send;

  const wideActions = (
    <div className={styles.actions}>
      {states.contractActions.map(({ action, allowed, reason }) => (
        <Button
          key={action}
          variant="outlined"
          disabled={!allowed}
          disabledReason={reason}
          aria-haspopup="dialog"
          onPress={() => send({ type: actionEvents[action] })}
        >
          {actionLabels[action]}
        </Button>
      ))}
      <Button
        disabled={!states.link.allowed}
        disabledReason={states.link.reason}
        onPress={() => send({ type: 'ADD_LINK' })}
      >
        {contractTexts.addLink}
      </Button>
    </div>
  );
  const menu = (
    <Menu
      label={contractPageTexts.actionsMenu}
      trigger="button"
      placement="bottom end"
      items={states.contractActions.map(({ action, allowed, reason }) => ({
        id: action,
        label: actionLabels[action],
        disabled: !allowed,
        ...(reason ? { description: reason } : {}),
      }))}
      onAction={(id) => send({ type: actionEvents[id as ContractAction] })}
    />
  );
  const sent = context.lastSent;
  const details = contractById(context.contracts, context.detailsContractId);

  return (
    <PageTemplate title={contractTexts.historyTitle} onBack={onBack} action={collapsed ? menu : wideActions}>
      <div className={styles.panel}>
        {snapshot.matches({ banner: 'linkingInProgress' }) && (
          <Banner appearance="warning" announce>
            {contractTexts.bannerLinkingInProgress}
          </Banner>
        )}
        {snapshot.matches({ banner: 'noValidContract' }) && (
          <Banner appearance="warning" announce>
            {contractTexts.bannerNoValidContract}
          </Banner>
        )}
        {snapshot.matches({ history: { browsing: 'sent' } }) && sent && (
          <FlagMessage
            title={contractActionTexts.sent[sent.action]}
            description={contractActionTexts.sentDetail(sent.contractNumber, sent.requestNumber)}
            appearance="success"
            onClose={() => send({ type: 'DISMISS_FLAG' })}
            closeLabel={layoutTexts.close}
          />
        )}
        {snapshot.matches({ history: 'empty' }) ? (
          <p>{contractTexts.noContracts}</p>
        ) : (
          <ul className={styles.cards} aria-label={contractPageTexts.listLabel}>
            {context.contracts.map((contract) => (
              <li key={contract.contractId}>
                <ContractCard
                  view={contractView(contract, now)}
                  snapshot={snapshot}
                  onDetails={() => send({ type: 'CHECK_DETAILS', contractId: contract.contractId })}
                />
              </li>
            ))}
          </ul>
        )}
        {collapsed && <div className={styles.floatingRoom} />}
      </div>
      {collapsed && (
        <AddButton
          label={contractTexts.addLink}
          disabled={!states.link.allowed}
          disabledReason={states.link.reason}
          onPress={() => send({ type: 'ADD_LINK' })}
        />
      )}
      <Modal
        isOpen={snapshot.matches({ history: 'viewingDetails' })}
        title={contractDetailsTexts.title(details?.contractNumber ?? '')}
        closeLabel={layoutTexts.close}
        onClose={() => send({ type: 'CLOSE_DETAILS' })}
        dismissable
      >
        {details && <ContractDetails contract={details} now={now} />}
      </Modal>
      <ContractActionDialogs actorRef={actionRef} />
    </PageTemplate>
  );
}

function ContractCard({
  view,
  snapshot,
  onDetails,
}: {
  view: ContractView;
  snapshot: HistorySnapshot;
  onDetails: () => void;
}) {
  const number = view.contract.contractNumber;
  const event = { type: 'CHECK_DETAILS' as const, contractId: view.contract.contractId };
  const allowed = isIdle(snapshot)
    ? snapshot.can(event)
    : snapshot.context.useCases.includes('CheckContractDetails');
  return (
    <Card
      headingLevel={2}
      title={contractPageTexts.cardTitle(number)}
      headerEnd={
        <Tag appearance={view.isContractValid ? 'success' : 'gray'}>
          {view.isContractValid ? contractTexts.valid : contractTexts.ended}
        </Tag>
      }
      footer={
        <Button
          variant="text"
          aria-label={contractPageTexts.moreDetailsOf(number)}
          disabled={!allowed}
          disabledReason={allowed ? undefined : permissionExplanations.contractDetails}
          onPress={onDetails}
        >
          {contractTexts.moreDetails}
        </Button>
      }
    >
      <div className={styles.cardDetails}>
        <DescriptionList
          items={[
            { term: contractTexts.from, description: view.startDate },
            { term: contractTexts.to, description: view.endDate },
            { term: contractTexts.lastPosition, description: view.lastPosition },
            { term: contractTexts.lastSalary, description: view.lastSalary },
            { term: contractTexts.contractType, description: view.contractType },
            {
              term: contractTexts.regulatoryFramework,
              description: view.regulatoryFramework || contractDetailsTexts.notGiven,
            },
            { term: contractTexts.company, description: view.company },
          ]}
        />
      </div>
    </Card>
  );
}

function ContractDetails({ contract, now }: { contract: Contract; now: Date }) {
  const view = contractView(contract, now);
  const or = (value: string) => value || contractDetailsTexts.notGiven;
  return (
    <DescriptionList
      items={[
        { term: contractDetailsTexts.workplace, description: or(view.workplace) },
        { term: contractDetailsTexts.formalizationDate, description: or(view.formalizationDate) },
        { term: contractDetailsTexts.workSchedule, description: or(view.workSchedule) },
        { term: contractDetailsTexts.salaryProfile, description: or(view.salaryProfile) },
        ...(view.isContractValid
          ? []
          : [
              { term: contractDetailsTexts.retirementDate, description: or(view.retirementDate) },
              { term: contractDetailsTexts.retirementReason, description: view.retirementReason },
            ]),
      ]}
    />
  );
}
