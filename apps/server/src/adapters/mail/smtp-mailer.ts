import nodemailer from 'nodemailer';
import { ccList, type Mailer, type MailMessage } from './mailer.ts';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      const cc = ccList(message.cc);
      await transport.sendMail({
        from,
        to: message.to,
        cc: cc.length > 0 ? cc : undefined,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
        messageId: message.messageId ? `<${message.messageId}>` : undefined,
      });
    },
    async close() {
      transport.close();
    },
  };
}
