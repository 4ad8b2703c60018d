import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { requestsBoardMachine } from '../../../machines/requests/requests-board.machine';
import { Button } from '../../../src-ui/button';
import { Checkbox } from '../../../src-ui/checkbox';
import { KanbanBoard } from '../../../src-ui/kanban-board';
import { type Load, LoadState } from '../../../src-ui/load-state';
import { PageTemplate } from '../../../src-ui/page-template';
import { Tag } from '../../../src-ui/tag';
import { TextInput } from '../../../src-ui/text-input';
import { fetchMessages } from '../../domain/fetch-messages';
import { boardFilterValues, labelOfRequestType, requestStatuses } from '../../domain/lookups';
import { boardView, noFiltersText, type RequestCard } from '../../domain/rules/board';
import { boardTexts } from '../../domain/texts';
import * as styles from './requests.css';
import { requestsBoardTexts as texts } from './requests-texts';

export type RequestsBoardRef = ActorRefFrom<typeof requestsBoardMachine>;

export interface RequestsBoardPageProps {
  boardRef: RequestsBoardRef;
  /** The back arrow beside the title: the app goes back to home. */
  onBack?: () => void;
}

/** The process page of a request, as the card links to it (the machine navigates on a click). */
export const processPagePath = (requestId: string) =>
  `/requests/application-process/${encodeURIComponent(requestId)}`;

const typeOptions = boardFilterValues.map((value) => ({ id: value, label: labelOfRequestType(value) }));
const statusOptions = Object.entries(requestStatuses).map(([id, label]) => ({ id, label }));

const toggled = (list: readonly string[], id: string, on: boolean) =>
  on ? [...list.filter((item) => item !== id), id] : list.filter((item) => item !== id);

/** /requests: the board of the selected employee's requests, its filters and orientation. */
export function RequestsBoardPage({ boardRef, onBack }: RequestsBoardPageProps) {
  const state = useSelector(boardRef, (snapshot) =>
    snapshot.hasTag('busy') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'loaded',
  );
  const load: Load<undefined> =
    state === 'loaded'
      ? { state, value: undefined }
      : state === 'failed'
        ? { state, message: fetchMessages.requests.final }
        : { state };
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
  const context = useSelector(boardRef, (snapshot) => snapshot.context);
  const filtering = useSelector(boardRef, (snapshot) => snapshot.hasTag('filtering'));
  const horizontal = context.orientation === 'horizontal';
  const columns = boardView(context.requests, context);
  const applied = context.types.length + context.statuses.length;
  return (
    <>
      <div className={styles.toolbar}>
        <TextInput
          type="search"
          label={texts.keyword}
          placeholder={texts.keywordPlaceholder}
          value={context.keywordDraft}
          onChange={(value) => boardRef.send({ type: 'CHANGE_KEYWORD', value })}
        />
        <Button variant="outlined" onPress={() => boardRef.send({ type: 'TOGGLE_ORIENTATION' })}>
          {horizontal ? texts.showVertical : texts.showHorizontal}
        </Button>
      </div>
      <div className={styles.filters}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{texts.typeFilter}</legend>
          {typeOptions.map((option) => (
            <Checkbox
              key={option.id}
              checked={context.typesDraft.includes(option.id)}
              onChange={(on) =>
                boardRef.send({
                  type: 'CHANGE_FILTERS',
                  types: toggled(context.typesDraft, option.id, on),
                  statuses: context.statusesDraft,
                })
              }
            >
              {option.label}
            </Checkbox>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{texts.statusFilter}</legend>
          {statusOptions.map((option) => (
            <Checkbox
              key={option.id}
              checked={context.statusesDraft.includes(option.id)}
              onChange={(on) =>
                boardRef.send({
                  type: 'CHANGE_FILTERS',
                  types: context.typesDraft,
                  statuses: toggled(context.statusesDraft, option.id, on),
                })
              }
            >
              {option.label}
            </Checkbox>
          ))}
        </fieldset>
        <div className={styles.summary}>
          <p className={styles.detail} role="status">
            {filtering ? texts.applying : applied === 0 ? noFiltersText() : texts.appliedFilters(applied)}
          </p>
          <Button variant="outlined" onPress={() => boardRef.send({ type: 'CLEAR_FILTERS' })}>
            {texts.clearFilters}
          </Button>
        </div>
      </div>
      <KanbanBoard
        orientation={context.orientation}
        countLabel={texts.count}
        columns={columns.map((column) => ({
          id: column.column,
          title: column.title,
          emptyText: column.emptyText,
          cards: column.cards.map((card) => ({
            id: card.requestId,
            content: <BoardCard card={card} boardRef={boardRef} />,
          })),
        }))}
      />
    </>
  );
}

function BoardCard({ card, boardRef }: { card: RequestCard; boardRef: RequestsBoardRef }) {
  const opens = useSelector(boardRef, (snapshot) =>
    snapshot.can({ type: 'OPEN_REQUEST', requestId: card.requestId }),
  );
  return (
    <article className={styles.card} aria-label={`${card.title} ${card.id}`}>
      <Tag appearance={card.type.toLowerCase() === 'onboarding' ? 'primary' : 'gray'}>{card.title}</Tag>
      <dl className={styles.cardFacts}>
        <dt className={styles.term}>{boardTexts.cardId}</dt>
        <dd className={styles.detail}>{card.id}</dd>
        <dt className={styles.term}>{boardTexts.cardRequestDate}</dt>
        <dd className={styles.detail}>{card.requestDate}</dd>
        <dt className={styles.term}>{boardTexts.cardResponsible}</dt>
        <dd className={styles.detail}>{card.responsible}</dd>
        <dt className={styles.term}>{texts.status}</dt>
        <dd className={styles.detail}>{card.status}</dd>
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
        <p className={styles.note}>{texts.noPageYet}</p>
      )}
    </article>
  );
}
