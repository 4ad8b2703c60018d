export { idsOf, MultiSelect, type MultiSelectProps } from './multi-select';
