// 'Ausencias del equipo en esas fechas' on the approval of an enjoyment request: who else of the manager's
// team is away in its days, over the team-absences machine the app gives its actor
// (src/app/wiring/approvals/team-absences.ts). It sits beside the answer and never stands in its way.

import type { teamAbsencesMachine } from '@machines/approvals/team-absences.machine';
import type { TeamAbsence } from '@src/domain/entities';
import { formatDate } from '@src/domain/format';
import { LoadState, loadOf } from '@ui/load-state';
import { useSelector } from '@xstate/react';
import { type ReactNode, useId } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { teamAbsencesTexts as texts } from './approval-texts';
import * as styles from './approvals.css';

type TeamAbsencesRef = ActorRefFrom<typeof teamAbsencesMachine>;

/**
 * What the page shows as the team's absences of a request: the app renders the section over its own
 * actor (a page cannot start one), so the page takes this from its route.
 */
export type RenderTeamAbsences = (requestId: string) => ReactNode;

type Phase = 'loading' | 'failed' | 'empty' | 'loaded';

function phaseOf(snapshot: SnapshotFrom<typeof teamAbsencesMachine>): Phase {
  if (snapshot.hasTag('busy')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  // Only call 20's own answer of nobody is the empty text: never a load that failed or still runs.
  if (snapshot.matches('empty')) return 'empty';
  return 'loaded';
}

/** One line of an absence: the dates as the app writes them, and the status in words. */
function absenceLines(absence: TeamAbsence): { dates: string; status: string } {
  return {
    dates: texts.dates(formatDate(absence.startDate), formatDate(absence.endDate)),
    status: texts.statuses[absence.status] ?? absence.status,
  };
}

/** The section: its title, then the team mates away (name, dates, status), nobody, loading or failed. */
export function TeamAbsences({ actorRef }: { actorRef: TeamAbsencesRef }) {
  const headingId = useId();
  const phase = useSelector(actorRef, phaseOf);
  const absences = useSelector(actorRef, (snapshot) => snapshot.context.absences);
  const load = loadOf(
    phase === 'loading' ? 'loading' : phase === 'failed' ? 'failed' : 'loaded',
    texts.failed,
  );
  return (
    <section aria-labelledby={headingId} className={styles.absences}>
      <h2 id={headingId} className={styles.absencesHeading}>
        {texts.title}
      </h2>
      <LoadState
        load={load}
        loadingLabel={texts.loading}
        retryLabel={texts.retry}
        onRetry={() => actorRef.send({ type: 'RETRY' })}
      >
        {() =>
          phase === 'empty' ? (
            <p className={styles.absencesNote}>{texts.empty}</p>
          ) : (
            <ul aria-label={texts.listLabel} className={styles.absencesList}>
              {absences.map((absence) => {
                const lines = absenceLines(absence);
                return (
                  <li
                    key={`${absence.employeeId}-${absence.humanResourceRequestNumber}`}
                    className={styles.absence}
                  >
                    <h3 className={styles.absenceName}>{absence.employeeName}</h3>
                    <p className={styles.absenceLine}>{lines.dates}</p>
                    <p className={styles.absenceLine}>{lines.status}</p>
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
