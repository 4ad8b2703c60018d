// The signed-in session every route module uses: the API, the queries, the user, the staff member and
// use cases, the selected unit and employee, the portal options, toasts and sign-out. The portal and
// staff-session machines run here with their real actors (calls 1–5) and actions (storage, toasts,
// navigation). What is saved between visits (session-store.ts) belongs to the signed-in subject and holds
// ids only: the staff record (call 4) and the selected employee (call 8) are fetched again.

import { portalMachine } from '@machines/session/portal.machine';
import { staffSessionMachine } from '@machines/session/staff-session.machine';
import { type Api, createApi } from '@src/api/api';
import type { DeniedStatus } from '@src/api/calls/caller';
import { forgetEmployeeLists } from '@src/api/employee-pages';
import { createQueries, type Queries } from '@src/api/queries';
import { type AppConfig, config as appConfig } from '@src/config';
import type { PortalOption, SelectableClient, StaffUser } from '@src/domain/entities';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useAuth } from 'react-oidc-context';
import { Navigate } from 'react-router-dom';
import { type ActorRefFrom, fromPromise, type InspectionEvent, type Observer } from 'xstate';
import { documentNumberOf } from '../auth/access-token-claims';
import { dpopProofs } from '../auth/dpop';
import { portalParameterOf, readInitialRoute } from '../auth/initial-route';
import { useOptionalUserManager } from '../auth/user-manager-context';
import { createPortalCodeStore, type PortalCodeStore } from '../storage/portal-code-store';
import { fitToast } from './fit-toast';
import { createSessionStore, type SessionStore } from './session-store';
import { sharedToastDuration, type ToastInput, useToasts } from './toasts';

/** The signed-in person, from the ID token's claims (the document number: the access token's). */
export interface SessionUser {
  /** The ID token's subject: what the saved state and the wizard drafts are bound to. */
  sub: string;
  /** The route's user id: the user_account claim, else preferred_username. */
  id: string;
  name: string;
  email: string;
  /** The user account (call 6 uses its first 20 characters, call 5 sends it as X-User-Name). */
  account: string;
  /**
   * The account id the services know the caller by (preferred_username, else sub): a request's
   * userCodeInCharge names its responsible person with it.
   */
  username: string;
  /** The access token's identification_document_number claim (call 4); never in the ID token. */
  documentNumber: string;
}

export interface AppSession {
  api: Api;
  queries: Queries;
  queryClient: QueryClient;
  config: AppConfig;
  user: SessionUser;
  /** The staff record of call 4 for this session (never saved: fetched on every start). */
  staffUser: StaffUser | undefined;
  useCases: string[];
  selectedClient: SelectableClient | undefined;
  businessUnits: SelectableClient[];
  /** The selected employee's id (saved); the employee itself comes from call 8 (selected-employee-scope). */
  selectedEmployeeId: string | undefined;
  portalOptions: PortalOption[];
  /** The portal code once call 1 confirmed it. */
  portalCode: string | undefined;
  toasts: { show(toast: ToastInput): string };
  signOut(): void;
  /** Signs out and, after the provider's page, opens the given path (e.g. '/error?code=1003'). */
  signOutTo(path: string): void;
  selectClient(unit: SelectableClient | undefined): void;
  setBusinessUnits(units: SelectableClient[]): void;
  selectEmployee(employeeId: string | undefined): void;
  portalRef: ActorRefFrom<typeof portalMachine>;
  staffRef: ActorRefFrom<typeof staffSessionMachine>;
  inspect: Observer<InspectionEvent> | undefined;
}

const SessionContext = createContext<AppSession | undefined>(undefined);

/** The signed-in session (only inside the authenticated part of the app). */
export function useAppSession(): AppSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useAppSession: used outside the signed-in session.');
  return session;
}

