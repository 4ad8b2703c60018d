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
import { CalendarIcon } from '../icons';
import * as inputStyles from '../text-input/text-input.css';

/** `value` is the text in dd/Mon/yyyy, e.g. '01/Ene/1990'; `placeholder` defaults to the kit's 'dd/Mmm/aaaa'. */
export interface DateFieldProps extends FieldProps, TextControlProps {}

/**
 * A date typed as dd/Mon/yyyy with Spanish month abbreviations (Ene…Dic). `onChange` gives the text;
 * reading it as a date is the caller's (the kit does not parse business values).
 */
export function DateField(props: DateFieldProps) {
  const [field, own] = splitFieldProps(props);
  const { value, onChange, onBlur, name, id, placeholder = 'dd/Mmm/aaaa', fullWidth = false } = own;
  const inputId = useFieldId(id);
  return (
    <FieldShell
      field={field}
      id={inputId}
      className={fullWidth ? inputStyles.fullWidth : inputStyles.fixedWidth}
    >
      <ControlBox field={field}>
        <input
          {...controlAttributes(inputId, field)}
          className={fieldStyles.bareInput}
          type="text"
          name={name}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={11}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <CalendarIcon size={18} />
      </ControlBox>
    </FieldShell>
  );
}
