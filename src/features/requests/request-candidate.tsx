// The process page's 'Datos del candidato': who an onboarding request links, and the CV HR
// must approve ('Hoja de vida', call 18), opened on demand by the adapter.
import type { HumanResourceRequest } from '@src/domain/entities';
import { candidateFacts } from '@src/domain/rules/candidate';
import { Button } from '@ui/button';
import { Fragment } from 'react';
import * as styles from './requests.css';
import { candidateTexts as texts } from './requests-texts';

/** Where opening the CV stands: not asked, being read, the request has none, or the call failed. */
export type CurriculumStatus = 'idle' | 'opening' | 'missing' | 'failed';

/** The CV of the request, given by the adapter only to a person holding AddEmployeeLink. */
export interface CurriculumFile {
  status: CurriculumStatus;
  /** Reads the file (call 18) and hands it to the browser as a PDF download, with its name. */
  open: () => void;
}

/** The candidate's names, ID number, position and start date, and the 'Hoja de vida' control. */
export function RequestCandidate({
  request,
  curriculum,
}: {
  request: HumanResourceRequest;
  curriculum: CurriculumFile | undefined;
}) {
  const facts = candidateFacts(request);
  if (!facts) return null;
  const rows: [string, string][] = [
    [texts.names, facts.names],
    [texts.lastNames, facts.lastNames],
    [texts.identificationNumber, facts.identificationNumber],
    [texts.position, facts.position],
    [texts.startDate, facts.startDate],
  ];
  return (
    <section aria-labelledby="candidate-title" className={styles.card}>
      <h2 id="candidate-title">{texts.title}</h2>
      <dl className={styles.cardFacts}>
        {rows.map(([term, detail]) => (
          <Fragment key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{detail}</dd>
          </Fragment>
        ))}
      </dl>
      {curriculum && <CurriculumControl curriculum={curriculum} fileName={facts.curriculumFileName} />}
    </section>
  );
}

function CurriculumControl({ curriculum, fileName }: { curriculum: CurriculumFile; fileName: string }) {
  const opening = curriculum.status === 'opening';
  return (
    <div className={styles.actions}>
      <Button variant="outlined" loading={opening} onPress={curriculum.open}>
        {texts.curriculum}
      </Button>
      {fileName && <p className={styles.note}>{texts.curriculumFile(fileName)}</p>}
      {opening && (
        <p role="status" className={styles.note}>
          {texts.opening}
        </p>
      )}
      {curriculum.status === 'missing' && <p role="alert">{texts.missing}</p>}
      {curriculum.status === 'failed' && <p role="alert">{texts.failed}</p>}
    </div>
  );
}
