// The local mailbox of `npm start`: the stack's own SMTP server receives the outbox's mail, and a small
// web page on its own port lists it and shows each message with its links clickable.
import { settingsFromEnv } from '@stack/config';
import { describe, expect, test, vi } from 'vitest';
import { headersOf, validCertification } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack({ mailbox: { smtpPort: 0, webPort: 0 }, mailPollMs: 100 });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function fileEnjoyment(observationEmployee: string) {
  const token = await stack.tokenFor('ana.admin');
  const response = await stack.call('/persistence/human-resources-requests', {
    method: 'POST',
    headers: headersOf({ token, unit: 'UN-ANDINA', action: 'SaveHumanResourcesRequest' }),
    body: JSON.stringify({
      ...validCertification,
      humanResourceRequestType: 'VacationsEnjoyed',
      humanResourceRequestDescription: 'Solicitud de disfrute de vacaciones',
      humanResourceRequestData: {
        contractId: 'CT-100005-1',
        daysOff: 5,
        startDateEnyoment: inDays(50),
        observationEmployee,
      },
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { humanResourceRequestNumber: string };
}

const mailbox = () => {
  const running = stack.mailbox;
  if (!running) throw new Error('the stack started no mailbox');
  return running;
};

describe('the local mailbox', () => {
  test("receives the manager's notification and lists it on its page, the newest first", async () => {
    const first = await fileEnjoyment('');
    const second = await fileEnjoyment('');
    await vi.waitFor(() => expect(mailbox().messages()).toHaveLength(2), 10_000);
    const html = await (await fetch(`${mailbox().url}/`)).text();
    expect(html).toContain('Buzón de Portal-ERM');
    const newest = html.indexOf(`#${second.humanResourceRequestNumber} por aprobar`);
    const oldest = html.indexOf(`#${first.humanResourceRequestNumber} por aprobar`);
    expect(newest).toBeGreaterThan(0);
    expect(oldest).toBeGreaterThan(newest);
    expect(html).toContain('fabio.jefe@erm-demo.example.co');
  });

  test('shows a message with its approval link as a link, and the same as JSON', async () => {
    const [mail] = mailbox().messages();
    expect(mail).toBeDefined();
    const response = await fetch(`${mailbox().url}/mensajes/${mail?.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    const link = /<a href="([^"]+)">/.exec(html.slice(html.indexOf('<pre>')))?.[1]?.replace(/&#38;/g, '&');
    expect(link).toMatch(
      new RegExp(
        `^${stack.urls.app}/approvals/vacation-approval\\?code=\\d+&type=enjoyment&portal=ERM-DEMO$`,
      ),
    );
    expect(html).toContain('Empleado: Ángela Cañón Londoño');
    const list = (await (await fetch(`${mailbox().url}/api/messages`)).json()) as Array<{ text: string }>;
    expect(list[0]?.text).toContain(link ?? 'no link');
    expect((await fetch(`${mailbox().url}/mensajes/999`)).status).toBe(404);
  });

  test('takes its ports from MAIL_SMTP_PORT and MAILBOX_PORT (1025 and 1080 by default)', () => {
    expect(settingsFromEnv({}).mailbox).toEqual({ smtpPort: 1025, webPort: 1080 });
    expect(settingsFromEnv({ MAIL_SMTP_PORT: '2525', MAILBOX_PORT: '2580' }).mailbox).toEqual({
      smtpPort: 2525,
      webPort: 2580,
    });
  });
});
