import { MSG_TRANSAZIONI } from '@zaino/domain/form-transazioni';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostUrl } from '../src/adapters/storage/storage.ts';
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
import { dbKinds } from './test-db.ts';
import { carica, PNG, scarica } from './upload.ts';

// Spec 3 §3/§7, spec 1 §7: a treasurer asks for an upload URL, the web posts the file to it, the
// payment keeps the key (checked with findUploaded), and whoever may read the payment downloads it.

describe.each(dbKinds)('attachments of a payment on %s', (kind) => {
  let t: TestApp;
  const storage = createDiskStorage({ dir: undefined, secret: 'a'.repeat(32), publicUrl: PUBLIC_URL });
  let idAllegato: number;

  beforeAll(async () => {
    t = await startTestApp(kind, { storage });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a treasurer gets an upload URL with the key among its fields; the file posted there is found by that key', async () => {
    const r = await gql(
      t.app,
      'mutation { createTransazioneFinanziariaAllegatoPostUrl }',
      {},
      await tokenFor(t.app, 'tesoriere'),
    );
    expect(r.errors).toBeUndefined();
    const post = JSON.parse(r.data!.createTransazioneFinanziariaAllegatoPostUrl) as PostUrl;
    expect(post.url).toBe('/file/carica');
    expect(Object.keys(post.fields)).toEqual(['key', 'policy', 'signature']);
    // The web appends the file's extension to the key (spec 1 §7).
    expect(
      (await carica(t.app, post, PNG, 'Scontrino è.png', { ...post.fields, key: `${post.fields.key}.png` }))
        .status,
    ).toBe(204);
    const file = await storage.findUploaded(`${post.fields.key}.png`);
    expect(file).toMatchObject({ tipo: 'png', dimensione: PNG.length, nome: 'Scontrino e.png' });

    // What the payment service records (the payment dialog is issue 11's other half).
    const [tf] = await rows<{ id: number }>(
      t.database,
      `select tf.id_transazione_finanziaria as id from transazioni_finanziarie tf
       join parti p on p.id_parte = tf.id_parte_da join auth_user u on u.id_persona = p.id_persona
       where u.email = '${demoEmail('genitore')}' limit 1`,
    );
    const [a] = await rows<{ id: number }>(
      t.database,
      `insert into allegati (id_transazione_finanziaria, nome, dimensione, s3_key)
       values (${tf!.id}, '${file!.nome}', ${file!.dimensione}, '${file!.key}') returning id_allegato as id`,
    );
    idAllegato = a!.id;
  });

  it('the family paying and the treasury download it; another family and a missing id read as not found', async () => {
    const query = (id: number) => `{ getAllegatoSignedUrl(id_allegato: ${id}) }`;
    for (const chi of ['genitore', 'revisore'] as const) {
      const r = await gql(t.app, query(idAllegato), {}, await tokenFor(t.app, chi));
      const res = await scarica(t.app, r.data!.getAllegatoSignedUrl);
      expect(res.statusCode, chi).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Scontrino e.png"');
    }
    const altro = await gql(t.app, query(idAllegato), {}, await tokenFor(t.app, 'genitore2'));
    expect(errorType(altro)).toBe('NOT_FOUND');
    expect(altro.errors![0]!.message).toBe(MSG_TRANSAZIONI.allegatoNonTrovato);
    const mancante = await gql(t.app, query(999_999), {}, await tokenFor(t.app, 'tesoriere'));
    expect(mancante.errors![0]!.message).toBe(MSG_TRANSAZIONI.allegatoNonTrovato);
  });

  it('TransazioneFinanziaria.allegati: the payment’s own attachments still in place, for who reads the payment', async () => {
    const [tf] = await rows<{ id: number }>(
      t.database,
      `select tf.id_transazione_finanziaria as id from transazioni_finanziarie tf
       join parti p on p.id_parte = tf.id_parte_da join auth_user u on u.id_persona = p.id_persona
       where u.email = '${demoEmail('genitore')}' order by tf.id_transazione_finanziaria limit 1`,
    );
    const chiave = (n: number) => `allegati/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.pdf`;
    // One kept, one removed (elimina), and a receipt PDF, which names the payment only from its side.
    const inseriti = await rows<{ id: number; nome: string }>(
      t.database,
      `insert into allegati (id_transazione_finanziaria, nome, dimensione, s3_key, elimina) values
       (${tf!.id}, 'fattura.pdf', 120, '${chiave(901)}', false),
       (${tf!.id}, 'tolto.pdf', 80, '${chiave(902)}', true),
       (null, 'ricevuta-1.pdf', 300, '${chiave(903)}', false)
       returning id_allegato as id, nome`,
    );
    const ricevuta = inseriti.find((a) => a.nome === 'ricevuta-1.pdf')!;
    await rows(
      t.database,
      `update transazioni_finanziarie set ricevuta_id_allegato = ${ricevuta.id} where id_transazione_finanziaria = ${tf!.id}`,
    );
    const query = `{ transazioneFinanziaria(id_transazione_finanziaria: ${tf!.id}) {
      allegati { id_allegato id_transazione_finanziaria nome dimensione s3_key elimina } } }`;
    for (const chi of ['tesoriere', 'revisore', 'genitore'] as const) {
      const r = await gql(t.app, query, {}, await tokenFor(t.app, chi));
      expect(r.errors, chi).toBeUndefined();
      const nomi = (r.data!.transazioneFinanziaria as { allegati: { nome: string }[] }).allegati.map(
        (a) => a.nome,
      );
      expect(nomi, chi).toContain('fattura.pdf');
      expect(nomi, chi).not.toContain('tolto.pdf');
      expect(nomi, chi).not.toContain('ricevuta-1.pdf');
    }
    const r = await gql(t.app, query, {}, await tokenFor(t.app, 'tesoriere'));
    const fattura = (r.data!.transazioneFinanziaria as { allegati: Record<string, unknown>[] }).allegati.find(
      (a) => a.nome === 'fattura.pdf',
    );
    expect(fattura).toEqual({
      id_allegato: inseriti.find((a) => a.nome === 'fattura.pdf')!.id,
      id_transazione_finanziaria: tf!.id,
      nome: 'fattura.pdf',
      dimensione: 120,
      s3_key: chiave(901),
      elimina: false,
    });

    // Another family reaches the payment only through its own due the payment also covers: it learns
    // the payment's state (what it still has to pay), not the payment nor its files (decision 1116).
    const [dovuto] = await rows<{ id: number }>(
      t.database,
      `select te.id_transazione_economica as id from transazioni_economiche te
       join parentele pr on pr.id_persona_figlio = (select id_persona from parti where id_parte = te.id_parte_da)
       join auth_user u on u.id_persona = pr.id_persona_genitore
       where u.email = '${demoEmail('genitore2')}' order by te.id_transazione_economica limit 1`,
    );
    await rows(
      t.database,
      `insert into transazioni (id_transazione_economica, id_transazione_finanziaria, importo)
       values (${dovuto!.id}, ${tf!.id}, 1)`,
    );
    const altro = await gql(
      t.app,
      `{ transazioneEconomica(id_transazione_economica: ${dovuto!.id}) {
        transazioni { id_transazione_finanziaria stato_pagamento transazione_finanziaria { allegati { nome } } } } }`,
      {},
      await tokenFor(t.app, 'genitore2'),
    );
    expect(altro.errors).toBeUndefined();
    const link = (
      altro.data!.transazioneEconomica as {
        transazioni: {
          id_transazione_finanziaria: number;
          stato_pagamento: string;
          transazione_finanziaria: { allegati: unknown[] } | null;
        }[];
      }
    ).transazioni.find((l) => l.id_transazione_finanziaria === tf!.id);
    expect(link).toMatchObject({ stato_pagamento: expect.any(String), transazione_finanziaria: null });
    const [pagamento] = await rows<{ stato: string }>(
      t.database,
      `select stato from transazioni_finanziarie where id_transazione_finanziaria = ${tf!.id}`,
    );
    expect(link!.stato_pagamento).toBe(pagamento!.stato);
  });

  it('a deleted attachment is no longer downloadable', async () => {
    await rows(t.database, `update allegati set elimina = true where id_allegato = ${idAllegato}`);
    const r = await gql(
      t.app,
      `{ getAllegatoSignedUrl(id_allegato: ${idAllegato}) }`,
      {},
      await tokenFor(t.app, 'tesoriere'),
    );
    expect(errorType(r)).toBe('NOT_FOUND');
  });
});
