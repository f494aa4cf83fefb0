import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for the end-to-end runs (issue 4: the confirmation and reset codes are read from
// the mail the application sent through SMTP_URL). Every message is stored as one JSON file in `dir`,
// so the Playwright workers (other processes) can read it: see mailbox.ts.

export interface StoredMail {
  /** envelope recipients, lower case */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** epoch ms when the message was accepted */
  receivedAt: number;
}

export interface MailServer {
  url: string;
  dir: string;
  close(): Promise<void>;
}

// --- minimal RFC 822 / MIME reading (mailparser is not installed) ---

function decodeQuotedPrintable(input: string): string {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      for (const b of Buffer.from(soft[i]!, 'utf8')) bytes.push(b);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=`) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([qb])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

function splitEntity(raw: string): Entity {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function bodyText(entity: Entity): string {
  const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(entity.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(entity.body);
  return entity.body;
}

/** The leaf parts of a (possibly nested multipart) entity. */
function leafParts(entity: Entity): Entity[] {
  const type = entity.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return [entity];
  const chunks = entity.body.split(`--${boundary}`).slice(1);
  const parts: Entity[] = [];
  for (const chunk of chunks) {
    if (chunk.startsWith('--')) break;
    parts.push(...leafParts(splitEntity(chunk.replace(/^\r?\n/, ''))));
  }
  return parts;
}

export function parseRawMail(raw: string, to: string[], receivedAt: number): StoredMail {
  const root = splitEntity(raw);
  const parts = leafParts(root);
  const ofType = (type: string) =>
    parts
      .filter((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type))
      .map(bodyText)
      .join('\n');
  return {
    to,
    from: decodeHeader(root.headers.get('from') ?? ''),
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    text: ofType('text/plain'),
    html: ofType('text/html'),
    receivedAt,
  };
}

/** Starts the SMTP server on a free loopback port; no TLS, no authentication needed. */
export async function startMailServer(dir: string): Promise<MailServer> {
  mkdirSync(dir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const receivedAt = Date.now();
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const mail = parseRawMail(Buffer.concat(chunks).toString('utf8'), to, receivedAt);
        seq += 1;
        const name = `${receivedAt}-${String(seq).padStart(6, '0')}.json`;
        // Written aside, then renamed: a reader never sees half a message.
        writeFileSync(join(dir, `.${name}`), JSON.stringify(mail));
        renameSync(join(dir, `.${name}`), join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
