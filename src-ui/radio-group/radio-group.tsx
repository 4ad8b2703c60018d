import { type ReactNode, useId } from 'react';
import {
  describedBy,
  FieldFooter,
  type FieldProps,
  isInvalid,
  LabelText,
  splitFieldProps,
} from '../field/field';
import * as fieldStyles from '../field/field.css';
import * as hiddenStyles from '../visually-hidden/visually-hidden.css';
import * as styles from './radio-group.css';

export interface RadioOption {
  id: string;
  label: string;
  description?: string;
  /** Extra content beside the label, e.g. a logo. */
  adornment?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldProps {
  options: readonly RadioOption[];
  /** The chosen option id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  orientation?: 'vertical' | 'horizontal';
  name?: string;
}

/**
 * A group of native radio buttons (the browser moves between them with the arrow keys and gives the
 * group one tab stop); no React Aria, so screens with native fields only load none.
 */
export function RadioGroup(props: RadioGroupProps) {
  const [field, own] = splitFieldProps(props);
  const { options, value, onChange, orientation = 'vertical', name } = own;
  const id = useId();
  const invalid = isInvalid(field);
  return (
    <div
      role="radiogroup"
      className={`${fieldStyles.field} ${styles.group}`}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy(id, field)}
      aria-invalid={invalid || undefined}
      aria-required={field.required || undefined}
      aria-disabled={field.disabled || undefined}
      aria-orientation={orientation}
      data-invalid={invalid || undefined}
      data-disabled={field.disabled || undefined}
    >
      <span id={`${id}-label`} className={fieldStyles.label}>
        <LabelText {...field} />
      </span>
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => {
          const selected = option.id === value;
          const disabled = field.disabled || option.disabled;
          return (
            <label
              key={option.id}
              className={styles.radio}
              data-selected={selected || undefined}
              data-disabled={disabled || undefined}
              data-invalid={invalid || undefined}
            >
              <input
                type="radio"
                className={hiddenStyles.hidden}
                name={name ?? id}
                value={option.id}
                checked={selected}
                disabled={disabled}
                required={field.required}
                onChange={() => onChange(option.id)}
              />
              <span className={styles.circle} aria-hidden="true" />
              {option.adornment}
              <span>
                {option.label}
                {option.description && <span className={styles.optionDescription}>{option.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
      <FieldFooter id={id} field={field} />
    </div>
  );
}
