import { useId, useRef, useState } from 'react';
import {
  describedBy,
  FieldFooter,
  type FieldProps,
  isInvalid,
  LabelText,
  splitFieldProps,
} from '../field/field';
import * as fieldStyles from '../field/field.css';
import { IconButton } from '../icon-button';
import { CheckIcon, ChevronDownIcon, CloseIcon } from '../icons';
import { PopupList } from '../popup-list';
import { Spinner } from '../spinner';
import { VisuallyHidden } from '../visually-hidden';
import * as hiddenStyles from '../visually-hidden/visually-hidden.css';
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
const emptyOptionKey = '__kit-empty-option__';

/**
 * The options a select lists: a clearable select lists them as given; a non-clearable one gets an
 * empty option added first (SPEC "Input kit").
 */
function listedOptions(options: readonly SelectOption[], clearable: boolean, emptyLabel: string) {
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

/**
 * A single select showing 5 options before scrolling: a button naming the chosen option and the field
 * (ArrowDown, ArrowUp, Enter or Space open the list), a listbox in a popover (PopupList).
 */
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
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const items = listedOptions(options, clearable, emptyOptionLabel);
  const chosen = value === '' ? undefined : options.find((option) => option.id === value);
  const invalid = isInvalid(field);
  return (
    <div
      className={`${fieldStyles.field} ${styles.root} ${fullWidth || compact ? styles.fullWidth : ''}`}
      data-disabled={disabled || undefined}
      data-invalid={invalid || undefined}
      data-required={field.required || undefined}
      data-open={open ? true : undefined}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the label focuses the trigger, as a label's would (the keyboard reaches the trigger itself) */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <span
        id={`${id}-label`}
        className={compact ? hiddenStyles.hidden : fieldStyles.label}
        onClick={() => triggerRef.current?.focus()}
      >
        <LabelText {...field} />
      </span>
      <div className={styles.row}>
        <button
          ref={triggerRef}
          type="button"
          className={`${fieldStyles.control} ${styles.trigger}`}
          disabled={disabled}
          aria-haspopup="listbox"
          aria-expanded={Boolean(open)}
          aria-labelledby={`${id}-value ${id}-label`}
          aria-describedby={describedBy(id, field)}
          aria-invalid={invalid || undefined}
          data-invalid={invalid || undefined}
          data-disabled={disabled || undefined}
          onClick={() => setOpen(open ? false : 'first')}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
            }
          }}
        >
          <span id={`${id}-value`} className={styles.value} data-placeholder={chosen ? undefined : true}>
            {chosen ? (compact && compactValue(chosen)) || chosen.label : placeholder}
          </span>
          {status === 'pending' ? <Spinner size="small" /> : <ChevronDownIcon size={18} />}
        </button>
        {clearable && value !== '' && !disabled && (
          <IconButton
            label={clearLabel}
            icon={<CloseIcon size={16} />}
            size="small"
            onPress={() => onChange('')}
          />
        )}
      </div>
      <FieldFooter id={id} field={field} />
      {name !== undefined && <input type="hidden" name={name} value={value} />}
      {open && (
        <PopupList
          role="listbox"
          triggerRef={triggerRef}
          entries={items.map((item) => ({ ...item, text: item.label }))}
          chosenId={value === '' ? undefined : value}
          from={open}
          aria-labelledby={`${id}-label`}
          onChoose={(item) => onChange(item.id === emptyOptionKey ? '' : item.id)}
          onClose={() => setOpen(false)}
          className={styles.popover}
          listClassName={styles.listBox}
          entryClassName={styles.option}
          renderEntry={(item, { selected }) => (
            <>
              <span className={styles.check}>{selected && <CheckIcon size={16} />}</span>
              {item.label}
            </>
          )}
        />
      )}
    </div>
  );
}
