export {
  AriaFieldFooter,
  describedBy,
  FieldFooter,
  type FieldProps,
  type FieldStatus,
  LabelText,
  showsMessage,
} from './field';
