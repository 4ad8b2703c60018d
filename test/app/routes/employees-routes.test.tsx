// The employee selection asks for a unit's list (call 7) only once the screen has been painted
// (src/app/wiring/after-paint.ts), and not again for a list already read.
import type { Api } from '@src/api/api';
import { createQueries } from '@src/api/queries';
import { SelectEmployeeRoute } from '@src/app/routes/employees-routes';
import { type AppSession, AppSessionProvider } from '@src/app/session/app-session';
import { parseEmployee } from '@src/domain/entities';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeSession } from '../fake-session';

let frames: FrameRequestCallback[] = [];
const runFrame = () =>
  act(() => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(performance.now());
  });

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => vi.unstubAllGlobals());

function setup() {
  const getEmployeePage = vi.fn(async () => ({
    employees: [parseEmployee({ employeeId: '100001', names: 'José Andrés', surnames: 'Muñoz Peña' })],
    total: 1,
  }));
  const api = { getEmployeePage } as unknown as Api;
  const session: AppSession = { ...fakeSession(), api, queries: createQueries(api) };
  const view = () => (
    <AppSessionProvider value={session}>
      <MemoryRouter initialEntries={['/employees/select-employee']}>
        <SelectEmployeeRoute />
      </MemoryRouter>
    </AppSessionProvider>
  );
  return { session, getEmployeePage, view };
}

describe('/employees/select-employee, call 7 and the first paint', () => {
  test('the list is asked for after the second frame, not before', async () => {
    // The 100 ms fallback must not decide here, however slow the machine: timers stand still.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { getEmployeePage, view } = setup();
      render(view());
      const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
      await settle();
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(getEmployeePage).not.toHaveBeenCalled();
      await runFrame();
      await settle();
      expect(getEmployeePage).not.toHaveBeenCalled();
      await runFrame();
      await settle();
      expect(getEmployeePage).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  test('a list already read is not asked for again', async () => {
    const { getEmployeePage, view, session } = setup();
    const { unmount } = render(view());
    await runFrame();
    await runFrame();
    await vi.waitFor(() => expect(getEmployeePage).toHaveBeenCalledTimes(1));
    await vi.waitFor(() =>
      expect(session.queryClient.getQueryData(session.queries.employees('UN-ANDINA').queryKey)).toBeDefined(),
    );
    unmount();
    render(view());
    expect(await screen.findByRole('searchbox', { name: 'Empleado' })).toBeInTheDocument();
    expect(getEmployeePage).toHaveBeenCalledTimes(1);
  });
});
