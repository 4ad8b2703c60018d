// The requirements modal's tables of the request process page (SPEC §2, docs/decisions/0014).
import type { HumanResourceRequest } from '@src/domain/entities';
import type { RequirementTag } from '@src/domain/lookups';
import {
  type RequirementRow,
  type RequirementSection,
  requirementTables,
  tagOfResult,
} from '@src/domain/rules/request-process';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { Tag } from '@ui/tag';
import { useSelector } from '@xstate/react';
import type { RequestProcessRef } from './request-process-ref';
import * as styles from './requests.css';
import { requestProcessTexts as texts } from './requests-texts';

const sectionTitles: Record<RequirementSection, string> = {
  system: texts.systemValidations,
  documentary: texts.documentaryRequirements,
  human: texts.humanValidations,
};

const tagAppearance = {
  Cumple: 'success',
  'No Cumple': 'danger',
  'Sin Evaluar': 'gray',
} as const satisfies Record<RequirementTag, string>;

/**
 * The requirement tables (docs/decisions/0014): the entries of tasks 1 to 3, each with its tag and the
 * Aprobar (Cumple) and No Cumple actions (a No Cumple entry: Deshacer), on when the machine
 * would take them; No Cumple asks '¿Marcar como No Cumple?' first.
 */
export function Requirements({
  processRef,
  request,
  account,
}: {
  processRef: RequestProcessRef;
  request: HumanResourceRequest;
  account: string;
}) {
  return (
    <>
      {requirementTables(request, account).map(({ section, rows }) => (
        <section key={section} aria-labelledby={`requirements-${section}`}>
          <h3 id={`requirements-${section}`}>{sectionTitles[section]}</h3>
          {rows.length === 0 ? (
            <p className={styles.note}>{texts.noRequirements}</p>
          ) : (
            <ul className={styles.taskList}>
              {rows.map((row) => (
                <RequirementEntry key={row.id} processRef={processRef} row={row} />
              ))}
            </ul>
          )}
        </section>
      ))}
      <ConfirmNotMet processRef={processRef} request={request} />
    </>
  );
}

/** '¿Marcar como No Cumple?' with the entry's name; Cancelar (or Escape) sends nothing. */
function ConfirmNotMet({
  processRef,
  request,
}: {
  processRef: RequestProcessRef;
  request: HumanResourceRequest;
}) {
  const confirming = useSelector(processRef, (snapshot) => snapshot.hasTag('confirming'));
  const requirementId = useSelector(processRef, (snapshot) => snapshot.context.requirementId);
  const name =
    request.requirementsOfTheHumanResourcesRequest.find((entry) => entry.requirementId === requirementId)
      ?.requirementName ?? '';
  return (
    <ConfirmDialog
      isOpen={confirming}
      title={texts.confirmNotMetTitle}
      confirmText={texts.confirm}
      cancelText={texts.cancel}
      closeLabel={texts.close}
      confirmAppearance="danger"
      onConfirm={() => processRef.send({ type: 'CONFIRM_NOT_MET' })}
      onCancel={() => processRef.send({ type: 'CANCEL_NOT_MET' })}
    >
      <p>{texts.confirmNotMetBody(name)}</p>
    </ConfirmDialog>
  );
}

function RequirementEntry({ processRef, row }: { processRef: RequestProcessRef; row: RequirementRow }) {
  const mayApprove = useSelector(processRef, (snapshot) =>
    snapshot.can({ type: 'EVALUATE_REQUIREMENT', requirementId: row.id, result: 'met' }),
  );
  const mayReject = useSelector(processRef, (snapshot) =>
    snapshot.can({ type: 'EVALUATE_REQUIREMENT', requirementId: row.id, result: 'notMet' }),
  );
  const mayUndo = useSelector(processRef, (snapshot) =>
    snapshot.can({ type: 'EVALUATE_REQUIREMENT', requirementId: row.id, result: 'notEvaluated' }),
  );
  // While an evaluation is confirmed or sent the pressed action is in the kit's pending state, the
  // others are off.
  const working = useSelector(
    processRef,
    (snapshot) => snapshot.hasTag('evaluating') || snapshot.hasTag('confirming'),
  );
  const sending = useSelector(processRef, (snapshot) =>
    snapshot.hasTag('evaluating') && snapshot.context.requirementId === row.id
      ? snapshot.context.result
      : undefined,
  );
  // One button per result: pending while its own evaluation is sent, otherwise on when the machine would
  // take it, with the rule's reason when it would not.
  const evaluation = (
    result: 'met' | 'notMet' | 'notEvaluated',
    may: boolean,
    block: string | undefined,
    appearance: 'success' | 'danger' | 'gray',
    label: (name: string) => string,
    text: string,
  ) => (
    <Button
      variant="outlined"
      appearance={appearance}
      loading={sending === result}
      disabled={!may && sending !== result}
      disabledReason={may || working ? undefined : block}
      aria-label={label(row.name)}
      onPress={() => processRef.send({ type: 'EVALUATE_REQUIREMENT', requirementId: row.id, result })}
    >
      {text}
    </Button>
  );
  return (
    <li className={styles.taskItem}>
      <div>
        <strong>{row.name}</strong> <Tag appearance={tagAppearance[row.tag]}>{row.tag}</Tag>
        {row.description && <p className={styles.note}>{row.description}</p>}
      </div>
      <div className={styles.actions}>
        {evaluation('met', mayApprove, row.approveBlock, 'success', texts.approveRequirement, texts.approve)}
        {row.tag === tagOfResult.notMet
          ? evaluation('notEvaluated', mayUndo, row.undoBlock, 'gray', texts.undoRequirement, texts.undo)
          : evaluation('notMet', mayReject, row.notMetBlock, 'danger', texts.rejectRequirement, texts.notMet)}
      </div>
    </li>
  );
}
