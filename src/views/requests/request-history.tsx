// 'Historial de la solicitud': who did what to a request, when and why, newest first. Shared by
// the process page, the details modals of /holidays and /certifications and the vacation approval; each
// renders it where the app hands it in (`RenderHistory`), over the history machine the app gives its
// actors (src/app/wiring/requests/request-history.ts).

import type { requestHistoryMachine } from '@machines/requests/request-history.machine';
import type { HistoryEntry } from '@src/domain/entities';
import { historyEntryFacts } from '@src/domain/rules/history';
import { LoadState, loadOf } from '@ui/load-state';
import { Spinner } from '@ui/spinner';
import { useSelector } from '@xstate/react';
import { type ReactNode, useId } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { historyEntryLines, historyTexts } from './request-texts';
import * as styles from './requests.css';

type RequestHistoryRef = ActorRefFrom<typeof requestHistoryMachine>;

/** The request whose history a page shows, and the version of it the page holds. */
export interface HistoryOf {
  requestId: string;
  version: number;
}

/** The heading level of the section's title (its entries' titles are one level below). */
export type HistoryHeadingLevel = 2 | 3;

/**
 * What a page shows as a request's history: the app renders the section over its own actor (a page or a
 * shared view cannot start one), so a page takes this from its route and calls it where the section goes.
 */
export type RenderHistory = (request: HistoryOf, headingLevel: HistoryHeadingLevel) => ReactNode;

type Phase = 'loading' | 'failed' | 'refused' | 'empty' | 'loaded';

function phaseOf(snapshot: SnapshotFrom<typeof requestHistoryMachine>): Phase {
  if (snapshot.hasTag('busy')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('refused')) return 'refused';
  if (snapshot.matches('empty')) return 'empty';
  // Read again: what showed stays (the entries, or that there are none) until the answer comes.
  if (snapshot.matches('refreshing')) return snapshot.context.entries.length === 0 ? 'empty' : 'loaded';
  return 'loaded';
}

export interface RequestHistoryProps {
  actorRef: RequestHistoryRef;
  headingLevel?: HistoryHeadingLevel;
}

/**
 * The section: its title, then the entries newest first (date and time in Bogotá, who, what changed, the
 * status from → to, the person's words quoted), or its loading, empty, failed (Reintentar) or refused
 * text. It never hides what the page shows above it.
 */
export function RequestHistory({ actorRef, headingLevel = 2 }: RequestHistoryProps) {
  const headingId = useId();
  const phase = useSelector(actorRef, phaseOf);
  const refreshing = useSelector(actorRef, (snapshot) => snapshot.hasTag('refreshing'));
  const entries = useSelector(actorRef, (snapshot) => snapshot.context.entries);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const load = loadOf(
    phase === 'loading' ? 'loading' : phase === 'failed' ? 'failed' : 'loaded',
    historyTexts.failed,
  );
  return (
    <section aria-labelledby={headingId} aria-busy={refreshing} className={styles.history}>
      <div className={styles.historyHeader}>
        <Heading id={headingId} className={styles.historyHeading}>
          {historyTexts.title}
        </Heading>
        {refreshing && <Spinner size="small" label={historyTexts.refreshing} />}
      </div>
      <LoadState
        load={load}
        loadingLabel={historyTexts.loading}
        retryLabel={historyTexts.retry}
        onRetry={() => actorRef.send({ type: 'RETRY' })}
      >
        {() =>
          phase === 'refused' ? (
            <p className={styles.historyNote}>{historyTexts.refused}</p>
          ) : phase === 'empty' ? (
            <p className={styles.historyNote}>{historyTexts.empty}</p>
          ) : (
            <HistoryEntries entries={entries} entryHeading={headingLevel === 2 ? 'h3' : 'h4'} />
          )
        }
      </LoadState>
    </section>
  );
}

function HistoryEntries({ entries, entryHeading }: { entries: HistoryEntry[]; entryHeading: 'h3' | 'h4' }) {
  const Title = entryHeading;
  return (
    <ol aria-label={historyTexts.listLabel} className={styles.historyList}>
      {entries.map((entry) => {
        const facts = historyEntryFacts(entry);
        const lines = historyEntryLines(facts);
        return (
          <li key={facts.id} className={styles.historyEntry}>
            <Title className={styles.historyWhat}>{lines.what}</Title>
            <p className={styles.historyMeta}>
              {facts.instant ? <time dateTime={facts.instant}>{lines.when}</time> : lines.when}
              {historyTexts.whenWhoSeparator}
              {lines.who}
            </p>
            {lines.detail && <p className={styles.historyLine}>{lines.detail}</p>}
            {lines.status && <p className={styles.historyLine}>{lines.status}</p>}
            {lines.words && <p className={styles.historyWords}>{lines.words}</p>}
          </li>
        );
      })}
    </ol>
  );
}
