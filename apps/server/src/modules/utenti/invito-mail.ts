import { linkRegistrazione } from '@zaino/domain/codice-registrazione';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { escapeHtml } from '../../lib/html.ts';

// The invitation mail (spec 2 §5): Italian, plain text and HTML, the registration link first and
// the code for whoever prefers to type it, at the page where it is typed (/register/code, spec 1 §2.7).

/** Issue 23: addressed by the person's sex (spec 2 §3), a neutral wording when it is not known. */
export function fraseInvito(sesso: string | null | undefined): string {
  const invito =
    sesso === 'F'
      ? 'sei stata invitata a creare'
      : sesso === 'M'
        ? 'sei stato invitato a creare'
        : 'hai ricevuto un invito per creare';
  return `${invito} il tuo account su Zaino, il gestionale della nostra sezione scout.`;
}

export function mailInvito(opts: {
  publicUrl: string;
  to: string;
  cc: string[];
  /** whose user it is: the person's name, or empty */
  nome: string;
  /** the person's sex (M or F), null when not known */
  sesso: string | null;
  codice: string;
}): MailMessage {
  const { publicUrl, to, cc, nome, sesso, codice } = opts;
  const link = linkRegistrazione(publicUrl, codice);
  const saluto = nome ? `Ciao ${nome},` : 'Ciao,';
  const righe = [saluto, fraseInvito(sesso), 'Per registrarti apri il link qui sotto e segui le istruzioni:'];
  const dopo = [
    `Se il link non si apre, vai su ${publicUrl.replace(/\/+$/, '')}/register/code e inserisci il codice di registrazione: ${codice}`,
    'Se non aspettavi questo messaggio, puoi ignorarlo.',
  ];
  const p = (t: string) => `<p style="margin:0 0 12px">${escapeHtml(t)}</p>`;
  return {
    to,
    ...(cc.length > 0 ? { cc } : {}),
    subject: 'Zaino: il tuo invito a registrarti',
    text: `${righe.join('\n\n')}\n${link}\n\n${dopo.join('\n\n')}`,
    html: `<!doctype html><html lang="it"><body style="font-family:Arial,sans-serif;color:#222;max-width:32rem">
${righe.map(p).join('\n')}
<p style="margin:16px 0"><a href="${escapeHtml(link)}">Registrati su Zaino</a></p>
${dopo.map(p).join('\n')}
</body></html>`,
  };
}
