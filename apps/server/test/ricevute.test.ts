import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS, type RequestViewer } from '../src/auth/viewer.ts';
import { generaRicevuta, MSG_RICEVUTA } from '../src/modules/ricevute/ricevute.service.ts';
import { createServiceContext, inTransazione } from '../src/request-context.ts';
import { createDiskStorage } from '../src/adapters/storage/disk-storage.ts';
import {
  demoEmail,
  errorType,
  gql,
  PUBLIC_URL,
  rows,
  startTestApp,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { testoPdf } from './pdf-testo.ts';
import { dbKinds } from './test-db.ts';
import { IDENTITA_DEMO } from '../src/db/seed/demo.ts';
import { scarica } from './upload.ts';

// DESIGN.md §7: a completed, numbered payment gets one receipt PDF, kept as an attachment in
// ricevuta_id_allegato, issued to the parent on behalf of the child when the link says so; never
// written twice; downloadable by the family and the treasury.

describe.each(dbKinds)('receipt of a payment on %s', (kind) => {
  let t: TestApp;
  const storage = createDiskStorage({ dir: undefined, secret: 'r'.repeat(32), publicUrl: PUBLIC_URL });
  const viewer: RequestViewer = { ...ANONYMOUS, signedIn: true, userId: 'test', username: 'tesoriere-test' };
  const contesto = () => ({ ...createServiceContext(t.database.db, viewer), storage, publicUrl: PUBLIC_URL });
  /** A completed payment of the demo parent to the section covering a child's fee (da_uniti). */
  let pagamento: {
    id: number;
    importo: number;
    anno: number;
    genitore: string;
    figlio: string;
    causale: string;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { storage });
    const [p] = await rows<typeof pagamento>(
      t.database,
      `select tf.id_transazione_finanziaria as id, tf.importo::int as importo, tf.anno_scout as anno,
         pg.nome || ' ' || pg.cognome as genitore, pf.nome || ' ' || pf.cognome as figlio, te.causale_desc as causale
       from transazioni_finanziarie tf
       join transazioni l using (id_transazione_finanziaria)
       join transazioni_economiche te using (id_transazione_economica)
       join parti a on a.id_parte = tf.id_parte_da join persone pg on pg.id_persona = a.id_persona
       join parti b on b.id_parte = te.id_parte_da join persone pf on pf.id_persona = b.id_persona
       where tf.stato = 'completed' and tf.id_parte_a = 1 and l.da_uniti and te.id_parte_da <> tf.id_parte_da
         and pg.id_persona = (select id_persona from auth_user where email = '${demoEmail('genitore')}')
       order by tf.id_transazione_finanziaria limit 1`,
    );
    pagamento = p!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a payment without a receipt number', async () => {
    await expect(generaRicevuta(contesto(), pagamento.id)).rejects.toThrow(MSG_RICEVUTA.senzaNumero);
  });

  it('writes the PDF (issuer, number and year, payer on behalf of the child, amount, dues) and sets ricevuta_id_allegato', async () => {
    await rows(
      t.database,
      `update transazioni_finanziarie set numero_ricevuta = 907 where id_transazione_finanziaria = ${pagamento.id}`,
    );
    const id = await generaRicevuta(contesto(), pagamento.id);
    const [tf] = await rows<{ ricevuta: number }>(
      t.database,
      `select ricevuta_id_allegato as ricevuta from transazioni_finanziarie where id_transazione_finanziaria = ${pagamento.id}`,
    );
    expect(tf!.ricevuta).toBe(id);
    const [allegato] = await rows<{ s3_key: string; nome: string; dimensione: number }>(
      t.database,
      `select s3_key, nome, dimensione from allegati where id_allegato = ${id}`,
    );
    expect(allegato!.nome).toBe(`ricevuta-907-${pagamento.anno}.pdf`);
    const file = await storage.findUploaded(allegato!.s3_key);
    expect(file).toMatchObject({ tipo: 'pdf', dimensione: allegato!.dimensione });

    const pdf = (await scarica(t.app, await storage.getSignedUrl(allegato!.s3_key, allegato!.nome)))
      .rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const testo = testoPdf(pdf);
    // Decision 1301: the issuer is the section's identity, its empty fields (partita IVA) absent.
    const compatto = testo.replace(/\s/g, '');
    for (const atteso of [
      IDENTITA_DEMO.denominazione,
      'Sede: Via dei Pioppi 12, 20159 Milano (MI)',
      `Codice fiscale: ${IDENTITA_DEMO.codice_fiscale}`,
      IDENTITA_DEMO.runts,
      IDENTITA_DEMO.detraibilita,
    ])
      expect(compatto).toContain(atteso.replace(/\s/g, ''));
    expect(testo).not.toMatch(/Partita IVA|undefined|null/);
    expect(testo).toContain(`Ricevuta n. 907 - anno scout ${pagamento.anno}/${pagamento.anno + 1}`);
    expect(testo).toContain(pagamento.genitore);
    expect(testo).toContain(`per conto di ${pagamento.figlio}`);
    expect(testo).toContain(pagamento.causale);
    const euro = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, useGrouping: true }).format(
      pagamento.importo / 100,
    );
    expect(testo.replace(/\s/g, '')).toContain(`${euro}€`.replace(/\s/g, ''));
  });

  it('never writes an issued receipt again, even inside a payment transaction', async () => {
    const [prima] = await rows<{ n: number }>(t.database, 'select count(*)::int as n from allegati');
    const a = await generaRicevuta(contesto(), pagamento.id);
    const b = await inTransazione(contesto(), (tx) =>
      generaRicevuta({ ...tx, storage, publicUrl: PUBLIC_URL }, pagamento.id),
    );
    const [dopo] = await rows<{ n: number }>(t.database, 'select count(*)::int as n from allegati');
    expect(b).toBe(a);
    expect(dopo!.n).toBe(prima!.n);
  });

  it('the paying parent and the treasury download it; another family cannot', async () => {
    const [tf] = await rows<{ ricevuta: number }>(
      t.database,
      `select ricevuta_id_allegato as ricevuta from transazioni_finanziarie where id_transazione_finanziaria = ${pagamento.id}`,
    );
    const query = `{ getAllegatoSignedUrl(id_allegato: ${tf!.ricevuta}) }`;
    const tesoriere = await gql(t.app, query, {}, await tokenFor(t.app, 'tesoriere'));
    expect(tesoriere.errors).toBeUndefined();
    const res = await scarica(t.app, tesoriere.data!.getAllegatoSignedUrl as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const genitore = await gql(t.app, query, {}, await tokenFor(t.app, 'genitore'));
    expect(genitore.errors).toBeUndefined();
    const altro = await gql(t.app, query, {}, await tokenFor(t.app, 'genitore2'));
    expect(errorType(altro)).toBe('NOT_FOUND');
  });
});
