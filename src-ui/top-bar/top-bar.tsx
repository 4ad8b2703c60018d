import type { ReactNode } from 'react';
import * as styles from './top-bar.css';

export interface TopBarProps {
  /** Left slot: the logo link. */
  start?: ReactNode;
  /** Middle slot, e.g. the business-unit switcher. */
  children?: ReactNode;
  /** Right slot, e.g. the user menu. */
  end?: ReactNode;
  /** Render a banner landmark (default true; the catalogue shows several bars and turns it off). */
  landmark?: boolean;
}

/** The top bar with three slots. */
export function TopBar({ start, children, end, landmark = true }: TopBarProps) {
  const Element = landmark ? 'header' : 'div';
  return (
    <Element className={styles.bar}>
      <div className={styles.start}>{start}</div>
      <div className={styles.middle}>{children}</div>
      <div className={styles.end}>{end}</div>
    </Element>
  );
}
