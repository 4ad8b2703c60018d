import { VisuallyHidden } from '../visually-hidden';
import * as styles from './spinner.css';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Announced text; the kit's generic default is 'Cargando'. Pass `null` for a decorative spinner. */
  label?: string | null;
}

/** A circle that turns every 0.8 s. Announced as a status unless decorative. */
export function Spinner({ size = 'medium', label = 'Cargando' }: SpinnerProps) {
  const circle = <span className={`${styles.circle} ${styles.size[size]}`} aria-hidden="true" />;
  if (label === null) return <span className={styles.wrapper}>{circle}</span>;
  return (
    <span className={styles.wrapper} role="status">
      {circle}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
