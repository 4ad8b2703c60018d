import type { ReactNode } from 'react';
import { Button } from '../button';
import { Modal } from '../modal';
import { Spinner } from '../spinner';
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
   * The confirm button shows a spinner and cannot be pressed; the cancel button is disabled and the close
   * control hidden, so Escape and Cancelar visibly do nothing while it runs.
   */
  confirming?: boolean;
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
  portalId,
  closeLabel,
}: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      size="small"
      role="alertdialog"
      portalId={portalId}
      closeLabel={closeLabel}
      hideClose={confirming}
      footer={
        <>
          <Button variant="outlined" appearance="gray" onPress={onCancel} disabled={confirming}>
            {cancelText}
          </Button>
          {/* Not the button's `loading` (React Aria's pending state): its announcement leaves an unnamed
              role="img" node behind once the dialog closes (axe role-img-alt). */}
          <Button
            appearance={confirmAppearance}
            disabled={confirming}
            iconBefore={confirming ? <Spinner size="small" label={null} /> : undefined}
            onPress={onConfirm}
          >
            {confirmText}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
