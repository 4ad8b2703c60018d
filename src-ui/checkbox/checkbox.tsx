import type { ReactNode } from 'react';
import { CheckIcon } from '../icons';
import * as hiddenStyles from '../visually-hidden/visually-hidden.css';
import * as styles from './checkbox.css';

export interface CheckboxProps {
  children: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  invalid?: boolean;
  name?: string;
}

/** A native checkbox with its label; Space toggles it (no React Aria: its collections cost the bundle too much). */
export function Checkbox({
  children,
  checked,
  onChange,
  disabled = false,
  invalid = false,
  name,
}: CheckboxProps) {
  return (
    <label
      className={styles.checkbox}
      data-selected={checked || undefined}
      data-disabled={disabled || undefined}
      data-invalid={invalid || undefined}
    >
      <input
        type="checkbox"
        className={hiddenStyles.hidden}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        name={name}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.box} aria-hidden="true">
        {checked && <CheckIcon size={14} strokeWidth={3} />}
      </span>
      {children}
    </label>
  );
}
