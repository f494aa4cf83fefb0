import { PREFISSO_CHECKOUT } from '@zaino/domain/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  avviaContestoCheckout,
  avviaFornitoriFinti,
  type ContestoCheckout,
  type FornitoriFinti,
} from './checkout-setup.ts';
import { dbKinds } from './test-db.ts';
import { startTestApp, tokenFor } from './helpers.ts';

// Spec 2 §4 "check Satispay", §7 GET /satispayWebhook → status, toUpdate, updated (decision 1023):
// the office asks Satispay (our local fake speaking its signed API) again about every pending
// Satispay checkout; the accepted ones are completed once, the others stay; a second check updates
// nothing; every run is in the step history; administrators only.

describe.each(dbKinds)('the Satispay check on %s', (kind) => {
  let ctx: ContestoCheckout;
  let finti: FornitoriFinti;
  const verifica = (chi: 'cens' | 'genitore' = 'cens') =>
    ctx.t.app.inject({
      method: 'GET',
      url: '/satispayWebhook',
      headers: { authorization: `Bearer ${ctx.token.get(chi)}` },
    });
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

  beforeAll(async () => {
    finti = await avviaFornitoriFinti();
    ctx = await avviaContestoCheckout(kind, ['genitore', 'cens'], { payments: finti.payments });
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
    await finti?.close();
  });

  it('completes the accepted pending payments, leaves the others, and a second check updates nothing', async () => {
    const inSospeso = async () =>
      (
        await ctx.uno<{ n: number }>(
          `select count(*)::int as n from transazioni_finanziarie where tipo_da = 'satispay'
           and satispay_payment_id is not null and stato in ('initiated', 'started')
           and idempotency_key like '${PREFISSO_CHECKOUT}%'`,
        )
      ).n;
    // One family's new checkout replaces its open one (decision 1211): one payment at a time.
    const pagato = await checkoutSatispay(3100);
    finti.satispay.imposta(pagato.satispay, 'ACCEPTED');
    const prima = await inSospeso();
    expect(prima).toBeGreaterThan(0);
    // Decision 1026: the preview lists what the check would ask about, and asks and writes nothing.
    const passiPrima = (await ctx.uno<{ n: number }>('select count(*)::int as n from passi_ciclo')).n;
    const anteprima = await ctx.t.app.inject({
      method: 'GET',
      url: '/segreteria/verifica-satispay/anteprima',
      headers: { authorization: `Bearer ${ctx.token.get('cens')}` },
    });
    expect(anteprima.statusCode, anteprima.body).toBe(200);
    expect(anteprima.json()).toMatchObject({ status: 'success', toUpdate: prima });
    expect(anteprima.json().pagamenti).toContainEqual(
      expect.objectContaining({ id_transazione_finanziaria: pagato.id, importo: 3100 }),
    );
    expect((await ctx.pagamentoDb(pagato.id)).stato).not.toBe('completed');
    expect((await ctx.uno<{ n: number }>('select count(*)::int as n from passi_ciclo')).n).toBe(passiPrima);
    const r = await verifica();
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ status: 'success', toUpdate: prima, updated: 1 });
    expect(await ctx.pagamentoDb(pagato.id)).toMatchObject({ stato: 'completed' });
    expect(await ctx.statoDovuto(pagato.d)).toBe('totale_completata');

    const inAttesa = await checkoutSatispay(3200);
    const ancora = await verifica();
    expect(ancora.json()).toEqual({ status: 'success', toUpdate: prima, updated: 0 });
    expect((await ctx.pagamentoDb(inAttesa.id)).stato).toBe('initiated');
    expect(await ctx.pagamentoDb(pagato.id)).toMatchObject({ stato: 'completed' });
    const storico = await ctx.uno<{ n: number; ultimo: Record<string, number> }>(
      `select count(*)::int as n, (array_agg(conteggi order by id_passo desc))[1] as ultimo
       from passi_ciclo where passo = 'verifica-satispay' and esito = 'successo'`,
    );
    expect(storico).toEqual({ n: 2, ultimo: { toUpdate: prima, updated: 0 } });
  });

  it('is refused to a family, and to an anonymous caller', async () => {
    expect((await verifica('genitore')).statusCode).toBe(403);
    expect((await ctx.t.app.inject({ method: 'GET', url: '/satispayWebhook' })).statusCode).toBe(401);
  });

  it('the checklist says whether Satispay and the national register are connected', async () => {
    const r = await ctx.t.app.inject({
      method: 'GET',
      url: '/segreteria/passi',
      headers: { authorization: `Bearer ${ctx.token.get('cens')}` },
    });
    expect(r.json().verifiche).toEqual([
      { nome: 'push-censimenti-nazionale', collegato: false },
      { nome: 'download-nazionale', collegato: false },
      { nome: 'verifica-satispay', collegato: true },
    ]);
  });
});

describe('the Satispay check without Satispay configured', () => {
  it('says so clearly and changes nothing', async () => {
    const t = await startTestApp('pglite', {
      payments: { stripe: undefined, satispay: undefined, sandbox: undefined },
    });
    try {
      const r = await t.app.inject({
        method: 'GET',
        url: '/satispayWebhook',
        headers: { authorization: `Bearer ${await tokenFor(t.app, 'cens')}` },
      });
      expect(r.json()).toEqual({ status: 'failed', message: 'Nessun collegamento a Satispay configurato' });
      const anteprima = await t.app.inject({
        method: 'GET',
        url: '/segreteria/verifica-satispay/anteprima',
        headers: { authorization: `Bearer ${await tokenFor(t.app, 'cens')}` },
      });
      expect(anteprima.json()).toEqual({
        status: 'failed',
        message: 'Nessun collegamento a Satispay configurato',
      });
    } finally {
      await t.close();
    }
  }, 120_000);
});
