export { counterTone, TextArea } from './text-area';
