import { type ReactNode, useEffect, useId } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { InfoIcon } from '../icons';
import { Spinner } from '../spinner';
import { appearanceVars } from '../theme/appearance.css';
import type { Appearance } from '../theme/tokens';
import { Tooltip } from '../tooltip';
import { VisuallyHidden } from '../visually-hidden';
import * as styles from './button.css';
import { forgetPendingAnnouncements } from './pending-announcement';

export interface ButtonProps {
  children: ReactNode;
  appearance?: Appearance;
  variant?: 'filled' | 'outlined' | 'text';
  type?: 'button' | 'submit' | 'reset';
  /**
   * The pending state (React Aria's): a spinner, the button stays focusable but cannot be pressed, and its
   * name is announced when it starts and ends while focused.
   */
  loading?: boolean;
  disabled?: boolean;
  /** Why the button is disabled: shown by an info icon with a tooltip reachable by keyboard. */
  disabledReason?: string;
  /** Accessible name of the info icon (kit default 'Más información'). */
  reasonLabel?: string;
  fullWidth?: boolean;
  iconBefore?: ReactNode;
  iconAfter?: ReactNode;
  onPress?: () => void;
  'aria-label'?: string;
  'aria-haspopup'?: boolean | 'menu' | 'dialog' | 'listbox';
  form?: string;
  className?: string;
}

/** The kit's button: appearances, loading, disabled with an optional reason; 100–300 px wide. */
export function Button({
  children,
  appearance = 'primary',
  variant = 'filled',
  type = 'button',
  loading = false,
  disabled = false,
  disabledReason,
  reasonLabel = 'Más información',
  fullWidth = false,
  iconBefore,
  iconAfter,
  onPress,
  className,
  ...aria
}: ButtonProps) {
  const reasonId = useId();
  const buttonId = useId();
  // A pending announcement must not outlive the button it names (pending-announcement.ts).
  useEffect(() => () => forgetPendingAnnouncements(buttonId), [buttonId]);
  const showReason = disabled && Boolean(disabledReason);
  const button = (
    <AriaButton
      id={buttonId}
      type={type}
      isDisabled={disabled}
      isPending={loading}
      onPress={onPress}
      aria-describedby={showReason ? reasonId : undefined}
      className={`${appearanceVars[appearance]} ${styles.button({ variant, fullWidth })} ${className ?? ''}`}
      {...aria}
    >
      {loading ? <Spinner size="small" label={null} /> : iconBefore}
      <span>{children}</span>
      {!loading && iconAfter}
    </AriaButton>
  );
  if (!showReason) return button;
  return (
    <span className={styles.withReason}>
      {button}
      <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>
      <Tooltip content={disabledReason}>
        <AriaButton className={styles.reasonTrigger} aria-label={reasonLabel}>
          <InfoIcon />
        </AriaButton>
      </Tooltip>
    </span>
  );
}
