import type { Db } from '../../db/client.ts';
import { ccList, type Mailer, type MailMessage } from './mailer.ts';
import { insertOutbox } from './outbox.repo.ts';

/** Embedded default: every message is stored in mail_outbox and shown at /dev/mail. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      const cc = ccList(message.cc);
      await insertOutbox(db, {
        to: message.to,
        cc: cc.length > 0 ? cc.join(', ') : null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
  };
}
