import { routerErrorTexts } from '@src/domain/gate-texts';
import * as styles from './error-page.css';

export interface RouterFallbackProps {
  /** The HTTP-like status of the router error (404 no route, 405 no action…), when there is one. */
  status?: number | undefined;
  message: string;
}

/** The router's last resort for a crash: 'Unexpected Application Error!' with the status and message. */
export function RouterFallback({ status, message }: RouterFallbackProps) {
  return (
    <main className={styles.fallback}>
      <h1>{routerErrorTexts.title}</h1>
      {status !== undefined && <h2>{status}</h2>}
      <p>
        <code>{message}</code>
      </p>
    </main>
  );
}
