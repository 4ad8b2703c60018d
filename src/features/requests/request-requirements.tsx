// The requirements modal's tables of the request process page (SPEC §2, docs/decisions/0014).
import type { HumanResourceRequest } from '@src/domain/entities';
import type { RequirementTag } from '@src/domain/lookups';
import {
  type RequirementRow,
  type RequirementSection,
  requirementTables,
} from '@src/domain/rules/request-process';
import { Button } from '@ui/button';
import { Tag } from '@ui/tag';
import { useSelector } from '@xstate/react';
import type { RequestProcessRef } from './request-process-page';
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
 * Aprobar (Cumple) and No Cumple actions, on when the machine would take them.
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
    </>
  );
}

function RequirementEntry({ processRef, row }: { processRef: RequestProcessRef; row: RequirementRow }) {
  const mayApprove = useSelector(processRef, (snapshot) =>
    snapshot.can({ type: 'EVALUATE_REQUIREMENT', requirementId: row.id, result: 'met' }),
  );
  const mayReject = useSelector(processRef, (snapshot) =>
    snapshot.can({ type: 'EVALUATE_REQUIREMENT', requirementId: row.id, result: 'notMet' }),
  );
  // While an evaluation is sent the pressed action is in the kit's pending state, the others are off.
  const working = useSelector(processRef, (snapshot) => snapshot.hasTag('evaluating'));
  const sending = useSelector(processRef, (snapshot) =>
    snapshot.hasTag('evaluating') && snapshot.context.requirementId === row.id
      ? snapshot.context.result
      : undefined,
  );
  return (
    <li className={styles.taskItem}>
      <div>
        <strong>{row.name}</strong> <Tag appearance={tagAppearance[row.tag]}>{row.tag}</Tag>
        {row.description && <p className={styles.note}>{row.description}</p>}
      </div>
      <div className={styles.actions}>
        <Button
          variant="outlined"
          appearance="success"
          loading={sending === 'met'}
          disabled={!mayApprove && sending !== 'met'}
          disabledReason={mayApprove || working ? undefined : row.approveBlock}
          aria-label={texts.approveRequirement(row.name)}
          onPress={() =>
            processRef.send({ type: 'EVALUATE_REQUIREMENT', requirementId: row.id, result: 'met' })
          }
        >
          {texts.approve}
        </Button>
        <Button
          variant="outlined"
          appearance="danger"
          loading={sending === 'notMet'}
          disabled={!mayReject && sending !== 'notMet'}
          disabledReason={mayReject || working ? undefined : row.notMetBlock}
          aria-label={texts.rejectRequirement(row.name)}
          onPress={() =>
            processRef.send({ type: 'EVALUATE_REQUIREMENT', requirementId: row.id, result: 'notMet' })
          }
        >
          {texts.notMet}
        </Button>
      </div>
    </li>
  );
}
