import type { Db } from '../../db/client.ts';
import { ccList, type MailAttachment, type Mailer, type MailMessage } from './mailer.ts';
import { insertOutbox } from './outbox.repo.ts';

const allegatoNominato = (a: MailAttachment) =>
  `[Allegato: ${a.filename}, ${a.contentType}, ${a.content.length} byte]`;

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
        // The outbox keeps no files: it says which were attached.
        text: [message.text, ...(message.attachments ?? []).map(allegatoNominato)].join('\n'),
        html: message.html ?? null,
      });
    },
  };
}
