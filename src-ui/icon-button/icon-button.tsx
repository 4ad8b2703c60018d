import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { appearanceVars } from '../theme/appearance.css';
import type { Appearance } from '../theme/tokens';
import * as styles from './icon-button.css';

export interface IconButtonProps {
  /** The accessible name (the button has no visible text). */
  label: string;
  icon: ReactNode;
  appearance?: Appearance;
  variant?: 'filled' | 'ghost';
  size?: 'small' | 'medium';
  disabled?: boolean;
  onPress?: () => void;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-describedby'?: string | undefined;
  className?: string;
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({
  label,
  icon,
  appearance = 'dark',
  variant = 'ghost',
  size = 'medium',
  disabled = false,
  onPress,
  className,
  ...aria
}: IconButtonProps) {
  return (
    <AriaButton
      aria-label={label}
      isDisabled={disabled}
      onPress={onPress}
      className={`${appearanceVars[appearance]} ${styles.iconButton({ variant, size })} ${className ?? ''}`}
      {...aria}
    >
      {icon}
    </AriaButton>
  );
}
