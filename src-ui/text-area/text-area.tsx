import { controlAttributes, type FieldProps, FieldShell, splitFieldProps, useFieldId } from '../field';
import * as fieldStyles from '../field/field.css';
import * as styles from './text-area.css';

/** Colour of the character counter. */
export type CounterTone = 'gray' | 'red' | 'yellow' | 'normal';

/**
 * The counter's tone (SPEC "Input kit"): gray at zero; red below the minimum or above the maximum;
 * yellow at exactly the minimum or within the last 10 percent of the maximum; otherwise normal.
 * @internal
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
export function TextArea(props: TextAreaProps) {
  const [field, own] = splitFieldProps(props);
  const {
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
  } = own;
  const inputId = useFieldId(id);
  const counterId = `${inputId}-counter`;
  const tone = counterTone(value.length, min, max);
  return (
    <FieldShell
      field={field}
      id={inputId}
      className={fullWidth ? styles.fullWidth : styles.wrapper}
      aside={
        <span id={counterId} className={`${styles.counterBase} ${styles.counterTone[tone]}`} data-tone={tone}>
          {value.length}/{max}
        </span>
      }
    >
      <textarea
        {...controlAttributes(inputId, field, counterId)}
        name={name}
        className={`${fieldStyles.control} ${styles.textarea}`}
        value={value}
        placeholder={placeholder}
        maxLength={inputMax}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldShell>
  );
}
