import type { ReactNode } from 'react';
import {
  ControlBox,
  controlAttributes,
  type FieldProps,
  FieldShell,
  splitFieldProps,
  type TextControlProps,
  useFieldId,
} from '../field';
import * as fieldStyles from '../field/field.css';
import { SearchIcon } from '../icons';
import { Spinner } from '../spinner';
import { onlyDigits } from '../utils/format';
import * as styles from './text-input.css';

/** The input types of the kit (SPEC "Input kit"). */
export type TextInputType = 'email' | 'money' | 'number' | 'phone' | 'search' | 'text';

/** `value` is, for 'money' and 'number', the digits only (e.g. '1250000'). */
export interface TextInputProps extends FieldProps, TextControlProps {
  type?: TextInputType;
  maxLength?: number;
  autoComplete?: string;
  /** Content at the start of the field (an icon). */
  adornment?: ReactNode;
  /**
   * How the value is shown (e.g. digits as pesos for 'money'); the kit does not format business values,
   * the caller passes its formatting.
   */
  format?: (value: string) => string;
  /** How typed text becomes the value (default: digits only for 'money' and 'number', else as typed). */
  parse?: (text: string) => string;
}

const nativeType: Record<TextInputType, string> = {
  email: 'email',
  money: 'text',
  number: 'text',
  phone: 'tel',
  search: 'search',
  text: 'text',
};

/** A one-line input with label, '(Requerido)', status and message under it. */
export function TextInput(props: TextInputProps) {
  const [field, own] = splitFieldProps(props);
  const {
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
    format,
    parse,
  } = own;
  const inputId = useFieldId(id);
  const digitsOnly = type === 'money' || type === 'number';
  return (
    <FieldShell field={field} id={inputId} className={fullWidth ? styles.fullWidth : styles.fixedWidth}>
      <ControlBox field={field}>
        {adornment ?? (type === 'search' ? <SearchIcon size={18} /> : null)}
        <input
          {...controlAttributes(inputId, field)}
          className={fieldStyles.bareInput}
          type={nativeType[type]}
          inputMode={digitsOnly ? 'numeric' : type === 'phone' ? 'tel' : undefined}
          name={name}
          value={format ? format(value) : value}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete={autoComplete}
          aria-busy={field.status === 'pending' || undefined}
          onChange={(event) => {
            const text = event.target.value;
            if (parse) onChange(parse(text));
            else if (digitsOnly) onChange(onlyDigits(text));
            else onChange(text);
          }}
          onBlur={onBlur}
        />
        {field.status === 'pending' && <Spinner size="small" />}
      </ControlBox>
    </FieldShell>
  );
}
