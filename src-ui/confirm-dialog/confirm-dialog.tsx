import type { ReactNode } from 'react';
import { Button } from '../button';
import { Modal } from '../modal';
import type { Appearance } from '../theme/tokens';

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
   * meanwhile the cancel button is disabled (with `busyReason`, when given), and Escape and the close
   * control do nothing.
   */
  confirming?: boolean;
  /** Why the cancel button is disabled while confirming (shown by its info icon). */
  busyReason?: string;
  portalId?: string;
  closeLabel?: string;
}

const ignore = () => {};

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
  return (
    <Modal
      isOpen={isOpen}
      onClose={confirming ? ignore : onCancel}
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
    </Modal>
  );
}
