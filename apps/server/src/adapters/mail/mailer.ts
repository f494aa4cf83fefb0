/** One message: plain text always, HTML when given (DESIGN.md §8 mail port). */
export interface MailMessage {
  to: string;
  cc?: string[] | string;
  subject: string;
  text: string;
  html?: string;
  /** Our Message-ID (without <>), when the sender records it (payment reminders). */
  messageId?: string;
  /** Files sent with the message (a receipt PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The mail port: SMTP in production, the outbox table by default. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}

export function ccList(cc: MailMessage['cc']): string[] {
  if (!cc) return [];
  return (Array.isArray(cc) ? cc : [cc]).map((a) => a.trim()).filter((a) => a !== '');
}
