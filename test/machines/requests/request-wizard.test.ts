import {
  type RequestWizardInput,
  requestWizardMachine,
  type SaveRequestInput,
  type WizardContract,
} from '@machines/requests/request-wizard.machine';
import { flush, oldContract, wizardInput } from '@test/support/request-fixtures';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type Snapshot } from 'xstate';

const recentContract: WizardContract = {
  ...oldContract,
  contractId: 'C-2',
  contractNumber: 'CT-0002',
  startDate: '2026-10-01',
};

function input(overrides: Partial<RequestWizardInput> = {}): RequestWizardInput {
  return wizardInput({
    useCases: ['RequestToEnjoyVacationDays', 'RequestPaymentForVacationDays', 'RequestCertificate'],
    ...overrides,
  });
}

/** A fake call 11 that stores one request per Idempotency-Key, failing the first `failures` calls. */
function fakeServer(failures = 0) {
  const created = new Map<string, SaveRequestInput['request']>();
  const calls: SaveRequestInput[] = [];
  let remaining = failures;
  const save = fromPromise<
    { humanResourceRequestId: string; humanResourceRequestNumber: string },
    SaveRequestInput
  >(async ({ input: sent }) => {
    calls.push(sent);
    if (remaining > 0) {
      remaining -= 1;
      throw new Error('Error al enviar la solicitud. Intente nuevamente.');
    }
    if (!created.has(sent.idempotencyKey)) created.set(sent.idempotencyKey, sent.request);
    return { humanResourceRequestId: 'R-42', humanResourceRequestNumber: '2026-0042' };
  });
  return { created, calls, save };
}

function start(wizardInput: RequestWizardInput, server = fakeServer(), snapshot?: Snapshot<unknown>) {
  const clock = new SimulatedClock();
  const effects = { goToListWithSuccess: vi.fn(), goToList: vi.fn(), forgetProgress: vi.fn() };
  const machine = requestWizardMachine.provide({
    actors: { saveRequest: server.save },
    actions: {
      goToListWithSuccess: (_, params) => effects.goToListWithSuccess(params),
      goToList: () => effects.goToList(),
      forgetProgress: () => effects.forgetProgress(),
    },
  });
  const actor = snapshot
    ? createActor(machine, { snapshot: snapshot as never, input: wizardInput, clock })
    : createActor(machine, { input: wizardInput, clock });
  actor.start();
  return { actor, clock, effects, server, machine };
}

/** Fills a payment of 3 days, sends it and confirms, then lets call 11 answer. */
async function sendPayment(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'CHANGE', values: { daysToPay: '3', observations: 'Pago' } });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SUBMIT' });
  actor.send({ type: 'CONFIRM' });
  await flush();
}

const validEnjoyment = { daysOff: '5', startDateEnyoment: '01/Dic/2026', observations: 'Viaje familiar' };

