import type { PostUrl } from '../src/adapters/storage/storage.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DemoUser,
  demoEmail,
  errorType,
  gql,
  rows,
  startTestApp,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { dbKinds } from './test-db.ts';
import { carica, PDF } from './upload.ts';

// Attacks on the front-office checkout (spec 3 §4, §7; decision 1202): a family acts only on its own
// checkouts, never on a payment the office recorded, and never with amounts of its own choosing.

const M_PREPARA = `mutation($p: PreparazioneCheckoutInput!) { preparaCheckout(preparazione_checkout: $p) {
  id_transazione_finanziaria bonifico_upload_url importo } }`;
const M_VERIFICA =
  'mutation($id: Int!, $k: String) { verificaCheckout(id_transazione_finanziaria: $id, bonifico_upload_key: $k) }';

describe.each(dbKinds)('checkout attacks on %s', (kind) => {
  let t: TestApp;
  const token = new Map<DemoUser, string>();
  let anno: number;
  let figlio: number;
  const uno = async <T>(sql: string) => (await rows<T>(t.database, sql))[0]!;
  const prepara = (p: Record<string, unknown>, chi: DemoUser = 'genitore') =>
    gql(t.app, M_PREPARA, { p }, token.get(chi));
  const dovuto = async (importo: number) =>
    (
      await uno<{ id: number }>(
        `insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, causale_tipo, anno_scout, stato)
         values (${figlio}, 1, ${importo}, 'Campo', 'altro', ${anno}, 'no') returning id_transazione_economica as id`,
      )
    ).id;
  /** A fresh receipt uploaded through a bank checkout's upload form: its key. */
  const ricevutaCaricata = async () => {
    const c = (
      await prepara({
        metodo: 'bank',
        transazioni_economiche: [{ id_transazione_economica: await dovuto(100) }],
      })
    ).data!.preparaCheckout;
    const post = JSON.parse(c.bonifico_upload_url) as PostUrl;
    expect((await carica(t.app, post, PDF, 'ricevuta.pdf')).status).toBeLessThan(300);
    return `${post.fields.key}.pdf`;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const u of ['genitore', 'genitore2'] as const) token.set(u, await tokenFor(t.app, u));
    ({ anno } = await uno<{ anno: number }>('select anno_scout as anno from anni_scout where attivo'));
    ({ figlio } = await uno<{ figlio: number }>(
      `select p.id_parte as figlio from auth_user u join parentele pr on pr.id_persona_genitore = u.id_persona
       join persone p on p.id_persona = pr.id_persona_figlio where u.email = '${demoEmail('genitore')}' limit 1`,
    ));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a bank payment the office recorded (not a checkout) cannot be moved by the family with an upload', async () => {
    for (const stato of ['rejected', 'initiated']) {
      const { id } = await uno<{ id: number }>(
        `insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, anno_scout)
         values (${figlio}, 1, 7000, '${stato}', 'bank', 'bank', ${anno}) returning id_transazione_finanziaria as id`,
      );
      const r = await gql(t.app, M_VERIFICA, { id, k: await ricevutaCaricata() }, token.get('genitore'));
      expect(errorType(r)).toBe('NOT_FOUND');
      expect(r.errors![0]!.message).toBe('Pagamento non trovato');
      const dopo = await uno<{ stato: string; allegato: number | null }>(
        `select stato, bonifico_id_allegato as allegato from transazioni_finanziarie where id_transazione_finanziaria = ${id}`,
      );
      expect(dopo).toEqual({ stato, allegato: null });
    }
  });

  it('tampered line amounts are ignored; a fractional or negative donation is refused', async () => {
    const d = await dovuto(2500);
    const c = await prepara({
      metodo: 'bank',
      transazioni_economiche: [{ id_transazione_economica: d, importo: 1 }],
    });
    expect(c.data!.preparaCheckout.importo).toBe(2500);
    for (const donazione of [-100, 10.5])
      expect(errorType(await prepara({ metodo: 'bank', donazione, transazioni_economiche: [] }))).toBe(
        'VALIDATION',
      );
    const doppio = await prepara({
      metodo: 'bank',
      transazioni_economiche: [{ id_transazione_economica: d }, { id_transazione_economica: d }],
    });
    expect(doppio.errors![0]!.message).toBe('La stessa quota compare due volte nel carrello');
  });

  it('a receipt key of another family’s checkout folder, or outside it, never attaches', async () => {
    const c = (
      await prepara({
        metodo: 'bank',
        transazioni_economiche: [{ id_transazione_economica: await dovuto(300) }],
      })
    ).data!.preparaCheckout;
    for (const k of ['allegati/qualcosa.pdf', 'bonifici/../allegati/x.pdf', 'bonifici/inesistente.pdf'])
      expect(
        errorType(
          await gql(t.app, M_VERIFICA, { id: c.id_transazione_finanziaria, k }, token.get('genitore')),
        ),
      ).toBe('VALIDATION');
  });
});
