import { IconButton } from '../icon-button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import * as styles from './paginator.css';

/** SPEC §9: tables show 5 rows a page. */
export const defaultPageSize = 5;

/**
 * The paginator text 'first - last of total', in Spanish: e.g. '1 - 5 de 23' ('0 - 0 de 0' when empty).
 * @internal
 */
export function rangeText(page: number, pageSize: number, total: number, ofWord = 'de'): string {
  if (total === 0) return `0 - 0 ${ofWord} 0`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `${first} - ${last} ${ofWord} ${total}`;
}

/** Number of pages of a list (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export interface PaginatorProps {
  /** The page, from 1. */
  page: number;
  pageSize?: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Kit texts: the word between last and total and the names of the arrows. */
  texts?: Partial<{ of: string; previous: string; next: string; label: string }>;
  /** What is paginated (e.g. a table's caption), added to the landmark's name so several stay unique. */
  context?: string;
}

/** Shows 'first - last de total' and arrows to the previous and next page. */
export function Paginator({
  page,
  pageSize = defaultPageSize,
  total,
  onPageChange,
  texts,
  context,
}: PaginatorProps) {
  const t = {
    of: 'de',
    previous: 'Página anterior',
    next: 'Página siguiente',
    label: 'Paginación',
    ...texts,
  };
  const pages = pageCount(total, pageSize);
  return (
    <nav className={styles.paginator} aria-label={context ? `${t.label}: ${context}` : t.label}>
      <span aria-live="polite">{rangeText(page, pageSize, total, t.of)}</span>
      <IconButton
        label={t.previous}
        icon={<ChevronLeftIcon />}
        size="small"
        disabled={page <= 1}
        onPress={() => onPageChange(page - 1)}
      />
      <IconButton
        label={t.next}
        icon={<ChevronRightIcon />}
        size="small"
        disabled={page >= pages}
        onPress={() => onPageChange(page + 1)}
      />
    </nav>
  );
}
