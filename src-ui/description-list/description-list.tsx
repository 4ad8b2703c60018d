import type { ReactNode } from 'react';
import * as styles from './description-list.css';

export interface DescriptionItem {
  term: string;
  description: ReactNode;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  columns?: 1 | 2 | 3;
}

/** Term/value pairs for summaries (e.g. a wizard's verification step). */
export function DescriptionList({ items, columns = 2 }: DescriptionListProps) {
  return (
    <dl className={`${styles.list} ${styles.columns[columns]}`}>
      {items.map((item) => (
        <div key={item.term} className={styles.item}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
