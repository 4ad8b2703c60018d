export {
  describedBy,
  FieldFooter,
  type FieldProps,
  type FieldStatus,
  LabelText,
  showsMessage,
} from './field';
