// /requests/application-process/:requestId names the request in the last crumb: its number, or SPEC's
// 'XXXXXX' when the request has none (never the internal id of the address).
import { CrumbLabelProvider } from '@src/app/layout/crumb-label';
import { RequestProcessRoute } from '@src/app/routes/requests-routes';
import { AppSessionProvider } from '@src/app/session/app-session';
import { withPortalRoot } from '@test/support/portal-root';
import { onboardingRequest } from '@test/support/process-fixtures';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { requestsSession } from '../../features/requests/support';

withPortalRoot();

function crumbOf(number: string) {
  const request = onboardingRequest({ humanResourceRequestNumber: number });
  const session = requestsSession({ getRequests: vi.fn(async () => [request]) }, { useCases: [] });
  const labels: (string | undefined)[] = [];
  render(
    <AppSessionProvider value={session}>
      <CrumbLabelProvider value={(label) => labels.push(label)}>
        <MemoryRouter initialEntries={[`/requests/application-process/${request.humanResourceRequestId}`]}>
          <Routes>
            <Route path="/requests/application-process/:requestId" element={<RequestProcessRoute />} />
          </Routes>
        </MemoryRouter>
      </CrumbLabelProvider>
    </AppSessionProvider>,
  );
  return labels;
}

test('the last crumb names the request number', async () => {
  const labels = crumbOf('100018');
  await waitFor(() => expect(labels.at(-1)).toBe('100018'));
});

test("a request without a number is 'XXXXXX' in the last crumb", async () => {
  const labels = crumbOf('');
  await waitFor(() => expect(labels.at(-1)).toBe('XXXXXX'));
  expect(labels).not.toContain('18');
});
