export { FlagMessage } from './flag-message';
