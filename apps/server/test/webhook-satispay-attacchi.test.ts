import { commissioneSatispay } from '@zaino/domain/quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  avviaContestoCheckout,
  avviaFornitoriFinti,
  type ContestoCheckout,
  type FornitoriFinti,
} from './checkout-setup.ts';
import { dbKinds } from './test-db.ts';

// Decisions 1201, 1202, 1207: Satispay's notification (a GET or POST naming a payment, with no
// signature and no state) attacked: forged, replayed, with another amount, for a payment that is not
// a Satispay checkout, and racing the return page's verification. It only ever names a payment to
// read again with our key: a payment is completed once, with one receipt number and one mail.

describe.each(dbKinds)('Satispay notifications attacked on %s', (kind) => {
  let ctx: ContestoCheckout;
  let finti: FornitoriFinti;
  const notifica = (paymentId: string, metodo: 'GET' | 'POST' = 'GET', payload?: string) =>
    ctx.t.app.inject({
      method: metodo,
      url: `/webhooks/satispay?payment_id=${encodeURIComponent(paymentId)}`,
      ...(payload ? { headers: { 'content-type': 'application/json' }, payload } : {}),
    });
  /** A Satispay checkout of a new due: our payment id and Satispay's. */
  const checkoutSatispay = async (importo: number) => {
    const d = await ctx.nuovoDovuto(importo);
    const r = await ctx.prepara({
      metodo: 'satispay',
      transazioni_economiche: [{ id_transazione_economica: d }],
    });
    expect(r.errors).toBeUndefined();
    const c = r.data!.preparaCheckout;
    return { d, id: c.id_transazione_finanziaria as number, satispay: c.satispay_payment_id as string };
  };
  /** Receipt mails of the section's receipt number `numero` (the outbox: the embedded mailer). */
  const mailDellaRicevuta = async (numero: number) => {
    await ctx.t.app.ricevute.attendi();
    return (
      await ctx.uno<{ n: number }>(
        `select count(*)::int as n from mail_outbox where subject like '%ricevuta n. ${numero} -%'`,
      )
    ).n;
  };
  const ultimoNumero = async () =>
    (
      await ctx.uno<{ n: number | null }>(
        `select max(ultimo_numero) as n from contatori_ricevute where id_parte = 1 and anno_scout = ${ctx.f.anno}`,
      )
    ).n ?? 0;

  beforeAll(async () => {
    finti = await avviaFornitoriFinti();
    ctx = await avviaContestoCheckout(kind, ['genitore'], { payments: finti.payments });
  });
  afterAll(async () => {
    await ctx?.close();
    await finti?.close();
  });

  it('forged: a malformed id is refused; a body claiming payment, or an unknown id, changes nothing', async () => {
    const c = await checkoutSatispay(3000);
    for (const id of ['', '../payments', 'a b', `${c.satispay}'--`])
      expect((await notifica(id)).statusCode).toBe(400);
    const finto = JSON.stringify({
      id: c.satispay,
      status: 'ACCEPTED',
      amount_unit: 1,
      external_code: String(c.id),
    });
    expect((await notifica(c.satispay, 'POST', finto)).statusCode).toBe(200);
    expect((await notifica('00000000-0000-0000-0000-000000000000')).statusCode).toBe(200);
    expect(await ctx.pagamentoDb(c.id)).toMatchObject({ stato: 'initiated', numero_ricevuta: null });
    expect(await ctx.statoDovuto(c.d)).toBe('no');
  });

  it('replayed: completed once, with one receipt number and one mail', async () => {
    const c = await checkoutSatispay(4200);
    const prima = await ultimoNumero();
    finti.satispay.imposta(c.satispay, 'ACCEPTED');
    for (let i = 0; i < 3; i++)
      expect((await notifica(c.satispay, i % 2 ? 'POST' : 'GET')).statusCode).toBe(200);
    const tf = await ctx.pagamentoDb(c.id);
    expect(tf).toMatchObject({ stato: 'completed', numero_ricevuta: prima + 1 });
    expect(tf.ricevuta_id_allegato).not.toBeNull();
    expect(await ultimoNumero()).toBe(prima + 1);
    expect(await mailDellaRicevuta(prima + 1)).toBe(1);
    // Satispay later marking it expired or canceled never undoes money taken.
    finti.satispay.imposta(c.satispay, 'CANCELED');
    expect((await notifica(c.satispay)).statusCode).toBe(200);
    expect(await ctx.pagamentoDb(c.id)).toEqual(tf);
    expect(await mailDellaRicevuta(prima + 1)).toBe(1);
  });

  it('a payment Satispay holds with another amount or reference is never recorded', async () => {
    const c = await checkoutSatispay(5000);
    const p = finti.satispay.pagamenti.get(c.satispay)!;
    expect(p.amount_unit).toBe(5000 + commissioneSatispay(5000));
    finti.satispay.imposta(c.satispay, 'ACCEPTED');
    p.amount_unit = 100;
    expect((await notifica(c.satispay)).statusCode).toBe(200);
    p.amount_unit = 5000 + commissioneSatispay(5000);
    p.external_code = String(c.id + 1);
    expect((await notifica(c.satispay)).statusCode).toBe(200);
    expect(await ctx.pagamentoDb(c.id)).toMatchObject({ stato: 'initiated', numero_ricevuta: null });
    expect(await ctx.statoDovuto(c.d)).toBe('no');
  });

  it('a notification naming a Stripe checkout, or a payment the office recorded, moves nothing', async () => {
    // A paid Stripe session named on Satispay's route.
    const d = await ctx.nuovoDovuto(2600);
    const s = (
      await ctx.prepara({ metodo: 'stripe', transazioni_economiche: [{ id_transazione_economica: d }] })
    ).data!.preparaCheckout;
    finti.stripe.paga(s.stripe_payment_id, 'paid');
    expect((await notifica(s.stripe_payment_id)).statusCode).toBe(200);
    expect((await ctx.pagamentoDb(s.id_transazione_finanziaria)).stato).toBe('initiated');
    // A Satispay payment the office recorded as refused, with the id of a payment Satispay holds as
    // accepted for it: only the office changes its own records (as for verificaCheckout).
    const { id } = await ctx.uno<{ id: number }>(
      `insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, anno_scout)
       values (${ctx.f.parteGenitore}, 1, 1500, 'rejected', 'satispay', 'satispay', ${ctx.f.anno})
       returning id_transazione_finanziaria as id`,
    );
    const creato = await finti.payments.satispay!.createPayment({
      id_transazione_finanziaria: id,
      importo: 1500,
      descrizione: `Pagamento ${id}`,
      idempotencyKey: `ufficio-${id}`,
      returnUrl: 'http://localhost:3000/',
    });
    finti.satispay.imposta(creato.providerId, 'ACCEPTED');
    await ctx.uno(
      `update transazioni_finanziarie set satispay_payment_id = '${creato.providerId}' where id_transazione_finanziaria = ${id} returning 1`,
    );
    expect((await notifica(creato.providerId)).statusCode).toBe(200);
    expect(await ctx.pagamentoDb(id)).toMatchObject({ stato: 'rejected', numero_ricevuta: null });
  });

  if (kind === 'postgres')
    it('notifications racing the return page’s verification: completed once, one number, one mail', async () => {
      const c = await checkoutSatispay(3300);
      const prima = await ultimoNumero();
      finti.satispay.imposta(c.satispay, 'ACCEPTED');
      const [notifiche, verifiche] = await Promise.all([
        Promise.all(Array.from({ length: 5 }, () => notifica(c.satispay))),
        Promise.all(Array.from({ length: 5 }, () => ctx.verifica(c.id))),
      ]);
      expect(notifiche.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      for (const v of verifiche) expect(v.data?.verificaCheckout, JSON.stringify(v.errors)).toBe(true);
      expect(await ctx.pagamentoDb(c.id)).toMatchObject({ stato: 'completed', numero_ricevuta: prima + 1 });
      expect(await ultimoNumero()).toBe(prima + 1);
      expect(await ctx.statoDovuto(c.d)).toBe('totale_completata');
      expect(await mailDellaRicevuta(prima + 1)).toBe(1);
    });
});

describe('Satispay notifications while the sandbox stands in for Satispay', () => {
  let ctx: ContestoCheckout;
  beforeAll(async () => {
    ctx = await avviaContestoCheckout('pglite', ['genitore']);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('are refused (the sandbox sends none): only the return page’s verification records the payment', async () => {
    const d = await ctx.nuovoDovuto(1200);
    const c = (
      await ctx.prepara({ metodo: 'satispay', transazioni_economiche: [{ id_transazione_economica: d }] })
    ).data!.preparaCheckout;
    const pagina = await ctx.t.app.inject({
      method: 'POST',
      url: `/sandbox/pagamento/${c.satispay_payment_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'esito=paga',
    });
    expect(pagina.statusCode).toBe(303);
    const r = await ctx.t.app.inject({
      method: 'GET',
      url: `/webhooks/satispay?payment_id=${c.satispay_payment_id}`,
    });
    expect(r.statusCode).toBe(400);
    expect((await ctx.pagamentoDb(c.id_transazione_finanziaria)).stato).toBe('initiated');
    expect((await ctx.verifica(c.id_transazione_finanziaria)).data!.verificaCheckout).toBe(true);
    expect((await ctx.pagamentoDb(c.id_transazione_finanziaria)).stato).toBe('completed');
  });
});
