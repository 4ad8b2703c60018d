import type { UserManager } from 'oidc-client-ts';
import { createContext, type ReactNode, useContext } from 'react';

const UserManagerContext = createContext<UserManager | undefined>(undefined);

/** Provides the provider client outside react-oidc-context's hooks (sign-out callback). */
export function UserManagerProvider({ value, children }: { value: UserManager; children: ReactNode }) {
  return <UserManagerContext.Provider value={value}>{children}</UserManagerContext.Provider>;
}

/** The app's provider client. */
export function useUserManager(): UserManager {
  const value = useContext(UserManagerContext);
  if (!value) throw new Error('useUserManager: falta UserManagerProvider.');
  return value;
}

/** The app's provider client when there is one (a session rendered in tests may have none). */
export function useOptionalUserManager(): UserManager | undefined {
  return useContext(UserManagerContext);
}
