import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import * as buttonStyles from '../button/button.css';
import { InfoIcon, PlusIcon } from '../icons';
import { Tooltip } from '../tooltip';
import { VisuallyHidden } from '../visually-hidden';
import * as styles from './add-button.css';

export interface AddButtonProps {
  /** The accessible name, e.g. 'Agregar asignación'. */
  label: string;
  onPress?: () => void;
  disabled?: boolean;
  /** Why the button is disabled: read with it, and shown by an info icon with a tooltip beside it. */
  disabledReason?: string | undefined;
  /** Accessible name of the info icon (kit default 'Más información'). */
  reasonLabel?: string;
  /** Fixed at the bottom right of the viewport (default) or in the flow. */
  floating?: boolean;
  'aria-haspopup'?: boolean | 'menu' | 'dialog';
}

/** The round floating add button used on small screens. */
export function AddButton({
  label,
  onPress,
  disabled = false,
  disabledReason,
  reasonLabel = 'Más información',
  floating = true,
  ...aria
}: AddButtonProps) {
  const reasonId = useId();
  const showReason = disabled && Boolean(disabledReason);
  const button = (
    <AriaButton
      aria-label={label}
      onPress={onPress}
      isDisabled={disabled}
      aria-describedby={showReason ? reasonId : undefined}
      className={`${styles.addButton} ${floating && !showReason ? styles.floating : ''}`}
      {...aria}
    >
      <PlusIcon size={28} />
    </AriaButton>
  );
  if (!showReason) return button;
  return (
    <span className={`${buttonStyles.withReason} ${floating ? styles.floating : ''}`}>
      <VisuallyHidden id={reasonId}>{disabledReason}</VisuallyHidden>
      <Tooltip content={disabledReason}>
        <AriaButton
          className={`${buttonStyles.reasonTrigger} ${styles.reasonRaised}`}
          aria-label={reasonLabel}
        >
          <InfoIcon />
        </AriaButton>
      </Tooltip>
      {button}
    </span>
  );
}
