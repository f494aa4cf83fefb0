// Decisions 1151, 1152: today's payment reminders, planned by the domain and sent one mail at a
// time. Each mail first claims its dues (one row per due and phase, unique): of two servers or two
// runs only one sends; a failed mail releases nothing but is marked failed, for the next run.
import { randomUUID } from 'node:crypto';
import { ID_PARTE_SEZIONE } from '@zaino/domain/quote';
import {
  type DovutoPromemoria,
  type PianoPromemoria,
  pianoPromemoria,
  testoMailPromemoria,
} from '@zaino/domain/promemoria';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { ServiceContext } from '../../request-context.ts';
import { dovutiIscrizioneConCategoria } from '../ciclo-annuale/dovuti-con-categoria.ts';
import { intestazioneParte } from '../ricevute/intestazioni.ts';
import { motivoSicuro } from '../ricevute/mail-ricevuta.ts';
import {
  datiDovutiPromemoria,
  prenotaPromemoria,
  promemoriaDati,
  segnaPromemoriaFallito,
  segnaPromemoriaInviato,
} from './promemoria.repo.ts';

export interface DipendenzePromemoria {
  mailer: Mailer;
  publicUrl: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface EsitoInvioPromemoria {
  mail_inviate: number;
  mail_fallite: number;
  /** the dues the mails sent listed */
  dovuti: number;
}

/** Today's plan on the active scout year; null without an active year. */
export async function pianoDelGiorno(sc: ServiceContext, oggi: string): Promise<PianoPromemoria | null> {
  const anno = await sc.loaders.anni.annoAttivo();
  if (!anno) return null;
  const [dovuti, dati, inviati] = await Promise.all([
    dovutiIscrizioneConCategoria(sc.db, anno),
    datiDovutiPromemoria(sc.db, anno.anno_scout),
    promemoriaDati(sc.db, anno.anno_scout),
  ]);
  const completi: DovutoPromemoria[] = dovuti.flatMap((d) => {
    const x = dati.get(d.id_transazione_economica);
    return x ? [{ ...d, ...x }] : [];
  });
  return pianoPromemoria(anno, oggi, completi, inviati);
}

/** Sends today's reminders: what the preview shows, less what another run claimed meanwhile. */
export async function inviaPromemoriaDelGiorno(
  sc: ServiceContext,
  deps: DipendenzePromemoria,
  oggi: string,
): Promise<EsitoInvioPromemoria> {
  const esito: EsitoInvioPromemoria = { mail_inviate: 0, mail_fallite: 0, dovuti: 0 };
  const piano = await pianoDelGiorno(sc, oggi);
  if (!piano || piano.mail.length === 0) return esito;
  const sezione = (await intestazioneParte(sc, ID_PARTE_SEZIONE)).nome;
  const dominio = new URL(deps.publicUrl).hostname || 'zaino';
  for (const mail of piano.mail) {
    const idMail = `promemoria-${randomUUID()}@${dominio}`;
    const [to, ...cc] = mail.destinatari;
    if (!to) continue;
    const presi = new Set(
      await prenotaPromemoria(sc.db, {
        dovuti: mail.voci.map((v) => v.id_transazione_economica),
        fase: mail.fase,
        destinatari: mail.destinatari.join(', '),
        id_mail: idMail,
        autore: sc.autore || 'promemoria-giornalieri',
      }),
    );
    const voci = mail.voci.filter((v) => presi.has(v.id_transazione_economica));
    if (voci.length === 0) continue;
    const testo = testoMailPromemoria(
      { ...mail, voci },
      {
        sezione,
        anno_scout: piano.anno_scout,
        mora_dal: piano.mora_dal,
        checkout: `${deps.publicUrl}/f/checkout`,
      },
    );
    try {
      await deps.mailer.send({ to, cc, messageId: idMail, ...testo });
      await segnaPromemoriaInviato(sc.db, idMail);
      esito.mail_inviate += 1;
      esito.dovuti += voci.length;
    } catch (err) {
      const errore = motivoSicuro(err);
      await segnaPromemoriaFallito(sc.db, idMail, errore);
      deps.log?.warn({ id_mail: idMail, errore }, 'promemoria di pagamento non inviato');
      esito.mail_fallite += 1;
    }
  }
  return esito;
}
