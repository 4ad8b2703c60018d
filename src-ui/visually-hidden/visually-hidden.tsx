import type { ReactNode } from 'react';
import * as styles from './visually-hidden.css';

/** Text for assistive technology only. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className={styles.hidden} id={id}>
      {children}
    </span>
  );
}
