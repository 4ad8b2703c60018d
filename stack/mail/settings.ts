// The SMTP settings of the environment (docs/deployment.md, "Mail"): SMTP_HOST, SMTP_PORT, SMTP_SECURE,
// SMTP_REQUIRE_TLS, SMTP_USER, SMTP_PASSWORD, SMTP_FROM. Without SMTP_HOST the local stack sends to its
// own mailbox (./mailbox.ts); a deployment names its relay.
import type { SmtpSettings } from './sender';

const defaultMailFrom = 'Portal-ERM <no-responder@erm-demo.example.co>';

const isOn = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true';

/** The relay of SMTP_HOST, or undefined when the environment names none. */
export function smtpSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  const host = env.SMTP_HOST?.trim();
  if (!host) return undefined;
  const secure = isOn(env.SMTP_SECURE);
  const port = Number(env.SMTP_PORT);
  return {
    host,
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : secure ? 465 : 587,
    secure,
    requireTls: isOn(env.SMTP_REQUIRE_TLS),
    ignoreTls: false,
    user: env.SMTP_USER ?? '',
    password: env.SMTP_PASSWORD ?? '',
    from: env.SMTP_FROM?.trim() || defaultMailFrom,
  };
}

/** The settings of an SMTP server on this machine without TLS or sign-in (the stack's mailbox, the tests'). */
export function localSmtp(port: number, from = defaultMailFrom): SmtpSettings {
  return {
    host: 'localhost',
    port,
    secure: false,
    requireTls: false,
    ignoreTls: true,
    user: '',
    password: '',
    from,
  };
}
