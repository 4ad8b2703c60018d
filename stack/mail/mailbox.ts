// The local stack's mailbox: an SMTP server that keeps every mail it receives (./receiver.ts) and a small
// web page on its own port listing them, newest first, each readable with its links clickable (the
// approval link of a manager's notification opens the app). `GET /api/messages` answers the same as JSON
// (the end-to-end tests read the link there). Kept in memory: a restart empties it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ReceivedMail, startSmtpReceiver } from './receiver';

export interface Mailbox {
  /** The SMTP port mail is sent to. */
  smtpPort: number;
  /** The web page's address. */
  url: string;
  messages(): readonly ReceivedMail[];
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The text as HTML, every http(s) address a link. */
function withLinks(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

const styles = `body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem;color:#1d2433}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ccd}
pre{white-space:pre-wrap;font:inherit;background:#f4f5f8;padding:1rem}a{color:#0b4fa8}dt{font-weight:600}
dd{margin:0 0 .5rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/estilo.css">
</head><body><main>${body}</main></body></html>`;
}

const when = (date: Date) =>
  date.toLocaleString('es-CO', { timeZone: 'America/Bogota', dateStyle: 'short', timeStyle: 'medium' });

function listPage(messages: readonly ReceivedMail[]): string {
  const rows = [...messages]
    .reverse()
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(when(mail.receivedAt))}</td><td>${escapeHtml(mail.to)}</td>` +
        `<td><a href="/mensajes/${mail.id}">${escapeHtml(mail.subject || '(sin asunto)')}</a></td></tr>`,
    )
    .join('');
  return page(
    'Buzón de Portal-ERM',
    `<h1>Buzón de Portal-ERM</h1><p>El correo que envía la pila local, el más reciente primero.
<a href="/">Actualizar</a></p>${
      messages.length === 0
        ? '<p>Aún no ha llegado ningún correo.</p>'
        : `<table><thead><tr><th scope="col">Recibido</th><th scope="col">Para</th><th scope="col">Asunto</th></tr></thead><tbody>${rows}</tbody></table>`
    }`,
  );
}

function messagePage(mail: ReceivedMail): string {
  return page(
    mail.subject,
    `<p><a href="/">Volver al buzón</a></p><h1>${escapeHtml(mail.subject || '(sin asunto)')}</h1>
<dl><dt>De</dt><dd>${escapeHtml(mail.from)}</dd><dt>Para</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Recibido</dt><dd>${escapeHtml(when(mail.receivedAt))}</dd></dl><pre>${withLinks(mail.text)}</pre>`,
  );
}

function handler(messages: () => readonly ReceivedMail[]) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, {
        'Content-Type': type,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy':
          "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'",
      });
      res.end(body);
    };
    if (req.method !== 'GET') return send(405, 'text/plain; charset=utf-8', 'Método no permitido');
    if (path === '/') return send(200, 'text/html; charset=utf-8', listPage(messages()));
    if (path === '/estilo.css') return send(200, 'text/css; charset=utf-8', styles);
    if (path === '/api/messages') {
      const list = messages().map(({ raw: _raw, ...mail }) => mail);
      return send(200, 'application/json; charset=utf-8', JSON.stringify(list));
    }
    const id = /^\/mensajes\/(\d{1,9})$/.exec(path)?.[1];
    const mail = id ? messages().find((each) => each.id === Number(id)) : undefined;
    if (mail) return send(200, 'text/html; charset=utf-8', messagePage(mail));
    return send(404, 'text/html; charset=utf-8', page('No encontrado', '<p>No existe ese mensaje.</p>'));
  };
}

/** Starts the SMTP server on `smtpPort` and the page on `webPort` (0: free ports), on localhost. */
export async function startMailbox(ports: { smtpPort: number; webPort: number }): Promise<Mailbox> {
  const receiver = await startSmtpReceiver(ports.smtpPort);
  const server: Server = createServer(handler(receiver.messages));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports.webPort, 'localhost', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await receiver.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  return {
    smtpPort: receiver.port,
    url: `http://localhost:${port}`,
    messages: receiver.messages,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await receiver.close();
    },
  };
}
