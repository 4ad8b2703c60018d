import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components/Checkbox';
import { CheckIcon } from '../icons';
import * as styles from './checkbox.css';

export interface CheckboxProps {
  children: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
}

/** A checkbox with its label; Space toggles it. */
export function Checkbox({
  children,
  checked,
  onChange,
  disabled = false,
  invalid = false,
  name,
}: CheckboxProps) {
  return (
    <AriaCheckbox
      className={styles.checkbox}
      isSelected={checked}
      onChange={onChange}
      isDisabled={disabled}
      isInvalid={invalid}
      name={name}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isSelected && <CheckIcon size={14} strokeWidth={3} />}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
