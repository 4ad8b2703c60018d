export { MultiSelect } from './multi-select';
