// Two HR staff on the same request, no lost update. Every answer that returns a request carries
// its version (ETag; call 10's items humanResourceRequestVersion), raised by every write; the calls that
// change a request (12, 14, 15, 16, 17) need If-Match: missing → 428, stale → 412 with the request as it
// is now and who changed it last; an Idempotency-Key replay answers as before; the fault matrix's
// 'stale' fault gives a real 412. Both orders of an HR change and a manager's answer on one vacation
// request: call 12's case (the manager answers first) and call 14's (HR discards first). Calls 14, 16
// and 17 answer 200 with the new version as ETag, and their retry with the same Idempotency-Key and the
// version it had (now stale) is the first answer replayed. The contract actions' only update, their
// discard, is tested in contract-actions.test.ts. Raw calls (Bearer, test mode), two staff members:
// ana.admin and beto.unaunidad (both in UN-ANDINA with every use case), and the manager fabio.jefe.
import { requestEntityTag } from '@src/domain/entities';
import { describe, expect, test, vi } from 'vitest';
import { headersOf, storedVersionOf, validCertification } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

type Json = Record<string, unknown>;
const unit = 'UN-ANDINA';
const base = '/persistence/human-resources-requests';
const tag = (id: string, version: number) =>
  requestEntityTag({ humanResourceRequestId: id, humanResourceRequestVersion: version });

