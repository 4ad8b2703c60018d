export { FlagMessage, type FlagMessageProps } from './flag-message';
