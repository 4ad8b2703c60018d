import type { credentialCheckMachine } from '@machines/session/credential-check.machine';
import { fetchMessages } from '@src/domain/fetch-messages';
import { loginTexts } from '@src/domain/texts';
import { FlagMessage } from '@ui/flag-message';
import { Spinner } from '@ui/spinner';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import * as styles from './login-pages.css';

export interface CheckingCredentialsPageProps {
  /** The running credential-check actor (src/app starts it with the real actors and navigation). */
  actorRef: ActorRefFrom<typeof credentialCheckMachine>;
}

/**
 * What the business-units flag says under its code (SPEC §8): the failure's final text (1008), or the
 * empty state (1006), since a call that answered with no units did not fail.
 */
const unitsFlagTexts = {
  1006: fetchMessages.businessUnits.empty,
  1008: fetchMessages.businessUnits.final,
} as const;

/**
 * login/{user_id}/checking-credentials: a spinner reading 'Validando credenciales' while the machine works,
 * and the business-units flag (SPEC §4: 1006 empty, 1008 failure) for the second before the flow goes on.
 */
export function CheckingCredentialsPage({ actorRef }: CheckingCredentialsPageProps) {
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const unitsErrorCode = useSelector(actorRef, (snapshot) => snapshot.context.unitsErrorCode);
  return (
    <div className={styles.page}>
      {unitsErrorCode !== undefined && (
        <FlagMessage
          appearance="danger"
          title={fetchMessages.businessUnits.failure(unitsErrorCode)}
          description={unitsFlagTexts[unitsErrorCode]}
        />
      )}
      <div className={styles.centred} role="status" aria-busy={busy}>
        <Spinner size="large" label={null} />
        <p className={styles.strong}>{loginTexts.checkingCredentials}</p>
      </div>
    </div>
  );
}