describe('request wizard', () => {
  test('starts on step 1 with the single contract chosen, and leaves the choice open with several', () => {
    const one = start(input());
    expect(one.actor.getSnapshot().value).toBe('requirements');
    expect(one.actor.getSnapshot().context.values.contract).toBe('C-1');
    const two = start(input({ contracts: [oldContract, recentContract] }));
    expect(two.actor.getSnapshot().context.values.contract).toBe('');
  });

  test('moving on from the form is blocked while it is invalid, with the messages of the changed fields', () => {
    const { actor } = start(input());
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'CHANGE', values: { daysOff: '40' } });
    expect(actor.getSnapshot().context.errors.daysOff).toBe('Debe ser un número entre 1 y 15');
    expect(actor.getSnapshot().context.touched).toEqual(['daysOff']);
    actor.send({ type: 'CHANGE', values: { startDateEnyoment: '21/Nov/2026' } });
    expect(actor.getSnapshot().context.errors.startDateEnyoment).toBe(
      'La fecha no puede ser anterior o igual al día actual',
    );
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.touched).toEqual(['daysOff', 'startDateEnyoment']);
    actor.send({ type: 'CHANGE', values: validEnjoyment });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({ verification: 'ready' });
  });

  test('observations are limited to 120 characters by the schema', () => {
    const { actor } = start(input());
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE', values: { ...validEnjoyment, observations: 'a'.repeat(121) } });
    expect(actor.getSnapshot().context.errors.observations).toBe(
      'El número de caracteres es demasiado largo',
    );
  });

  test('a certification needs its type, addressee and observations', () => {
    const { actor } = start(input({ kind: 'certification' }));
    expect(actor.getSnapshot().context.errors).toMatchObject({
      certificationType: 'Este campo es obligatorio',
      addressee: 'Este campo es obligatorio',
      observations: 'Este campo no puede estar vacío',
    });
    actor.send({ type: 'NEXT' });
    actor.send({
      type: 'CHANGE',
      values: { certificationType: 'certificado de servidor', addressee: 'Banco', observations: 'Crédito' },
    });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('verification')).toBe(true);
  });

  test('a certification does not need a contract (SPEC §5), but a named one must be listed', () => {
    const { actor } = start(input({ kind: 'certification', contracts: [oldContract, recentContract] }));
    actor.send({ type: 'NEXT' });
    actor.send({
      type: 'CHANGE',
      values: { certificationType: 'certificado de servidor', addressee: 'Banco', observations: 'Crédito' },
    });
    expect(actor.getSnapshot().context.errors.contract).toBeUndefined();
    actor.send({ type: 'CHANGE', values: { contract: 'C-ENDED' } });
    expect(actor.getSnapshot().context.errors.contract).toBe('Este campo es obligatorio');
    actor.send({ type: 'CHANGE', values: { contract: '' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('verification')).toBe(true);
  });

  test('with several contracts one must be chosen', () => {
    const { actor } = start(input({ kind: 'payment', contracts: [oldContract, recentContract] }));
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE', values: { daysToPay: '3' } });
    expect(actor.getSnapshot().context.errors.contract).toBe('Este campo es obligatorio');
    actor.send({ type: 'CHANGE', values: { contract: 'C-2' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  test('submits the enjoyment body with the contract, the requester and status supervisor_approval', async () => {
    const { actor, server, effects } = start(input());
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE', values: validEnjoyment });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toEqual({
      idempotencyKey: 'key-1',
      request: expect.objectContaining({
        humanResourceRequestType: 'VacationsEnjoyed',
        humanResourceRequestStatus: 'supervisor_approval',
        employeeId: 'E-100',
        requesterCode: 'S-1',
        requesterName: 'Ana Administradora',
        humanResourceRequestData: {
          daysOff: 5,
          startDateEnyoment: '2026-12-01',
          observationEmployee: 'Viaje familiar',
          contractId: 'C-1',
          contractNumber: 'CT-0001',
          businessName: 'Operadora Andina S.A.S.',
          contractType: 'PermanentJob',
        },
      }),
    });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.requestNumber).toBe('2026-0042');
    expect(effects.forgetProgress).toHaveBeenCalledTimes(1);
    actor.send({ type: 'CLOSE_SUCCESS' });
    expect(effects.goToListWithSuccess).toHaveBeenCalledWith({ kind: 'enjoyment' });
    expect(actor.getSnapshot().output).toEqual({
      result: 'sent',
      kind: 'enjoyment',
      requestNumber: '2026-0042',
    });
  });

  test('a failed submission shows the flag for 10 s, keeps the values, and a retry creates exactly one request', async () => {
    const server = fakeServer(1);
    const { actor, clock } = start(input({ kind: 'payment' }), server);
    await sendPayment(actor);
    expect(actor.getSnapshot().value).toEqual({ verification: 'failed' });
    expect(actor.getSnapshot().hasTag('submitFailed')).toBe(true);
    expect(actor.getSnapshot().context.values).toMatchObject({ daysToPay: '3', observations: 'Pago' });
    clock.increment(9_999);
    expect(actor.getSnapshot().hasTag('submitFailed')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ verification: 'ready' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(server.calls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(server.created.size).toBe(1);
    expect(server.calls[1]?.request.humanResourceRequestData).toMatchObject({
      daysToPay: 3,
      disbursementDate: '',
    });
  });

  test('a reload while the failure flag shows resumes it with the values; the day it resumes on keeps it', async () => {
    const { actor } = start(input({ kind: 'payment' }), fakeServer(1));
    await sendPayment(actor);
    const saved = actor.getPersistedSnapshot();
    actor.stop();
    // The app restores the draft and sends the day it resumes on (src/app/wiring/requests/request-wizard.ts);
    // the flag's 10 s start again in the app's hook (usePersistedActor, test/app/persisted-actor.test.tsx):
    // no timer survives a reload.
    const resumed = start(input({ kind: 'payment' }), fakeServer(), saved);
    resumed.actor.send({ type: 'TODAY_CHANGED', today: '2026-11-21T18:00:00.000Z' });
    expect(resumed.actor.getSnapshot().hasTag('submitFailed')).toBe(true);
    expect(resumed.actor.getSnapshot().context.values).toMatchObject({
      daysToPay: '3',
      observations: 'Pago',
    });
    resumed.actor.send({ type: 'DISMISS_FLAG' });
    expect(resumed.actor.getSnapshot().value).toEqual({ verification: 'ready' });
  });

  test('submitting needs the use case of the kind', () => {
    const { actor } = start(input({ kind: 'certification', useCases: ['RequestToEnjoyVacationDays'] }));
    actor.send({ type: 'NEXT' });
    actor.send({
      type: 'CHANGE',
      values: { certificationType: 'certificado de servidor', addressee: 'Banco', observations: 'Crédito' },
    });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('verification')).toBe(true);
  });

  test("'Regresar a este paso' goes back to step 1 or 2 from the summary", () => {
    const { actor } = start(input());
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE', values: validEnjoyment });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'GO_TO_STEP', step: 1 });
    expect(actor.getSnapshot().value).toBe('requirements');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'GO_TO_STEP', step: 2 });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.values.daysOff).toBe('5');
  });

  test('the step the screen shows is the machine’s, kept under the confirmation and the sent modal', async () => {
    const { actor } = start(input());
    const step = () => actor.getSnapshot().context.step;
    expect(step()).toBe(1);
    actor.send({ type: 'NEXT' });
    expect(step()).toBe(2);
    actor.send({ type: 'CHANGE', values: validEnjoyment });
    actor.send({ type: 'NEXT' });
    expect(step()).toBe(3);
    actor.send({ type: 'GO_TO_STEP', step: 2 });
    expect(step()).toBe(2);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(step()).toBe(3);
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(step()).toBe(3);
  });

  test('a saved request answered without a number still ends as sent', async () => {
    const save = fromPromise<
      { humanResourceRequestId: string; humanResourceRequestNumber: string },
      SaveRequestInput
    >(async () => ({ humanResourceRequestId: '', humanResourceRequestNumber: '' }));
    const { actor } = start(input(), { ...fakeServer(), save });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE', values: validEnjoyment });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    actor.send({ type: 'CLOSE_SUCCESS' });
    expect(actor.getSnapshot().output).toEqual({ result: 'sent', kind: 'enjoyment', requestNumber: '' });
  });

  test('going back abandons the request and forgets its progress', () => {
    const { actor, effects } = start(input());
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ABANDON' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.forgetProgress).toHaveBeenCalled();
    expect(effects.goToList).toHaveBeenCalled();
    expect(actor.getSnapshot().output).toEqual({ result: 'abandoned', kind: 'enjoyment', requestNumber: '' });
  });

  test('the persisted snapshot survives JSON and resumes where the person was', () => {
    const first = start(input());
    first.actor.send({ type: 'NEXT' });
    first.actor.send({ type: 'CHANGE', values: { daysOff: '7' } });
    const stored = JSON.stringify(first.actor.getPersistedSnapshot());
    first.actor.stop();
    const resumed = start(input(), fakeServer(), JSON.parse(stored) as Snapshot<unknown>);
    expect(resumed.actor.getSnapshot().value).toBe('form');
    expect(resumed.actor.getSnapshot().context.values.daysOff).toBe('7');
    expect(resumed.actor.getSnapshot().context.idempotencyKey).toBe('key-1');
    resumed.actor.send({ type: 'CHANGE', values: { startDateEnyoment: '01/Dic/2026' } });
    resumed.actor.send({ type: 'NEXT' });
    expect(resumed.actor.getSnapshot().matches('verification')).toBe(true);
  });
});