/** For tests and view adapters: provides a ready-made session value. */
export function AppSessionProvider({ value, children }: { value: AppSession; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

const claim = (profile: Record<string, unknown> | undefined, name: string): string => {
  const value = profile?.[name];
  return typeof value === 'string' ? value : '';
};

/** The user of the ID token's claims, with the document number read from the access token. */
export function sessionUserOf(
  profile: Record<string, unknown> | undefined,
  documentNumber: string,
): SessionUser {
  const account = claim(profile, 'user_account');
  const username = claim(profile, 'preferred_username') || claim(profile, 'sub');
  return {
    sub: claim(profile, 'sub'),
    id: account || username,
    name: claim(profile, 'name') || username,
    email: claim(profile, 'email'),
    account: account || username,
    username,
    documentNumber,
  };
}

export interface SessionRootProps {
  children: ReactNode;
  signOut(): void;
  signOutTo(path: string): void;
  inspect?: Observer<InspectionEvent> | undefined;
  /** Test seams. */
  sessionStore?: SessionStore;
  portalCodeStore?: PortalCodeStore;
  config?: AppConfig;
}

/**
 * Starts the session machines for the signed-in user and provides useAppSession(). A change of subject
 * starts everything afresh (its saved state included).
 */
export function SessionRoot(props: SessionRootProps) {
  const auth = useAuth();
  const sub = claim(auth.user?.profile as Record<string, unknown> | undefined, 'sub');
  return <SubjectSession key={sub} {...props} />;
}

function SubjectSession({
  children,
  signOut,
  signOutTo,
  inspect,
  sessionStore,
  portalCodeStore,
  config = appConfig,
}: SessionRootProps) {
  const auth = useAuth();
  const userManager = useOptionalUserManager();
  const queryClient = useQueryClient();
  const toastStore = useToasts();
  const authRef = useRef(auth);
  authRef.current = auth;

  const documentNumber = documentNumberOf(auth.user?.access_token);
  const user = useMemo(
    () => sessionUserOf(auth.user?.profile as Record<string, unknown> | undefined, documentNumber),
    [auth.user?.profile, documentNumber],
  );
  const [store] = useState(() => sessionStore ?? createSessionStore(user.sub));
  const [codeStore] = useState(() => portalCodeStore ?? createPortalCodeStore({}));
  const saved = useSyncExternalStore(store.subscribe, store.get, store.get);

  // A data call refused with 401/403 ends in the error catalogue (set below, once the state exists).
  const deniedRef = useRef<(status: DeniedStatus) => void>(() => undefined);
  const api = useMemo(
    () =>
      createApi({
        config,
        getToken: async () => authRef.current.user?.access_token,
        ...(userManager ? { dpopProof: dpopProofs(userManager, () => authRef.current.user) } : {}),
        getBusinessUnit: () => store.get().selectedClient?.id,
        onDenied: (status) => deniedRef.current(status),
      }),
    [config, store, userManager],
  );
  const queries = useMemo(() => createQueries(api), [api]);

  const showToast = (toast: ToastInput) => toastStore.show(fitToast(toast));
  // An error code replaces the whole signed-in tree with a redirect, so no child route's own navigation
  // (e.g. the login index's redirect) can supersede the way to the error page.
  const [errorCode, setErrorCode] = useState<number | undefined>(undefined);
  const goToErrorPage = (code: number) => setErrorCode((current) => current ?? code);
  deniedRef.current = goToErrorPage;

  const [portalCodeFromUrl] = useState(
    () => portalParameterOf(window.location.search) ?? portalParameterOf(readInitialRoute()),
  );

  const portalRef = useActorRef(
    portalMachine.provide({
      actors: {
        readStoredCode: fromPromise(() => codeStore.read()),
        fetchPortal: fromPromise(({ input, signal }) =>
          api.getPortalData({ portalCode: input.portalCode, signal }),
        ),
        fetchBusinessManager: fromPromise(({ input, signal }) =>
          api.getBusinessManager({ businessManagerId: input.businessManagerId, signal }),
        ),
        fetchOptions: fromPromise(({ input, signal }) =>
          api.getPortalOptions({
            staffPortalPublicCode: input.portalCode,
            businessUnit: input.businessUnit,
            signal,
          }),
        ),
      },
      actions: {
        storeCode: (_, params) => {
          void codeStore.write(params.portalCode).catch(() => undefined);
        },
        showToast: (_, params) => {
          showToast({ ...params, appearance: 'danger', duration: sharedToastDuration });
        },
        goToErrorPage: (_, params) => goToErrorPage(params.code),
      },
    }),
    { input: { portalCodeFromUrl, businessUnit: saved.selectedClient?.id }, inspect },
  );

  const staffRef = useActorRef(
    staffSessionMachine.provide({
      actors: {
        fetchStaffUser: fromPromise(({ input, signal }) =>
          api.getStaffUser({ identificationDocumentNumber: input.documentNumber, signal }),
        ),
        fetchUseCases: fromPromise(({ input, signal }) => api.getUseCases({ ...input, signal })),
      },
      actions: {
        // The staff record (ID number, birth date, e-mail, phone) stays in memory: never saved.
        saveStaffUser: () => undefined,
        saveUseCases: (_, params) => store.update({ staffUseCasesData: params.useCases }),
        notify: (_, params) => {
          showToast({ ...params, appearance: 'danger', duration: sharedToastDuration });
        },
        goToErrorPage: (_, params) => goToErrorPage(params.code),
      },
    }),
    {
      input: {
        documentNumber: user.documentNumber,
        userAccount: user.account,
        businessUnit: saved.selectedClient?.id,
      },
      inspect,
    },
  );

  const portalOptions = useSelector(portalRef, (snapshot) => snapshot.context.options);
  const portalCode = useSelector(portalRef, (snapshot) =>
    snapshot.hasTag('portalKnown')
      ? snapshot.context.portal?.publicCode || snapshot.context.portalCode
      : undefined,
  );
  useEffect(() => {
    if (portalOptions.length > 0) store.update({ optionForCustomerPortal: portalOptions });
  }, [portalOptions, store]);
  const staffUser = useSelector(staffRef, (snapshot) => snapshot.context.staffUser);
  const liveUseCases = useSelector(staffRef, (snapshot) =>
    snapshot.hasTag('ready') ? snapshot.context.useCases : undefined,
  );

  const value: AppSession = {
    api,
    queries,
    queryClient,
    config,
    user,
    staffUser,
    useCases: liveUseCases ?? saved.staffUseCasesData,
    selectedClient: saved.selectedClient,
    businessUnits: saved.businessUnits,
    selectedEmployeeId: saved.selectedEmployeeId,
    portalOptions: portalOptions.length > 0 ? portalOptions : saved.optionForCustomerPortal,
    portalCode,
    toasts: { show: showToast },
    signOut,
    signOutTo,
    selectClient: (unit) => {
      const changed = unit?.id !== store.get().selectedClient?.id;
      store.update({
        selectedClient: unit,
        logoUrl: unit?.logo ?? '',
        ...(changed
          ? { selectedEmployeeId: undefined, staffUseCasesData: [], optionForCustomerPortal: [] }
          : {}),
      });
      // The employee list is kept per unit (src/api/employee-pages.ts): another unit drops it.
      if (changed) forgetEmployeeLists(queryClient);
      if (unit) {
        portalRef.send({ type: 'UNIT_SELECTED', businessUnit: unit.id });
        staffRef.send({ type: 'UNIT_SELECTED', businessUnit: unit.id });
      }
    },
    setBusinessUnits: (units) => store.update({ businessUnits: units }),
    selectEmployee: (employeeId) => store.update({ selectedEmployeeId: employeeId || undefined }),
    portalRef,
    staffRef,
    inspect,
  };

  if (errorCode !== undefined) return <Navigate to={`/error?code=${errorCode}`} replace />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
