import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { StoredMail } from './mail-server.ts';

// The test mailbox: the messages the application sent through SMTP to the server of global setup
// (support/mail-server.ts), one JSON file each in E2E_MAIL_DIR.

export type { StoredMail };

export function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR non è impostata: la imposta global-setup.ts');
  return dir;
}

/** Every stored message, oldest first. */
export function allMail(dir = mailDir()): StoredMail[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as StoredMail);
}

export interface MailQuery {
  /** only messages whose subject contains this text */
  subjectIncludes?: string;
  /** only messages accepted at or after this instant (epoch ms) */
  after?: number;
  timeout?: number;
  dir?: string;
}

function find(to: string, q: MailQuery): StoredMail | undefined {
  const address = to.trim().toLowerCase();
  return allMail(q.dir)
    .filter(
      (m) =>
        m.to.includes(address) &&
        (q.after === undefined || m.receivedAt >= q.after) &&
        (q.subjectIncludes === undefined || m.subject.includes(q.subjectIncludes)),
    )
    .at(-1);
}

/** Waits for the newest message to `to` matching the query, and answers it. */
export async function waitForMail(to: string, q: MailQuery = {}): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      () => {
        found = find(to, q);
        return found !== undefined;
      },
      {
        message: `una email per ${to}${q.subjectIncludes ? ` con oggetto «${q.subjectIncludes}»` : ''}`,
        timeout: q.timeout ?? 15_000,
        intervals: [50, 100, 200],
      },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of a message: the one in the subject, else the first in the plain text. */
export function codeFrom(mail: StoredMail): string {
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.subject)?.[1] ?? /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`Nessun codice di 6 cifre nella email «${mail.subject}»:\n${mail.text}`);
  return code;
}

/** The first http(s) link of the plain text of a message. */
export function linkFrom(mail: StoredMail): URL {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`Nessun link nella email «${mail.subject}»:\n${mail.text}`);
  return new URL(link);
}
