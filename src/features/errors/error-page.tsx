import { describeError, errorCodeLine, errorPageTexts } from '@src/domain/errors';
import { Button } from '@ui/button';
import * as styles from './error-page.css';

/** The footer's copyright line (SPEC §2 "Error page": a 2024 copyright line; the wording is ours). */
export const copyrightLine = '© 2024 Portal-ERM. Todos los derechos reservados.';

export interface ErrorPageProps {
  /** The code of the `code` query parameter (the caller applies the default 404). */
  code: string;
  /** 'Regresar'. */
  onBack: () => void;
}

/** /error: '¡Ups! Algo salió mal...', the code, what went wrong and how to fix it, and 'Regresar'. */
export function ErrorPage({ code, onBack }: ErrorPageProps) {
  const description = describeError(code);
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <h1 className={styles.title}>{errorPageTexts.title}</h1>
        <p className={styles.code}>{errorCodeLine(description.code)}</p>
        <div className={styles.columns}>
          <section className={styles.column} aria-labelledby="error-what">
            <h2 id="error-what" className={styles.columnTitle}>
              {errorPageTexts.whatWentWrong}
            </h2>
            <ul>
              {description.whatWentWrong.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section className={styles.column} aria-labelledby="error-how">
            <h2 id="error-how" className={styles.columnTitle}>
              {errorPageTexts.howToFix}
            </h2>
            <ul>
              {description.howToFix.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </div>
        <Button appearance="primary" onPress={onBack}>
          {errorPageTexts.back}
        </Button>
      </main>
      <footer className={styles.footer}>{copyrightLine}</footer>
    </div>
  );
}
