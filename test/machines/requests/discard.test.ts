import { discardMachine, type RemoveRequestInput } from '@machines/requests/discard.machine';
import { discardNoticeText } from '@src/app/wiring/requests/discard';
import { parseHumanResourceRequest } from '@src/domain/entities';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const now = '2026-11-21T15:00:00.000Z';

const request = (type: string, data: Record<string, unknown>) =>
  parseHumanResourceRequest({
    humanResourceRequestId: 'R-7',
    humanResourceRequestNumber: '2026-0007',
    humanResourceRequestDescription: 'Solicitud',
    humanResourceRequestType: type,
    humanResourceRequestStatus: 'supervisor_approval',
    humanResourceRequestData: data,
  });

function start(target: ReturnType<typeof request>, remove: () => Promise<void> = async () => {}) {
  const calls: RemoveRequestInput[] = [];
  const notify = vi.fn();
  const machine = discardMachine.provide({
    actors: {
      removeRequest: fromPromise<void, RemoveRequestInput>(async ({ input }) => {
        calls.push(input);
        return remove();
      }),
    },
    // The machine emits a code; the adapter's text for it is what the toast shows.
    actions: { notify: (_, params) => notify(discardNoticeText(params)) },
  });
  const actor = createActor(machine, { input: { request: target, now } });
  actor.start();
  return { actor, calls, notify };
}

describe('discard', () => {
  test('refuses an enjoyment request with a disbursement date, with the exact message', () => {
    const { actor } = start(
      request('VacationsEnjoyed', { disbursementDate: '2026-11-10', startDateEnyoment: '2026-10-01' }),
    );
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toBe(
      'No se puede eliminar una solicitud de disfrute de vacaciones que no ha generado el desembolso del anticipo.',
    );
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().output).toMatchObject({ removed: false, requestId: 'R-7' });
  });

  test('refuses an enjoyment request starting today or later', () => {
    const { actor } = start(request('VacationsEnjoyed', { startDateEnyoment: '2026-11-21' }));
    expect(actor.getSnapshot().context.refusal).toBe(
      'No se puede eliminar una solicitud de disfrute de vacaciones cuyo período de disfrute aún no ha comenzado.',
    );
  });

  test('refuses a payment request with a disbursement date', () => {
    const { actor } = start(request('PaidVacations', { disbursementDate: '2026-11-10' }));
    expect(actor.getSnapshot().context.refusal).toBe(
      'No se puede eliminar una solicitud de pago de vacaciones que no ha generado el desembolso del anticipo.',
    );
  });

  test('asks for a justification, required and at most 500 characters', () => {
    const { actor, calls } = start(request('PaidVacations', { disbursementDate: '' }));
    expect(actor.getSnapshot().value).toBe('askingJustification');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('askingJustification');
    expect(actor.getSnapshot().context.justificationTouched).toBe(true);
    expect(actor.getSnapshot().context.justificationError).toBe('Este campo no puede estar vacío');
    actor.send({ type: 'CHANGE_JUSTIFICATION', value: 'x'.repeat(501) });
    expect(actor.getSnapshot().context.justificationError).toBe('El número de caracteres es demasiado largo');
    actor.send({ type: 'CONFIRM' });
    expect(calls).toEqual([]);
  });

  test('sends call 12 with the justification, then says the request was discarded', async () => {
    const { actor, calls, notify } = start(request('Certification', {}));
    actor.send({ type: 'CHANGE_JUSTIFICATION', value: '  Ya no la necesita  ' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls).toEqual([
      {
        body: {
          removeHumanResourcesRequest: [
            {
              humanResourceRequestDescription: 'Solicitud',
              humanResourceRequestId: 'R-7',
              humanResourceRequestNumber: '2026-0007',
              removalJustification: 'Ya no la necesita',
            },
          ],
        },
        version: 0,
      },
    ]);
    expect(notify).toHaveBeenCalledWith({
      appearance: 'success',
      title: 'Solicitud Descartada',
      description: 'La solicitud se canceló correctamente',
    });
    expect(actor.getSnapshot().output).toMatchObject({ removed: true, requestId: 'R-7' });
  });

  test('a failed call 12 says so, removes nothing and keeps the dialog with the justification to send again', async () => {
    let failing = true;
    const { actor, notify, calls } = start(request('Certification', {}), async () => {
      if (failing) throw new Error('500');
    });
    actor.send({ type: 'CHANGE_JUSTIFICATION', value: 'Motivo' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(notify).toHaveBeenCalledWith({
      appearance: 'danger',
      title: 'Error',
      description: 'No se pudo eliminar la solicitud',
    });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.justification).toBe('Motivo');

    failing = false;
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().output).toMatchObject({ removed: true, requestId: 'R-7' });
  });

  test('after a failure, Cancelar closes without removing', async () => {
    const { actor } = start(request('Certification', {}), async () => {
      throw new Error('500');
    });
    actor.send({ type: 'CHANGE_JUSTIFICATION', value: 'Motivo' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().output).toMatchObject({ removed: false, requestId: 'R-7' });
  });

  test('cancelling closes without a call', () => {
    const { actor, calls } = start(request('Certification', {}));
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual([]);
  });
});
