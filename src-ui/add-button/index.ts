export { AddButton } from './add-button';
