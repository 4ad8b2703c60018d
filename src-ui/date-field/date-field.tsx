import { useId } from 'react';
import { describedBy, FieldFooter, type FieldProps, LabelText } from '../field';
import * as fieldStyles from '../field/field.css';
import { CalendarIcon } from '../icons';
import * as inputStyles from '../text-input/text-input.css';
import { formatDate, parseDate } from '../utils/format';

export interface DateFieldProps extends FieldProps {
  /** The text in dd/Mon/yyyy, e.g. '01/Ene/1990'. */
  value: string;
  onChange: (text: string, date: Date | null) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  /** Format hint shown in the empty field (kit default 'dd/Mmm/aaaa'). */
  placeholder?: string;
  fullWidth?: boolean;
}

/** Formats an ISO date (yyyy-mm-dd or a full ISO time) as dd/Mon/yyyy, or '' when it is not a date. */
export function isoToDateText(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date);
}

/**
 * A date typed as dd/Mon/yyyy with Spanish month abbreviations (Ene…Dic).
 * `onChange` gives the text and the parsed UTC date (null while it is not a valid date).
 */
export function DateField({
  label,
  required,
  disabled,
  status,
  message,
  description,
  requiredText,
  value,
  onChange,
  onBlur,
  name,
  id,
  placeholder = 'dd/Mmm/aaaa',
  fullWidth = false,
}: DateFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const invalid = status === 'invalid' && !disabled;
  return (
    <div className={`${fieldStyles.field} ${fullWidth ? inputStyles.fullWidth : inputStyles.fixedWidth}`}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        <LabelText label={label} required={required} disabled={disabled} requiredText={requiredText} />
      </label>
      <div
        className={fieldStyles.control}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <input
          id={inputId}
          className={fieldStyles.bareInput}
          type="text"
          name={name}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={11}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(inputId, { description, status, disabled, message })}
          onChange={(event) => onChange(event.target.value, parseDate(event.target.value))}
          onBlur={onBlur}
        />
        <CalendarIcon size={18} />
      </div>
      <FieldFooter
        id={inputId}
        description={description}
        status={status}
        disabled={disabled}
        message={message}
      />
    </div>
  );
}
