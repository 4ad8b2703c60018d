import { loginTexts } from '@src/domain/texts';
import { Outlet } from 'react-router-dom';
import * as styles from './layout.css';
import { welcomeLine } from './layout-texts';

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
