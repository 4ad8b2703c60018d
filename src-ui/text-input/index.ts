export { TextInput, type TextInputType } from './text-input';
