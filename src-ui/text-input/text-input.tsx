import { type ReactNode, useId } from 'react';
import { describedBy, FieldFooter, type FieldProps, LabelText } from '../field';
import * as fieldStyles from '../field/field.css';
import { SearchIcon } from '../icons';
import { Spinner } from '../spinner';
import { formatMoney, onlyDigits } from '../utils/format';
import * as styles from './text-input.css';

/** The input types of the kit (SPEC "Input kit"). */
export type TextInputType = 'email' | 'money' | 'number' | 'phone' | 'search' | 'text';

export interface TextInputProps extends FieldProps {
  type?: TextInputType;
  /** The value: for 'money' the digits only (e.g. '1250000'), shown as pesos. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  fullWidth?: boolean;
  /** Content at the start of the field (an icon). */
  adornment?: ReactNode;
}

const nativeType: Record<TextInputType, string> = {
  email: 'email',
  money: 'text',
  number: 'text',
  phone: 'tel',
  search: 'search',
  text: 'text',
};

/** Formats the digits of a money value as pesos, or '' when there are none. */
export function moneyText(digits: string): string {
  return digits === '' ? '' : formatMoney(Number(digits));
}

/** Keeps the digits of typed money text, without leading zeros. */
export function moneyDigits(text: string): string {
  return onlyDigits(text).replace(/^0+(?=\d)/, '');
}

/** A one-line input with label, '(Requerido)', status and message under it. */
export function TextInput({
  label,
  required,
  disabled,
  status,
  message,
  description,
  requiredText,
  type = 'text',
  value,
  onChange,
  onBlur,
  name,
  id,
  placeholder,
  maxLength,
  autoComplete,
  fullWidth = false,
  adornment,
}: TextInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const invalid = status === 'invalid' && !disabled;
  const digitsOnly = type === 'money' || type === 'number';
  const shown = type === 'money' ? moneyText(value) : value;
  return (
    <div className={`${fieldStyles.field} ${fullWidth ? styles.fullWidth : styles.fixedWidth}`}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        <LabelText label={label} required={required} disabled={disabled} requiredText={requiredText} />
      </label>
      <div
        className={fieldStyles.control}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        {adornment ?? (type === 'search' ? <SearchIcon size={18} /> : null)}
        <input
          id={inputId}
          className={fieldStyles.bareInput}
          type={nativeType[type]}
          inputMode={digitsOnly ? 'numeric' : type === 'phone' ? 'tel' : undefined}
          name={name}
          value={shown}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete={autoComplete}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-busy={status === 'pending' || undefined}
          aria-describedby={describedBy(inputId, { description, status, disabled, message })}
          onChange={(event) => {
            const text = event.target.value;
            if (type === 'money') onChange(moneyDigits(text));
            else if (type === 'number') onChange(onlyDigits(text));
            else onChange(text);
          }}
          onBlur={onBlur}
        />
        {status === 'pending' && <Spinner size="small" />}
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
