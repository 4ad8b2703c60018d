import { type ReactNode, useId } from 'react';
import { ErrorIcon } from '../icons';
import * as styles from './field.css';

/** Status of an input (SPEC "Interface states"). */
type FieldStatus = 'pending' | 'invalid';

/** Props every kit input shares. */
export interface FieldProps {
  label: string;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  status?: FieldStatus | undefined;
  /** The message shown under the field while it is invalid and enabled. */
  message?: string | undefined;
  /** Help text under the field. */
  description?: string | undefined;
  /** Kit text after the label of a required field (default '(Requerido)'). */
  requiredText?: string | undefined;
}

/** What every text-like control takes besides its field: the text, its change, and the input's attributes. */
export interface TextControlProps {
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  placeholder?: string;
  fullWidth?: boolean;
}

const fieldKeys = [
  'label',
  'required',
  'disabled',
  'status',
  'message',
  'description',
  'requiredText',
] as const;

/** Splits a control's props into the shared field props and the control's own. */
export function splitFieldProps<P extends FieldProps>(props: P): [FieldProps, Omit<P, keyof FieldProps>] {
  const own: Record<string, unknown> = { ...(props as object) };
  const field: Record<string, unknown> = {};
  for (const key of fieldKeys) {
    field[key] = own[key];
    delete own[key];
  }
  return [field as unknown as FieldProps, own as Omit<P, keyof FieldProps>];
}

/** True while the field shows as invalid (an invalid status on an enabled field). */
export const isInvalid = (field: Pick<FieldProps, 'status' | 'disabled'>) =>
  field.status === 'invalid' && !field.disabled;

/** The label text: '(Requerido)' with an asterisk while the field is required and enabled. */
export function LabelText({
  label,
  required,
  disabled,
  requiredText = '(Requerido)',
}: Pick<FieldProps, 'label' | 'required' | 'disabled' | 'requiredText'>) {
  return (
    <>
      {label}
      {required && !disabled && (
        <>
          <span className={styles.required} aria-hidden="true">
            *
          </span>{' '}
          <span className={styles.requiredText}>{requiredText}</span>
        </>
      )}
    </>
  );
}

/** Whether the message under the field shows. */
export function showsMessage(field: Pick<FieldProps, 'status' | 'disabled' | 'message'>) {
  return isInvalid(field) && Boolean(field.message);
}

/** The help text and the invalid message under a field, with ids for aria-describedby. */
export function FieldFooter({ id, field }: { id: string; field: FieldProps }) {
  return (
    <>
      {field.description && (
        <span id={`${id}-description`} className={styles.description}>
          {field.description}
        </span>
      )}
      {showsMessage(field) && (
        <span id={`${id}-message`} className={styles.message}>
          <ErrorIcon size={16} />
          {field.message}
        </span>
      )}
    </>
  );
}

/** The aria-describedby value of a field's control. */
export function describedBy(id: string, field: FieldProps, extra?: string) {
  const ids = [
    field.description ? `${id}-description` : '',
    showsMessage(field) ? `${id}-message` : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return ids || undefined;
}

/** The id of a field's control: the caller's, or a generated one. */
export function useFieldId(id?: string) {
  const generated = useId();
  return id ?? generated;
}

/** The attributes a native control of a field carries (id, required, disabled, invalid, described by). */
export function controlAttributes(id: string, field: FieldProps, extraDescription?: string) {
  const invalid = isInvalid(field);
  return {
    id,
    required: field.required,
    disabled: field.disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(id, field, extraDescription),
  };
}

export interface FieldShellProps {
  field: FieldProps;
  /** The control's id (the label points at it; the footer's ids derive from it). */
  id: string;
  /** Extra class of the wrapper (width). */
  className?: string;
  /** 'group' for a control made of several parts (a fieldset with a legend). */
  kind?: 'control' | 'group';
  /** Content beside the footer (a counter). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The wrapper of every native kit field: its label (or legend), the control, help and message under it. */
export function FieldShell({
  field,
  id,
  className = '',
  kind = 'control',
  aside,
  children,
}: FieldShellProps) {
  const text = <LabelText {...field} />;
  const footer = <FieldFooter id={id} field={field} />;
  const Root = kind === 'group' ? 'fieldset' : 'div';
  return (
    <Root className={`${styles.field} ${className}`}>
      {kind === 'group' ? (
        <legend className={styles.label}>{text}</legend>
      ) : (
        <label htmlFor={id} className={styles.label}>
          {text}
        </label>
      )}
      {children}
      {aside ? (
        <div className={styles.footerRow}>
          <div>{footer}</div>
          {aside}
        </div>
      ) : (
        footer
      )}
    </Root>
  );
}

/** The bordered box around a native input and its icons. */
export function ControlBox({ field, children }: { field: FieldProps; children: ReactNode }) {
  return (
    <div
      className={styles.control}
      data-invalid={isInvalid(field) || undefined}
      data-disabled={field.disabled || undefined}
    >
      {children}
    </div>
  );
}
