import type { credentialCheckMachine } from '@machines/session/credential-check.machine';
import { loginTexts } from '@src/domain/texts';
import { Spinner } from '@ui/spinner';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import * as styles from './login-pages.css';

export interface CheckingCredentialsPageProps {
  /** The running credential-check actor (src/app starts it with the real actors and navigation). */
  actorRef: ActorRefFrom<typeof credentialCheckMachine>;
}

/** login/{user_id}/checking-credentials: a spinner reading 'Validando credenciales' while the machine works. */
export function CheckingCredentialsPage({ actorRef }: CheckingCredentialsPageProps) {
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  return (
    <div className={styles.centred} role="status" aria-busy={busy}>
      <Spinner size="large" label={null} />
      <p className={styles.strong}>{loginTexts.checkingCredentials}</p>
    </div>
  );
}
