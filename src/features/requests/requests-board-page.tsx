import type { requestsBoardMachine } from '@machines/requests/requests-board.machine';
import { fetchMessages } from '@src/domain/fetch-messages';
import { boardFilterValues, labelOfRequestType, requestStatuses } from '@src/domain/lookups';
import { appliedFilterCount, boardView, noFiltersText, type RequestCard } from '@src/domain/rules/board';
import { boardTexts } from '@src/domain/texts';
import { Button } from '@ui/button';
import { Checkbox } from '@ui/checkbox';
import { KanbanBoard } from '@ui/kanban-board';
import { LoadState, loadOf } from '@ui/load-state';
import { PageTemplate } from '@ui/page-template';
import { Tag } from '@ui/tag';
import { TextInput } from '@ui/text-input';
import { breakpoints, maxWidth } from '@ui/theme/breakpoints';
import { useMediaQuery } from '@ui/utils/use-media-query';
import { VisuallyHidden } from '@ui/visually-hidden';
import { useSelector } from '@xstate/react';
import { Fragment, memo, useDeferredValue, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import * as styles from './requests.css';
import { requestsBoardTexts as texts } from './requests-texts';

/** @internal */
export type RequestsBoardRef = ActorRefFrom<typeof requestsBoardMachine>;

export interface RequestsBoardPageProps {
  boardRef: RequestsBoardRef;
  /** The back arrow beside the title: the app goes back to home. */
  onBack?: () => void;
}

/** The process page of a request, as the card links to it (the machine navigates on a click). */
export const processPagePath = (requestId: string) =>
  `/requests/application-process/${encodeURIComponent(requestId)}`;

/** Cards a column shows at first and adds per 'Ver más solicitudes' (500 requests stay quick to show). */
const boardPageSize = 12;

/** Up to this width the person in charge is the mobile name (SPEC §9, 27 characters). */
const phoneQuery = maxWidth(breakpoints.w768);

/** The board re-renders only when its columns or orientation change. */
const Kanban = memo(KanbanBoard);

const typeOptions = boardFilterValues.map((value) => ({ id: value, label: labelOfRequestType(value) }));
const statusOptions = Object.entries(requestStatuses).map(([id, label]) => ({ id, label }));

const toggled = (list: readonly string[], id: string, on: boolean) =>
  on ? [...list.filter((item) => item !== id), id] : list.filter((item) => item !== id);

/** /requests: the board of the selected employee's requests, its filters and orientation. */
export function RequestsBoardPage({ boardRef, onBack }: RequestsBoardPageProps) {
  const state = useSelector(boardRef, (snapshot) =>
    snapshot.hasTag('busy') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'loaded',
  );
  const load = loadOf(state, fetchMessages.requests.final);
  return (
    <PageTemplate title={texts.title} onBack={onBack}>
      <div className={styles.page}>
        <LoadState
          load={load}
          loadingLabel={texts.loading}
          retryLabel={texts.retry}
          onRetry={() => boardRef.send({ type: 'RETRY' })}
        >
          {() => <Board boardRef={boardRef} />}
        </LoadState>
      </div>
    </PageTemplate>
  );
}

function Board({ boardRef }: { boardRef: RequestsBoardRef }) {
  const requests = useSelector(boardRef, (snapshot) => snapshot.context.requests);
  const keyword = useSelector(boardRef, (snapshot) => snapshot.context.keyword);
  const types = useSelector(boardRef, (snapshot) => snapshot.context.types);
  const statuses = useSelector(boardRef, (snapshot) => snapshot.context.statuses);
  const orientation = useSelector(boardRef, (snapshot) => snapshot.context.orientation);
  const pinned = useSelector(boardRef, (snapshot) => snapshot.context.pinned);
  const pinnedOnly = useSelector(boardRef, (snapshot) => snapshot.context.pinnedOnly);
  const phone = useMediaQuery(phoneQuery);
  // The cards change only when the loaded requests or the applied filters do: typing, ticking a box
  // or the delays running leave them (and their 500 elements) alone.
  const columns = useMemo(
    () =>
      boardView(requests, { keyword, types, statuses, pinnedOnly, pinned }).map((column) => ({
        id: column.column,
        title: column.title,
        emptyText: column.emptyText,
        cards: column.cards.map((card) => ({
          id: card.requestId,
          content: <BoardCard card={card} boardRef={boardRef} phone={phone} />,
        })),
      })),
    [boardRef, requests, keyword, types, statuses, pinnedOnly, pinned, phone],
  );
  // The columns render in the background (React yields to the page every few milliseconds), so a
  // filter or the orientation never holds the page for long; the first render shows the form first.
  const shownColumns = useDeferredValue(columns, null);
  const shownOrientation = useDeferredValue(orientation);
  const formShown = useDeferredValue(true, false);
  return (
    <>
      <div className={styles.toolbar}>
        <KeywordSearch boardRef={boardRef} />
        <Checkbox checked={pinnedOnly} onChange={() => boardRef.send({ type: 'TOGGLE_PINNED_ONLY' })}>
          {texts.pinnedOnly}
        </Checkbox>
        <Button variant="outlined" onPress={() => boardRef.send({ type: 'TOGGLE_ORIENTATION' })}>
          {orientation === 'horizontal' ? texts.showVertical : texts.showHorizontal}
        </Button>
      </div>
      {formShown && <FilterForm boardRef={boardRef} />}
      {shownColumns && (
        <Kanban
          orientation={shownOrientation}
          countLabel={texts.count}
          columns={shownColumns}
          pageSize={boardPageSize}
          moreLabel={texts.showMore}
        />
      )}
    </>
  );
}

function KeywordSearch({ boardRef }: { boardRef: RequestsBoardRef }) {
  const keywordDraft = useSelector(boardRef, (snapshot) => snapshot.context.keywordDraft);
  return (
    <TextInput
      type="search"
      label={texts.keyword}
      placeholder={texts.keywordPlaceholder}
      value={keywordDraft}
      onChange={(value) => boardRef.send({ type: 'CHANGE_KEYWORD', value })}
    />
  );
}

/** One filter's checkboxes: what is chosen, and the new choice when one is ticked or cleared. */
function FilterChecks({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly { id: string; label: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.id}
          checked={chosen.includes(option.id)}
          onChange={(on) => onChange(toggled(chosen, option.id, on))}
        >
          {option.label}
        </Checkbox>
      ))}
    </fieldset>
  );
}

