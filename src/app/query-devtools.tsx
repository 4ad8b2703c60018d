// TanStack Query's devtools while working with `npm run dev`. import.meta.env.DEV is a compile-time
// constant, so the build drops the lazy import and the package with it (the bundle report fails if any of
// it ships); unit tests run in development mode too, and keep the page to what a person sees.
import { lazy, Suspense } from 'react';

const Devtools =
  import.meta.env.DEV && import.meta.env.MODE !== 'test'
    ? lazy(() =>
        import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools })),
      )
    : undefined;

/** The query devtools' button in a corner of the dev server's page; nothing in the build or in tests. */
export function QueryDevtools() {
  if (!Devtools) return null;
  return (
    <Suspense fallback={null}>
      <Devtools initialIsOpen={false} buttonPosition="bottom-left" />
    </Suspense>
  );
}
