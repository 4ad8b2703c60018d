// 'Ausencias del equipo en esas fechas' on the approval screen in jsdom: the section of an enjoyment
// request over a team-absences actor with a fake call 20 — the team mates away (name, dates as the app
// writes them, status), nobody, loading and failed (Reintentar) never shown as nobody and never in the way
// of the answer; a payment has no such section; axe in each state (colour contrast needs layout).

import { teamAbsencesMachine } from '@machines/approvals/team-absences.machine';
import { type LoadedApproval, vacationApprovalMachine } from '@machines/approvals/vacation-approval.machine';
import { parseTeamAbsences, type TeamAbsence } from '@src/domain/entities';
import { TeamAbsences } from '@src/features/approvals/team-absences';
import { VacationApprovalPage } from '@src/features/approvals/vacation-approval-page';
import { awaitingEnjoyment, awaitingPayment } from '@test/support/approval-fixtures';
import { withPortalRoot } from '@test/support/portal-root';
import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

withPortalRoot();

const nobody = 'Nadie más del equipo tiene vacaciones en esas fechas.';
const title = 'Ausencias del equipo en esas fechas';

const jose = parseTeamAbsences([
  {
    employeeId: '100001',
    employeeName: 'José Andrés Muñoz Peña',
    humanResourceRequestNumber: '100002',
    startDate: '2026-12-27',
    endDate: '2027-01-08',
    days: 10,
    status: 'pending',
  },
]);

function start(request = awaitingEnjoyment) {
  const reads: Array<{ requestId: string; answer: (a: TeamAbsence[]) => void; fail: (e: unknown) => void }> =
    [];
  const absences = createActor(
    teamAbsencesMachine.provide({
      actors: {
        fetchTeamAbsences: fromPromise<TeamAbsence[], { requestId: string }>(
          ({ input }) =>
            new Promise((answer, fail) => {
              reads.push({ requestId: input.requestId, answer, fail });
            }),
        ),
      },
    }),
    { input: { requestId: request.humanResourceRequestId } },
  );
  absences.start();
  const loaded: LoadedApproval = {
    request,
    employee: { employeeId: '100002', name: 'María Begoña Ibáñez Zúñiga', identificationDocumentNumber: '1' },
  };
  const approval = createActor(
    vacationApprovalMachine.provide({
      actors: {
        loadApproval: fromPromise(async () => loaded),
        sendAnswer: fromPromise(async () => ({ ...request, humanResourceRequestStatus: 'rejected' })),
      },
    }),
    {
      input: {
        requestNumber: request.humanResourceRequestNumber,
        kind: request.humanResourceRequestType === 'VacationsEnjoyed' ? 'enjoyment' : 'payment',
        useCases: ['ApproveVacationRequest'],
        idempotencyKey: 'key-1',
      },
      clock: new SimulatedClock(),
    },
  );
  approval.start();
  const asked: string[] = [];
  render(
    <main>
      <VacationApprovalPage
        actorRef={approval}
        brand={{ name: 'ERM' }}
        teamAbsences={(requestId) => {
          asked.push(requestId);
          return <TeamAbsences actorRef={absences} />;
        }}
      />
    </main>,
  );
  return { reads, asked };
}

async function violations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
  );
}

const section = () => screen.getByRole('region', { name: title });
const answerStillPossible = () => {
  expect(screen.getByRole('radio', { name: 'Aprobar' })).toBeEnabled();
  expect(screen.getByRole('textbox', { name: /Observaciones/ })).toBeEnabled();
};

describe("the team's absences on the approval screen", { timeout: 30_000 }, () => {
  test('loading says so, never nobody, and the answer can be given meanwhile', async () => {
    const { asked } = start();
    await screen.findByRole('radio', { name: 'Aprobar' });
    expect(asked.at(-1)).toBe(awaitingEnjoyment.humanResourceRequestId);
    expect(within(section()).getByRole('status')).toHaveTextContent('Cargando las ausencias del equipo');
    expect(screen.queryByText(nobody)).toBeNull();
    answerStillPossible();
    expect(await violations()).toEqual([]);
  });

  test('lists the team mate away: name, dates as dd/Mon/yyyy, status', async () => {
    const { reads } = start();
    await screen.findByRole('radio', { name: 'Aprobar' });
    await act(async () => reads[0]?.answer(jose));
    const list = await within(section()).findByRole('list', {
      name: 'Compañeros del equipo con vacaciones en esas fechas',
    });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'José Andrés Muñoz Peña',
    );
    expect(item).toHaveTextContent('Del 27/Dic/2026 al 08/Ene/2027');
    expect(item).toHaveTextContent('Por aprobar');
    expect(screen.queryByText(nobody)).toBeNull();
    expect(await violations()).toEqual([]);
  });

  test('nobody away is the empty text', async () => {
    const { reads } = start();
    await screen.findByRole('radio', { name: 'Aprobar' });
    await act(async () => reads[0]?.answer([]));
    expect(await within(section()).findByText(nobody)).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  test('a failed read says so with Reintentar, never nobody, and the answer can still be given', async () => {
    const { reads } = start();
    await screen.findByRole('radio', { name: 'Aprobar' });
    await act(async () => reads[0]?.fail(new Error('500')));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las ausencias del equipo.',
    );
    expect(screen.queryByText(nobody)).toBeNull();
    answerStillPossible();
    expect(await violations()).toEqual([]);
    await act(async () => within(section()).getByRole('button', { name: 'Reintentar' }).click());
    expect(reads).toHaveLength(2);
    await act(async () => reads[1]?.answer(jose));
    expect(await within(section()).findByText('José Andrés Muñoz Peña')).toBeInTheDocument();
  });

  test('a payment request has no days to overlap: no section, no call', async () => {
    const { asked } = start(awaitingPayment);
    await screen.findByRole('radio', { name: 'Aprobar' });
    expect(asked).toEqual([]);
    expect(screen.queryByRole('region', { name: title })).toBeNull();
  });
});
