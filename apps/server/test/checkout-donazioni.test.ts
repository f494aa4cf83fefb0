import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avviaContestoCheckout, type ContestoCheckout } from './checkout-setup.ts';
import { rows } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Decision 1209: a checkout's donation due goes with its checkout. A newer checkout that sets it aside
// removes its unpaid donation in the same transaction (no donation due stays open for ever); a
// donation any other payment touches is kept; a set-aside checkout paid after all (an old tab) gets
// its donation back, so its links add up to the money taken. On PostgreSQL the old tab's payment
// races the new preparation.

interface Donazione {
  id: number;
  importo: number;
  stato: string;
  causale_desc: string;
}

describe.each(dbKinds)('the donation of a replaced checkout (decision 1209) on %s', (kind) => {
  let ctx: ContestoCheckout;
  /** Donation dues created by these tests are those above this id (the seed has its own). */
  let primoId: number;

  const prepara = async (donazione: number, metodo = 'stripe', dovuti: number[] = []) => {
    const r = await ctx.prepara({
      metodo,
      donazione,
      transazioni_economiche: dovuti.map((id) => ({ id_transazione_economica: id })),
    });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.preparaCheckout as {
      id_transazione_finanziaria: number;
      stripe_payment_id: string | null;
      satispay_payment_id: string | null;
    };
  };
  /** The donation dues linked to a payment. */
  const donazioniDi = (idTf: number) =>
    rows<Donazione>(
      ctx.t.database,
      `select te.id_transazione_economica as id, te.importo::int as importo, te.stato, te.causale_desc
       from transazioni l join transazioni_economiche te using (id_transazione_economica)
       where l.id_transazione_finanziaria = ${idTf} and te.causale_tipo = 'donazione'`,
    );
  const esiste = async (idTe: number) =>
    (
      await rows<{ n: number }>(
        ctx.t.database,
        `select count(*)::int as n from transazioni_economiche where id_transazione_economica = ${idTe}`,
      )
    )[0]!.n === 1;
  /** This test run's donation dues that no live payment (initiated, started, completed) stands behind. */
  const orfane = () =>
    rows<{ id: number }>(
      ctx.t.database,
      `select te.id_transazione_economica as id from transazioni_economiche te
       where te.causale_tipo = 'donazione' and te.id_transazione_economica > ${primoId}
         and not exists (select 1 from transazioni l join transazioni_finanziarie f using (id_transazione_finanziaria)
           where l.id_transazione_economica = te.id_transazione_economica and f.stato <> 'rejected')`,
    );
  /** Σ of a payment's links against its amount (a checkout's links always add up to it once paid). */
  const allocazione = async (idTf: number) =>
    (
      await rows<{ importo: number; collegato: number }>(
        ctx.t.database,
        `select f.importo::int as importo, coalesce((select sum(l.importo) from transazioni l
           where l.id_transazione_finanziaria = f.id_transazione_finanziaria), 0)::int as collegato
         from transazioni_finanziarie f where f.id_transazione_finanziaria = ${idTf}`,
      )
    )[0]!;
  const pagaSulSandbox = async (providerId: string) => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: `/sandbox/pagamento/${providerId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'esito=paga',
    });
    expect(res.statusCode).toBe(303);
  };

  beforeAll(async () => {
    ctx = await avviaContestoCheckout(kind, ['genitore']);
    // The donor's data of a deductible receipt (spec 3 §5), whatever the demo data hold.
    await ctx.uno(
      `update persone set codice_fiscale = coalesce(codice_fiscale, 'RSSMRA80A01F205X'),
         residenza_indirizzo = coalesce(residenza_indirizzo, 'Via Roma 1'),
         residenza_comune = coalesce(residenza_comune, 'Milano'), residenza_provincia = coalesce(residenza_provincia, 'MI')
       where id_persona = ${ctx.f.genitore} returning id_persona`,
    );
    primoId = (
      await ctx.uno<{ id: number }>(
        'select coalesce(max(id_transazione_economica), 0)::int as id from transazioni_economiche',
      )
    ).id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a replaced checkout’s unpaid donation is removed; a reused one and the new one keep theirs', async () => {
    const dovuto = await ctx.nuovoDovuto(3000);
    const a = await prepara(2500, 'stripe', [dovuto]);
    const [donoA] = await donazioniDi(a.id_transazione_finanziaria);
    expect(donoA).toMatchObject({ importo: 2500, stato: 'no' });
    // The same cart again (a double click, a return to the page): the same checkout and donation.
    expect((await prepara(2500, 'stripe', [dovuto])).id_transazione_finanziaria).toBe(
      a.id_transazione_finanziaria,
    );
    expect(await esiste(donoA!.id)).toBe(true);

    // Another method: A is set aside and its donation goes with it; B has its own.
    const b = await prepara(2500, 'satispay', [dovuto]);
    expect((await ctx.pagamentoDb(a.id_transazione_finanziaria)).stato).toBe('rejected');
    expect(await esiste(donoA!.id)).toBe(false);
    expect(await donazioniDi(b.id_transazione_finanziaria)).toEqual([
      expect.objectContaining({ importo: 2500, stato: 'no' }),
    ]);
    // A's due link is kept (the checkout still names what it was for); only the donation left.
    expect(await allocazione(a.id_transazione_finanziaria)).toMatchObject({ collegato: 3000 });

    // A donation-only checkout replaced by one without a donation: nothing of it is left.
    const c = await prepara(1000, 'bank');
    const [donoC] = await donazioniDi(c.id_transazione_finanziaria);
    await prepara(0, 'bank', [dovuto]);
    expect(await esiste(donoC!.id)).toBe(false);
    expect(await orfane()).toEqual([]);
  });

  it('a donation another payment is linked to is never removed', async () => {
    const a = await prepara(4000, 'satispay');
    const [dono] = await donazioniDi(a.id_transazione_finanziaria);
    // The office records a completed cash payment of 10 € on that donation.
    const ufficio = await ctx.uno<{ id: number }>(
      `insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, commissione_da, commissione_a, stato,
         tipo_da, tipo_a, data_pagata, anno_scout)
       values (${ctx.f.parteGenitore}, 1, 1000, 0, 0, 'completed', 'cash', 'cash', now(), ${ctx.f.anno})
       returning id_transazione_finanziaria as id`,
    );
    await ctx.uno(
      `insert into transazioni (id_transazione_economica, id_transazione_finanziaria, importo)
       values (${dono!.id}, ${ufficio.id}, 1000) returning id_transazione`,
    );
    await prepara(500, 'stripe');
    expect((await ctx.pagamentoDb(a.id_transazione_finanziaria)).stato).toBe('rejected');
    expect(await esiste(dono!.id)).toBe(true);
    expect(await donazioniDi(ufficio.id)).toEqual([expect.objectContaining({ id: dono!.id, importo: 4000 })]);
  });

  it('a set-aside checkout paid after all gets its donation back, counted and named on the payer', async () => {
    const dovuto = await ctx.nuovoDovuto(2000, ctx.f.figli[1]!.parte);
    const a = await prepara(1500, 'stripe', [dovuto]);
    const [perso] = await donazioniDi(a.id_transazione_finanziaria);
    await prepara(0, 'satispay', [dovuto]);
    expect(await esiste(perso!.id)).toBe(false);

    // The old tab pays: the provider took dues, donation and fee; every cent is linked again.
    await pagaSulSandbox(a.stripe_payment_id!);
    expect((await ctx.verifica(a.id_transazione_finanziaria)).data!.verificaCheckout).toBe(true);
    expect((await ctx.pagamentoDb(a.id_transazione_finanziaria)).stato).toBe('completed');
    const [tornata] = await donazioniDi(a.id_transazione_finanziaria);
    expect(tornata).toMatchObject({
      importo: 1500,
      stato: 'totale_completata',
      causale_desc: perso!.causale_desc,
    });
    expect(await allocazione(a.id_transazione_finanziaria)).toEqual({ importo: 3500, collegato: 3500 });
    // Confirmed again: nothing more is added.
    expect((await ctx.verifica(a.id_transazione_finanziaria)).data!.verificaCheckout).toBe(true);
    expect(await donazioniDi(a.id_transazione_finanziaria)).toHaveLength(1);
    expect(await orfane()).toEqual([]);
  });

  if (kind === 'postgres')
    it('the old tab’s payment racing a new preparation: one donation per paid checkout, none orphaned', async () => {
      for (let giro = 0; giro < 5; giro++) {
        const a = await prepara(1200 + giro, 'stripe');
        await pagaSulSandbox(a.stripe_payment_id!);
        const [verificata, nuova] = await Promise.all([
          ctx.verifica(a.id_transazione_finanziaria),
          ctx.prepara({ metodo: 'satispay', donazione: 800, transazioni_economiche: [] }),
        ]);
        expect(verificata.data?.verificaCheckout, JSON.stringify(verificata.errors)).toBe(true);
        expect(nuova.errors, JSON.stringify(nuova.errors)).toBeUndefined();
        // Whichever went first, A is paid with exactly its donation, and B has its own.
        expect((await ctx.pagamentoDb(a.id_transazione_finanziaria)).stato).toBe('completed');
        expect(await donazioniDi(a.id_transazione_finanziaria)).toEqual([
          expect.objectContaining({ importo: 1200 + giro, stato: 'totale_completata' }),
        ]);
        expect(await allocazione(a.id_transazione_finanziaria)).toEqual({
          importo: 1200 + giro,
          collegato: 1200 + giro,
        });
        const b = nuova.data!.preparaCheckout.id_transazione_finanziaria as number;
        expect(await donazioniDi(b)).toEqual([expect.objectContaining({ importo: 800, stato: 'no' })]);
      }
      // The last B stays open; every B before it was set aside with its donation.
      expect(await orfane()).toEqual([]);
    });
});
