import { type ReactNode, useId, useState } from 'react';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { ChevronDownIcon } from '../icons';
import { VisuallyHidden } from '../visually-hidden';
import * as styles from './kanban-board.css';

interface KanbanCard {
  id: string;
  content: ReactNode;
}

export interface KanbanColumn {
  id: string;
  title: string;
  cards: readonly KanbanCard[];
  /** Shown when the column has no cards. */
  emptyText: string;
}

export interface KanbanBoardProps {
  columns: readonly KanbanColumn[];
  /** Vertical: columns side by side. Horizontal: sections stacked, each one collapsible. */
  orientation?: 'vertical' | 'horizontal';
  /** Heading level of the column titles (default 2). */
  headingLevel?: 2 | 3;
  /** Accessible name of a count (kit default: '{n} elementos'). */
  countLabel?: (count: number) => string;
  /**
   * Cards a column shows at first and adds per press of its "more" button (default: all). A long
   * column then costs the page only what it shows.
   */
  pageSize?: number;
  /** Text of the "more" button: cards shown and in all (kit default: 'Mostrar más ({shown} de {total})'). */
  moreLabel?: (shown: number, total: number) => string;
}

interface CardListProps {
  column: KanbanColumn;
  pageSize: number;
  moreLabel: (shown: number, total: number) => string;
}

function CardList({ column, pageSize, moreLabel }: CardListProps) {
  const [limit, setLimit] = useState(pageSize);
  if (column.cards.length === 0) return <EmptyState title={column.emptyText} />;
  const shown = column.cards.slice(0, limit);
  return (
    <>
      <ul className={styles.cards}>
        {shown.map((card) => (
          <li key={card.id} className={styles.card}>
            {card.content}
          </li>
        ))}
      </ul>
      {shown.length < column.cards.length && (
        <Button variant="outlined" onPress={() => setLimit((current) => current + pageSize)}>
          {moreLabel(shown.length, column.cards.length)}
        </Button>
      )}
    </>
  );
}

/** A board of columns, each with a title, a count and a list of cards. */
export function KanbanBoard({
  columns,
  orientation = 'vertical',
  headingLevel = 2,
  countLabel = (count) => `${count} elementos`,
  pageSize = Number.POSITIVE_INFINITY,
  moreLabel = (shown, total) => `Mostrar más (${shown} de ${total})`,
}: KanbanBoardProps) {
  const HeadingTag = `h${headingLevel}` as const;
  const boardId = useId();
  return (
    <div className={styles.board} data-orientation={orientation}>
      {columns.map((column) => {
        const count = (
          <span className={styles.count}>
            <span aria-hidden="true">{column.cards.length}</span>
            <VisuallyHidden>{` (${countLabel(column.cards.length)})`}</VisuallyHidden>
          </span>
        );
        if (orientation === 'horizontal') {
          return (
            <CollapsibleColumn
              key={column.id}
              id={`${boardId}-${column.id}`}
              headingLevel={headingLevel}
              header={
                <>
                  <span className={styles.title}>{column.title}</span>
                  {count}
                  <span className={styles.chevron}>
                    <ChevronDownIcon size={18} />
                  </span>
                </>
              }
            >
              <CardList column={column} pageSize={pageSize} moreLabel={moreLabel} />
            </CollapsibleColumn>
          );
        }
        return (
          <section key={column.id} className={styles.column} aria-labelledby={`${boardId}-${column.id}`}>
            <div className={styles.header}>
              <HeadingTag id={`${boardId}-${column.id}`} className={styles.title}>
                {column.title}
              </HeadingTag>
              {count}
            </div>
            <CardList column={column} pageSize={pageSize} moreLabel={moreLabel} />
          </section>
        );
      })}
    </div>
  );
}

/** A column of the horizontal board: a heading's button with aria-expanded shows or hides its cards. */
function CollapsibleColumn({
  id,
  headingLevel,
  header,
  children,
}: {
  id: string;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  header: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(true);
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <div className={styles.column} data-expanded={open || undefined}>
      <HeadingTag className={styles.header}>
        <button
          type="button"
          id={`${id}-trigger`}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          {header}
        </button>
      </HeadingTag>
      {/* biome-ignore lint/a11y/useSemanticElements: a disclosure panel, as React Aria's (role group, named by its button) */}
      <div id={`${id}-panel`} role="group" aria-labelledby={`${id}-trigger`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
