import { usernameDaEmail } from '@zaino/domain/utenti';
import type { MailMessage } from '../adapters/mail/mailer.ts';
import { escapeHtml } from '../lib/html.ts';

/** '1 minuto', '60 minuti': the lifetime of a code as a person reads it. */
const durata = (minuti: number) => (minuti === 1 ? '1 minuto' : `${minuti} minuti`);

// The identity mails (issue 4): Italian, plain text and HTML, the 6-digit code prominent, and the
// link that pre-fills the right screen (spec 1 §2.5 reset link, §2.8 registration link).

function html(paragrafi: string[], codice: string, link: string, linkTesto: string): string {
  const p = (t: string) => `<p style="margin:0 0 12px">${escapeHtml(t)}</p>`;
  return `<!doctype html><html lang="it"><body style="font-family:Arial,sans-serif;color:#222;max-width:32rem">
${p(paragrafi[0]!)}
<p style="margin:16px 0;font-size:32px;font-weight:bold;letter-spacing:8px;font-family:monospace">${escapeHtml(codice)}</p>
${paragrafi.slice(1).map(p).join('\n')}
<p style="margin:16px 0"><a href="${escapeHtml(link)}">${escapeHtml(linkTesto)}</a></p>
<p style="margin:0;color:#666;font-size:12px">Se non sei stato tu a chiederlo, ignora questo messaggio.</p>
</body></html>`;
}

function query(email: string, codice: string): string {
  const params = new URLSearchParams({ username: usernameDaEmail(email), confirmationCode: codice });
  return params.toString();
}

/** Sign-up confirmation (spec 1 §4.2); with a registration code the link opens its screen. */
export function mailConfermaEmail(opts: {
  publicUrl: string;
  email: string;
  codice: string;
  scadenzaMinuti: number;
  codiceRegistrazione?: string | null;
}): MailMessage {
  const { publicUrl, email, codice, scadenzaMinuti, codiceRegistrazione } = opts;
  const link = codiceRegistrazione
    ? `${publicUrl}/register/code/${encodeURIComponent(codiceRegistrazione)}?${query(email, codice)}`
    : `${publicUrl}/login`;
  const righe = [
    `Il tuo codice di conferma per Zaino è: ${codice}`,
    `Inseriscilo nella pagina di registrazione per confermare l'indirizzo ${email}. Il codice vale ${durata(scadenzaMinuti)}.`,
  ];
  return {
    to: email,
    subject: `Zaino: il tuo codice di conferma è ${codice}`,
    text: `${righe.join('\n\n')}\n\n${codiceRegistrazione ? 'Per continuare la registrazione apri:' : 'Per accedere apri:'}\n${link}\n\nSe non sei stato tu a chiederlo, ignora questo messaggio.`,
    html: html(righe, codice, link, codiceRegistrazione ? 'Continua la registrazione' : 'Vai a Zaino'),
  };
}

/** Password reset (spec 1 §2.5): the link opens /login in set-new-password mode. */
export function mailResetPassword(opts: {
  publicUrl: string;
  email: string;
  codice: string;
  scadenzaMinuti: number;
  /** A leader reset the password (modificaUtente): the user must choose a new one. */
  daCapo: boolean;
}): MailMessage {
  const { publicUrl, email, codice, scadenzaMinuti, daCapo } = opts;
  const link = `${publicUrl}/login?${query(email, codice)}`;
  const righe = daCapo
    ? [
        `La password del tuo account Zaino (${email}) è stata reimpostata da un capo. Per scegliere una nuova password usa il codice: ${codice}`,
        `Il codice vale ${durata(scadenzaMinuti)}; se scade, chiedine uno nuovo da "Password dimenticata?".`,
      ]
    : [
        `Il tuo codice per reimpostare la password di Zaino è: ${codice}`,
        `Inseriscilo insieme alla nuova password per l'account ${email}. Il codice vale ${durata(scadenzaMinuti)}.`,
      ];
  return {
    to: email,
    subject: daCapo
      ? 'Zaino: scegli una nuova password'
      : `Zaino: il codice per reimpostare la password è ${codice}`,
    text: `${righe.join('\n\n')}\n\nPer scegliere la nuova password apri:\n${link}\n\nSe non sei stato tu a chiederlo, ignora questo messaggio.`,
    html: html(righe, codice, link, 'Scegli la nuova password'),
  };
}
