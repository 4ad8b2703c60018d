import { Button as AriaButton, Select as AriaSelect, SelectValue } from 'react-aria-components/Select';
import { AriaFieldFooter, AriaFieldLabel, ariaFieldState, type FieldProps, splitFieldProps } from '../field';
import * as fieldStyles from '../field/field.css';
import { ChevronDownIcon } from '../icons';
import type { SelectOption } from '../select';
import * as styles from '../select/select.css';
import { OptionPopover } from './option-popover';

/** Splits a comma-separated list of option ids. */
function idsOf(value: string): string[] {
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

export interface MultiSelectProps extends FieldProps {
  options: readonly SelectOption[];
  /** The chosen option ids as a comma-separated list, e.g. 'a,c'. */
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  name?: string;
  fullWidth?: boolean;
}

/** A select of several options whose value is a comma-separated list of option ids. */
export function MultiSelect(props: MultiSelectProps) {
  const [field, own] = splitFieldProps(props);
  const {
    options,
    value,
    onChange,
    placeholder = 'Selecciona una o varias opciones',
    name,
    fullWidth = false,
  } = own;
  const selected = idsOf(value);
  return (
    <AriaSelect
      selectionMode="multiple"
      className={`${fieldStyles.field} ${styles.root} ${fullWidth ? styles.fullWidth : ''}`}
      value={selected}
      onChange={(keys) => {
        // Keep the options' order so the same choice always gives the same value.
        const chosen = new Set(keys.map(String));
        onChange(
          options
            .filter((o) => chosen.has(o.id))
            .map((o) => o.id)
            .join(','),
        );
      }}
      {...ariaFieldState(field)}
      placeholder={placeholder}
    >
      <AriaFieldLabel field={field} />
      <AriaButton className={`${fieldStyles.control} ${styles.trigger}`}>
        <SelectValue className={styles.value}>
          {({ isPlaceholder }) =>
            isPlaceholder
              ? placeholder
              : options
                  .filter((o) => selected.includes(o.id))
                  .map((o) => o.label)
                  .join(', ')
          }
        </SelectValue>
        <ChevronDownIcon size={18} />
      </AriaButton>
      {name && <input type="hidden" name={name} value={value} />}
      <AriaFieldFooter field={field} />
      <OptionPopover items={options} />
    </AriaSelect>
  );
}
