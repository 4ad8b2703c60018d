export { SelectionModal } from './selection-modal';
