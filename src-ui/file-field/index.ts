export { FileField } from './file-field';
