import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  avviaContestoCheckout,
  avviaFornitoriFinti,
  type ContestoCheckout,
  type FornitoriFinti,
  STRIPE_WEBHOOK_SECRET,
} from './checkout-setup.ts';
import { gql, rows, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 23 item 2, decision 1005: paying the enrolment fee moves the enrolment in the transaction
// that records the payment, whatever the path: card on the sandbox, Stripe's webhook, Satispay's
// callback, a bank transfer's receipt then the office's check, the office's own payment, the
// solidarity fund. The enrolment is Giorgia's, the demo parent's daughter, set back to prevista with
// a fresh fee due before each path.

const M_TF =
  'mutation($m: ModificaTransazioneFinanziariaInput!) { modificaTransazioneFinanziaria(modifica_transazione_finanziaria: $m) }';
const M_AGEVOLAZIONE =
  'mutation ($a: AgevolazioneInput!) { concediAgevolazione(agevolazione: $a) { id_iscrizione stato_iscrizione } }';

interface Quota {
  iscrizione: number;
  dovuto: number;
  parte: number;
}

/** Giorgia's enrolment of the active year, back to prevista with a new unpaid fee due of 85 €. */
async function quotaDaPagare(ctx: ContestoCheckout): Promise<Quota> {
  const { iscrizione, parte } = await ctx.uno<{ iscrizione: number; parte: number }>(
    `select i.id_iscrizione as iscrizione, p.id_parte as parte from iscrizioni i join persone p using (id_persona)
     where p.nome = 'Giorgia' and p.cognome = 'Moretti' and i.anno_scout = ${ctx.f.anno}`,
  );
  await rows(ctx.t.database, `delete from transazioni_economiche where id_iscrizione = ${iscrizione}`);
  await rows(
    ctx.t.database,
    `update iscrizioni set stato_iscrizione = 'prevista' where id_iscrizione = ${iscrizione}`,
  );
  const { dovuto } = await ctx.uno<{ dovuto: number }>(
    `insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, causale_tipo, anno_scout, stato, id_iscrizione)
     values (${parte}, 1, 8500, 'Quota', 'iscrizione', ${ctx.f.anno}, 'no', ${iscrizione})
     returning id_transazione_economica as dovuto`,
  );
  return { iscrizione, dovuto, parte };
}

const statoIscrizione = async (ctx: ContestoCheckout, id: number) =>
  (
    await ctx.uno<{ stato: string }>(
      `select stato_iscrizione as stato from iscrizioni where id_iscrizione = ${id}`,
    )
  ).stato;

const carrello = (q: Quota, metodo: string) => ({
  metodo,
  transazioni_economiche: [{ id_transazione_economica: q.dovuto, importo: 8500 }],
});

describe.each(dbKinds)('paying the enrolment fee moves the enrolment (decision 1005) on %s', (kind) => {
  let ctx: ContestoCheckout;
  let t: TestApp;
  let tesoriere: string;
  let cens: string;
  const ufficio = (m: Record<string, unknown>) => gql(t.app, M_TF, { m }, tesoriere);

  beforeAll(async () => {
    ctx = await avviaContestoCheckout(kind, ['genitore']);
    t = ctx.t;
    tesoriere = await tokenFor(t.app, 'tesoriere');
    cens = await tokenFor(t.app, 'cens');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('card on the sandbox: paid and verified → sezione, with the change in the events', async () => {
    const q = await quotaDaPagare(ctx);
    const c = (await ctx.prepara(carrello(q, 'stripe'))).data!.preparaCheckout;
    // Prepared, not paid: still prevista.
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('prevista');
    const res = await t.app.inject({
      method: 'POST',
      url: `/sandbox/pagamento/${c.stripe_payment_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'esito=paga',
    });
    expect(res.statusCode).toBe(303);
    expect((await ctx.verifica(c.id_transazione_finanziaria)).data!.verificaCheckout).toBe(true);
    expect(await ctx.statoDovuto(q.dovuto)).toBe('totale_completata');
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('sezione');
    const eventi = await rows<{ details: unknown }>(
      t.database,
      `select details from eventi where "table" = 'iscrizioni' and row_id = ${q.iscrizione} order by id_evento desc limit 1`,
    );
    expect(JSON.stringify(eventi[0]?.details)).toContain('sezione');
  });

  it('bank transfer: the receipt → incorso; the office completes it → sezione', async () => {
    const q = await quotaDaPagare(ctx);
    const c = (await ctx.prepara(carrello(q, 'bank'))).data!.preparaCheckout;
    const chiave = await ctx.caricaRicevuta(c.bonifico_upload_url);
    expect((await ctx.verifica(c.id_transazione_finanziaria, chiave)).data!.verificaCheckout).toBe(true);
    expect(await ctx.statoDovuto(q.dovuto)).toBe('totale_incorso');
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('incorso');

    const r = await ufficio({
      id_transazione_finanziaria: c.id_transazione_finanziaria,
      id_parte_da: ctx.f.parteGenitore,
      id_parte_a: 1,
      importo: 8500,
      stato: 'completed',
      tipo_da: 'bank',
      tipo_a: 'bank',
      anno_scout: ctx.f.anno,
      transazioni: [],
    });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(await ctx.statoDovuto(q.dovuto)).toBe('totale_completata');
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('sezione');
  });

  it('bank transfer refused by the office: incorso goes back to prevista', async () => {
    const q = await quotaDaPagare(ctx);
    const c = (await ctx.prepara(carrello(q, 'bank'))).data!.preparaCheckout;
    const chiave = await ctx.caricaRicevuta(c.bonifico_upload_url);
    expect((await ctx.verifica(c.id_transazione_finanziaria, chiave)).data!.verificaCheckout).toBe(true);
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('incorso');
    const r = await ufficio({
      id_transazione_finanziaria: c.id_transazione_finanziaria,
      id_parte_da: ctx.f.parteGenitore,
      id_parte_a: 1,
      importo: 8500,
      stato: 'rejected',
      tipo_da: 'bank',
      tipo_a: 'bank',
      anno_scout: ctx.f.anno,
      transazioni: [],
    });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(await ctx.statoDovuto(q.dovuto)).toBe('no');
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('prevista');
  });

  /** The bank transfer's receipt for the fee: the due totale_incorso, the enrolment incorso. */
  const bonificoRicevuto = async (q: Quota) => {
    const c = (await ctx.prepara(carrello(q, 'bank'))).data!.preparaCheckout;
    const chiave = await ctx.caricaRicevuta(c.bonifico_upload_url);
    expect((await ctx.verifica(c.id_transazione_finanziaria, chiave)).data!.verificaCheckout).toBe(true);
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('incorso');
  };
  const eliminaDovuto = (id: number) =>
    gql(
      t.app,
      'mutation($m: ModificaTransazioneEconomicaInput!) { modificaTransazioneEconomica(modifica_transazione_economica: $m) }',
      { m: { id_transazione_economica: id, elimina: true } },
      tesoriere,
    );

  it('the office deletes the fee due of an incorso enrolment: no fee paid, so prevista again', async () => {
    const q = await quotaDaPagare(ctx);
    await bonificoRicevuto(q);
    const r = await eliminaDovuto(q.dovuto);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('prevista');
  });

  it("a due moved into another year no longer moves the enrolment it names (only the due's year's)", async () => {
    const q = await quotaDaPagare(ctx);
    await bonificoRicevuto(q);
    await rows(
      t.database,
      `update transazioni_economiche set anno_scout = ${ctx.f.anno - 1} where id_transazione_economica = ${q.dovuto}`,
    );
    const r = await eliminaDovuto(q.dovuto);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('incorso');
  });

  it('the office records a cash payment: part of the fee keeps prevista, the whole fee → sezione', async () => {
    const q = await quotaDaPagare(ctx);
    const contanti = (importo: number) =>
      ufficio({
        id_transazione_finanziaria: -1,
        id_parte_da: q.parte,
        id_parte_a: 1,
        importo,
        stato: 'completed',
        tipo_da: 'cash',
        tipo_a: 'cash',
        anno_scout: ctx.f.anno,
        transazioni: [{ id_transazione: -1, id_transazione_economica: q.dovuto, importo }],
      });
    expect((await contanti(3000)).errors).toBeUndefined();
    expect(await ctx.statoDovuto(q.dovuto)).toBe('parziale_completata');
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('prevista');
    expect((await contanti(5500)).errors).toBeUndefined();
    expect(await ctx.statoDovuto(q.dovuto)).toBe('totale_completata');
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('sezione');
  });

  it('a refused payment changes nothing; an annulled enrolment is never moved by a payment', async () => {
    const q = await quotaDaPagare(ctx);
    const c = (await ctx.prepara(carrello(q, 'stripe'))).data!.preparaCheckout;
    await t.app.inject({
      method: 'POST',
      url: `/sandbox/pagamento/${c.stripe_payment_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'esito=rifiuta',
    });
    await ctx.verifica(c.id_transazione_finanziaria);
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('prevista');

    await rows(
      t.database,
      `update iscrizioni set stato_iscrizione = 'nessuna' where id_iscrizione = ${q.iscrizione}`,
    );
    const r = await ufficio({
      id_transazione_finanziaria: -1,
      id_parte_da: q.parte,
      id_parte_a: 1,
      importo: 8500,
      stato: 'completed',
      tipo_da: 'cash',
      tipo_a: 'cash',
      anno_scout: ctx.f.anno,
      transazioni: [{ id_transazione: -1, id_transazione_economica: q.dovuto, importo: 8500 }],
    });
    expect(r.errors).toBeUndefined();
    expect(await ctx.statoDovuto(q.dovuto)).toBe('totale_completata');
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('nessuna');
  });

  it('the full solidarity fund settles the fee → sezione', async () => {
    const q = await quotaDaPagare(ctx);
    const r = await gql(
      t.app,
      M_AGEVOLAZIONE,
      { a: { id_iscrizione: q.iscrizione, tipo: 'fondo_solidarieta' } },
      cens,
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    expect(r.data!.concediAgevolazione.stato_iscrizione).toBe('sezione');
    expect(await ctx.statoDovuto(q.dovuto)).toBe('totale_completata');
  });
});

describe('paying the enrolment fee through Stripe’s webhook and Satispay’s callback (decision 1005)', () => {
  let ctx: ContestoCheckout;
  let finti: FornitoriFinti;

  beforeAll(async () => {
    finti = await avviaFornitoriFinti();
    ctx = await avviaContestoCheckout('pglite', ['genitore'], { payments: finti.payments });
  });
  afterAll(async () => {
    await ctx?.close();
    await finti?.close();
  });

  it('Stripe: the signed webhook completes the payment and the enrolment is sezione', async () => {
    const q = await quotaDaPagare(ctx);
    const c = (await ctx.prepara(carrello(q, 'stripe'))).data!.preparaCheckout;
    finti.stripe.paga(c.stripe_payment_id, 'paid');
    const payload = JSON.stringify({
      id: 'evt_quota',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: c.stripe_payment_id, object: 'checkout.session' } },
    });
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_WEBHOOK_SECRET,
        }),
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.statoDovuto(q.dovuto)).toBe('totale_completata');
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('sezione');
  });

  it('Satispay: the callback re-reads an accepted payment and the enrolment is sezione', async () => {
    const q = await quotaDaPagare(ctx);
    const c = (await ctx.prepara(carrello(q, 'satispay'))).data!.preparaCheckout;
    finti.satispay.imposta(c.satispay_payment_id, 'ACCEPTED');
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: `/webhooks/satispay?payment_id=${c.satispay_payment_id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await ctx.statoDovuto(q.dovuto)).toBe('totale_completata');
    expect(await statoIscrizione(ctx, q.iscrizione)).toBe('sezione');
  });
});
