import type { ReactNode } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import { appearanceVars } from '../theme/appearance.css';
import type { Appearance } from '../theme/tokens';
import * as styles from './alert-card.css';

/** The default icon of an appearance. */
export function appearanceIcon(appearance: Appearance, size = 24): ReactNode {
  if (appearance === 'success') return <SuccessIcon size={size} />;
  if (appearance === 'danger') return <ErrorIcon size={size} />;
  if (appearance === 'warning') return <WarningIcon size={size} />;
  return <InfoIcon size={size} />;
}

export interface AlertCardProps {
  title: string;
  appearance?: Appearance;
  icon?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/** A card that stands out by its appearance, e.g. an unmet requirement. */
export function AlertCard({
  title,
  appearance = 'warning',
  icon,
  children,
  action,
  headingLevel = 3,
}: AlertCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${appearanceVars[appearance]} ${styles.card}`} data-appearance={appearance}>
      <span className={styles.icon}>{icon ?? appearanceIcon(appearance)}</span>
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        {children && <div className={styles.text}>{children}</div>}
        {action}
      </div>
    </article>
  );
}
