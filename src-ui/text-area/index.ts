export { type CounterTone, counterTone, TextArea, type TextAreaProps } from './text-area';
