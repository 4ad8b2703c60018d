export { moneyDigits, moneyText, TextInput, type TextInputProps, type TextInputType } from './text-input';
