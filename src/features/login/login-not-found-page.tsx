import { plainLink, type RenderLink } from '@ui/utils/link';
import * as styles from './login-pages.css';
import { loginNotFoundTexts } from './login-texts';

export interface LoginNotFoundPageProps {
  /** Where the link goes back to (default '/login'). */
  loginHref?: string;
  /** Renders the link with the app's router (default: a plain anchor). */
  renderLink?: RenderLink;
}

/** Any other login path: a not-found screen with a link back to the login. */
export function LoginNotFoundPage({ loginHref = '/login', renderLink = plainLink }: LoginNotFoundPageProps) {
  return (
    <section className={styles.centred} aria-labelledby="login-not-found-title">
      <p className={styles.strong} aria-hidden="true">
        404
      </p>
      <h1 id="login-not-found-title" className={styles.title}>
        {loginNotFoundTexts.title}
      </h1>
      <p className={styles.subtitle}>{loginNotFoundTexts.body}</p>
      {renderLink({ href: loginHref, children: loginNotFoundTexts.back })}
    </section>
  );
}
