import { type ReactNode, useId, useRef, useState } from 'react';
import { EmptyState } from '../empty-state';
import { defaultPageSize, Paginator, type PaginatorProps, pageCount } from '../paginator';
import { layoutWidths } from '../theme/breakpoints';
import { useMediaQuery } from '../utils/use-media-query';
import { useOverflow } from '../utils/use-overflow';
import * as styles from './table.css';

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
}

export interface TableProps<Row> {
  /** The table's caption (its accessible name). */
  caption: string;
  /** Hide the caption visually (it stays the accessible name). */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Text when there are no rows. */
  emptyText: string;
  pageSize?: number;
  /** Show every row with no paginator; by default true below 768 px (SPEC §9: mobile shows all). */
  showAllRows?: boolean;
  paginatorTexts?: PaginatorProps['texts'];
}

/** The query under which tables show every row. */
const mobileTableQuery = `(max-width: ${layoutWidths.tableMobile - 1}px)`;

/** A table of 5 rows a page with a paginator; all rows on mobile. */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  emptyText,
  pageSize = defaultPageSize,
  showAllRows,
  paginatorTexts,
}: TableProps<Row>) {
  const captionId = useId();
  const scrollRef = useRef<HTMLElement>(null);
  const scrolls = useOverflow(scrollRef);
  const mobile = useMediaQuery(mobileTableQuery, false);
  const all = showAllRows ?? mobile;
  const [page, setPage] = useState(1);
  const current = Math.min(page, pageCount(rows.length, pageSize));
  const shown = all ? rows : rows.slice((current - 1) * pageSize, current * pageSize);
  return (
    <div className={styles.wrapper}>
      {/* A table wider than its box scrolls sideways: the scroll area then takes focus so keyboard users can scroll it. */}
      <section
        ref={scrollRef}
        className={styles.scroll}
        aria-labelledby={captionId}
        tabIndex={scrolls ? 0 : undefined}
      >
        <table className={styles.table}>
          <caption
            id={captionId}
            className={styles.caption}
            style={hideCaption ? { position: 'absolute', left: '-9999px' } : undefined}
          >
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={styles.th}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td className={styles.td} colSpan={columns.length}>
                  <EmptyState title={emptyText} />
                </td>
              </tr>
            ) : (
              shown.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.id} className={styles.td}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      {!all && rows.length > 0 && (
        <Paginator
          page={current}
          pageSize={pageSize}
          total={rows.length}
          onPageChange={setPage}
          texts={paginatorTexts}
          context={caption}
        />
      )}
    </div>
  );
}
