import { aggiungiGiorni } from '@zaino/domain/date';
import { giornoSezione } from '@zaino/domain/date';
import { descrizioneVoce } from '@zaino/domain/promemoria';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../src/adapters/mail/mailer.ts';
import { createSmtpMailer } from '../src/adapters/mail/smtp-mailer.ts';
import { IDENTITA_DEMO } from '../src/db/seed/demo.ts';
import { eseguiPromemoriaGiornalieri } from '../src/modules/promemoria/lavoro-promemoria.ts';
import { errorType, gql, PUBLIC_URL, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { dbKinds } from './test-db.ts';

// Issue 26, decisions 1151–1153: the payment reminders reach the families through real SMTP, once
// per due and phase however often the daily job runs; 'Reinvia ricevuta' sends the receipt again.

const ANTEPRIMA = `{ anteprimaPromemoria { fase oggi mora_dal gia_inviati
  mail { fase destinatari voci { id_transazione_economica nome cognome causale importo mora da_pagare_con_mora } }
  senza_indirizzo { id_transazione_economica } } }`;

interface Anteprima {
  fase: string | null;
  oggi: string;
  mora_dal: string;
  gia_inviati: number;
  mail: {
    fase: string;
    destinatari: string[];
    voci: {
      id_transazione_economica: number;
      nome: string;
      cognome: string;
      causale: string;
      mora: number;
    }[];
  }[];
  senza_indirizzo: { id_transazione_economica: number }[];
}

describe.each(dbKinds)('payment reminders on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let mailer: Mailer;
  let tesoriere: string;
  let anno: number;
  const oggi = giornoSezione();
  const moraDal = aggiungiGiorni(oggi, 5);
  const deps = (m: Mailer = mailer) => ({ mailer: m, publicUrl: PUBLIC_URL });
  const anteprima = async () => {
    const r = await gql<{ anteprimaPromemoria: Anteprima }>(t.app, ANTEPRIMA, {}, tesoriere);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.anteprimaPromemoria;
  };
  const righe = () =>
    rows<{
      id_transazione_economica: number;
      fase: string;
      stato: string;
      destinatari: string;
      id_mail: string;
    }>(
      t.database,
      'select id_transazione_economica, fase, stato, destinatari, id_mail from promemoria_inviati order by 1',
    );
  let primo: Anteprima['mail'][number];

  beforeAll(async () => {
    smtp = await startSmtp();
    mailer = createSmtpMailer(smtp.url, 'Zaino <noreply@zaino.test>');
    t = await startTestApp(kind, { env: { SMTP_URL: smtp.url } });
    tesoriere = await tokenFor(t.app, 'tesoriere');
    [{ anno }] = (await rows<{ anno: number }>(
      t.database,
      'select anno_scout as anno from anni_scout where attivo',
    )) as [{ anno: number }];
    // Today is in the 'quasi in mora' window: the late fee starts in five days.
    await rows(
      t.database,
      `update anni_scout set limite_mora = '${moraDal}', limite_iscrizioni = '${aggiungiGiorni(oggi, 200)}' where attivo`,
    );
    const p = await anteprima();
    primo = p.mail[0]!;
    // An address of the first reminded person without notifications: it must get nothing.
    const [{ id_persona }] = (await rows<{ id_persona: number }>(
      t.database,
      `select i.id_persona from transazioni_economiche te join iscrizioni i using (id_iscrizione)
       where te.id_transazione_economica = ${primo.voci[0]!.id_transazione_economica}`,
    )) as [{ id_persona: number }];
    await rows(
      t.database,
      `insert into contatti (id_persona, tipo, valore, notifica) values (${id_persona}, 'e', 'muto.promemoria@example.org', false)`,
    );
  });
  afterAll(async () => {
    await t?.close();
    await mailer?.close?.();
    await smtp?.close();
  });

  it('previews today: the phase, one mail per set of notification addresses, nothing sent yet', async () => {
    const p = await anteprima();
    expect(p).toMatchObject({ fase: 'quasi_in_mora', oggi, mora_dal: moraDal, gia_inviati: 0 });
    expect(p.mail.length).toBeGreaterThan(0);
    const insiemi = p.mail.map((m) => m.destinatari.join(','));
    expect(new Set(insiemi).size).toBe(insiemi.length);
    expect(p.mail.flatMap((m) => m.destinatari)).not.toContain('muto.promemoria@example.org');
    expect(await righe()).toEqual([]);
  });

  it('a mail server that refuses leaves the reminders failed, for the next run', async () => {
    const rotto: Mailer = {
      kind: 'smtp',
      async send() {
        throw Object.assign(new Error('connect ECONNREFUSED smtp://utente:segreto@posta.example.org'), {
          code: 'ECONNREFUSED',
        });
      },
    };
    const since = smtp.mails.length;
    const esito = await eseguiPromemoriaGiornalieri(t.database.db, deps(rotto));
    expect(esito.mail_inviate).toBe(0);
    expect(esito.mail_fallite).toBe((await anteprima()).mail.length);
    expect(smtp.mails.length).toBe(since);
    const r = await righe();
    expect(r.every((x) => x.stato === 'fallito')).toBe(true);
    const [{ errore }] = (await rows<{ errore: string }>(
      t.database,
      'select errore from promemoria_inviati limit 1',
    )) as [{ errore: string }];
    expect(errore).toContain('ECONNREFUSED');
    expect(errore).not.toContain('segreto');
  });

  it('the daily job sends each family one mail with its dues, the late fee and the checkout link', async () => {
    const p = await anteprima();
    const since = smtp.mails.length;
    const esito = await eseguiPromemoriaGiornalieri(t.database.db, deps());
    expect(esito).toEqual({
      mail_inviate: p.mail.length,
      mail_fallite: 0,
      dovuti: p.mail.reduce((n, m) => n + m.voci.length, 0),
    });
    const arrivate = smtp.mails.slice(since);
    expect(arrivate).toHaveLength(p.mail.length);
    const mail = arrivate.find((m) => m.to.includes(primo.destinatari[0]!))!;
    expect(mail).toBeDefined();
    const [g, m, a] = aggiungiGiorni(moraDal, -1).split('-').reverse() as [string, string, string];
    expect(mail.subject).toBe(
      `${IDENTITA_DEMO.denominazione}: quota dell'anno scout ${anno}/${anno + 1} da pagare entro il ${g}/${m}/${a}`,
    );
    for (const v of primo.voci) {
      // each due once, the child's name not repeated when the fee's reason already says it
      const riga = mail.text.split(/\r?\n/).find((r) => r.startsWith(`- ${descrizioneVoce(v)}, `));
      expect(riga, v.causale).toBeDefined();
      expect(riga!.split(`${v.nome} ${v.cognome}`).length - 1).toBeLessThanOrEqual(1);
    }
    if (primo.voci[0]!.mora > 0) expect(mail.text).toContain('si aggiunge la mora di');
    expect(mail.text).toContain(`${PUBLIC_URL}/f/checkout`);
    for (const x of arrivate) {
      expect([...x.to, x.cc].join(',')).not.toContain('muto.promemoria@example.org');
    }
    const r = await righe();
    expect(r.every((x) => x.stato === 'inviato' && x.fase === 'quasi_in_mora')).toBe(true);
    expect(r).toHaveLength(esito.dovuti);
  });

  it('run again (and twice at once): nothing new is sent, the preview says all are reminded', async () => {
    const prima = await righe();
    const since = smtp.mails.length;
    const esiti = await Promise.all([
      eseguiPromemoriaGiornalieri(t.database.db, deps()),
      eseguiPromemoriaGiornalieri(t.database.db, deps()),
    ]);
    expect(esiti.map((e) => e.mail_inviate)).toEqual([0, 0]);
    expect(smtp.mails.length).toBe(since);
    expect(await righe()).toEqual(prima);
    const p = await anteprima();
    expect(p.mail).toEqual([]);
    expect(p.gia_inviati).toBe(prima.length);
  });

  it('two servers racing on fresh reminders send each due once', async () => {
    // The late fee starts today: the 'in_mora' reminders are new, claimed by one run each.
    await rows(t.database, `update anni_scout set limite_mora = '${oggi}' where attivo`);
    const since = smtp.mails.length;
    const esiti = await Promise.all([
      eseguiPromemoriaGiornalieri(t.database.db, deps()),
      eseguiPromemoriaGiornalieri(t.database.db, deps()),
    ]);
    const mora = (await righe()).filter((x) => x.fase === 'in_mora');
    expect(mora.length).toBeGreaterThan(0);
    expect(esiti[0]!.dovuti + esiti[1]!.dovuti).toBe(mora.length);
    expect(new Set(mora.map((x) => x.id_transazione_economica)).size).toBe(mora.length);
    expect(smtp.mails.length - since).toBe(esiti[0]!.mail_inviate + esiti[1]!.mail_inviate);
    expect(smtp.mails.slice(since).every((x) => x.subject.includes('ha la mora'))).toBe(true);
  });

  it('the history lists who got what; the auditor reads it, a parent does not', async () => {
    const q = `{ storicoPromemoria(anno_scout: ${anno}) { id_transazione_economica fase destinatari stato autore nome } }`;
    const r = await gql<{
      storicoPromemoria: { fase: string; stato: string; autore: string; destinatari: string }[];
    }>(t.app, q, {}, await tokenFor(t.app, 'revisore'));
    expect(r.errors).toBeUndefined();
    const storico = r.data!.storicoPromemoria;
    expect(storico.length).toBe((await righe()).length);
    expect(storico.every((x) => x.stato === 'inviato' && x.autore === 'promemoria-giornalieri')).toBe(true);
    expect(storico.some((x) => x.destinatari.includes(primo.destinatari[0]!))).toBe(true);
    expect(errorType(await gql(t.app, q, {}, await tokenFor(t.app, 'genitore')))).toBe('FORBIDDEN');
    expect(
      errorType(
        await gql(t.app, 'mutation { inviaPromemoria { dovuti } }', {}, await tokenFor(t.app, 'revisore')),
      ),
    ).toBe('FORBIDDEN');
  });

  it('the daily job is scheduled once a day at 08:00 in Rome, the clean-up every hour', async () => {
    await t.app.avviaGiornalieri();
    expect(
      await rows(
        t.database,
        "select cron, timezone from pgboss.schedule where name = 'promemoria.giornalieri'",
      ),
    ).toEqual([{ cron: '0 8 * * *', timezone: 'Europe/Rome' }]);
    // Beside it, the hourly clean-up (decision 1213), on the queue too: once across instances.
    expect(await rows(t.database, "select cron from pgboss.schedule where name = 'pulizia.oraria'")).toEqual([
      { cron: '7 * * * *' },
    ]);
  });
});
