import { describeError } from '@src/domain/errors';
import { EmptyState } from '@ui/empty-state';
import { notFoundTitle } from './error-texts';

/** The not-found screen shown inside a layout for a path no route matches (texts of code 404). */
export function NotFoundPage() {
  const { whatWentWrong, howToFix } = describeError(404);
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{notFoundTitle}</h1>
      <EmptyState title={whatWentWrong[0] ?? ''} description={howToFix[0] ?? ''} />
    </section>
  );
}
