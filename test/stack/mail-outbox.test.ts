// The manager's loop by mail: a vacation request that enters the manager's approval (call 11) and the
// manager's answer (call 14) each queue one mail in the transaction of the change (mail_outbox), which the
// sender delivers after the commit to a real SMTP server (smtp-server, on a free port). A server that is
// down neither fails nor delays the call; its mail arrives once the server is back, once.
import { createServer, type Socket } from 'node:net';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '@stack/mail/receiver';
import { startMailSender } from '@stack/mail/sender';
import { localSmtp } from '@stack/mail/settings';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { currentTagOf, headersOf, validCertification } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

/** A port nothing listens on now (the mail server of the test starts and stops on it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const smtpPort = await freePort();
const stack = sharedTestStack({
  smtp: localSmtp(smtpPort),
  // Short pauses: a mail that failed is tried again within a fraction of a second.
  mailRetry: { firstMs: 50, maxMs: 300 },
  mailPollMs: 100,
});

let receiver: SmtpReceiver | undefined;
const mailServerUp = async () => {
  receiver = await startSmtpReceiver(smtpPort);
  return receiver;
};
const mailServerDown = async () => {
  await receiver?.close();
  receiver = undefined;
};
afterAll(async () => {
  await mailServerDown();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const enjoymentFor = (employeeId: string, contractId: string, daysOff = 3) => ({
  ...validCertification,
  employeeId,
  humanResourceRequestType: 'VacationsEnjoyed',
  humanResourceRequestDescription: 'Solicitud de disfrute de vacaciones',
  humanResourceRequestData: { contractId, daysOff, startDateEnyoment: inDays(40), observationEmployee: '' },
});

const paymentFor = (employeeId: string, contractId: string) => ({
  ...validCertification,
  employeeId,
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestDescription: 'Solicitud de pago de vacaciones',
  humanResourceRequestData: { contractId, daysToPay: 2, observationEmployee: '' },
});

async function file(body: unknown, idempotencyKey?: string) {
  const token = await stack.tokenFor('ana.admin');
  const started = performance.now();
  const response = await stack.call('/persistence/human-resources-requests', {
    method: 'POST',
    headers: headersOf({
      token,
      unit: 'UN-ANDINA',
      action: 'SaveHumanResourcesRequest',
      ...(idempotencyKey ? { idempotencyKey } : {}),
    }),
    body: JSON.stringify(body),
  });
  const ms = performance.now() - started;
  const created = (await response.json()) as {
    humanResourceRequestId: string;
    humanResourceRequestNumber: string;
  };
  return { status: response.status, ms, ...created };
}

async function answer(requestId: string, approval: 'approve' | 'reject', observation: string) {
  const token = await stack.tokenFor('fabio.jefe');
  const started = performance.now();
  const response = await stack.call(`/persistence/human-resources-requests/${requestId}/approval`, {
    method: 'POST',
    headers: headersOf({
      token,
      unit: 'UN-ANDINA',
      action: 'SaveVacationRequestApproval',
      ifMatch: await currentTagOf(stack.db, requestId),
    }),
    body: JSON.stringify({ approval, observation }),
  });
  return { status: response.status, ms: performance.now() - started };
}

interface OutboxRow {
  mail_id: number;
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  attempts: number;
  sent_at: Date | null;
  last_error: string;
}

const outboxOf = async (requestId: string) =>
  (
    await stack.db.query<OutboxRow>(
      `SELECT mail_id, kind, recipient, subject, body_text, attempts, sent_at, last_error
       FROM mail_outbox WHERE human_resource_request_id = $1 ORDER BY mail_id`,
      [requestId],
    )
  ).rows;

const mailsAbout = (number: string): ReceivedMail[] =>
  (receiver?.messages() ?? []).filter((mail) => mail.subject.includes(`#${number}`));

describe('the outbox is written with the change and sent after it', () => {
  test('an enjoyment request tells the manager the employee, the period, the requester and the link', async () => {
    await mailServerUp();
    const created = await file(enjoymentFor('100005', 'CT-100005-1', 4));
    expect(created.status).toBe(201);
    const [row, ...others] = await outboxOf(created.humanResourceRequestId);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ kind: 'approvalRequested', recipient: 'fabio.jefe@erm-demo.example.co' });
    await vi.waitFor(() => expect(mailsAbout(created.humanResourceRequestNumber)).toHaveLength(1), 10_000);
    const [mail] = mailsAbout(created.humanResourceRequestNumber);
    expect(mail?.to).toContain('fabio.jefe@erm-demo.example.co');
    expect(mail?.subject).toBe(
      `Solicitud de disfrute de vacaciones #${created.humanResourceRequestNumber} por aprobar`,
    );
    expect(mail?.text).toContain('Hola, Fabio Ibáñez:');
    expect(mail?.text).toContain('Empleado: Ángela Cañón Londoño');
    expect(mail?.text).toMatch(/Periodo: 4 días desde el \d{2}\/[A-Z][a-z]{2}\/\d{4}/);
    expect(mail?.text).toContain('Solicitada por: Ana Sofía Gutiérrez');
    // The whole link, on its own line: a browser that never opened the portal learns its code from it.
    expect(mail?.text.split('\n')).toContain(
      `${stack.urls.app}/approvals/vacation-approval?code=${created.humanResourceRequestNumber}&type=enjoyment&portal=ERM-DEMO`,
    );
    await vi.waitFor(async () =>
      expect((await outboxOf(created.humanResourceRequestId))[0]?.sent_at).not.toBeNull(),
    );
  });

  test("the manager's answer tells the requester the decision and the observations", async () => {
    await (receiver ?? mailServerUp());
    const created = await file(paymentFor('100005', 'CT-100005-1'));
    const answered = await answer(
      created.humanResourceRequestId,
      'reject',
      'No hay reemplazo en esas fechas.',
    );
    expect(answered.status).toBe(200);
    const rows = await outboxOf(created.humanResourceRequestId);
    expect(rows.map((row) => [row.kind, row.recipient])).toEqual([
      ['approvalRequested', 'fabio.jefe@erm-demo.example.co'],
      ['answered', 'ana.admin@erm-demo.example.co'],
    ]);
    await vi.waitFor(() => expect(mailsAbout(created.humanResourceRequestNumber)).toHaveLength(2), 10_000);
    const decision = mailsAbout(created.humanResourceRequestNumber).find((mail) =>
      mail.to.includes('ana.admin'),
    );
    expect(decision?.subject).toBe(
      `Solicitud de pago de vacaciones #${created.humanResourceRequestNumber} rechazada`,
    );
    expect(decision?.text).toContain('Hola, Ana Sofía Gutiérrez:');
    expect(decision?.text).toContain('Decisión: rechazada');
    expect(decision?.text).toContain('Observaciones: No hay reemplazo en esas fechas.');
    expect(decision?.text).toContain('Días a pagar: 2 días');
  });

  test('a refused answer and a replayed request queue nothing more', async () => {
    await (receiver ?? mailServerUp());
    const key = `mail-replay-${Date.now()}`;
    const created = await file(paymentFor('100005', 'CT-100005-1'), key);
    const replay = await file(paymentFor('100005', 'CT-100005-1'), key);
    expect(replay.humanResourceRequestId).toBe(created.humanResourceRequestId);
    expect(await outboxOf(created.humanResourceRequestId)).toHaveLength(1);
    expect((await answer(created.humanResourceRequestId, 'approve', '')).status).toBe(200);
    // Answered already: 409, rolled back, no mail.
    expect((await answer(created.humanResourceRequestId, 'approve', '')).status).toBe(409);
    expect((await outboxOf(created.humanResourceRequestId)).map((row) => row.kind)).toEqual([
      'approvalRequested',
      'answered',
    ]);
  });

  test('a certification, or an employee without a manager, queues no mail', async () => {
    const certification = await file(validCertification);
    expect(certification.status).toBe(201);
    expect(await outboxOf(certification.humanResourceRequestId)).toEqual([]);
    // 100100 is a generated employee of UN-ANDINA: nobody manages them in the demo.
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const employee = await api.getEmployee({ employeeId: '100100' });
    const contract = employee.employmentContracts.find((each) => each.contractStatus === 'Formalized');
    const payment = await file(paymentFor('100100', contract?.contractId ?? ''));
    expect(payment.status).toBe(201);
    expect(await outboxOf(payment.humanResourceRequestId)).toEqual([]);
  });
});

describe('a mail server that is down', () => {
  test('neither fails nor delays the calls; the mail arrives once it is back, once per change', async () => {
    await mailServerDown();
    const created = await file(enjoymentFor('100005', 'CT-100005-1', 2));
    expect(created.status).toBe(201);
    const answered = await answer(created.humanResourceRequestId, 'approve', 'Buen viaje.');
    expect(answered.status).toBe(200);
    // At once: nothing waits for the mail server (a connection refused is quick, but no send is awaited).
    expect(created.ms).toBeLessThan(1500);
    expect(answered.ms).toBeLessThan(1500);
    // The sender tried and failed, and keeps both rows.
    await vi.waitFor(async () => {
      const rows = await outboxOf(created.humanResourceRequestId);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.sent_at).toBeNull();
        expect(row.attempts).toBeGreaterThanOrEqual(2);
        expect(row.last_error).not.toBe('');
      }
    }, 10_000);
    await mailServerUp();
    await vi.waitFor(() => expect(mailsAbout(created.humanResourceRequestNumber)).toHaveLength(2), 10_000);
    // Several retry pauses later, still one mail per change.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const mails = mailsAbout(created.humanResourceRequestNumber);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'ana.admin@erm-demo.example.co',
      'fabio.jefe@erm-demo.example.co',
    ]);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(2);
    const rows = await outboxOf(created.humanResourceRequestId);
    expect(rows.every((row) => row.sent_at !== null && row.last_error === '')).toBe(true);
  });

  test('one that accepts the connection and never answers delays no call either', async () => {
    await mailServerDown();
    // A mail server that hangs: it takes the connection and never greets.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(smtpPort, 'localhost', resolve));
    try {
      const created = await file(paymentFor('100005', 'CT-100005-1'));
      expect(created.status).toBe(201);
      const answered = await answer(created.humanResourceRequestId, 'approve', '');
      expect(answered.status).toBe(200);
      // The sender's greeting time-out is 10 s: a call that waited for it would take that long.
      expect(created.ms).toBeLessThan(1500);
      expect(answered.ms).toBeLessThan(1500);
      await vi.waitFor(() => expect(sockets.size).toBeGreaterThan(0), 5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  test('two senders on one outbox send each mail once', async () => {
    await (receiver ?? mailServerUp());
    await mailServerDown();
    const filed: Array<Awaited<ReturnType<typeof file>>> = [];
    for (let index = 0; index < 4; index += 1) filed.push(await file(paymentFor('100005', 'CT-100005-1')));
    // A second process's sender on the same database, alongside the stack's own.
    const second = startMailSender({
      db: stack.db,
      smtp: localSmtp(smtpPort),
      retry: { firstMs: 20, maxMs: 60 },
      pollMs: 20,
      log: () => undefined,
    });
    try {
      await mailServerUp();
      await vi.waitFor(() => {
        for (const created of filed) expect(mailsAbout(created.humanResourceRequestNumber)).toHaveLength(1);
      }, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const created of filed) expect(mailsAbout(created.humanResourceRequestNumber)).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });
});
