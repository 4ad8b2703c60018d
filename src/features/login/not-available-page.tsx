import { Button } from '@ui/button';
import { WarningIcon } from '@ui/icons';
import * as styles from './login-pages.css';
import { notAvailableTexts } from './login-texts';

export interface NotAvailablePageProps {
  /** Starts the sign-in flow again (e.g. navigate to /login); the button is hidden without it. */
  onRetry?: () => void;
}

/** login/error/not-available: shown when the login flow fails unexpectedly (no user). */
export function NotAvailablePage({ onRetry }: NotAvailablePageProps) {
  return (
    <section className={styles.centred} aria-labelledby="not-available-title">
      <WarningIcon size={40} />
      <h1 id="not-available-title" className={styles.title}>
        {notAvailableTexts.title}
      </h1>
      <p className={styles.subtitle}>{notAvailableTexts.body}</p>
      {onRetry && <Button onPress={onRetry}>{notAvailableTexts.retry}</Button>}
    </section>
  );
}
