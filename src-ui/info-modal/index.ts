export { InfoModal } from './info-modal';
