export { AriaFieldFooter, AriaFieldLabel, ariaFieldState } from './aria-field';
export {
  ControlBox,
  controlAttributes,
  type FieldProps,
  FieldShell,
  splitFieldProps,
  type TextControlProps,
  useFieldId,
} from './field';
