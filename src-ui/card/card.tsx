import type { ReactNode } from 'react';
import * as styles from './card.css';

export interface CardProps {
  title?: ReactNode;
  /** Content at the right of the title, e.g. a tag. */
  headerEnd?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** A bordered card with an optional title and footer. */
export function Card({ title, headerEnd, children, footer, headingLevel = 3 }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {(title || headerEnd) && (
        <div className={styles.header}>
          {title && <Heading className={styles.title}>{title}</Heading>}
          {headerEnd}
        </div>
      )}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
