import { ButtonContext } from 'react-aria-components/Button';
import type { Key } from 'react-aria-components/Select';
import { Button as AriaButton, Select as AriaSelect, SelectValue } from 'react-aria-components/Select';
import { AriaFieldFooter, AriaFieldLabel, ariaFieldState, type FieldProps, splitFieldProps } from '../field';
import * as fieldStyles from '../field/field.css';
import { IconButton } from '../icon-button';
import { ChevronDownIcon, CloseIcon } from '../icons';
import { Spinner } from '../spinner';
import { VisuallyHidden } from '../visually-hidden';
import { OptionPopover } from './option-popover';
import * as styles from './select.css';

/** A select option (SPEC "UI-kit shapes"). */
export interface SelectOption {
  id: string;
  label: string;
  value: string;
  /** What a compact select shows of the chosen option (its label is still read). */
  shortLabel?: string;
}

/** Key of the added empty option (option ids are the caller's; this one is the kit's). */
export const emptyOptionKey = '__kit-empty-option__';

/**
 * The options a select lists: a clearable select lists them as given; a non-clearable one gets an
 * empty option added first (SPEC "Input kit").
 */
export function listedOptions(options: readonly SelectOption[], clearable: boolean, emptyLabel: string) {
  if (clearable) return options;
  return [{ id: emptyOptionKey, label: emptyLabel, value: '' }, ...options];
}

export interface SelectProps extends FieldProps {
  options: readonly SelectOption[];
  /** The chosen option id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  /** A clearable select shows a clear control and no empty option. */
  clearable?: boolean;
  placeholder?: string;
  /** Text of the added empty option (kit default 'Sin selección'). */
  emptyOptionLabel?: string;
  /** Name of the clear control (kit default 'Limpiar selección'). */
  clearLabel?: string;
  name?: string;
  fullWidth?: boolean;
  /** Compact: the label is read, not shown, and the select takes the width it is given. */
  compact?: boolean;
}

/** The chosen option of a compact select: its short label shown, its label read. */
function compactValue(chosen: SelectOption | undefined) {
  if (!chosen?.shortLabel) return undefined;
  return (
    <>
      <span aria-hidden="true">{chosen.shortLabel}</span>
      <VisuallyHidden>{chosen.label}</VisuallyHidden>
    </>
  );
}

/** A single select showing 5 options before scrolling. */
export function Select(props: SelectProps) {
  const [field, own] = splitFieldProps(props);
  const {
    options,
    value,
    onChange,
    clearable = false,
    placeholder = 'Selecciona una opción',
    emptyOptionLabel = 'Sin selección',
    clearLabel = 'Limpiar selección',
    name,
    fullWidth = false,
    compact = false,
  } = own;
  const { disabled, status } = field;
  const items = listedOptions(options, clearable, emptyOptionLabel);
  const selected: Key | null = value === '' ? null : value;
  return (
    <AriaSelect
      className={`${fieldStyles.field} ${styles.root} ${fullWidth || compact ? styles.fullWidth : ''}`}
      value={selected}
      onChange={(key) => onChange(key === null || key === emptyOptionKey ? '' : String(key))}
      {...ariaFieldState(field)}
      placeholder={placeholder}
      name={name}
    >
      <AriaFieldLabel field={field} hidden={compact} />
      <div className={styles.row}>
        <AriaButton className={`${fieldStyles.control} ${styles.trigger}`}>
          <SelectValue className={styles.value}>
            {compact ? compactValue(options.find((option) => option.id === value)) : undefined}
          </SelectValue>
          {status === 'pending' ? <Spinner size="small" /> : <ChevronDownIcon size={18} />}
        </AriaButton>
        {clearable && value !== '' && !disabled && (
          // The select gives its trigger props to every Button inside it; the clear control opts out.
          <ButtonContext.Provider value={null}>
            <IconButton
              label={clearLabel}
              icon={<CloseIcon size={16} />}
              size="small"
              onPress={() => onChange('')}
            />
          </ButtonContext.Provider>
        )}
      </div>
      <AriaFieldFooter field={field} />
      <OptionPopover items={items} />
    </AriaSelect>
  );
}
