// Decision 1205: what a receipt's verification page and mail say. The page is public (anyone
// holding the paper scans its QR code), so it shows only what proves the paper authentic.
import { formatAnnoScout } from './anno-scout.ts';
import { formatData, formatEuro } from './formato.ts';
import { z } from './zod.ts';

/** Path of the public verification page; the token follows it. */
export const PERCORSO_VERIFICA_RICEVUTA = '/ricevuta/verifica';

/** A verification token: 16 random bytes in base64url. Anything else is not looked up. */
export const TOKEN_RICEVUTA = /^[A-Za-z0-9_-]{22}$/;

export const urlVerificaRicevuta = (publicUrl: string, token: string) =>
  `${publicUrl}${PERCORSO_VERIFICA_RICEVUTA}/${token}`;

export const MSG_VERIFICA_RICEVUTA = Object.freeze({
  titolo: 'Verifica ricevuta',
  valida: 'Ricevuta autentica',
  spiegazione: 'Questa ricevuta è stata emessa tramite Zaino e corrisponde ai dati registrati.',
  nonTrovata: 'Ricevuta non trovata',
  nonTrovataSpiegazione:
    'Il codice di verifica non corrisponde a nessuna ricevuta emessa. Controlla di aver copiato l’indirizzo completo dalla ricevuta: se è giusto, la ricevuta non è autentica.',
  troppeRichieste: 'Troppe verifiche da questo indirizzo: riprova tra un minuto.',
});

/**
 * The payer as the page shows them: a person by initials only (the paper has the full name, the
 * page must not disclose it to whoever finds the link); a group, unit or other subject by name.
 */
export function paganteVisibile(nome: string, persona: boolean): string {
  if (!persona) return nome;
  const iniziali = nome
    .split(/[\s'’-]+/)
    .filter((p) => /\p{L}/u.test(p))
    .map((p) => `${p.match(/\p{L}/u)![0]!.toUpperCase()}.`);
  return iniziali.join(' ') || '—';
}

/** What the receipt mail says (decision 1205: the spec quotes no text). */
export interface DatiMailRicevuta {
  emittente: string;
  /** Decision 1301: the issuer's legal details (office, codes), signed under the message; none if empty. */
  emittenteRighe?: readonly string[];
  pagante: string;
  numero: number;
  anno_scout: number;
  data: Date;
  importo: number;
  verifica: string;
  storico: string;
}

export function mailRicevuta(d: DatiMailRicevuta): { subject: string; text: string } {
  const ricevuta = `ricevuta n. ${d.numero} - anno scout ${formatAnnoScout(d.anno_scout)}`;
  return {
    subject: `${d.emittente}: ${ricevuta}`,
    text: [
      `Ciao ${d.pagante},`,
      '',
      `${d.emittente} ha ricevuto il tuo pagamento di ${formatEuro(d.importo)} del ${formatData(d.data)}: grazie!`,
      `In allegato trovi la ${ricevuta}. La trovi anche in Zaino, in Storico pagamenti:`,
      d.storico,
      '',
      'Chiunque può verificare che la ricevuta è autentica a questo indirizzo (è anche nel codice QR stampato):',
      d.verifica,
      '',
      'Questa email è inviata automaticamente da Zaino: per domande scrivi alla segreteria.',
      '',
      d.emittente,
      ...(d.emittenteRighe ?? []).filter((r) => r.trim() !== ''),
    ].join('\n'),
  };
}

/** Decision 1153: the texts of 'Reinvia ricevuta'. */
export const MSG_REINVIO_RICEVUTA = Object.freeze({
  id: 'Pagamento non valido',
  nonTrovato: 'Pagamento non trovato',
  senzaRicevuta: 'Il pagamento non ha ancora una ricevuta da inviare',
  senzaIndirizzo: 'Nessun indirizzo email del pagante: aggiungerne uno con le notifiche attive',
  nonInviata: 'Invio della ricevuta non riuscito: riprovare più tardi',
});

/** Decision 1153: which payment's receipt to send again. */
export const reinviaRicevutaSchema = z
  .object({
    id_transazione_finanziaria: z
      .number({ error: MSG_REINVIO_RICEVUTA.id })
      .int({ error: MSG_REINVIO_RICEVUTA.id })
      .positive({ error: MSG_REINVIO_RICEVUTA.id })
      .max(2_147_483_647, { error: MSG_REINVIO_RICEVUTA.id }),
  })
  .strict();
