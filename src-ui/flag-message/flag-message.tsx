import { appearanceIcon } from '../alert-card';
import { IconButton } from '../icon-button';
import { CloseIcon } from '../icons';
import { appearanceVars } from '../theme/appearance.css';
import type { Appearance } from '../theme/tokens';
import * as styles from './flag-message.css';

export interface FlagMessageProps {
  title: string;
  description?: string;
  appearance?: Appearance;
  /** Shows a close control when given. */
  onClose?: () => void;
  closeLabel?: string;
}

/** A page-level message, e.g. 'Solicitud enviada' after a submission; errors are alerts. */
export function FlagMessage({
  title,
  description,
  appearance = 'success',
  onClose,
  closeLabel = 'Cerrar',
}: FlagMessageProps) {
  return (
    <div
      className={`${appearanceVars[appearance]} ${styles.flag}`}
      role={appearance === 'danger' ? 'alert' : 'status'}
      data-appearance={appearance}
    >
      {appearanceIcon(appearance, 20)}
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {description && <p className={styles.text}>{description}</p>}
      </div>
      {onClose && (
        <IconButton
          label={closeLabel}
          icon={<CloseIcon size={16} />}
          size="small"
          appearance={appearance === 'light' ? 'dark' : appearance}
          onPress={onClose}
        />
      )}
    </div>
  );
}
