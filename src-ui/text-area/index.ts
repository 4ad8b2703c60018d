export { TextArea } from './text-area';
