import type { ReactNode } from 'react';
import * as styles from './catalogue.css';

/** Turns a title into a fragment id. */
export const slug = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One catalogue section per component, with a heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = slug(title);
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A labelled state of a component. */
export function State({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className={styles.stateTitle}>{title}</p>
      <div className={styles.row}>{children}</div>
    </div>
  );
}
