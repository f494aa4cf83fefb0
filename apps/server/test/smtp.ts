import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server in the test process (issue 4: codes are read from the mail the server sent
// through SMTP_URL). Just enough MIME to read the subject, the plain text, the HTML and the
// attachments (a receipt PDF).

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  to: string[];
  cc: string;
  subject: string;
  text: string;
  html: string;
  attachments: ReceivedAttachment[];
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** The newest mail to `to` (optionally matching) arriving after `since` mails, within 5 s. */
  waitFor(to: string, opts?: { since?: number; match?: (m: ReceivedMail) => boolean }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  // RFC 2047: whitespace between two encoded words is not part of the text.
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQp(data.replace(/_/g, ' ')),
    );
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const clean = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < clean.length; i++) {
    const c = clean[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(clean.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(clean.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const enc = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQp(part.body);
  return part.body;
}

const isAttachment = (p: Part) =>
  (p.headers['content-disposition'] ?? '').toLowerCase().startsWith('attachment');

function attachmentOf(p: Part): ReceivedAttachment {
  const disposition = p.headers['content-disposition'] ?? '';
  return {
    filename: decodeWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? ''),
    contentType: (p.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase(),
    // Nodemailer sends files in base64.
    content: Buffer.from(p.body.replace(/\s+/g, ''), 'base64'),
  };
}

function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(parsePart(chunk.replace(/^\r?\n/, ''))));
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const root = parsePart(raw);
  const parts = leaves(root);
  const of = (t: string) =>
    parts.filter(
      (p) => !isAttachment(p) && (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(t),
    );
  return {
    to,
    cc: decodeWords(root.headers.cc ?? ''),
    subject: decodeWords(root.headers.subject ?? ''),
    text: of('text/plain').map(decodeBody).join('\n'),
    html: of('text/html').map(decodeBody).join('\n'),
    attachments: parts.filter(isAttachment).map(attachmentOf),
  };
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, opts = {}) {
      const address = to.toLowerCase();
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = mails
          .slice(opts.since ?? 0)
          .filter((m) => m.to.includes(address) && (opts.match?.(m) ?? true))
          .at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`nessuna email per ${to}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a mail (the first one in the text). */
export function codeOf(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`nessun codice in: ${mail.text}`);
  return code;
}
