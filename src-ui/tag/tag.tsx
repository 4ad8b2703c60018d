import type { ReactNode } from 'react';
import { appearanceVars } from '../theme/appearance.css';
import type { Appearance } from '../theme/tokens';
import * as styles from './tag.css';

export interface TagProps {
  children: ReactNode;
  appearance?: Appearance;
  variant?: 'subtle' | 'solid';
  icon?: ReactNode;
}

/** A tag or badge in any appearance (e.g. 'Cumple', 'Vigente', a request type). */
export function Tag({ children, appearance = 'gray', variant = 'subtle', icon }: TagProps) {
  return (
    <span className={`${appearanceVars[appearance]} ${styles.tag({ variant })}`} data-appearance={appearance}>
      {icon}
      {children}
    </span>
  );
}
