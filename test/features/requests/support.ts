// The signed-in session the requests pages run in: a fake API behind the real query functions, unit
// Bogotá, employee 100001 selected.

import type { Api } from '@src/api/api';
import { createQueries } from '@src/api/queries';
import type { AppSession } from '@src/app/session/app-session';
import { QueryClient } from '@tanstack/react-query';
import { savedBoardPins } from '@test/app/fake-session';
import { vi } from 'vitest';

/** A session over `api` (only the calls the page makes); `fields` adds the use cases, the user… */
export function requestsSession(api: object, fields: Record<string, unknown>): AppSession {
  const sub = (fields.user as { sub?: string } | undefined)?.sub ?? 'sub-ana';
  return {
    ...savedBoardPins(sub),
    api: api as Api,
    queries: createQueries(api as Api),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    selectedClient: { id: 'BOG', name: 'Unidad Bogotá', sigla: 'BOG', logo: '' },
    selectedEmployeeId: '100001',
    toasts: { show: vi.fn() },
    inspect: undefined,
    user: {
      sub: 'sub-ana',
      id: 'ana.admin',
      name: 'Ana',
      email: '',
      account: 'ana.admin',
      username: 'ana.admin',
      documentNumber: '',
    },
    ...fields,
  } as unknown as AppSession;
}
