export { defaultPortalId, Modal, type ModalProps, missingPortalMessage, portalNode } from './modal';
export { overlayMobileWidth } from './modal.css';
