// What a tab shows once another tab of the browser signed out: nothing of the session is left in it, and
// signing in again is one button away (no automatic redirect: the provider session may still be ending).
import { Button } from '@ui/button';
import * as styles from '../layout/layout.css';
import { signedOutTexts } from '../session/session-texts';

export function SignedOutPage({ onSignIn }: { onSignIn: () => void }) {
  return (
    <main className={styles.waitingPage}>
      <div className={styles.signedOut}>
        <h1>{signedOutTexts.title}</h1>
        <p>{signedOutTexts.body}</p>
        <Button appearance="primary" onPress={onSignIn}>
          {signedOutTexts.signIn}
        </Button>
      </div>
    </main>
  );
}
