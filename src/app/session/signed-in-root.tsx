// The signed-in part of the app, loaded once the router opens a signed-in route (the first screen is
// only the providers of identity, the router and the sign-in gate): the query cache, React Aria's
// locale and the session (app-session.tsx) around the routes. The toasts live above the router (app.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Outlet } from 'react-router-dom';
import type { InspectionEvent, Observer } from 'xstate';
import { useForgetOnSignOut, useSignOut } from '../auth/auth-gate';
import { QueryDevtools } from '../query-devtools';
import { SessionRoot } from './app-session';

/**
 * Retries and time-outs live in the API client only, so TanStack Query never retries.
 * @internal
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false } },
  });
}

export interface SignedInRootProps {
  inspect?: Observer<InspectionEvent> | undefined;
}

/** The providers of a signed-in person's routes; a sign-out forgets the query cache. */
export function SignedInRoot({ inspect }: SignedInRootProps) {
  const { signOut, signOutTo } = useSignOut();
  const [queryClient] = useState(createAppQueryClient);
  useForgetOnSignOut(() => queryClient.clear());
  return (
    <QueryClientProvider client={queryClient}>
      {/* React Aria's own hidden texts (e.g. its dismiss controls) in Spanish, whatever the browser's language. */}
      <I18nProvider locale="es-CO">
        <SessionRoot signOut={signOut} signOutTo={signOutTo} inspect={inspect}>
          <Outlet />
        </SessionRoot>
      </I18nProvider>
      <QueryDevtools />
    </QueryClientProvider>
  );
}
