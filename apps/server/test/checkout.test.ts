import { MSG_CHECKOUT } from '@zaino/domain/checkout';
import { commissioneCarta, commissioneSatispay } from '@zaino/domain/quote';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostUrl } from '../src/adapters/storage/storage.ts';
import {
  avviaContestoCheckout,
  avviaFornitoriFinti,
  type ContestoCheckout,
  type Famiglia,
  type FornitoriFinti,
  STRIPE_WEBHOOK_SECRET,
} from './checkout-setup.ts';
import type { FakeSatispay } from './fake-satispay.ts';
import type { FakeStripe } from './fake-stripe.ts';
import { type DemoUser, errorType, rows, type TestApp } from './helpers.ts';
import { dbKinds } from './test-db.ts';
import { carica, PDF } from './upload.ts';

// Issue 12, spec 3 §4, §5, §7, §9, DESIGN.md §7, decision 1202: the checkout from preparation to
// the recorded payment, on the sandbox, on Stripe's SDK and on our Satispay client against their
// fakes; amounts computed by the server; one payment and one receipt number however often it is
// confirmed; forged and replayed notifications change nothing.

describe.each(dbKinds)('checkout on the sandbox (issue 12) on %s', (kind) => {
  let ctx: ContestoCheckout;
  let t: TestApp;
  let f: Famiglia;
  const prepara = (p: Record<string, unknown>, chi?: DemoUser) => ctx.prepara(p, chi);
  const verifica = (id: number, k?: string, chi?: DemoUser) => ctx.verifica(id, k, chi);
  const carrello = (ids: number[], metodo = 'stripe', extra: Record<string, unknown> = {}) => ({
    metodo,
    transazioni_economiche: ids.map((id) => ({ id_transazione_economica: id, importo: 1 })),
    ...extra,
  });
  /** The payer's choice on the sandbox's confirm page. */
  const sandbox = async (providerId: string, esito: 'paga' | 'rifiuta') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/pagamento/${providerId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `esito=${esito}`,
    });
    expect(res.statusCode).toBe(303);
  };

  beforeAll(async () => {
    ctx = await avviaContestoCheckout(kind, ['genitore', 'genitore2']);
    ({ t, f } = ctx);
    expect(f.figli.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a family pays two children’s dues by card: server amounts, sandbox confirm, verify, receipt', async () => {
    const d1 = await ctx.nuovoDovuto(8500, f.figli[0]!.parte);
    const d2 = await ctx.nuovoDovuto(4000, f.figli[1]!.parte);
    // The client's amounts (1 cent each) are ignored: the server charges what is owed, plus the fee.
    const r = await prepara(carrello([d1, d2]));
    expect(r.errors).toBeUndefined();
    const c = r.data!.preparaCheckout;
    expect(c.commissione).toBe(commissioneCarta(12500));
    expect(c.importo).toBe(12500 + commissioneCarta(12500));
    expect(c.redirect_url).toContain('/sandbox/pagamento/');
    const id = c.id_transazione_finanziaria as number;
    expect(await ctx.pagamentoDb(id)).toMatchObject({
      stato: 'initiated',
      importo: 12500,
      commissione_da: commissioneCarta(12500),
      numero_ricevuta: null,
      id_parte_da: f.parteGenitore,
    });
    const links = await rows<{ te: number; importo: number; da_uniti: boolean }>(
      t.database,
      `select id_transazione_economica as te, importo::int as importo, da_uniti from transazioni
       where id_transazione_finanziaria = ${id} order by te`,
    );
    expect(links).toEqual([
      { te: d1, importo: 8500, da_uniti: true },
      { te: d2, importo: 4000, da_uniti: true },
    ]);
    expect(await ctx.statoDovuto(d1)).toBe('no');

    // Not paid yet: verification says so and records nothing.
    expect((await verifica(id)).data!.verificaCheckout).toBe(false);
    expect((await ctx.pagamentoDb(id)).stato).toBe('initiated');

    await sandbox(c.stripe_payment_id, 'paga');
    expect((await verifica(id)).data!.verificaCheckout).toBe(true);
    const pagato = await ctx.pagamentoDb(id);
    expect(pagato.stato).toBe('completed');
    expect(pagato.numero_ricevuta).toBeGreaterThan(0);
    expect(pagato.ricevuta_id_allegato).not.toBeNull();
    expect(await ctx.statoDovuto(d1)).toBe('totale_completata');
    expect(await ctx.statoDovuto(d2)).toBe('totale_completata');

    // Again: nothing changes.
    expect((await verifica(id)).data!.verificaCheckout).toBe(true);
    expect(await ctx.pagamentoDb(id)).toEqual(pagato);
    // A paid due cannot be put in a cart again.
    const ancora = await prepara(carrello([d1]));
    expect(errorType(ancora)).toBe('CONFLICT');
    expect(ancora.errors![0]!.message).toBe(MSG_CHECKOUT.giaPagata);
  });

  it('a repeated preparation reuses the open checkout; a changed one sets it aside, yet money paid on it is kept', async () => {
    const d = await ctx.nuovoDovuto(3000, f.figli[0]!.parte);
    const a = (await prepara(carrello([d], 'satispay'))).data!.preparaCheckout;
    // The row's version (xmin): a family reloading the checkout page rewrites nothing (issue 27).
    const versione = async () =>
      (
        await rows<{ x: string }>(
          t.database,
          `select xmin::text as x from transazioni_finanziarie where id_transazione_finanziaria = ${a.id_transazione_finanziaria}`,
        )
      )[0]!.x;
    const prima = await versione();
    const a2 = (await prepara(carrello([d], 'satispay'))).data!.preparaCheckout;
    expect(a2.id_transazione_finanziaria).toBe(a.id_transazione_finanziaria);
    expect(a2.satispay_payment_id).toBe(a.satispay_payment_id);
    expect(await versione()).toBe(prima);
    expect(a.commissione).toBe(commissioneSatispay(3000));
    expect(a.importo).toBe(3000 + commissioneSatispay(3000));

    // Another method: a new payment, the old one rejected (it counts toward nothing either way).
    const b = (await prepara(carrello([d], 'stripe'))).data!.preparaCheckout;
    expect(b.id_transazione_finanziaria).not.toBe(a.id_transazione_finanziaria);
    expect((await ctx.pagamentoDb(a.id_transazione_finanziaria)).stato).toBe('rejected');
    const vivi = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from transazioni l join transazioni_finanziarie f using (id_transazione_finanziaria)
       where l.id_transazione_economica = ${d} and f.stato = 'initiated'`,
    );
    expect(vivi[0]!.n).toBe(1);

    // The old tab pays anyway: the provider took the money, so it is recorded (overpayment shown).
    await sandbox(a.satispay_payment_id, 'paga');
    await sandbox(b.stripe_payment_id, 'paga');
    expect((await verifica(b.id_transazione_finanziaria)).data!.verificaCheckout).toBe(true);
    expect((await verifica(a.id_transazione_finanziaria)).data!.verificaCheckout).toBe(true);
    expect((await ctx.pagamentoDb(a.id_transazione_finanziaria)).stato).toBe('completed');
    expect(await ctx.statoDovuto(d)).toBe('totale_completata');
  });

  it('concurrent preparations of one cart make one payment (the others reuse it)', async () => {
    const d = await ctx.nuovoDovuto(2500, f.figli[0]!.parte);
    const esiti = await Promise.all(Array.from({ length: 5 }, () => prepara(carrello([d], 'satispay'))));
    const ids = new Set(
      esiti.map((e) => {
        expect(e.errors, JSON.stringify(e.errors)).toBeUndefined();
        return e.data!.preparaCheckout.id_transazione_finanziaria;
      }),
    );
    expect(ids.size).toBe(1);
    const [n] = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from transazioni where id_transazione_economica = ${d}`,
    );
    expect(n!.n).toBe(1);
  });

  it('an enrolment fee is not payable while the enrolment is on trial (spec 3 §4)', async () => {
    const [quota] = await rows<{ te: number; iscrizione: number; stato: string }>(
      t.database,
      `select te.id_transazione_economica as te, i.id_iscrizione as iscrizione, i.stato_iscrizione as stato
       from transazioni_economiche te join iscrizioni i using (id_iscrizione)
       where i.id_persona in (${f.figli.map((c) => c.persona).join(',')}) and i.anno_scout = ${f.anno}
       order by te.id_transazione_economica limit 1`,
    );
    expect(quota).toBeDefined();
    await rows(
      t.database,
      `update iscrizioni set stato_iscrizione = 'inprova' where id_iscrizione = ${quota!.iscrizione}`,
    );
    const r = await prepara(carrello([quota!.te], 'bank'));
    await rows(
      t.database,
      `update iscrizioni set stato_iscrizione = '${quota!.stato}' where id_iscrizione = ${quota!.iscrizione}`,
    );
    expect(errorType(r)).toBe('VALIDATION');
    expect(r.errors![0]!.message).toBe(MSG_CHECKOUT.iscrizioneNonPagabile);
  });

  it('a payment refused at the provider is rejected, with the spec’s message', async () => {
    const d = await ctx.nuovoDovuto(2000, f.figli[1]!.parte);
    const c = (await prepara(carrello([d], 'satispay'))).data!.preparaCheckout;
    await sandbox(c.satispay_payment_id, 'rifiuta');
    const r = await verifica(c.id_transazione_finanziaria);
    expect(r.errors![0]!.message).toBe('Il pagamento è stato rifiutato :(');
    expect((await ctx.pagamentoDb(c.id_transazione_finanziaria)).stato).toBe('rejected');
    expect(await ctx.statoDovuto(d)).toBe('no');
  });

  it('a parent cannot pay or verify another family’s due: NOT_FOUND, as for a missing one', async () => {
    const altrui = await ctx.nuovoDovuto(1000, f.parteAltraFamiglia);
    const r = await prepara(carrello([altrui]));
    const mancante = await prepara(carrello([99_999_999]));
    expect(errorType(r)).toBe('NOT_FOUND');
    expect(r.errors![0]!.message).toBe(mancante.errors![0]!.message);
    const mio = (await prepara(carrello([await ctx.nuovoDovuto(1500, f.figli[0]!.parte)], 'bank'))).data!
      .preparaCheckout;
    const v = await verifica(mio.id_transazione_finanziaria, undefined, 'genitore2');
    expect(errorType(v)).toBe('NOT_FOUND');
    expect(v.errors![0]!.message).toBe(
      (await verifica(99_999_999, undefined, 'genitore2')).errors![0]!.message,
    );
  });

  it('a payer whose person has no party is refused with the spec’s message, by card and by bank, and nothing is recorded', async () => {
    // Decision 0434: without a donation the payer's party comes with the cart's dues; a donation
    // reads the whole person. Each way the same refusal.
    const altro = await rows<{ persona: number; parte: number }>(
      t.database,
      `select p.id_persona as persona, p.id_parte as parte from auth_user u join persone p using (id_persona)
       where u.email = 'genitore2@demo.zaino.it'`,
    );
    const { persona, parte } = altro[0]!;
    const dovuto = await ctx.nuovoDovuto(2500, f.parteAltraFamiglia);
    const pagamenti = () =>
      rows<{ n: number }>(t.database, 'select count(*)::int as n from transazioni_finanziarie');
    const prima = await pagamenti();
    await rows(t.database, `update persone set id_parte = null where id_persona = ${persona}`);
    try {
      for (const p of [
        carrello([dovuto]),
        carrello([dovuto], 'bank'),
        carrello([dovuto], 'bank', { donazione: 1000 }),
      ]) {
        const r = await prepara(p, 'genitore2');
        expect(errorType(r), JSON.stringify(p)).toBe('VALIDATION');
        expect(r.errors![0]!.message).toBe(MSG_CHECKOUT.senzaParte);
      }
    } finally {
      await rows(t.database, `update persone set id_parte = ${parte} where id_persona = ${persona}`);
    }
    expect(await pagamenti()).toEqual(prima);
    expect((await prepara(carrello([dovuto]), 'genitore2')).errors).toBeUndefined();
  });

  it('a donation is a due to the section; without the donor’s fiscal data it is refused', async () => {
    const [p] = await rows<{ provincia: string | null }>(
      t.database,
      `select residenza_provincia as provincia from persone where id_persona = ${f.genitore}`,
    );
    await rows(t.database, `update persone set residenza_provincia = null where id_persona = ${f.genitore}`);
    const r = await prepara({ metodo: 'bank', donazione: 5000, transazioni_economiche: [] });
    expect(errorType(r)).toBe('VALIDATION');
    expect(r.errors![0]!.message).toBe('Dati per detrazione mancanti');
    await rows(
      t.database,
      `update persone set residenza_provincia = 'MI', codice_fiscale = coalesce(codice_fiscale, 'RSSMRA80A01F205X'),
        residenza_indirizzo = coalesce(residenza_indirizzo, 'Via Roma 1'), residenza_comune = coalesce(residenza_comune, 'Milano')
       where id_persona = ${f.genitore}`,
    );
    const troppo = await prepara({ metodo: 'bank', donazione: 1_000_000_001, transazioni_economiche: [] });
    expect(errorType(troppo)).toBe('VALIDATION');

    const c = (await prepara({ metodo: 'bank', donazione: 5000, transazioni_economiche: [] })).data!
      .preparaCheckout;
    expect(c.importo).toBe(5000);
    expect(c.commissione).toBe(0);
    const [dono] = await rows<{ causale_tipo: string; id_parte_a: number; importo: number }>(
      t.database,
      `select te.causale_tipo, te.id_parte_a, te.importo::int as importo from transazioni l
       join transazioni_economiche te using (id_transazione_economica) where l.id_transazione_finanziaria = ${c.id_transazione_finanziaria}`,
    );
    expect(dono).toEqual({ causale_tipo: 'donazione', id_parte_a: 1, importo: 5000 });
    if (p?.provincia)
      await rows(
        t.database,
        `update persone set residenza_provincia = '${p.provincia}' where id_persona = ${f.genitore}`,
      );
  });

  it('bank transfer: the uploaded receipt is attached and the payment waits for the office (started)', async () => {
    const d = await ctx.nuovoDovuto(6000, f.figli[0]!.parte);
    const c = (await prepara(carrello([d], 'bank'))).data!.preparaCheckout;
    expect(c.importo).toBe(6000);
    const post = JSON.parse(c.bonifico_upload_url) as PostUrl;
    expect(post.fields.key).toMatch(/^bonifici\//);
    const id = c.id_transazione_finanziaria as number;

    // Nothing uploaded under the key yet, or no key: refused, nothing written.
    expect(errorType(await verifica(id, post.fields.key))).toBe('VALIDATION');
    expect(errorType(await verifica(id))).toBe('VALIDATION');
    expect((await carica(t.app, post, PDF, 'ricevuta bonifico.pdf')).status).toBeLessThan(300);
    const chiave = `${post.fields.key}.pdf`;
    expect((await verifica(id, chiave)).data!.verificaCheckout).toBe(true);
    expect((await verifica(id, chiave)).data!.verificaCheckout).toBe(true);
    const tf = await ctx.pagamentoDb(id);
    expect(tf.stato).toBe('started');
    expect(tf.bonifico_id_allegato).not.toBeNull();
    expect(tf.numero_ricevuta).toBeNull();
    const allegati = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from allegati where id_transazione_finanziaria = ${id}`,
    );
    expect(allegati[0]!.n).toBe(1);
    expect(await ctx.statoDovuto(d)).toBe('totale_incorso');

    // The same file cannot serve another payment.
    const altro = (await prepara(carrello([await ctx.nuovoDovuto(100, f.figli[1]!.parte)], 'bank'))).data!
      .preparaCheckout;
    expect(errorType(await verifica(altro.id_transazione_finanziaria, chiave))).toBe('CONFLICT');
  });

  it('ten concurrent verifications record one completed payment and one receipt number', async () => {
    const d = await ctx.nuovoDovuto(7000, f.figli[1]!.parte);
    const c = (await prepara(carrello([d], 'stripe'))).data!.preparaCheckout;
    await sandbox(c.stripe_payment_id, 'paga');
    const [prima] = await rows<{ ultimo: number | null }>(
      t.database,
      `select max(ultimo_numero) as ultimo from contatori_ricevute where id_parte = 1 and anno_scout = ${f.anno}`,
    );
    const esiti = await Promise.all(Array.from({ length: 10 }, () => verifica(c.id_transazione_finanziaria)));
    for (const e of esiti) expect(e.data?.verificaCheckout, JSON.stringify(e.errors)).toBe(true);
    const [dopo] = await rows<{ ultimo: number }>(
      t.database,
      `select ultimo_numero as ultimo from contatori_ricevute where id_parte = 1 and anno_scout = ${f.anno}`,
    );
    expect(dopo!.ultimo).toBe((prima?.ultimo ?? 0) + 1);
    const tf = await ctx.pagamentoDb(c.id_transazione_finanziaria);
    expect(tf).toMatchObject({ stato: 'completed', numero_ricevuta: dopo!.ultimo });
    const ricevute = await rows<{ n: number }>(
      t.database,
      `select count(*)::int as n from allegati where s3_key like 'ricevute/%'
       and id_allegato = ${tf.ricevuta_id_allegato}`,
    );
    expect(ricevute[0]!.n).toBe(1);
  });
});

describe('checkout with Stripe (real SDK) and Satispay (our client) against their fakes', () => {
  let ctx: ContestoCheckout;
  let t: TestApp;
  let f: Famiglia;
  let finti: FornitoriFinti;
  let stripe: FakeStripe;
  let satispay: FakeSatispay;
  const prepara = (p: Record<string, unknown>) => ctx.prepara(p);
  const verifica = (id: number) => ctx.verifica(id);
  const evento = (sessionId: string, type = 'checkout.session.completed', id = 'evt_1') =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      data: { object: { id: sessionId, object: 'checkout.session' } },
    });
  const webhookStripe = (payload: string, firma: string) =>
    t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': firma },
      payload,
    });
  const firma = (payload: string, secret = STRIPE_WEBHOOK_SECRET) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });

  beforeAll(async () => {
    finti = await avviaFornitoriFinti();
    ({ stripe, satispay } = finti);
    ctx = await avviaContestoCheckout('pglite', ['genitore'], { payments: finti.payments });
    ({ t, f } = ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    await finti?.close();
  });

  it('Stripe: prepare, the payer pays, a signed webhook completes the payment once', async () => {
    const d = await ctx.nuovoDovuto(8500, f.figli[0]!.parte);
    const c = (
      await prepara({
        metodo: 'stripe',
        transazioni_economiche: [{ id_transazione_economica: d, importo: 8500 }],
      })
    ).data!.preparaCheckout;
    const sessione = stripe.sessions.get(c.stripe_payment_id)!;
    expect(sessione).toMatchObject({ amount_total: 8500 + commissioneCarta(8500), currency: 'eur' });
    expect(sessione.client_reference_id).toBe(String(c.id_transazione_finanziaria));
    const id = c.id_transazione_finanziaria as number;

    // Forged: wrong secret → 400; a genuine event while the session is still open → nothing.
    const forgiato = evento(c.stripe_payment_id);
    expect((await webhookStripe(forgiato, firma(forgiato, 'whsec_altro'))).statusCode).toBe(400);
    expect((await webhookStripe(forgiato, 'senza firma')).statusCode).toBe(400);
    expect((await webhookStripe(forgiato, firma(forgiato))).statusCode).toBe(200);
    expect((await ctx.pagamentoDb(id)).stato).toBe('initiated');

    stripe.paga(c.stripe_payment_id, 'paid');
    const payload = evento(c.stripe_payment_id);
    const intestazione = firma(payload);
    expect((await webhookStripe(payload, intestazione)).statusCode).toBe(200);
    const pagato = await ctx.pagamentoDb(id);
    expect(pagato).toMatchObject({ stato: 'completed' });
    expect(pagato.numero_ricevuta).toBeGreaterThan(0);
    expect(await ctx.statoDovuto(d)).toBe('totale_completata');

    // Replayed, and then the browser's own verification: the same one payment and number.
    expect((await webhookStripe(payload, intestazione)).statusCode).toBe(200);
    expect((await verifica(id)).data!.verificaCheckout).toBe(true);
    expect(await ctx.pagamentoDb(id)).toEqual(pagato);
    // A webhook naming a session we never made changes nothing.
    const ignoto = evento('cs_ignota');
    expect((await webhookStripe(ignoto, firma(ignoto))).statusCode).toBe(200);
  });

  it('Stripe: a provider amount that differs from ours is never recorded', async () => {
    const d = await ctx.nuovoDovuto(5000, f.figli[1]!.parte);
    const c = (
      await prepara({
        metodo: 'stripe',
        transazioni_economiche: [{ id_transazione_economica: d, importo: 5000 }],
      })
    ).data!.preparaCheckout;
    stripe.sessions.get(c.stripe_payment_id)!.amount_total = 100;
    stripe.paga(c.stripe_payment_id, 'paid');
    expect((await verifica(c.id_transazione_finanziaria)).data!.verificaCheckout).toBe(false);
    expect((await ctx.pagamentoDb(c.id_transazione_finanziaria)).stato).toBe('initiated');
    expect(await ctx.statoDovuto(d)).toBe('no');
  });

  it('Satispay: a callback only names the payment; the signed re-read decides', async () => {
    const d = await ctx.nuovoDovuto(4000, f.figli[0]!.parte);
    const c = (
      await prepara({
        metodo: 'satispay',
        transazioni_economiche: [{ id_transazione_economica: d, importo: 1 }],
      })
    ).data!.preparaCheckout;
    expect(satispay.pagamenti.get(c.satispay_payment_id)).toMatchObject({
      amount_unit: 4000 + commissioneSatispay(4000),
      external_code: String(c.id_transazione_finanziaria),
    });
    const callback = () =>
      t.app.inject({ method: 'GET', url: `/webhooks/satispay?payment_id=${c.satispay_payment_id}` });
    // A forged callback while the payer has not paid: nothing changes.
    expect((await callback()).statusCode).toBe(200);
    expect((await ctx.pagamentoDb(c.id_transazione_finanziaria)).stato).toBe('initiated');
    expect(
      (await t.app.inject({ method: 'GET', url: '/webhooks/satispay?payment_id=../x' })).statusCode,
    ).toBe(400);

    satispay.imposta(c.satispay_payment_id, 'ACCEPTED');
    expect((await callback()).statusCode).toBe(200);
    expect((await callback()).statusCode).toBe(200);
    const tf = await ctx.pagamentoDb(c.id_transazione_finanziaria);
    expect(tf.stato).toBe('completed');
    expect(tf.numero_ricevuta).toBeGreaterThan(0);
    expect(await ctx.statoDovuto(d)).toBe('totale_completata');
    expect((await verifica(c.id_transazione_finanziaria)).data!.verificaCheckout).toBe(true);
    expect(await ctx.pagamentoDb(c.id_transazione_finanziaria)).toEqual(tf);
  });
});
