// Sends the outbox's mail (migration 009's mail_outbox) after the changes that queued it committed,
// through an SMTP server (nodemailer). The calls only wake it: a mail server that is down or slow never
// fails or delays a call, the row waits and is tried again with a growing pause. Each row is claimed
// before it is sent (FOR UPDATE SKIP LOCKED, and a lease longer than any send may take), so two senders
// (two processes on one PostgreSQL) never send the same row, and it is marked sent once the server took it.
import nodemailer from 'nodemailer';
import type { Database } from '../db';

/** How to reach the SMTP server (SMTP_* of the environment, ./settings.ts). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Refuse to send unless the connection is upgraded to TLS. */
  requireTls: boolean;
  /** Never upgrade to TLS (a server on this machine with a certificate nobody trusts). */
  ignoreTls: boolean;
  user: string;
  password: string;
  /** The sender's address, e.g. `Portal-ERM <no-responder@example.co>`. */
  from: string;
}

/** The pause before a failed mail is tried again: `firstMs`, doubled each time, at most `maxMs`. */
export interface RetryPolicy {
  firstMs: number;
  maxMs: number;
}

const defaultRetry: RetryPolicy = { firstMs: 2_000, maxMs: 5 * 60_000 };

/** The pause before the attempt after `attempts` failed ones. */
function retryDelay(attempts: number, retry: RetryPolicy): number {
  return Math.min(retry.maxMs, retry.firstMs * 2 ** Math.max(0, attempts - 1));
}

/** Longer than a send may last (the time-outs below), so a lease never ends while its mail is on its way. */
const claimLeaseMs = 5 * 60_000;
/** Rows claimed at a time. */
const batchSize = 10;

interface OutboxRow {
  mail_id: number;
  recipient: string;
  subject: string;
  body_text: string;
  attempts: number;
}

export interface MailSender {
  /** Looks for due mail now (after a commit that queued some); returns at once. */
  wake(): void;
  /** Resolves once no send is under way and nothing is due (tests). */
  idle(): Promise<void>;
  /** Stops looking; resolves after a send under way ends. */
  stop(): Promise<void>;
}

export interface MailSenderOptions {
  db: Database;
  smtp: SmtpSettings;
  retry?: RetryPolicy;
  /** How often the outbox is looked at without a wake (a retry that came due, another process's rows). */
  pollMs?: number;
  /** Where a failed send is told (default console.warn). */
  log?: (message: string) => void;
}

/** Starts the sender: it looks at the outbox at once, then on every wake and every `pollMs`. */
export function startMailSender(options: MailSenderOptions): MailSender {
  const { db, smtp } = options;
  const retry = options.retry ?? defaultRetry;
  const pollMs = options.pollMs ?? 1_000;
  const log = options.log ?? ((message: string) => console.warn(message));
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: smtp.requireTls,
    ignoreTLS: smtp.ignoreTls,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
    // A server that does not answer is given up on quickly: the row is tried again later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function claim(): Promise<OutboxRow[]> {
    const result = await db.query<OutboxRow>(
      `UPDATE mail_outbox SET claimed_until = now() + $1 * interval '1 millisecond', attempts = attempts + 1
       WHERE mail_id IN (
         SELECT mail_id FROM mail_outbox
         WHERE sent_at IS NULL AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY mail_id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING mail_id, recipient, subject, body_text, attempts`,
      [claimLeaseMs, batchSize],
    );
    return [...result.rows].sort((a, b) => a.mail_id - b.mail_id);
  }

  async function send(row: OutboxRow): Promise<void> {
    try {
      await transport.sendMail({
        from: smtp.from,
        to: row.recipient,
        subject: row.subject,
        text: row.body_text,
        // One Message-ID per row: a receiver can tell a repeat (a send whose mark was lost) for what it is.
        messageId: `<portal-erm-outbox-${row.mail_id}@${smtp.host || 'localhost'}>`,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db.query(
        `UPDATE mail_outbox SET claimed_until = NULL, last_error = $2,
           next_attempt_at = now() + $3 * interval '1 millisecond' WHERE mail_id = $1`,
        [row.mail_id, reason.slice(0, 500), retryDelay(row.attempts, retry)],
      );
      log(`Correo ${row.mail_id} no enviado (intento ${row.attempts}): ${reason}`);
      return;
    }
    await db.query(
      'UPDATE mail_outbox SET sent_at = now(), claimed_until = NULL, last_error = $2 WHERE mail_id = $1',
      [row.mail_id, ''],
    );
  }

  async function run(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const rows = await claim();
      if (rows.length === 0) return;
      for (const row of rows) await send(row);
    }
  }

  function schedule() {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(wake, pollMs);
    timer.unref();
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => {
        // The database gone or stalled: the rows wait, the next look tries again.
        log(
          `La bandeja de salida no se pudo leer: ${error instanceof Error ? error.message : String(error)}`,
        );
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        } else schedule();
      });
  }

  wake();
  return {
    wake,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
