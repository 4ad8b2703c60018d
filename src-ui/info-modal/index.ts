export { InfoModal, type InfoModalProps } from './info-modal';
