// The signed-in session, read through narrow hooks so a consumer re-renders only when its part changes:
// `useApi()` (API, queries, query client, config, inspector: stable), `useSelection()` (the selected unit
// and employee and how to change them), `useSessionUser()` (the person, staff record and use cases),
// `useRequester()`, `usePortal()` (the portal and staff-session actors, options, code) and
// `useSessionActions()` (toasts, sign-out). The portal and staff-session machines run here with their
// adapters (src/app/wiring/session/). What is saved between visits (session-store.ts) belongs to the signed-in subject and holds
// ids only: the staff record (call 4) and the selected employee (call 8) are fetched again.

import { type portalMachine, portalReads } from '@machines/session/portal.machine';
import { type staffSessionMachine, staffSessionReads } from '@machines/session/staff-session.machine';
import { type Api, createApi } from '@src/api/api';
import type { DeniedStatus } from '@src/api/calls/caller';
import { forgetEmployeeLists } from '@src/api/employee-pages';
import { createQueries, type Queries } from '@src/api/queries';
import { type AppConfig, config as appConfig } from '@src/config';
import type { PortalOption, SelectableClient, StaffUser } from '@src/domain/entities';
import type { Requester } from '@src/domain/rules/new-requests';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
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
import type { ActorRefFrom, InspectionEvent, Observer } from 'xstate';
import { documentNumberOf } from '../auth/access-token-claims';
import { dpopProofs } from '../auth/dpop';
import { portalParameterOf, readInitialRoute } from '../auth/initial-route';
import { useOptionalUserManager } from '../auth/user-manager-context';
import { createPortalCodeStore, type PortalCodeStore } from '../storage/portal-code-store';
import { usePortalActor } from '../wiring/session/portal';
import { useStaffSessionActor } from '../wiring/session/staff-session';
import { fitToast } from './fit-toast';
import { createSessionStore, type SessionStore } from './session-store';
import { type ToastInput, useToasts } from './toasts';

/** The signed-in person, from the ID token's claims (the document number: the access token's). */
interface SessionUser {
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

/** The requests board's pinned cards and 'Solo fijadas' (SPEC §3 showPinnedOnly), in the saved state. */
interface BoardPins {
  pinned: string[];
  pinnedOnly: boolean;
}

/** @internal */
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
  /** The requests board's pins as saved now (read once by the board: no re-render when they change). */
  boardPins(): BoardPins;
  /** Saves the requests board's pins. */
  savePins(pins: BoardPins): void;
  portalRef: ActorRefFrom<typeof portalMachine>;
  staffRef: ActorRefFrom<typeof staffSessionMachine>;
  inspect: Observer<InspectionEvent> | undefined;
}

/** What never changes during a session: the API, the queries and mutations' client, the config, the inspector. */
export type SessionServices = Pick<AppSession, 'api' | 'queries' | 'queryClient' | 'config' | 'inspect'>;
/** The selected unit and employee, the units to choose from, and how to change them. */
export type SessionSelection = Pick<
  AppSession,
  | 'selectedClient'
  | 'businessUnits'
  | 'selectedEmployeeId'
  | 'selectClient'
  | 'setBusinessUnits'
  | 'selectEmployee'
  | 'boardPins'
  | 'savePins'
>;
/** The signed-in person: ID-token user, staff record (call 4) and use cases (call 5). */
export type SessionPerson = Pick<AppSession, 'user' | 'staffUser' | 'useCases'>;
/** The portal and staff-session actors with what they found. */
export type SessionPortal = Pick<AppSession, 'portalRef' | 'staffRef' | 'portalOptions' | 'portalCode'>;
/** Toasts and sign-out (stable functions). */
export type SessionActions = Pick<AppSession, 'toasts' | 'signOut' | 'signOutTo'>;

const ServicesContext = createContext<SessionServices | undefined>(undefined);
const SelectionContext = createContext<SessionSelection | undefined>(undefined);
const PersonContext = createContext<SessionPerson | undefined>(undefined);
const PortalContext = createContext<SessionPortal | undefined>(undefined);
const ActionsContext = createContext<SessionActions | undefined>(undefined);

function required<T>(value: T | undefined, hook: string): T {
  if (value === undefined) throw new Error(`${hook}: used outside the signed-in session.`);
  return value;
}

/** The API, queries, query client, config and inspector of the session (stable). */
export const useApi = (): SessionServices => required(useContext(ServicesContext), 'useApi');
/** The selected unit and employee and how to change them. */
export const useSelection = (): SessionSelection => required(useContext(SelectionContext), 'useSelection');
/** The signed-in person, staff record and use cases. */
export const useSessionUser = (): SessionPerson => required(useContext(PersonContext), 'useSessionUser');
/** The portal and staff-session actors with their options and code. */
export const usePortal = (): SessionPortal => required(useContext(PortalContext), 'usePortal');
/** Toasts and sign-out. */
export const useSessionActions = (): SessionActions =>
  required(useContext(ActionsContext), 'useSessionActions');

