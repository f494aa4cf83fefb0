import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../src/adapters/mail/smtp-mailer.ts';
import type { Mailer } from '../src/adapters/mail/mailer.ts';
import { ANONYMOUS } from '../src/auth/viewer.ts';
import { inviaMailRicevuta } from '../src/modules/ricevute/mail-ricevuta.ts';
import { generaRicevuta } from '../src/modules/ricevute/ricevute.service.ts';
import { createServiceContext } from '../src/request-context.ts';
import { createDiskStorage } from '../src/adapters/storage/disk-storage.ts';
import { demoEmail, gql, PUBLIC_URL, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { testoPdf } from './pdf-testo.ts';
import { IDENTITA_DEMO } from '../src/db/seed/demo.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { dbKinds } from './test-db.ts';

// Decision 1205: an issued receipt is mailed once to the payer with its PDF (real SMTP here), and
// carries a link (and QR code) to a public page that proves it authentic without enumeration.

const M_TF =
  'mutation($m: ModificaTransazioneFinanziariaInput!) { modificaTransazioneFinanziaria(modifica_transazione_finanziaria: $m) }';
const LIMITE = 6;

describe.each(dbKinds)('receipt mail and verification on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let mailer: Mailer;
  const storage = createDiskStorage({ dir: undefined, secret: 'm'.repeat(32), publicUrl: PUBLIC_URL });
  const sistema = () => createServiceContext(t.database.db, { ...ANONYMOUS, username: 'test-ricevute' });
  const log = { righe: [] as unknown[], warn: (o: unknown) => log.righe.push(o), info: () => {} };
  const deps = (m: Mailer = mailer) => ({ storage, mailer: m, publicUrl: PUBLIC_URL, log });
  let genitore: { id_persona: number; id_parte: number; nome: string; cognome: string; cf: string | null };
  let anno: number;
  let destinatari: string[];
  let numeroIp = 0;
  const ip = () => `10.12.5.${++numeroIp}`;
  const riga = async <T>(sql: string) => (await rows<T>(t.database, sql))[0]!;
  const statoMail = (id: number) =>
    riga<{
      inviata: Date | null;
      destinatari: string | null;
      tentativi: number;
      errore: string | null;
      in_invio: Date | null;
    }>(
      `select email_inviata as inviata, email_destinatari as destinatari, email_tentativi as tentativi,
         email_errore as errore, email_in_invio as in_invio from ricevute where id_transazione_finanziaria = ${id}`,
    );
  const mailsA = (since: number) => smtp.mails.slice(since).filter((m) => m.to.includes(destinatari[0]!));

  /** A completed cash payment of `parte` to the section, numbered, without its document yet. */
  const pagamentoNumerato = async (parte: number, numero: number) =>
    (
      await riga<{ id: number }>(
        `insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, anno_scout, numero_ricevuta, data_pagata)
         values (${parte}, 1, 4500, 'completed', 'cash', 'cash', ${anno}, ${numero}, now()) returning id_transazione_finanziaria as id`,
      )
    ).id;

  beforeAll(async () => {
    smtp = await startSmtp();
    mailer = createSmtpMailer(smtp.url, 'Zaino <noreply@zaino.test>');
    t = await startTestApp(kind, { storage, env: { SMTP_URL: smtp.url, CODE_LOOKUP_LIMIT: String(LIMITE) } });
    ({ anno } = await riga<{ anno: number }>('select anno_scout as anno from anni_scout where attivo'));
    genitore = await riga(
      `select p.id_persona, p.id_parte, p.nome, p.cognome, p.codice_fiscale as cf from persone p
       where p.id_persona = (select id_persona from auth_user where email = '${demoEmail('genitore')}')`,
    );
    // Two notification addresses (To and Cc) and one without notifications, which gets nothing.
    await rows(
      t.database,
      `insert into contatti (id_persona, tipo, valore, notifica) values
         (${genitore.id_persona}, 'e', 'ricevute.genitore@example.org', true),
         (${genitore.id_persona}, 'e', 'muto.genitore@example.org', false)`,
    );
    destinatari = (
      await rows<{ e: string }>(
        t.database,
        `select valore as e from contatti where id_persona = ${genitore.id_persona} and tipo = 'e' and notifica order by valore`,
      )
    ).map((r) => r.e.toLowerCase());
  });
  afterAll(async () => {
    await t?.close();
    await mailer?.close?.();
    await smtp?.close();
  });

  let link = '';

  it('the office saves a cash payment: one mail to the payer with the receipt PDF, recorded as sent', async () => {
    const since = smtp.mails.length;
    const r = await gql(
      t.app,
      M_TF,
      {
        m: {
          id_transazione_finanziaria: -1,
          id_parte_da: genitore.id_parte,
          id_parte_a: 1,
          importo: 12_050,
          stato: 'completed',
          tipo_da: 'cash',
          tipo_a: 'cash',
          anno_scout: anno,
        },
      },
      await tokenFor(t.app, 'tesoriere'),
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const id = r.data!.modificaTransazioneFinanziaria as number;
    await t.app.ricevute.attendi();
    const { numero } = await riga<{ numero: number }>(
      `select numero_ricevuta as numero from transazioni_finanziarie where id_transazione_finanziaria = ${id}`,
    );

    const mail = await smtp.waitFor(destinatari[0]!, { since });
    expect(mailsA(since)).toHaveLength(1);
    expect(smtp.mails.slice(since).some((m) => m.to.includes('muto.genitore@example.org'))).toBe(false);
    expect([...mail.to].sort()).toEqual(destinatari);
    expect(mail.subject).toBe(
      `${IDENTITA_DEMO.denominazione}: ricevuta n. ${numero} - anno scout ${anno}/${anno + 1}`,
    );
    // Decision 1301: signed with the section's legal details.
    expect(mail.text).toContain(`Codice fiscale: ${IDENTITA_DEMO.codice_fiscale}`);
    expect(mail.text).not.toMatch(/undefined|Partita IVA/);
    expect(mail.text).toContain(`Ciao ${genitore.nome} ${genitore.cognome},`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ filename: `ricevuta-${numero}-${anno}.pdf`, contentType: 'application/pdf' });
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const testo = testoPdf(pdf!.content);
    expect(testo).toContain(`Ricevuta n. ${numero} - anno scout ${anno}/${anno + 1}`);

    link = /http:\/\/localhost:3000\/ricevuta\/verifica\/[A-Za-z0-9_-]{22}/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');
    // The same link is printed on the paper and behind its QR code (a link annotation over it).
    expect(testo).toContain(link);
    expect(pdf!.content.toString('latin1')).toContain(`/URI (${link})`);

    const stato = await statoMail(id);
    expect(stato.inviata).not.toBeNull();
    expect(stato.destinatari?.toLowerCase().split(', ').sort()).toEqual(destinatari);
    expect(stato.tentativi).toBe(1);
  });

  it('concurrent and repeated hooks, sends and rounds mail a receipt once', async () => {
    const id = await pagamentoNumerato(genitore.id_parte, 9001);
    const since = smtp.mails.length;
    const sc = sistema();
    await Promise.all(Array.from({ length: 10 }, () => t.app.ricevute.emetti(sc, id)));
    const esiti = await Promise.all(Array.from({ length: 10 }, () => inviaMailRicevuta(sc, deps(), id)));
    await t.app.ricevute.attendi();
    await t.app.ricevute.riprendi();
    await t.app.ricevute.attendi();
    await smtp.waitFor(destinatari[0]!, { since });
    // Let any late duplicate reach the server before counting.
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsA(since)).toHaveLength(1);
    expect(esiti.every((e) => e === 'non-dovuta' || e === 'inviata')).toBe(true);
    const { n } = await riga<{ n: number }>(
      `select count(*)::int as n from allegati a join transazioni_finanziarie f on f.ricevuta_id_allegato = a.id_allegato
       where f.id_transazione_finanziaria = ${id}`,
    );
    expect(n).toBe(1);
    expect((await statoMail(id)).tentativi).toBe(1);
  });

  it('a failed send is recorded without secrets or addresses and the next round sends it', async () => {
    const id = await pagamentoNumerato(genitore.id_parte, 9002);
    await generaRicevuta({ ...sistema(), storage, publicUrl: PUBLIC_URL }, id);
    const guasto: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw Object.assign(
          new Error(
            'Invalid login for smtp://zaino:s3greto@mail.example.org to ricevute.genitore@example.org',
          ),
          { code: 'EAUTH' },
        );
      },
    };
    log.righe.length = 0;
    expect(await inviaMailRicevuta(sistema(), deps(guasto), id)).toBe('fallita');
    const fallita = await statoMail(id);
    expect(fallita).toMatchObject({ inviata: null, in_invio: null, tentativi: 1 });
    expect(fallita.errore).toContain('EAUTH');
    const registrato = JSON.stringify([fallita.errore, log.righe]);
    expect(registrato).not.toContain('s3greto');
    expect(registrato).not.toContain('ricevute.genitore@example.org');

    const since = smtp.mails.length;
    await t.app.ricevute.riprendi();
    await t.app.ricevute.attendi();
    expect(mailsA(since)).toHaveLength(1);
    expect(await statoMail(id)).toMatchObject({ errore: null, tentativi: 2 });
    expect((await statoMail(id)).inviata).not.toBeNull();
  });

  it('a payer without any address (a unit) is recorded as such, and nothing is sent', async () => {
    const { unita } = await riga<{ unita: number }>('select min(id_parte) as unita from unita');
    const id = await pagamentoNumerato(unita, 9003);
    await generaRicevuta({ ...sistema(), storage, publicUrl: PUBLIC_URL }, id);
    const since = smtp.mails.length;
    expect(await inviaMailRicevuta(sistema(), deps(), id)).toBe('nessun-destinatario');
    expect(smtp.mails.length).toBe(since);
    expect(await statoMail(id)).toMatchObject({
      destinatari: null,
      errore: 'Nessun indirizzo email del pagante',
    });
  });

  it('the link shows issuer, number, date, amount and the payer’s initials, publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: new URL(link).pathname, remoteAddress: ip() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Ricevuta autentica');
    expect(res.body).toContain(IDENTITA_DEMO.denominazione);
    expect(res.body).toMatch(/120,50\s€ \(Contante\)/);
    expect(res.body).toContain(`${genitore.nome[0]}. ${genitore.cognome[0]}.`);
    // Nothing the paper does not need to prove: no full name, no fiscal code.
    expect(res.body).not.toContain(genitore.cognome);
    if (genitore.cf) expect(res.body).not.toContain(genitore.cf);
  });

  it('after the section changes its legal name the link still shows the name the paper printed', async () => {
    await rows(t.database, `update identita_sezione set denominazione = 'Nuovo Nome Scout APS'`);
    try {
      const res = await t.app.inject({ method: 'GET', url: new URL(link).pathname, remoteAddress: ip() });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(IDENTITA_DEMO.denominazione);
      expect(res.body).not.toContain('Nuovo Nome Scout APS');
    } finally {
      await rows(
        t.database,
        `update identita_sezione set denominazione = '${IDENTITA_DEMO.denominazione.replaceAll("'", "''")}'`,
      );
    }
  });

  it('a forged, malformed or sequential token answers the same Italian page, never a receipt', async () => {
    const corpi = new Set<string>();
    for (const token of [
      'AAAAAAAAAAAAAAAAAAAAAA',
      new URL(link).pathname
        .split('/')
        .pop()!
        .replace(/^./, (c) => (c === 'x' ? 'y' : 'x')),
      '1',
      '9001',
      '%27%20or%201%3D1',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/ricevuta/verifica/${token}`,
        remoteAddress: ip(),
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Ricevuta non trovata');
      expect(res.body).toContain('la ricevuta non è autentica');
      corpi.add(res.body);
    }
    expect(corpi.size).toBe(1);
  });

  it('one address may verify CODE_LOOKUP_LIMIT receipts a minute, then waits', async () => {
    const indirizzo = ip();
    const stati: number[] = [];
    for (let i = 0; i <= LIMITE; i++)
      stati.push(
        (await t.app.inject({ method: 'GET', url: new URL(link).pathname, remoteAddress: indirizzo }))
          .statusCode,
      );
    expect(stati.slice(0, LIMITE).every((s) => s === 200)).toBe(true);
    const ultima = await t.app.inject({
      method: 'GET',
      url: new URL(link).pathname,
      remoteAddress: indirizzo,
    });
    expect(ultima.statusCode).toBe(429);
    expect(ultima.body).toContain('Troppe verifiche da questo indirizzo');
    // Without TRUST_PROXY a client's own forwarding headers name no other address.
    const travestita = await t.app.inject({
      method: 'GET',
      url: new URL(link).pathname,
      remoteAddress: indirizzo,
      headers: { 'x-forwarded-for': ip(), 'x-real-ip': ip(), forwarded: `for=${ip()}` },
    });
    expect(travestita.statusCode).toBe(429);
    expect(stati[LIMITE]).toBe(429);
  });
});
