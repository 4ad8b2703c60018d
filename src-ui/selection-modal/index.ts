export { SelectionModal, type SelectionModalProps } from './selection-modal';