/** The signed-in staff member as the requester of call 11 (the account while call 4 is pending). */
function requesterOf(
  staffUser: StaffUser | undefined,
  user: Pick<SessionUser, 'account' | 'name'>,
): Requester {
  return {
    requesterCode: staffUser?.staffId || user.account,
    requesterName: staffUser?.staffName || user.name,
  };
}

/** The requester of the requests this session sends. */
export function useRequester(): Requester {
  const { staffUser, user } = useSessionUser();
  return useMemo(() => requesterOf(staffUser, user), [staffUser, user]);
}

/** Provides the narrow contexts from their parts (each part keeps its identity while unchanged). */
function SessionContexts({
  services,
  selection,
  person,
  portal,
  actions,
  children,
}: {
  services: SessionServices;
  selection: SessionSelection;
  person: SessionPerson;
  portal: SessionPortal;
  actions: SessionActions;
  children: ReactNode;
}) {
  return (
    <ServicesContext.Provider value={services}>
      <ActionsContext.Provider value={actions}>
        <PortalContext.Provider value={portal}>
          <PersonContext.Provider value={person}>
            <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>
          </PersonContext.Provider>
        </PortalContext.Provider>
      </ActionsContext.Provider>
    </ServicesContext.Provider>
  );
}

/**
 * For tests: provides a ready-made session value through the narrow contexts.
 * @internal
 */
export function AppSessionProvider({ value, children }: { value: AppSession; children: ReactNode }) {
  return (
    <SessionContexts services={value} selection={value} person={value} portal={value} actions={value}>
      {children}
    </SessionContexts>
  );
}

const claim = (profile: Record<string, unknown> | undefined, name: string): string => {
  const value = profile?.[name];
  return typeof value === 'string' ? value : '';
};

/** The user of the ID token's claims, with the document number read from the access token. */
function sessionUserOf(profile: Record<string, unknown> | undefined, documentNumber: string): SessionUser {
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
 * Starts the session machines for the signed-in user and provides the narrow session hooks. A change of subject
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
    () => portalParameterOf(window.location.search) ?? portalParameterOf(readInitialRoute(user.sub)),
  );

  const portalRef = usePortalActor(
    { api, codeStore, showToast, goToErrorPage },
    { portalCodeFromUrl, businessUnit: saved.selectedClient?.id },
    inspect,
  );
  const staffRef = useStaffSessionActor(
    { api, store, showToast, goToErrorPage },
    {
      documentNumber: user.documentNumber,
      userAccount: user.account,
      businessUnit: saved.selectedClient?.id,
    },
    inspect,
  );

  const portalOptions = useSelector(portalRef, portalReads.options);
  const portalCode = useSelector(portalRef, portalReads.portalCode);
  useEffect(() => {
    if (portalOptions.length > 0) store.update({ optionForCustomerPortal: portalOptions });
  }, [portalOptions, store]);
  const staffUser = useSelector(staffRef, staffSessionReads.staffUser);
  const liveUseCases = useSelector(staffRef, staffSessionReads.useCases);

  const services = useMemo<SessionServices>(
    () => ({ api, queries, queryClient, config, inspect }),
    [api, queries, queryClient, config, inspect],
  );
  const useCases = liveUseCases ?? saved.staffUseCasesData;
  const person = useMemo<SessionPerson>(() => ({ user, staffUser, useCases }), [user, staffUser, useCases]);
  const options = portalOptions.length > 0 ? portalOptions : saved.optionForCustomerPortal;
  const portal = useMemo<SessionPortal>(
    () => ({ portalRef, staffRef, portalOptions: options, portalCode }),
    [portalRef, staffRef, options, portalCode],
  );
  const latest = useRef({ showToast, signOut, signOutTo });
  latest.current = { showToast, signOut, signOutTo };
  const [actions] = useState<SessionActions>(() => ({
    toasts: { show: (toast) => latest.current.showToast(toast) },
    signOut: () => latest.current.signOut(),
    signOutTo: (path) => latest.current.signOutTo(path),
  }));
  const selection = useMemo<SessionSelection>(
    () => ({
      selectedClient: saved.selectedClient,
      businessUnits: saved.businessUnits,
      selectedEmployeeId: saved.selectedEmployeeId,
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
      boardPins: () => ({ pinned: store.get().pinnedRequestIds, pinnedOnly: store.get().showPinnedOnly }),
      savePins: ({ pinned, pinnedOnly }) =>
        store.update({ pinnedRequestIds: pinned, showPinnedOnly: pinnedOnly }),
    }),
    [
      saved.selectedClient,
      saved.businessUnits,
      saved.selectedEmployeeId,
      store,
      portalRef,
      staffRef,
      queryClient,
    ],
  );

  if (errorCode !== undefined) return <Navigate to={`/error?code=${errorCode}`} replace />;
  return (
    <SessionContexts
      services={services}
      selection={selection}
      person={person}
      portal={portal}
      actions={actions}
    >
      {children}
    </SessionContexts>
  );
}
