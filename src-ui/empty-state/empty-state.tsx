import type { ReactNode } from 'react';
import { EmptyIcon } from '../icons';
import * as styles from './empty-state.css';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** A control to act on the empty state, e.g. an 'Agregar asignación' button. */
  action?: ReactNode;
}

/** What a list or panel shows when it has nothing to show. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>{icon ?? <EmptyIcon size={40} />}</span>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
