export { AriaFieldFooter, AriaFieldLabel, ariaFieldState } from './aria-field';
export {
  ControlBox,
  controlAttributes,
  describedBy,
  FieldFooter,
  type FieldProps,
  FieldShell,
  type FieldShellProps,
  type FieldStatus,
  isInvalid,
  LabelText,
  showsMessage,
  splitFieldProps,
  type TextControlProps,
  useFieldId,
} from './field';
