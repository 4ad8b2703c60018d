export { AddButton, type AddButtonProps } from './add-button';