function FilterForm({ boardRef }: { boardRef: RequestsBoardRef }) {
  const typesDraft = useSelector(boardRef, (snapshot) => snapshot.context.typesDraft);
  const statusesDraft = useSelector(boardRef, (snapshot) => snapshot.context.statusesDraft);
  const applied = useSelector(boardRef, (snapshot) => appliedFilterCount(snapshot.context));
  const filtering = useSelector(boardRef, (snapshot) => snapshot.hasTag('filtering'));
  // Folded: at 1366×768 the columns start above the fold; the summary counts what is applied.
  return (
    <details className={styles.filterFold}>
      <summary className={styles.filterSummary}>{texts.filtersControl(applied)}</summary>
      <div className={styles.filters}>
        <FilterChecks
          legend={texts.typeFilter}
          options={typeOptions}
          chosen={typesDraft}
          onChange={(types) => boardRef.send({ type: 'CHANGE_FILTERS', types, statuses: statusesDraft })}
        />
        <FilterChecks
          legend={texts.statusFilter}
          options={statusOptions}
          chosen={statusesDraft}
          onChange={(statuses) => boardRef.send({ type: 'CHANGE_FILTERS', types: typesDraft, statuses })}
        />
        <div className={styles.summary}>
          <p className={styles.detail} role="status">
            {filtering ? texts.applying : applied === 0 ? noFiltersText() : texts.appliedFilters(applied)}
          </p>
          <Button variant="outlined" onPress={() => boardRef.send({ type: 'CLEAR_FILTERS' })}>
            {texts.clearFilters}
          </Button>
        </div>
      </div>
    </details>
  );
}

/**
 * One card; it links to the process page when the machine would take OPEN_REQUEST for it (an onboarding
 * request shown). Only the cards a column shows ask.
 */
const BoardCard = memo(function BoardCard({
  card,
  boardRef,
  phone,
}: {
  card: RequestCard;
  boardRef: RequestsBoardRef;
  /** On a phone the person in charge is cut at 27 characters (SPEC §9). */
  phone: boolean;
}) {
  const opens = useSelector(boardRef, (snapshot) =>
    snapshot.can({ type: 'OPEN_REQUEST', requestId: card.requestId }),
  );
  const pinned = useSelector(boardRef, (snapshot) => snapshot.context.pinned.includes(card.requestId));
  return (
    <article className={styles.card} aria-label={`${card.title} ${card.id}`}>
      <div className={styles.cardHead}>
        <Tag appearance={card.type.toLowerCase() === 'onboarding' ? 'primary' : 'gray'}>{card.title}</Tag>
        <Checkbox
          checked={pinned}
          onChange={() => boardRef.send({ type: 'TOGGLE_PIN', requestId: card.requestId })}
        >
          {texts.pin} <VisuallyHidden>{texts.pinOf(card.id)}</VisuallyHidden>
        </Checkbox>
      </div>
      {card.fullDescription !== '' && (
        // SPEC §9: the description cut at 65 characters; the whole text on hover and for screen readers.
        <p className={styles.note} title={card.descriptionCut ? card.fullDescription : undefined}>
          <span aria-hidden={card.descriptionCut || undefined}>{card.description}</span>
          {card.descriptionCut && <VisuallyHidden>{card.fullDescription}</VisuallyHidden>}
        </p>
      )}
      <dl className={styles.cardFacts}>
        <dt className={styles.term}>{boardTexts.cardId}</dt>
        <dd className={styles.detail}>{card.id}</dd>
        <dt className={styles.term}>{boardTexts.cardRequestDate}</dt>
        <dd className={styles.detail}>{card.requestDate}</dd>
        <dt className={styles.term}>{boardTexts.cardResponsible}</dt>
        <dd className={styles.detail} title={phone ? card.responsible : undefined}>
          {phone ? card.mobileResponsible : card.responsible}
        </dd>
        <dt className={styles.term}>{texts.status}</dt>
        <dd className={styles.detail}>{card.status}</dd>
        {card.decision.map((fact) => (
          <Fragment key={fact.term}>
            <dt className={styles.term}>{fact.term}</dt>
            <dd className={styles.detail}>{fact.description}</dd>
          </Fragment>
        ))}
      </dl>
      {opens ? (
        <a
          href={processPagePath(card.requestId)}
          onClick={(event) => {
            event.preventDefault();
            boardRef.send({ type: 'OPEN_REQUEST', requestId: card.requestId });
          }}
        >
          {texts.openRequest(card.id)}
        </a>
      ) : (
        // Only onboarding requests have a process page (SPEC §2); for the others SPEC §8's text.
        <p className={styles.note}>{boardTexts.unknownRequestType}</p>
      )}
    </article>
  );
});
