import { loginTexts } from '@src/domain/texts';
import { Outlet } from 'react-router-dom';
import * as styles from './layout.css';

/** Line under the welcome title (ours). */
export const welcomeLine = 'Gestión humana para el personal de tus unidades de negocio.';

/** /login/*: the 'Portal-ERM' welcome panel beside the child screen. */
export function LoginLayout() {
  return (
    <div className={styles.loginShell}>
      <aside className={styles.welcome} aria-labelledby="welcome-title">
        <h1 id="welcome-title" className={styles.welcomeTitle}>
          {loginTexts.welcomeTitle}
        </h1>
        <p>{welcomeLine}</p>
      </aside>
      <main className={styles.loginChild}>
        <Outlet />
      </main>
    </div>
  );
}
