import type { ReactNode } from 'react';
import { appearanceIcon } from '../alert-card';
import { appearanceVars } from '../theme/appearance.css';
import type { Appearance } from '../theme/tokens';
import * as styles from './banner.css';

export interface BannerProps {
  children: ReactNode;
  appearance?: Appearance;
  icon?: ReactNode;
  action?: ReactNode;
  /** Announce it when it appears (role status); off for banners present from the start. */
  announce?: boolean;
}

/** A full-width strip with a message about the whole page. */
export function Banner({ children, appearance = 'warning', icon, action, announce = false }: BannerProps) {
  return (
    <div
      className={`${appearanceVars[appearance]} ${styles.banner}`}
      role={announce ? 'status' : undefined}
      data-appearance={appearance}
    >
      {icon ?? appearanceIcon(appearance, 20)}
      <span className={styles.text}>{children}</span>
      {action}
    </div>
  );
}
