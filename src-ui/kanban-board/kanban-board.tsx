import { type ReactNode, useId } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { Heading } from 'react-aria-components/Heading';
import { EmptyState } from '../empty-state';
import { ChevronDownIcon } from '../icons';
import { VisuallyHidden } from '../visually-hidden';
import * as styles from './kanban-board.css';

export interface KanbanCard {
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
}

function CardList({ column }: { column: KanbanColumn }) {
  if (column.cards.length === 0) return <EmptyState title={column.emptyText} />;
  return (
    <ul className={styles.cards}>
      {column.cards.map((card) => (
        <li key={card.id}>{card.content}</li>
      ))}
    </ul>
  );
}

/** A board of columns, each with a title, a count and a list of cards. */
export function KanbanBoard({
  columns,
  orientation = 'vertical',
  headingLevel = 2,
  countLabel = (count) => `${count} elementos`,
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
            <Disclosure key={column.id} id={column.id} defaultExpanded className={styles.column}>
              <Heading level={headingLevel} className={styles.header}>
                <AriaButton slot="trigger" className={styles.toggle}>
                  <span className={styles.title}>{column.title}</span>
                  {count}
                  <span className={styles.chevron}>
                    <ChevronDownIcon size={18} />
                  </span>
                </AriaButton>
              </Heading>
              <DisclosurePanel>
                <CardList column={column} />
              </DisclosurePanel>
            </Disclosure>
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
            <CardList column={column} />
          </section>
        );
      })}
    </div>
  );
}
