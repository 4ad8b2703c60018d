import type { ReactNode } from 'react';
import { appearanceIcon } from '../alert-card';
import { Button } from '../button';
import { Modal } from '../modal';
import { appearanceVars } from '../theme/appearance.css';
import type { Appearance } from '../theme/tokens';
import * as styles from './info-modal.css';

export interface InfoModalProps {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  /** Text of the single button, e.g. 'Entendido'. */
  buttonText: string;
  onClose: () => void;
  appearance?: Appearance;
  portalId?: string;
  closeLabel?: string;
}

/** A modal that informs (e.g. a request was sent) and closes with one button. */
export function InfoModal({
  isOpen,
  title,
  children,
  buttonText,
  onClose,
  appearance = 'success',
  portalId,
  closeLabel,
}: InfoModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      size="small"
      portalId={portalId}
      closeLabel={closeLabel}
      headerStart={
        <span className={`${appearanceVars[appearance]} ${styles.icon}`}>{appearanceIcon(appearance)}</span>
      }
      footer={<Button onPress={onClose}>{buttonText}</Button>}
    >
      <div className={styles.body}>{children}</div>
    </Modal>
  );
}