/** Call 10: the requests of an employee as listed (each with its version). */
async function listed(employeeId: string, type: string): Promise<Json[]> {
  const response = await stack.call(
    `/employee-portal-query/human-resources-requests?employeeId=${employeeId}&humanResourceRequestType=${type}`,
    {
      headers: headersOf({
        token: await stack.tokenFor('ana.admin'),
        unit,
        action: 'SearchAllHumanResourcesRequest',
      }),
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Json[];
}

async function onboardingOf(employeeId: string) {
  const found = (await listed(employeeId, 'Onboarding'))[0];
  if (!found) throw new Error(`no onboarding request of ${employeeId}`);
  return found as Json & { humanResourceRequestId: string; humanResourceRequestVersion: number };
}

interface Change {
  call: number;
  /** Its X-Action (the fault matrix's key). */
  action: string;
  account: string;
  /** The request to change, as listed now. */
  request: () => Promise<{ id: string; version: number }>;
  send: (token: string, id: string, headers: Record<string, string>) => Promise<Response>;
  /** Someone else's change made in between. */
  other: OtherChange;
}

const post =
  (action: string, path: (id: string) => string, body: unknown) =>
  (token: string, id: string, extra: Record<string, string>) =>
    stack.call(`${base}/${id}/${path(id)}`, {
      method: 'POST',
      headers: { ...headersOf({ token, unit, action }), ...extra },
      body: JSON.stringify(body),
    });

const sofia = async () => {
  const request = await onboardingOf('100004');
  return { id: request.humanResourceRequestId, version: request.humanResourceRequestVersion };
};

/** A vacation request awaiting the manager (discardable and answerable), by its number (call 10). */
const awaiting = (number: string) => async () => {
  const response = await stack.call(
    `/employee-portal-query/human-resources-requests?humanResourceRequestNumber=${number}`,
    {
      headers: headersOf({
        token: await stack.tokenFor('ana.admin'),
        unit,
        action: 'SearchAllHumanResourcesRequest',
      }),
    },
  );
  const found = ((await response.json()) as Json[])[0];
  if (!found) throw new Error(`no request ${number}`);
  return { id: String(found.humanResourceRequestId), version: Number(found.humanResourceRequestVersion) };
};

const discardBody = (id: string) =>
  JSON.stringify({
    removeHumanResourcesRequest: [
      {
        humanResourceRequestDescription: 'Solicitud',
        humanResourceRequestId: id,
        humanResourceRequestNumber: '',
        removalJustification: 'Prueba de versiones.',
      },
    ],
  });

const discard = (token: string, id: string, extra: Record<string, string>) =>
  stack.call(base, {
    method: 'DELETE',
    headers: { ...headersOf({ token, unit, action: 'RemoveHumanResourcesRequest' }), ...extra },
    body: discardBody(id),
  });

const approve = post('SaveVacationRequestApproval', () => 'approval', {
  approval: 'approve',
  observation: '',
});
const assign = post('AssignHumanResourcesRequestResponsible', () => 'responsible', {});

/** Someone else's write on the request, with the version they saw, and the trace it leaves. */
interface OtherChange {
  account: string;
  name: string;
  action: string;
  send: (token: string, id: string, extra: Record<string, string>) => Promise<Response>;
}
const fabioApproves: OtherChange = {
  account: 'fabio.jefe',
  name: 'Fabio Ibáñez',
  action: 'Aprobación del jefe inmediato',
  send: approve,
};
const betoDiscards: OtherChange = {
  account: 'beto.unaunidad',
  name: 'Alberto Núñez',
  action: 'Descarte',
  send: discard,
};
const betoTakesIt: OtherChange = {
  account: 'beto.unaunidad',
  name: 'Alberto Núñez',
  action: 'Asignación de responsable',
  send: assign,
};

const evaluate = (requirement: string) =>
  post('EvaluateHumanResourcesRequestRequirement', (id) => `requirements/${id}-${requirement}/evaluation`, {
    result: 'met',
  });
/** beto.unaunidad, in charge since call 16's case, records Cumple for 'Verificación de referencias'. */
const betoEvaluates: OtherChange = {
  account: 'beto.unaunidad',
  name: 'Alberto Núñez',
  action: 'Evaluación de requisito',
  send: evaluate('REQ-7'),
};

const changes: Change[] = [
  {
    call: 12,
    action: 'RemoveHumanResourcesRequest',
    account: 'ana.admin',
    request: awaiting('150003'),
    send: discard,
    other: fabioApproves,
  },
  {
    call: 14,
    action: 'SaveVacationRequestApproval',
    account: 'fabio.jefe',
    request: awaiting('150002'),
    send: approve,
    other: betoDiscards,
  },
  {
    call: 15,
    action: 'AssignHumanResourcesRequestResponsible',
    account: 'ana.admin',
    request: sofia,
    send: assign,
    other: betoTakesIt,
  },
  {
    call: 16,
    action: 'EvaluateHumanResourcesRequestRequirement',
    account: 'ana.admin',
    request: sofia,
    send: post('EvaluateHumanResourcesRequestRequirement', (id) => `requirements/${id}-REQ-6/evaluation`, {
      result: 'met',
    }),
    other: betoTakesIt,
  },
  {
    call: 17,
    action: 'ExecuteHumanResourcesRequestTask',
    account: 'ana.admin',
    request: sofia,
    send: post('ExecuteHumanResourcesRequestTask', (id) => `tasks/${id}-TASK-3/execution`, {}),
    other: betoEvaluates,
  },
];

/** The version column of a stored request. */
const storedVersion = (id: string) => storedVersionOf(stack.db, id);

describe('versions: every answer that returns a request carries it, every write raises it', () => {
  test('call 10 lists each request with humanResourceRequestVersion; call 11 answers 201 with ETag version 1', async () => {
    const request = await onboardingOf('100001');
    expect(request.humanResourceRequestVersion).toBe(await storedVersion(request.humanResourceRequestId));
    const response = await stack.call(base, {
      method: 'POST',
      headers: headersOf({
        token: await stack.tokenFor('ana.admin'),
        unit,
        action: 'SaveHumanResourcesRequest',
      }),
      body: JSON.stringify({
        humanResourceRequestType: 'Certification',
        humanResourceRequestDescription: 'Solicitud de certificación',
        employeeId: '100005',
        humanResourceRequestData: {
          contractId: 'CT-100005-1',
          certificationType: 'certificado de servidor',
          addressee: 'A quien interese',
          observationEmployee: 'Versiones',
        },
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Json;
    expect(created.humanResourceRequestVersion).toBe(1);
    expect(response.headers.get('ETag')).toBe(tag(String(created.humanResourceRequestId), 1));
  });

  test('versions start at 1: a version 0 (what the app would send for a request it had none of) is 412, never applied', async () => {
    const { id, version } = await awaiting('150004')();
    expect(version).toBeGreaterThanOrEqual(1);
    const stale = await discard(await stack.tokenFor('ana.admin'), id, { 'If-Match': tag(id, 0) });
    expect(stale.status).toBe(412);
    expect(await storedVersion(id)).toBe(version);
  });
});

describe.each(changes)('call $call needs If-Match', ({ call, account, request, send, other }) => {
  test('missing → 428 and nothing changes; stale → 412 with the request now and who changed it; current → applied', async () => {
    const token = await stack.tokenFor(account);
    const seen = await request();
    const before = await storedVersion(seen.id);
    expect(seen.version).toBe(before);

    const missing = await send(token, seen.id, {});
    expect(missing.status).toBe(428);
    expect(((await missing.json()) as Json).message).toContain('If-Match');
    expect(await storedVersion(seen.id)).toBe(before);

    // Someone else changes the request in between, from the same version.
    const changed = await other.send(await stack.tokenFor(other.account), seen.id, {
      'If-Match': tag(seen.id, seen.version),
    });
    expect(changed.status, `call ${call}: the other change`).toBe(200);
    const now = await storedVersion(seen.id);
    expect(now).toBe(seen.version + 1);
    expect(changed.headers.get('ETag')).toBe(tag(seen.id, now));

    const stale = await send(token, seen.id, { 'If-Match': tag(seen.id, seen.version) });
    expect(stale.status, `call ${call}`).toBe(412);
    expect(stale.headers.get('ETag')).toBe(tag(seen.id, now));
    const conflict = (await stale.json()) as { humanResourceRequest: Json; lastChange: Json };
    expect(conflict.humanResourceRequest).toMatchObject({
      humanResourceRequestId: seen.id,
      humanResourceRequestVersion: now,
    });
    expect(conflict.lastChange).toMatchObject({
      userWhoExecutedAction: other.account,
      userName: other.name,
      actionExecuted: other.action,
    });
    expect(String(conflict.lastChange.executionDate)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Not applied.
    expect(await storedVersion(seen.id)).toBe(now);

    // With the version as it is now the call is weighed by its own rules (no 412/428 any more).
    const current = await send(token, seen.id, { 'If-Match': tag(seen.id, now) });
    expect([412, 428]).not.toContain(current.status);
    if (current.status === 200) expect(await storedVersion(seen.id)).toBe(now + 1);
  });
});

describe('an Idempotency-Key replay still answers as before', () => {
  test('call 15 retried with the same key after its answer was lost: 200 replayed, not 412', async () => {
    const seen = await onboardingOf('100001');
    const id = seen.humanResourceRequestId;
    const token = await stack.tokenFor('beto.unaunidad');
    const headers = { 'If-Match': tag(id, seen.humanResourceRequestVersion), 'Idempotency-Key': 'k-30-15' };
    const send = post('AssignHumanResourcesRequestResponsible', () => 'responsible', {});
    const first = await send(token, id, headers);
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as Json;
    const again = await send(token, id, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(await again.json()).toEqual(firstBody);
    // Without the key the same stale tag is 412.
    const { 'Idempotency-Key': _key, ...withoutKey } = headers;
    expect((await send(token, id, withoutKey)).status).toBe(412);
  });
});

describe.each(changes)(
  'the fault matrix’s stale fault (test mode) on call $call',
  ({ call, action, account, request, send }) => {
    test('{ stale: true } makes the next call of the X-Action a real 412 with the request as it is now', async () => {
      const current = await request();
      const armed = await stack.call('/__faults', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action, stale: true }),
      });
      expect(armed.status).toBe(201);
      const token = await stack.tokenFor(account);
      const headers = { 'If-Match': tag(current.id, current.version) };
      try {
        const stale = await send(token, current.id, headers);
        expect(stale.status, `call ${call}`).toBe(412);
        expect(stale.headers.get('ETag')).toBe(tag(current.id, current.version));
        expect(((await stale.json()) as { humanResourceRequest: Json }).humanResourceRequest).toMatchObject({
          humanResourceRequestId: current.id,
          humanResourceRequestVersion: current.version,
        });
        expect(await storedVersion(current.id)).toBe(current.version);
        // Used once: the same call is then weighed by its own rules.
        expect([412, 428]).not.toContain((await send(token, current.id, headers)).status);
      } finally {
        await stack.call('/__faults', { method: 'DELETE' });
      }
    });
  },
);

/** Makes the account the person in charge of the request (call 15 with the version as it is now). */
async function takeCharge(account: string, id: string) {
  const token = await stack.tokenFor(account);
  const response = await assign(token, id, { 'If-Match': tag(id, await storedVersion(id)) });
  expect(response.status).toBe(200);
}

/** Files a new onboarding request (call 11, a person of its own): every entry Sin Evaluar; its id. */
async function fileOnboarding(): Promise<string> {
  const response = await stack.call(base, {
    method: 'POST',
    headers: headersOf({
      token: await stack.tokenFor('ana.admin'),
      unit,
      action: 'SaveHumanResourcesRequest',
    }),
    body: JSON.stringify({
      humanResourceRequestType: 'Onboarding',
      humanResourceRequestDescription: 'Vinculación de un nuevo empleado',
      employeeId: '',
      humanResourceRequestData: {
        personal: {
          names: 'Lucía',
          lastNames: 'Versiones Núñez',
          identificationNumber: '3020304099',
          attachedFile: {
            fileName: 'hoja-de-vida.pdf',
            contentType: 'application/pdf',
            contentBase64: Buffer.from(`%PDF-1.7\n${' '.repeat(2000)}`, 'latin1').toString('base64'),
          },
        },
        position: { startDate: new Date().toISOString(), contractType: 'PermanentJob' },
        location: { costCenter: 'Centro de costo ANDINA' },
        assignments: [{ assignment: 'Salario', value: 2_500_000 }],
      },
    }),
  });
  expect(response.status).toBe(201);
  return String(((await response.json()) as Json).humanResourceRequestId);
}

/** A keyed change that really changes the request (a new version), ready to be sent. */
interface KeyedChange {
  call: number;
  account: string;
  /** The request to change, made ready (its person in charge where the call needs one); its id. */
  prepare: () => Promise<string>;
  send: Change['send'];
}

const keyedChanges: KeyedChange[] = [
  {
    call: 14,
    account: 'fabio.jefe',
    prepare: async () => (await awaiting('150001')()).id,
    send: approve,
  },
  {
    call: 16,
    account: 'beto.unaunidad',
    // A new onboarding request: 'Hoja de vida' recorded Cumple.
    prepare: async () => {
      const id = await fileOnboarding();
      await takeCharge('beto.unaunidad', id);
      return id;
    },
    send: evaluate('REQ-3'),
  },
  {
    call: 17,
    account: 'ana.admin',
    // José's 100018: tasks 1–3 done, every requirement Cumple; 'Elaborar contrato' (task 4) pending.
    prepare: async () => {
      const id = (await onboardingOf('100001')).humanResourceRequestId;
      await takeCharge('ana.admin', id);
      return id;
    },
    send: post('ExecuteHumanResourcesRequestTask', (id) => `tasks/${id}-TASK-4/execution`, {}),
  },
];

describe.each(keyedChanges)(
  'call $call: a retry with the same Idempotency-Key',
  ({ call, account, prepare, send }) => {
    test('answers 200 with the new version as ETag; sent again with the now stale version, it is the first answer replayed, not 412', async () => {
      const id = await prepare();
      const token = await stack.tokenFor(account);
      const version = await storedVersion(id);
      const headers = { 'If-Match': tag(id, version), 'Idempotency-Key': `k-30-${call}-stale` };
      const first = await send(token, id, headers);
      expect(first.status, `call ${call}`).toBe(200);
      // A real change: a new version, answered as the ETag and in the body.
      expect(await storedVersion(id)).toBe(version + 1);
      expect(first.headers.get('ETag')).toBe(tag(id, version + 1));
      const firstBody = (await first.json()) as Json;
      expect(firstBody.humanResourceRequestVersion).toBe(version + 1);

      // The answer was lost: the app sends the same call again, with the version it had (now stale).
      const again = await send(token, id, headers);
      expect(again.status, `call ${call}`).toBe(200);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
      expect(await again.json()).toEqual(firstBody);
      expect(await storedVersion(id)).toBe(version + 1);
      // Without the key the same stale version is 412.
      const { 'Idempotency-Key': _key, ...withoutKey } = headers;
      expect((await send(token, id, withoutKey)).status).toBe(412);
    });
  },
);

describe('call 12: a retry with the same Idempotency-Key', () => {
  test('is the first answer replayed with its ETag, the version the discard made', async () => {
    const token = await stack.tokenFor('ana.admin');
    const saved = await stack.call(base, {
      method: 'POST',
      headers: headersOf({ token, unit, action: 'SaveHumanResourcesRequest' }),
      body: JSON.stringify(validCertification),
    });
    expect(saved.status).toBe(201);
    const id = String(((await saved.json()) as Json).humanResourceRequestId);
    const headers = { 'If-Match': tag(id, 1), 'Idempotency-Key': 'k-68-12-replay' };
    const first = await discard(token, id, headers);
    expect(first.status).toBe(200);
    expect(first.headers.get('ETag')).toBe(tag(id, 2));
    const firstBody = (await first.json()) as Json;

    // The answer was lost: the app sends the same discard again, with the version it had (now stale).
    const again = await discard(token, id, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.headers.get('ETag')).toBe(tag(id, 2));
    expect(await again.json()).toEqual(firstBody);
    expect(await storedVersion(id)).toBe(2);
  });
});
