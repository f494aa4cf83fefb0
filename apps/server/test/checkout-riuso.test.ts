import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avviaContestoCheckout, type ContestoCheckout } from './checkout-setup.ts';
import { tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Decision 0432: the same cart again (a family reloading the checkout page) is answered from one
// snapshot, without waiting for the preparations' turn (decision 1207); whatever would write still
// waits for it. Shown on PostgreSQL, where another session can hold the turn.

const kind = dbKinds.find((k) => k === 'postgres');
const PREPARAZIONI_LOCK = 7_240_521;

/** The promise's value if it settles within `ms`, else 'in attesa'. */
const entro = <T>(ms: number, p: Promise<T>) =>
  Promise.race([p, new Promise<'in attesa'>((r) => setTimeout(() => r('in attesa'), ms))]);

if (kind === 'postgres') {
  describe('the same cart again on PostgreSQL', () => {
    let ctx: ContestoCheckout;
    let turno: pg.Client;
    beforeAll(async () => {
      ctx = await avviaContestoCheckout('postgres', ['genitore']);
      await ctx.uno(
        `insert into parentele (id_persona_genitore, id_persona_figlio, "desc")
         select u.id_persona, ${ctx.f.figli[0]!.persona}, 'Mamma' from auth_user u
         where u.email = 'genitore2@demo.zaino.it' returning 1`,
      );
      ctx.token.set('genitore2', await tokenFor(ctx.t.app, 'genitore2'));
      turno = new pg.Client({ connectionString: ctx.t.database.url });
      await turno.connect();
    });
    afterAll(async () => {
      await turno?.end();
      await ctx?.close();
    });
    const carta = (dovuti: number[], chi?: 'genitore' | 'genitore2') =>
      ctx.prepara(
        { metodo: 'stripe', transazioni_economiche: dovuti.map((id) => ({ id_transazione_economica: id })) },
        chi,
      );
    const idDi = (r: Awaited<ReturnType<typeof carta>>) => {
      expect(r.errors).toBeUndefined();
      return r.data!.preparaCheckout.id_transazione_finanziaria as number;
    };

    it('answers the same cart while another preparation holds the turn; a new cart waits for it', async () => {
      const dovuti = [await ctx.nuovoDovuto(4000), await ctx.nuovoDovuto(1500)];
      const primo = idDi(await carta(dovuti));
      const versione = await ctx.uno<{ v: string }>(
        `select xmin::text as v from transazioni_finanziarie where id_transazione_finanziaria = ${primo}`,
      );
      await turno.query('begin');
      await turno.query('select pg_advisory_xact_lock($1)', [PREPARAZIONI_LOCK]);
      try {
        const di_nuovo = await entro(5000, carta(dovuti));
        expect(di_nuovo).not.toBe('in attesa');
        expect(idDi(di_nuovo as Awaited<ReturnType<typeof carta>>)).toBe(primo);
        expect(
          await ctx.uno<{ v: string }>(
            `select xmin::text as v from transazioni_finanziarie where id_transazione_finanziaria = ${primo}`,
          ),
        ).toEqual(versione);

        const altro = carta([dovuti[0]!]);
        expect(await entro(400, altro)).toBe('in attesa');
        await turno.query('commit');
        const secondo = idDi(await altro);
        expect(secondo).not.toBe(primo);
        expect((await ctx.pagamentoDb(primo)).stato).toBe('rejected');
      } finally {
        await turno.query('rollback').catch(() => {});
      }
    });

    it("waits for the turn when the cart's dues have another payer's open checkout to set aside", async () => {
      const dovuti = [await ctx.nuovoDovuto(2500)];
      const mio = idDi(await carta(dovuti));
      const suo = idDi(await carta(dovuti, 'genitore2'));
      expect((await ctx.pagamentoDb(mio)).stato).toBe('rejected');
      await turno.query('begin');
      await turno.query('select pg_advisory_xact_lock($1)', [PREPARAZIONI_LOCK]);
      try {
        const di_nuovo = carta(dovuti);
        expect(await entro(400, di_nuovo)).toBe('in attesa');
        await turno.query('commit');
        const nuovo = idDi(await di_nuovo);
        expect([mio, suo]).not.toContain(nuovo);
        expect((await ctx.pagamentoDb(suo)).stato).toBe('rejected');
        expect((await ctx.pagamentoDb(nuovo)).stato).toBe('initiated');
      } finally {
        await turno.query('rollback').catch(() => {});
      }
    });
  });
}
