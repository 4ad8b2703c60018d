import { Button as AriaButton } from 'react-aria-components/Button';
import { PlusIcon } from '../icons';
import * as styles from './add-button.css';

export interface AddButtonProps {
  /** The accessible name, e.g. 'Agregar asignación'. */
  label: string;
  onPress?: () => void;
  disabled?: boolean;
  /** Fixed at the bottom right of the viewport (default) or in the flow. */
  floating?: boolean;
  'aria-haspopup'?: boolean | 'menu' | 'dialog';
}

/** The round floating add button used on small screens. */
export function AddButton({ label, onPress, disabled = false, floating = true, ...aria }: AddButtonProps) {
  return (
    <AriaButton
      aria-label={label}
      onPress={onPress}
      isDisabled={disabled}
      className={`${styles.addButton} ${floating ? styles.floating : ''}`}
      {...aria}
    >
      <PlusIcon size={28} />
    </AriaButton>
  );
}
