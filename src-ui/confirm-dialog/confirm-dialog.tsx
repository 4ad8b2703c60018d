import { type ReactNode, useState } from 'react';
import { Button } from '../button';
import { Modal } from '../modal';
import type { Appearance } from '../theme/tokens';
import * as styles from './confirm-dialog.css';

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  /** The question, e.g. '¿Realmente quieres regresar? Se perderá el avance de tu solicitud.' */
  children: ReactNode;
  confirmText: string;
  cancelText: string;
  onConfirm: () => void;
  /** Called by the cancel button, Escape and the close control. */
  onCancel: () => void;
  confirmAppearance?: Appearance;
  /**
   * The confirm button is in the button's pending state (a spinner, focus kept, cannot be pressed);
   * meanwhile the cancel button is disabled (with `busyReason`, when given) and the close control is
   * hidden; Escape keeps the dialog open and says `busyReason` in it (a status announcement).
   */
  confirming?: boolean;
  /**
   * Why the dialog cannot be left while confirming: shown by the cancel button's info icon, and in the
   * dialog when Escape is pressed.
   */
  busyReason?: string;
  portalId?: string;
  closeLabel?: string;
}

/** A modal asking to confirm an action (role alertdialog). */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  confirmAppearance = 'primary',
  confirming = false,
  busyReason,
  portalId,
  closeLabel,
}: ConfirmDialogProps) {
  // Escape pressed while confirming: refused, and the dialog says why until the confirmation ends.
  const [refused, setRefused] = useState(false);
  if (refused && !confirming) setRefused(false);
  const refuse = () => setRefused(true);
  return (
    <Modal
      isOpen={isOpen}
      onClose={confirming ? refuse : onCancel}
      hideClose={confirming}
      title={title}
      size="small"
      role="alertdialog"
      portalId={portalId}
      closeLabel={closeLabel}
      footer={
        <>
          <Button
            variant="outlined"
            appearance="gray"
            onPress={onCancel}
            disabled={confirming}
            disabledReason={confirming ? busyReason : undefined}
          >
            {cancelText}
          </Button>
          <Button appearance={confirmAppearance} loading={confirming} onPress={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      {children}
      {/* The live region is there from the start of the confirmation, so the refusal is announced. */}
      {confirming && busyReason !== undefined && (
        <p role="status" className={styles.refusal}>
          {refused ? busyReason : ''}
        </p>
      )}
    </Modal>
  );
}
