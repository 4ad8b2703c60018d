export { TextInput, type TextInputProps, type TextInputType } from './text-input';
