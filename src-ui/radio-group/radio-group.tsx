import type { ReactNode } from 'react';
import { RadioGroup as AriaRadioGroup, Radio } from 'react-aria-components/RadioGroup';
import { AriaFieldFooter, AriaFieldLabel, ariaFieldState, type FieldProps, splitFieldProps } from '../field';
import * as fieldStyles from '../field/field.css';
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

/** A group of radio buttons; arrow keys move between options. */
export function RadioGroup(props: RadioGroupProps) {
  const [field, own] = splitFieldProps(props);
  const { options, value, onChange, orientation = 'vertical', name } = own;
  return (
    <AriaRadioGroup
      className={`${fieldStyles.field} ${styles.group}`}
      value={value === '' ? null : value}
      onChange={onChange}
      {...ariaFieldState(field)}
      orientation={orientation}
      name={name}
    >
      <AriaFieldLabel field={field} />
      <div className={styles.options} data-orientation={orientation}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className={styles.radio} isDisabled={option.disabled}>
            <span className={styles.circle} aria-hidden="true" />
            {option.adornment}
            <span>
              {option.label}
              {option.description && <span className={styles.optionDescription}>{option.description}</span>}
            </span>
          </Radio>
        ))}
      </div>
      <AriaFieldFooter field={field} />
    </AriaRadioGroup>
  );
}
