// A ready-made AppSession for view tests: fake actors that never call a server.

import { portalMachine } from '@machines/session/portal.machine';
import { staffSessionMachine } from '@machines/session/staff-session.machine';
import { createApi } from '@src/api/api';
import { createQueries } from '@src/api/queries';
import type { AppSession } from '@src/app/session/app-session';
import { createSessionStore } from '@src/app/session/session-store';
import {
  type BusinessManager,
  type PortalData,
  type PortalOption,
  parseEmployee,
  parseStaffUser,
  type SelectableClient,
} from '@src/domain/entities';
import { QueryClient } from '@tanstack/react-query';
import { envConfig } from '@test/support/env-config';
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

export const andina: SelectableClient = {
  id: 'UN-ANDINA',
  name: 'Operaciones Región Andina',
  sigla: 'ANDINA',
  logo: '',
};
export const caribe: SelectableClient = {
  id: 'UN-CARIBE',
  name: 'Servicios Región Caribe',
  sigla: 'CARIBE',
  logo: '',
};
const jose = parseEmployee({ employeeId: '100001', names: 'José Andrés', surnames: 'Muñoz Peña' });

/**
 * The board's pins of `sub` kept in this browser's saved state, as the signed-in session keeps them: each
 * read loads the stored state afresh (a reload), so another subject reads nothing pinned.
 */
export function savedBoardPins(sub: string): Pick<AppSession, 'boardPins' | 'savePins'> {
  return {
    boardPins: () => {
      const { pinnedRequestIds, showPinnedOnly } = createSessionStore(sub, localStorage).get();
      return { pinned: pinnedRequestIds, pinnedOnly: showPinnedOnly };
    },
    savePins: ({ pinned, pinnedOnly }) =>
      createSessionStore(sub, localStorage).update({ pinnedRequestIds: pinned, showPinnedOnly: pinnedOnly }),
  };
}

/** A session whose staff-session actor is ready with the given use cases. */
export function fakeSession(overrides: Partial<AppSession> = {}, useCases: string[] = []): AppSession {
  const config = envConfig({});
  const api = createApi({ config, getToken: () => 'token', getBusinessUnit: () => 'UN-ANDINA' });
  const staffRef = createActor(
    staffSessionMachine.provide({
      actors: {
        fetchStaffUser: fromPromise(async ({ input }) =>
          input.documentNumber ? parseStaffUser({ staffId: 'S-1', businessManagerCode: 'ERM' }) : undefined,
        ),
        fetchUseCases: fromPromise(async ({ input }) => (input.businessUnitCode ? useCases : [])),
      },
      actions: { saveStaffUser: () => {}, saveUseCases: () => {}, notify: () => {}, goToErrorPage: () => {} },
    }),
    { input: { documentNumber: '52100001', userAccount: 'ana.admin', businessUnit: 'UN-ANDINA' } },
  ).start();
  const portalRef = createActor(
    portalMachine.provide({
      actors: {
        readStoredCode: fromPromise<string | undefined, void>(async () => undefined),
        fetchPortal: fromPromise(({ input }) => new Promise<PortalData | undefined>(() => void input)),
        fetchBusinessManager: fromPromise(async ({ input }) =>
          input ? undefined : (undefined as BusinessManager | undefined),
        ),
        fetchOptions: fromPromise(async ({ input }) => (input ? [] : ([] as PortalOption[]))),
      },
      actions: { storeCode: () => {}, showToast: () => {}, goToErrorPage: () => {} },
    }),
    { input: { portalCodeFromUrl: 'ERM-DEMO' } },
  ).start();
  return {
    api,
    queries: createQueries(api),
    queryClient: new QueryClient(),
    config,
    user: {
      sub: 'ana.admin',
      id: 'ana.admin@erm-demo.example.co',
      name: 'Ana Sofía Gutiérrez',
      email: 'ana.admin@erm-demo.example.co',
      account: 'ana.admin@erm-demo.example.co',
      username: 'ana.admin',
      documentNumber: '52100001',
    },
    staffUser: undefined,
    useCases,
    selectedClient: andina,
    businessUnits: [andina, caribe],
    selectedEmployeeId: jose.employeeId,
    portalOptions: [],
    portalCode: 'ERM-DEMO',
    toasts: { show: vi.fn(() => 'toast-1') },
    signOut: vi.fn(),
    signOutTo: vi.fn(),
    selectClient: vi.fn(),
    setBusinessUnits: vi.fn(),
    selectEmployee: vi.fn(),
    ...savedBoardPins('ana.admin'),
    portalRef,
    staffRef,
    inspect: undefined,
    ...overrides,
  };
}
