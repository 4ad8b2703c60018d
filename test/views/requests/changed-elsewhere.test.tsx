// The notice that someone else changed the request (a 412): the sentence is changeSummary's (who, what and when in Bogotá time, else that the
// request changed; its status now), the view draws it with 'Entendido' when the place can dismiss it.
import { parseHumanResourceRequest } from '@src/domain/entities';
import { ChangedElsewhereNotice } from '@src/views/requests/changed-elsewhere';
import { changeSummary } from '@src/views/requests/request-texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';

const lastChange = {
  userWhoExecutedAction: 'alberto.nunez',
  userName: 'Alberto Núñez',
  actionExecuted: 'Asignación de responsable',
  executionDate: '2026-11-21T12:30:00Z',
  description: '',
};

describe('changeSummary', () => {
  test('names who changed it, what and when (Bogotá time), then the status now', () => {
    expect(changeSummary(lastChange, 'closed')).toBe(
      'Alberto Núñez la modificó (Asignación de responsable) el 21/Nov/2026 07:30. No se envió tu cambio. ' +
        'Estado actual: Cerrada. Revisa la solicitud como está ahora y decide de nuevo.',
    );
  });

  test('without a name it uses the account; without a date or a change it says only that it changed', () => {
    expect(changeSummary({ ...lastChange, userName: '' }, 'closed')).toMatch(/^alberto\.nunez la modificó/);
    for (const change of [
      { ...lastChange, executionDate: 'ayer' },
      { ...lastChange, userName: '', userWhoExecutedAction: '' },
      undefined,
    ]) {
      expect(changeSummary(change, 'closed')).toMatch(
        /^La solicitud cambió desde que la abriste\. No se envió tu cambio\. Estado actual: /,
      );
    }
  });
});

describe('ChangedElsewhereNotice', () => {
  const request = parseHumanResourceRequest({
    humanResourceRequestId: '19',
    humanResourceRequestNumber: '100019',
    humanResourceRequestStatus: 'closed',
  });

  test("draws 'Entendido' when it can be dismissed, and dismisses", async () => {
    const onDismiss = vi.fn();
    render(<ChangedElsewhereNotice request={request} changedBy={lastChange} onDismiss={onDismiss} />);
    expect(screen.getByText('Otra persona modificó esta solicitud')).toBeInTheDocument();
    expect(screen.getByText(/Alberto Núñez la modificó/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  test('has no button without onDismiss', () => {
    render(<ChangedElsewhereNotice request={request} changedBy={lastChange} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
