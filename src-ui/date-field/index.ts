export { DateField, type DateFieldProps, isoToDateText } from './date-field';
