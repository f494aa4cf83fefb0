import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITA_DEMO } from '../src/db/seed/demo.ts';
import { demoEmail, errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { dbKinds } from './test-db.ts';

// Decision 1153: 'Reinvia ricevuta' sends the issued receipt's mail again, to the payer, with its PDF.

const M_TF =
  'mutation($m: ModificaTransazioneFinanziariaInput!) { modificaTransazioneFinanziaria(modifica_transazione_finanziaria: $m) }';
const REINVIA = 'mutation($id: Int!) { reinviaRicevuta(id_transazione_finanziaria: $id) { destinatari } }';

describe.each(dbKinds)('Reinvia ricevuta on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let tesoriere: string;
  let id = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, { env: { SMTP_URL: smtp.url } });
    tesoriere = await tokenFor(t.app, 'tesoriere');
    const [g] = await rows<{ id_parte: number; anno: number }>(
      t.database,
      `select p.id_parte, (select anno_scout from anni_scout where attivo) as anno from persone p
       where p.id_persona = (select id_persona from auth_user where email = '${demoEmail('genitore')}')`,
    );
    const r = await gql(
      t.app,
      M_TF,
      {
        m: {
          id_transazione_finanziaria: -1,
          id_parte_da: g!.id_parte,
          id_parte_a: 1,
          importo: 3000,
          stato: 'completed',
          tipo_da: 'cash',
          tipo_a: 'cash',
          anno_scout: g!.anno,
        },
      },
      tesoriere,
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    id = r.data!.modificaTransazioneFinanziaria as number;
    await t.app.ricevute.attendi();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the same receipt mail again with its PDF and records the addresses', async () => {
    const [prima] = smtp.mails.filter((m) =>
      m.subject.startsWith(`${IDENTITA_DEMO.denominazione}: ricevuta n.`),
    );
    expect(prima).toBeDefined();
    const since = smtp.mails.length;
    const r = await gql<{ reinviaRicevuta: { destinatari: string[] } }>(t.app, REINVIA, { id }, tesoriere);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const destinatari = r.data!.reinviaRicevuta.destinatari;
    expect(destinatari.length).toBeGreaterThan(0);
    const mail = await smtp.waitFor(destinatari[0]!, { since });
    expect(mail.subject).toBe(prima!.subject);
    expect(mail.text).toBe(prima!.text);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const [riga] = await rows<{ d: string }>(
      t.database,
      `select email_destinatari as d from ricevute where id_transazione_finanziaria = ${id}`,
    );
    expect(riga!.d).toBe(destinatari.join(', '));
  });

  it('refuses the auditor and families, a payment without receipt, and a bad id, sending nothing', async () => {
    const since = smtp.mails.length;
    for (const chi of ['revisore', 'genitore'] as const)
      expect(errorType(await gql(t.app, REINVIA, { id }, await tokenFor(t.app, chi)))).toBe('FORBIDDEN');
    const [avviato] = await rows<{ id: number }>(
      t.database,
      `insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, anno_scout)
       values (1, 1, 100, 'initiated', 'bank', 'bank', (select anno_scout from anni_scout where attivo))
       returning id_transazione_finanziaria as id`,
    );
    const senza = await gql(t.app, REINVIA, { id: avviato!.id }, tesoriere);
    expect(errorType(senza)).toBe('CONFLICT');
    expect(senza.errors?.[0]?.message).toBe('Il pagamento non ha ancora una ricevuta da inviare');
    expect(errorType(await gql(t.app, REINVIA, { id: 2_000_000_000 }, tesoriere))).toBe('NOT_FOUND');
    expect(errorType(await gql(t.app, REINVIA, { id: -3 }, tesoriere))).toBe('VALIDATION');
    expect(smtp.mails.length).toBe(since);
  });
});
