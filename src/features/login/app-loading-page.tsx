import type { appLoadingMachine } from '@machines/session/app-loading.machine';
import { loginTexts } from '@src/domain/texts';
import { Spinner } from '@ui/spinner';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import * as styles from './login-pages.css';

export interface AppLoadingPageProps {
  /** The running app-loading actor (src/app starts it with the real navigation). */
  actorRef: ActorRefFrom<typeof appLoadingMachine>;
}

/** login/loading-app: 'Cargando la aplicación / Espere un momento, por favor.' while the machine waits. */
export function AppLoadingPage({ actorRef }: AppLoadingPageProps) {
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  return (
    <div className={styles.centred} role="status" aria-busy={busy}>
      <Spinner size="large" label={null} />
      <p className={styles.strong}>{loginTexts.loadingTitle}</p>
      <p className={styles.subtitle}>{loginTexts.loadingSubtitle}</p>
    </div>
  );
}
