import { type ReactNode, useId } from 'react';
import * as styles from './page-section.css';

export interface PageSectionProps {
  /** The heading; it also names the section (a region). */
  title: ReactNode;
  /** Heading level (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Bordered, with the title in a row with `headerEnd` (e.g. a summary of one step). */
  boxed?: boolean;
  /** Content at the right of a boxed section's title, e.g. a button. */
  headerEnd?: ReactNode;
  children?: ReactNode;
}

/** A titled section of a page: a column of content under its heading, or a bordered box. */
export function PageSection({
  title,
  headingLevel = 2,
  boxed = false,
  headerEnd,
  children,
}: PageSectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const heading = (
    <Heading id={headingId} className={boxed ? styles.boxedTitle : styles.title}>
      {title}
    </Heading>
  );
  return (
    <section className={boxed ? styles.boxed : styles.section} aria-labelledby={headingId}>
      {boxed ? (
        <div className={styles.boxedHeader}>
          {heading}
          {headerEnd}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
