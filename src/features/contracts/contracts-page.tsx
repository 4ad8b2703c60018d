import type { contractHistoryMachine } from '@machines/contracts/contract-history.machine';
import type { Contract } from '@src/domain/entities';
import { permissionExplanations } from '@src/domain/permissions';
import {
  type ContractAction,
  type ContractView,
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
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { ContractActionDialogs } from './contract-action-dialogs';
import { contractActionTexts, contractDetailsTexts, contractPageTexts } from './contract-texts';
import * as styles from './contracts.css';

type ContractHistoryRef = ActorRefFrom<typeof contractHistoryMachine>;
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
  // What the page shows, each control as the machine's guards answer (`can`), modal open or not.
  const view = useSelector(
    historyRef,
    (snapshot) => ({
      contracts: snapshot.context.contracts,
      now: snapshot.context.now,
      refusals: snapshot.context.refusals,
      banner: bannerOf(snapshot),
      empty: snapshot.matches({ page: 'empty' }),
      detailsOpen: snapshot.matches({ modal: 'viewingDetails' }),
      detailsContractId: snapshot.context.detailsContractId,
      sent: snapshot.matches({ modal: { closed: 'sent' } }) ? snapshot.context.lastSent : undefined,
      terminate: snapshot.can({ type: 'TERMINATE' }),
      renew: snapshot.can({ type: 'RENEW' }),
      modify: snapshot.can({ type: 'MODIFY' }),
      addLink: snapshot.can({ type: 'ADD_LINK' }),
      actionRef: snapshot.children.contractAction,
    }),
    shallowEqual,
  );
  const now = new Date(view.now);
  const send = historyRef.send;
  const contractActions = actionOrder.map((action) => ({
    action,
    allowed: view[action],
    reason: view[action] ? undefined : view.refusals[action],
  }));
  const link = {
    allowed: view.addLink,
    reason: view.addLink ? undefined : permissionExplanations.addEmployeeLink,
  };

  const wideActions = (
    <div className={styles.actions}>
      {contractActions.map(({ action, allowed, reason }) => (
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
        disabled={!link.allowed}
        disabledReason={link.reason}
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
      items={contractActions.map(({ action, allowed, reason }) => ({
        id: action,
        label: actionLabels[action],
        disabled: !allowed,
        ...(reason ? { description: reason } : {}),
      }))}
      onAction={(id) => send({ type: actionEvents[id as ContractAction] })}
    />
  );
  const sent = view.sent;
  const details = contractById(view.contracts, view.detailsContractId);

  return (
    <PageTemplate title={contractTexts.historyTitle} onBack={onBack} action={collapsed ? menu : wideActions}>
      <div className={styles.panel}>
        {view.banner === 'linkingInProgress' && (
          <Banner appearance="warning" announce>
            {contractTexts.bannerLinkingInProgress}
          </Banner>
        )}
        {view.banner === 'noValidContract' && (
          <Banner appearance="warning" announce>
            {contractTexts.bannerNoValidContract}
          </Banner>
        )}
        {view.banner === 'unknown' && (
          <Banner
            appearance="warning"
            announce
            action={
              <Button variant="outlined" onPress={() => send({ type: 'RETRY' })}>
                {contractPageTexts.retry}
              </Button>
            }
          >
            {contractPageTexts.bannerUnknown}
          </Banner>
        )}
        {sent && (
          <FlagMessage
            title={contractActionTexts.sent[sent.action]}
            description={contractActionTexts.sentDetail(sent.contractNumber, sent.requestNumber)}
            appearance="success"
            onClose={() => send({ type: 'DISMISS_FLAG' })}
            closeLabel={layoutTexts.close}
          />
        )}
        {view.empty ? (
          <p>{contractTexts.noContracts}</p>
        ) : (
          <ul className={styles.cards} aria-label={contractPageTexts.listLabel}>
            {view.contracts.map((contract) => (
              <li key={contract.contractId}>
                <ContractCard view={contractView(contract, now)} historyRef={historyRef} />
              </li>
            ))}
          </ul>
        )}
        {collapsed && <div className={styles.floatingRoom} />}
      </div>
      {collapsed && (
        <AddButton
          label={contractTexts.addLink}
          disabled={!link.allowed}
          disabledReason={link.reason}
          onPress={() => send({ type: 'ADD_LINK' })}
        />
      )}
      <Modal
        isOpen={view.detailsOpen}
        title={contractDetailsTexts.title(details?.contractNumber ?? '')}
        closeLabel={layoutTexts.close}
        onClose={() => send({ type: 'CLOSE_DETAILS' })}
        dismissable
      >
        {details && <ContractDetails contract={details} now={now} />}
      </Modal>
      <ContractActionDialogs actorRef={view.actionRef} />
    </PageTemplate>
  );
}

/** Which banner the machine is showing, if any. */
function bannerOf(snapshot: HistorySnapshot) {
  if (snapshot.matches({ banner: 'linkingInProgress' })) return 'linkingInProgress';
  if (snapshot.matches({ banner: 'noValidContract' })) return 'noValidContract';
  if (snapshot.matches({ banner: 'unknown' })) return 'unknown';
  return undefined;
}

function ContractCard({ view, historyRef }: { view: ContractView; historyRef: ContractHistoryRef }) {
  const number = view.contract.contractNumber;
  const contractId = view.contract.contractId;
  const allowed = useSelector(historyRef, (snapshot) => snapshot.can({ type: 'CHECK_DETAILS', contractId }));
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
          onPress={() => historyRef.send({ type: 'CHECK_DETAILS', contractId })}
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
        { term: contractDetailsTexts.jobModality, description: or(view.jobModality) },
        { term: contractDetailsTexts.formalizationDate, description: or(view.formalizationDate) },
        { term: contractDetailsTexts.workSchedule, description: or(view.workSchedule) },
        { term: contractDetailsTexts.salaryProfile, description: or(view.salaryProfile) },
        ...(view.validUntil ? [{ term: contractDetailsTexts.deadline, description: view.validUntil }] : []),
        ...(view.retirement
          ? [
              { term: contractDetailsTexts.retirementDate, description: view.retirement.date },
              { term: contractDetailsTexts.retirementReason, description: view.retirement.reason },
            ]
          : []),
      ]}
    />
  );
}
