export { emptyOptionKey, listedOptions, Select, type SelectOption, type SelectProps } from './select';
export { optionHeight, visibleOptions } from './select.css';