describe('a wizard resumed on a later day', () => {
  const tomorrow = '2026-11-22T15:00:00.000Z';
  const dayAfter = '2026-11-23T15:00:00.000Z';

  test('revalidates the start date against the new day and names what changed; the form opens to fix it', () => {
    const { actor } = start(input());
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE', values: { daysOff: '5', startDateEnyoment: '22/Nov/2026' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('verification')).toBe(true);
    actor.send({ type: 'TODAY_CHANGED', today: tomorrow });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches('form')).toBe(true);
    expect(context.today).toBe(tomorrow);
    expect(context.invalidatedFields).toEqual(['startDateEnyoment']);
    expect(context.errors.startDateEnyoment).toBe('La fecha no puede ser anterior o igual al día actual');
    expect(context.touched).toContain('startDateEnyoment');
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
  });

  test('a date still valid on the new day keeps the step and changes nothing', () => {
    const { actor } = start(input());
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE', values: { daysOff: '5', startDateEnyoment: '01/Dic/2026' } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'TODAY_CHANGED', today: dayAfter });
    expect(actor.getSnapshot().matches('verification')).toBe(true);
    expect(actor.getSnapshot().context.invalidatedFields).toEqual([]);
    expect(actor.getSnapshot().context.today).toBe(dayAfter);
  });
});
