// What the page shows when config.json is missing or invalid (src/main.tsx): never a blank screen. It
// names every key at fault, for whoever deploys the portal, and needs nothing of the configuration.
import type { ConfigProblem } from '@src/config';
import * as styles from '../layout/layout.css';
import { configErrorTexts } from './config-error-texts';

export function ConfigErrorPage({ problems }: { problems: ConfigProblem[] }) {
  return (
    <main className={styles.waitingPage}>
      <div className={styles.signedOut} role="alert">
        <h1>{configErrorTexts.title}</h1>
        <p>{configErrorTexts.body}</p>
        <ul aria-label={configErrorTexts.listLabel}>
          {problems.map((problem) => (
            <li key={problem.key}>
              <code>{problem.key}</code>: {problem.message}
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
