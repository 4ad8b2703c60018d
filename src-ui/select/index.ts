export { Select, type SelectOption } from './select';
