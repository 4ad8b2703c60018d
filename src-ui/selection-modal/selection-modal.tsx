import type { ReactNode } from 'react';
import { Button } from '../button';
import { Modal } from '../modal';
import { RadioGroup, type RadioOption } from '../radio-group';
import * as styles from './selection-modal.css';

export interface SelectionModalProps {
  isOpen: boolean;
  title: string;
  /** What is chosen, e.g. 'Contrato': the radio group's label, and the term of a single choice. */
  label: string;
  /** A line above the choice, e.g. what the choice is for. */
  description?: ReactNode;
  options: readonly RadioOption[];
  /** The chosen option id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  /**
   * Whether the person chooses (a radio group) or the choice is already made and only shown (the caller
   * decides, e.g. a single option chosen for them). Default true.
   */
  selector?: boolean;
  onConfirm: () => void;
  /** Called by the cancel button, Escape and the close control. */
  onCancel: () => void;
  /** Kit defaults 'Confirmar' and 'Cancelar'. */
  confirmText?: string;
  cancelText?: string;
  /** Why 'Confirmar' is disabled without a choice (kit default 'Selecciona una opción.'). */
  requiredText?: string;
  /** Extra content under the choice (e.g. a message). */
  children?: ReactNode;
  portalId?: string;
  closeLabel?: string;
}

/**
 * The generic selection modal (SPEC §5): a choice is required, and 'Confirmar' stays disabled, with its
 * reason, until one of the options is chosen.
 */
export function SelectionModal({
  isOpen,
  title,
  label,
  description,
  options,
  value,
  onChange,
  selector = true,
  onConfirm,
  onCancel,
  confirmText = 'Confirmar',
  cancelText = 'Cancelar',
  requiredText = 'Selecciona una opción.',
  children,
  portalId,
  closeLabel,
}: SelectionModalProps) {
  const chosen = options.find((option) => option.id === value);
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      portalId={portalId}
      closeLabel={closeLabel}
      footer={
        <>
          <Button variant="outlined" appearance="gray" onPress={onCancel}>
            {cancelText}
          </Button>
          <Button
            disabled={!chosen}
            disabledReason={chosen ? undefined : requiredText}
            onPress={() => {
              if (chosen) onConfirm();
            }}
          >
            {confirmText}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {description && <div className={styles.description}>{description}</div>}
        {selector ? (
          <RadioGroup label={label} required options={options} value={value} onChange={onChange} />
        ) : (
          <dl className={styles.single}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.choice}>
              {chosen?.label}
              {chosen?.description && <span className={styles.choiceDescription}>{chosen.description}</span>}
            </dd>
          </dl>
        )}
        {children}
      </div>
    </Modal>
  );
}
