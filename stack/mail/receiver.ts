// An SMTP server that keeps what it receives (smtp-server): the local stack's mailbox (./mailbox.ts) and
// the tests' mail server. It accepts any sender and recipient without sign-in or TLS, on this machine only,
// and reads each message into its plain parts (headers, text) with a small MIME reader, enough for the mail
// the portal sends (nodemailer's text/plain, quoted-printable or base64, and multipart/alternative).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as received. */
export interface ReceivedMail {
  /** Arrival order, from 1. */
  id: number;
  receivedAt: Date;
  messageId: string;
  from: string;
  to: string;
  subject: string;
  /** The text part, decoded. */
  text: string;
  raw: string;
}

export interface SmtpReceiver {
  port: number;
  /** Everything received, oldest first. */
  messages(): readonly ReceivedMail[];
  close(): Promise<void>;
}

/** Most bytes one message may have (the portal's are a few kB). */
const maxMessageBytes = 1024 * 1024;

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) of a header's value. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[bBqQ]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Decodes a quoted-printable text as UTF-8 (soft line breaks removed). */
function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < source.length; index += 1) {
    const hex = source.slice(index + 1, index + 3);
    if (source[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(source[index] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A message or part split into its (unfolded, lower-case named) headers and its body. */
function entity(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The decoded text/plain content of an entity ('' when it has none). */
function textOf(raw: string): string {
  const { headers, body } = entity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    for (const part of parts) {
      const text = textOf(part.replace(/^\r?\n/, ''));
      if (text) return text;
    }
    return '';
  }
  if (!/^text\/plain/i.test(type)) return '';
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : body;
  return decoded.replace(/\r\n/g, '\n').replace(/\n$/, '');
}

/** Reads a received message's headers and text. */
function readMail(raw: string, id: number, receivedAt: Date): ReceivedMail {
  const { headers } = entity(raw);
  const header = (name: string) => decodeWords(headers.get(name) ?? '');
  return {
    id,
    receivedAt,
    messageId: header('message-id'),
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    text: textOf(raw),
    raw,
  };
}

/** Starts an SMTP server on `port` of localhost (0: a free one) that keeps every message it receives. */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // No certificate anybody trusts: a client on this machine sends in the clear.
    hideSTARTTLS: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: maxMessageBytes,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Mensaje demasiado grande'), { responseCode: 552 }));
          return;
        }
        received.push(readMail(Buffer.concat(chunks).toString('utf8'), received.length + 1, new Date()));
        callback();
      });
    },
  });
  const listening = await new Promise<AddressInfo>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, 'localhost', () => {
      server.server.off('error', reject);
      resolve(server.server.address() as AddressInfo);
    });
  });
  return {
    port: listening.port,
    messages: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
