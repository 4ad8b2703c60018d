import type { ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';
import { IconButton } from '../icon-button';
import { CloseIcon } from '../icons';
import * as styles from './modal.css';

/** Id of the node modals render into when none is given (index.html has it). */
const defaultPortalId = 'portal-root';

/** The error a modal throws when its portal node is missing. */
function missingPortalMessage(portalId: string): string {
  return `No se encontró el nodo del portal "#${portalId}" para la ventana modal.`;
}

/** The portal node of a modal; a missing node is an error (SPEC §8). */
function portalNode(portalId: string): HTMLElement {
  const node = typeof document === 'undefined' ? null : document.getElementById(portalId);
  if (!node) throw new Error(missingPortalMessage(portalId));
  return node;
}

export interface ModalProps {
  isOpen: boolean;
  /** Called by Escape, the 'Cerrar' control and (when dismissable) a click outside. */
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** 'fullscreen' covers the whole viewport (e.g. a navigation folded on small screens). */
  size?: 'small' | 'medium' | 'large' | 'fullscreen';
  /** Id of the element the modal renders into (default 'portal-root'). */
  portalId?: string;
  /** Name of the close control (kit default 'Cerrar'). */
  closeLabel?: string;
  /** Hide the close control (e.g. a confirm dialog that must be answered). */
  hideClose?: boolean;
  /** Close on a click outside (default false). */
  dismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Content before the title, e.g. an icon. */
  headerStart?: ReactNode;
}

/**
 * A modal window rendered into a portal node. Focus moves in and stays inside; Escape and the
 * 'Cerrar' control close it; focus returns to the control that opened it.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  children,
  footer,
  size = 'medium',
  portalId = defaultPortalId,
  closeLabel = 'Cerrar',
  hideClose = false,
  dismissable = false,
  role = 'dialog',
  headerStart,
}: ModalProps) {
  if (!isOpen) return null;
  const container = portalNode(portalId);
  return (
    <UNSAFE_PortalProvider getContainer={() => container}>
      <ModalOverlay
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        isDismissable={dismissable}
        className={`${styles.overlay} ${size === 'fullscreen' ? styles.fullscreen : ''}`}
      >
        <AriaModal className={`${styles.modal} ${styles.size[size]}`}>
          <Dialog className={styles.dialog} role={role}>
            <div className={styles.header}>
              {headerStart}
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {!hideClose && <IconButton label={closeLabel} icon={<CloseIcon />} onPress={onClose} />}
            </div>
            {children !== undefined && <div className={styles.body}>{children}</div>}
            {footer && <div className={styles.footer}>{footer}</div>}
          </Dialog>
        </AriaModal>
      </ModalOverlay>
    </UNSAFE_PortalProvider>
  );
}
