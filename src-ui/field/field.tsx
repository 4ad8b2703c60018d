import type { ReactNode } from 'react';
import { Text } from 'react-aria-components/Text';
import { ErrorIcon } from '../icons';
import * as styles from './field.css';

/** Status of an input (SPEC "Interface states"). */
export type FieldStatus = 'pending' | 'invalid';

/** Props every kit input shares. */
export interface FieldProps {
  label: string;
  required?: boolean;
  disabled?: boolean;
  status?: FieldStatus;
  /** The message shown under the field while it is invalid and enabled. */
  message?: string;
  /** Help text under the field. */
  description?: string;
  /** Kit text after the label of a required field (default '(Requerido)'). */
  requiredText?: string;
}

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
export function showsMessage({
  status,
  disabled,
  message,
}: Pick<FieldProps, 'status' | 'disabled' | 'message'>) {
  return status === 'invalid' && !disabled && Boolean(message);
}

/** The help text and the invalid message under a field, with ids for aria-describedby. */
export function FieldFooter({
  id,
  description,
  status,
  disabled,
  message,
  children,
}: Pick<FieldProps, 'description' | 'status' | 'disabled' | 'message'> & {
  id: string;
  children?: ReactNode;
}) {
  return (
    <>
      {description && (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      )}
      {children}
      {showsMessage({ status, disabled, message }) && (
        <span id={`${id}-message`} className={styles.message}>
          <ErrorIcon size={16} />
          {message}
        </span>
      )}
    </>
  );
}

/**
 * The help text and the invalid message of a react-aria field (select, radio group): the parent
 * component links them through their slots, so they need no ids.
 */
export function AriaFieldFooter({
  description,
  status,
  disabled,
  message,
}: Pick<FieldProps, 'description' | 'status' | 'disabled' | 'message'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      {showsMessage({ status, disabled, message }) && (
        <Text slot="errorMessage" className={styles.message}>
          <ErrorIcon size={16} />
          {message}
        </Text>
      )}
    </>
  );
}

/** The aria-describedby value of a field's control. */
export function describedBy(
  id: string,
  props: Pick<FieldProps, 'description' | 'status' | 'disabled' | 'message'>,
  extra?: string,
) {
  const ids = [
    props.description ? `${id}-description` : '',
    showsMessage(props) ? `${id}-message` : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return ids || undefined;
}
