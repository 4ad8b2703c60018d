import { useId } from 'react';
import { describedBy, FieldFooter, type FieldProps, LabelText } from '../field';
import * as fieldStyles from '../field/field.css';
import * as styles from './text-area.css';

/** Colour of the character counter. */
export type CounterTone = 'gray' | 'red' | 'yellow' | 'normal';

/**
 * The counter's tone (SPEC "Input kit"): gray at zero; red below the minimum or above the maximum;
 * yellow at exactly the minimum or within the last 10 percent of the maximum; otherwise normal.
 */
export function counterTone(length: number, min: number, max: number): CounterTone {
  if (length === 0) return 'gray';
  if (length < min || length > max) return 'red';
  if (length === min || length >= max - max * 0.1) return 'yellow';
  return 'normal';
}

export interface TextAreaProps extends FieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Maximum characters for the counter (default 100). */
  max?: number;
  /** Minimum characters for the counter (default 0). */
  min?: number;
  /**
   * Hard limit on what can be typed (the `maxLength` attribute), when the form's limit (`max`) is
   * smaller: text past `max` is kept and shown red for the form's message, never cut.
   */
  inputMax?: number;
  name?: string;
  id?: string;
  placeholder?: string;
  /** Full width instead of 452 px. */
  fullWidth?: boolean;
}

/** Multi-line text, 120 px high, with a counter current/max that changes colour. */
export function TextArea({
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
  max = 100,
  min = 0,
  inputMax,
  name,
  id,
  placeholder,
  fullWidth = false,
}: TextAreaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const counterId = `${inputId}-counter`;
  const invalid = status === 'invalid' && !disabled;
  const tone = counterTone(value.length, min, max);
  return (
    <div className={`${fieldStyles.field} ${fullWidth ? styles.fullWidth : styles.wrapper}`}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        <LabelText label={label} required={required} disabled={disabled} requiredText={requiredText} />
      </label>
      <textarea
        id={inputId}
        name={name}
        className={`${fieldStyles.control} ${styles.textarea}`}
        value={value}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        maxLength={inputMax}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(inputId, { description, status, disabled, message }, counterId)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <div className={styles.footer}>
        <div>
          <FieldFooter
            id={inputId}
            description={description}
            status={status}
            disabled={disabled}
            message={message}
          />
        </div>
        <span id={counterId} className={`${styles.counterBase} ${styles.counterTone[tone]}`} data-tone={tone}>
          {value.length}/{max}
        </span>
      </div>
    </div>
  );
}
