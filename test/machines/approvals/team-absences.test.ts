// 'Ausencias del equipo en esas fechas': the section's chart with a fake call 20 — loading, the team
// mates away, nobody, failed with Reintentar (and read again); a failed or running read never says nobody.
import { type FetchTeamAbsencesInput, teamAbsencesMachine } from '@machines/approvals/team-absences.machine';
import { parseTeamAbsences, type TeamAbsence } from '@src/domain/entities';
import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const absences = parseTeamAbsences([
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

/** A call 20 the test answers by hand, one read at a time. */
function start() {
  const reads: Array<{
    input: FetchTeamAbsencesInput;
    answer: (absences: TeamAbsence[]) => void;
    fail: (error: unknown) => void;
  }> = [];
  const logic = fromPromise<TeamAbsence[], FetchTeamAbsencesInput>(
    ({ input }) =>
      new Promise((answer, fail) => {
        reads.push({ input, answer, fail });
      }),
  );
  const actor = createActor(teamAbsencesMachine.provide({ actors: { fetchTeamAbsences: logic } }), {
    input: { requestId: 'HRR-150001' },
  });
  actor.start();
  return { actor, reads };
}

describe("the team's absences in a request's days", () => {
  test('reads call 20 for the request, busy meanwhile, then lists the team mates away', async () => {
    const { actor, reads } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(reads.map((read) => read.input)).toEqual([{ requestId: 'HRR-150001' }]);
    reads[0]?.answer(absences);
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.absences).toEqual(absences);
  });

  test('nobody away (call 20 answered 204: []) is the empty state', async () => {
    const { actor, reads } = start();
    reads[0]?.answer([]);
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
  });

  test('a failed read is failed, never empty; Reintentar reads again', async () => {
    const { actor, reads } = start();
    reads[0]?.fail({ status: 500 });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.absences).toEqual([]);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(reads).toHaveLength(2);
    reads[1]?.answer(absences);
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  test('Reintentar means nothing while it loads or once it answered', async () => {
    const { actor, reads } = start();
    actor.send({ type: 'RETRY' });
    expect(reads).toHaveLength(1);
    reads[0]?.answer([]);
    await flush();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(reads).toHaveLength(1);
  });
});
