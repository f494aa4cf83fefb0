import { MSG_CHECKOUT } from '@zaino/domain/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avviaContestoCheckout, type ContestoCheckout } from './checkout-setup.ts';
import { type DemoUser, errorType, rows, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Decisions 1202, 1207: bank checkouts raced on PostgreSQL, where transactions really run side by
// side (PGlite has one connection). Two tabs or two parents of one family, one receipt file sent for
// two payments at once: no due is covered twice, no file serves two payments, every loser gets an
// Italian message or a checkout set aside, and the end state is the same as one at a time.

const kind = dbKinds.find((k) => k === 'postgres');

if (kind === 'postgres') {
  describe('bank checkouts raced on PostgreSQL', () => {
    let ctx: ContestoCheckout;
    const bonifico = (dovuti: number[], chi?: DemoUser) =>
      ctx.prepara(
        { metodo: 'bank', transazioni_economiche: dovuti.map((id) => ({ id_transazione_economica: id })) },
        chi,
      );
    /** The checkouts linked to these dues, with their state and the sum of their links. */
    const pagamentiSu = (dovuti: number[]) =>
      rows<{ id: number; stato: string; importo: number; collegato: number }>(
        ctx.t.database,
        `select f.id_transazione_finanziaria as id, f.stato, f.importo::int as importo,
             (select sum(l2.importo)::int from transazioni l2 where l2.id_transazione_finanziaria = f.id_transazione_finanziaria) as collegato
           from transazioni_finanziarie f
           where f.id_transazione_finanziaria in (select id_transazione_finanziaria from transazioni
             where id_transazione_economica in (${dovuti.join(',')}))
           order by f.id_transazione_finanziaria`,
      );
    /** Per due: its amount and what started and completed links cover (what counts as paid). */
    const coperture = (dovuti: number[]) =>
      rows<{ id: number; importo: number; coperto: number; stato: string }>(
        ctx.t.database,
        `select te.id_transazione_economica as id, te.importo::int as importo, te.stato,
             coalesce((select sum(l.importo) from transazioni l join transazioni_finanziarie f using (id_transazione_finanziaria)
               where l.id_transazione_economica = te.id_transazione_economica and f.stato in ('started', 'completed')), 0)::int as coperto
           from transazioni_economiche te where te.id_transazione_economica in (${dovuti.join(',')})
           order by te.id_transazione_economica`,
      );

    beforeAll(async () => {
      ctx = await avviaContestoCheckout('postgres', ['genitore']);
      // A second parent of the first child: 'genitore2' pays for the same dues from another account.
      await ctx.uno(
        `insert into parentele (id_persona_genitore, id_persona_figlio, "desc")
         select u.id_persona, ${ctx.f.figli[0]!.persona}, 'Mamma' from auth_user u where u.email = 'genitore2@demo.zaino.it'`,
      );
      ctx.token.set('genitore2', await tokenFor(ctx.t.app, 'genitore2'));
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('one receipt file sent for two payments at once: one is attached, the other is told the file is used', async () => {
      for (let giro = 0; giro < 5; giro++) {
        const a = (await bonifico([await ctx.nuovoDovuto(1000)])).data!.preparaCheckout;
        const b = (await bonifico([await ctx.nuovoDovuto(2000, ctx.f.figli[1]!.parte)])).data!
          .preparaCheckout;
        const chiave = await ctx.caricaRicevuta(a.bonifico_upload_url);
        const esiti = await Promise.all([
          ctx.verifica(a.id_transazione_finanziaria, chiave),
          ctx.verifica(b.id_transazione_finanziaria, chiave),
        ]);
        const riusciti = esiti.filter((e) => e.data?.verificaCheckout === true);
        const rifiutati = esiti.filter((e) => e.errors);
        expect(riusciti).toHaveLength(1);
        expect(rifiutati.map((e) => [errorType(e), e.errors![0]!.message])).toEqual([
          ['CONFLICT', MSG_CHECKOUT.fileGiaUsato],
        ]);
        const allegati = await ctx.uno<{ n: number; pagamenti: number }>(
          `select count(*)::int as n, count(distinct f.id_transazione_finanziaria)::int as pagamenti
           from allegati a join transazioni_finanziarie f on f.bonifico_id_allegato = a.id_allegato where a.s3_key = '${chiave}'`,
        );
        expect(allegati).toEqual({ n: 1, pagamenti: 1 });
        // The loser is as before (set aside by the second preparation: one open checkout per payer).
        const stati = [
          (await ctx.pagamentoDb(a.id_transazione_finanziaria)).stato,
          (await ctx.pagamentoDb(b.id_transazione_finanziaria)).stato,
        ];
        expect(stati).toEqual(esiti[0]!.errors ? ['rejected', 'started'] : ['started', 'initiated']);
      }
    });

    it('two parents and two tabs start bank checkouts on the same dues at once: one stays open, none counts twice', async () => {
      const d1 = await ctx.nuovoDovuto(4000);
      const d2 = await ctx.nuovoDovuto(2500);
      const chi: DemoUser[] = ['genitore', 'genitore2', 'genitore', 'genitore2'];
      const carrelli = [[d1, d2], [d1, d2], [d1], [d1, d2]];
      const esiti = await Promise.all(carrelli.map((c, i) => bonifico(c, chi[i])));
      for (const e of esiti) expect(e.errors, JSON.stringify(e.errors)).toBeUndefined();
      const pagamenti = await pagamentiSu([d1, d2]);
      // Every checkout links exactly its amount; one is open, the others set aside; nothing is paid yet.
      for (const p of pagamenti) expect(p.collegato).toBe(p.importo);
      expect(pagamenti.filter((p) => p.stato === 'initiated')).toHaveLength(1);
      expect(pagamenti.every((p) => ['initiated', 'rejected'].includes(p.stato))).toBe(true);
      expect((await coperture([d1, d2])).map((c) => [c.coperto, c.stato])).toEqual([
        [0, 'no'],
        [0, 'no'],
      ]);

      // Every tab sends its receipt at once: the first to arrive covers the dues; the others are told
      // the dues are paid or being checked, and no due is covered beyond its amount.
      const caricati = await Promise.all(
        esiti.map(async (e, i) => {
          const c = e.data!.preparaCheckout;
          return {
            id: c.id_transazione_finanziaria as number,
            chi: chi[i],
            chiave: await ctx.caricaRicevuta(c.bonifico_upload_url),
          };
        }),
      );
      const unici = [...new Map(caricati.map((c) => [c.id, c])).values()];
      const conferme = await Promise.all(unici.map((c) => ctx.verifica(c.id, c.chiave, c.chi)));
      const riuscite = conferme.filter((r) => r.data?.verificaCheckout === true);
      expect(riuscite).toHaveLength(1);
      for (const r of conferme.filter((x) => x.errors))
        expect([errorType(r), r.errors![0]!.message]).toEqual(['CONFLICT', MSG_CHECKOUT.giaPagata]);
      for (const c of await coperture([d1, d2])) {
        expect(c.coperto).toBeLessThanOrEqual(c.importo);
        expect(c.stato).toBe(c.coperto === c.importo ? 'totale_incorso' : 'no');
      }
      expect((await coperture([d1])).map((c) => c.coperto)).toEqual([4000]);
      expect((await pagamentiSu([d1, d2])).filter((p) => p.stato === 'started')).toHaveLength(1);
    });

    it('twenty starts at once by two parents end in one open checkout, each answered', async () => {
      const d = await ctx.nuovoDovuto(1800);
      const chi = (i: number): DemoUser => (i % 2 ? 'genitore2' : 'genitore');
      const esiti = await Promise.all(Array.from({ length: 20 }, (_, i) => bonifico([d], chi(i))));
      const messaggi = esiti.flatMap((e) => (e.errors ?? []).map((x) => x.message));
      expect(messaggi).toEqual([]);
      const pagamenti = await pagamentiSu([d]);
      expect(pagamenti.filter((p) => p.stato === 'initiated')).toHaveLength(1);
      expect(
        pagamenti.every((p) => ['initiated', 'rejected'].includes(p.stato) && p.collegato === p.importo),
      ).toBe(true);
      // Every answer names a checkout that exists: the open one, or one a later start set aside.
      const ids = new Set(pagamenti.map((p) => p.id));
      for (const e of esiti) expect(ids.has(e.data!.preparaCheckout.id_transazione_finanziaria)).toBe(true);
      expect((await coperture([d]))[0]).toMatchObject({ coperto: 0, stato: 'no' });
      // The family then goes on as with one start: the open checkout takes the receipt.
      const aperto = pagamenti.find((p) => p.stato === 'initiated')!;
      const i = esiti.findIndex((e) => e.data!.preparaCheckout.id_transazione_finanziaria === aperto.id);
      const chiave = await ctx.caricaRicevuta(esiti[i]!.data!.preparaCheckout.bonifico_upload_url);
      expect((await ctx.verifica(aperto.id, chiave, chi(i))).data!.verificaCheckout).toBe(true);
      expect((await coperture([d]))[0]).toMatchObject({ coperto: 1800, stato: 'totale_incorso' });
    });

    // Decision 1213: a new checkout closing the donation of the one it sets aside, while that old
    // tab sends its bank receipt. Whichever goes first, the old checkout ends started with its
    // donation due of 7 € linked to it, and nothing recorded as closed.
    it('closing an abandoned donation while its checkout sends the receipt: the donation is there once', async () => {
      await ctx.uno(
        `update persone set residenza_provincia = coalesce(residenza_provincia, 'MI'),
          codice_fiscale = coalesce(codice_fiscale, 'RSSMRA80A01F205X'),
          residenza_indirizzo = coalesce(residenza_indirizzo, 'Via Roma 1'),
          residenza_comune = coalesce(residenza_comune, 'Milano')
         where id_persona = ${ctx.f.genitore} returning id_persona`,
      );
      for (let giro = 0; giro < 5; giro++) {
        const vecchio = (
          await ctx.prepara({
            metodo: 'bank',
            donazione: 700,
            transazioni_economiche: [{ id_transazione_economica: await ctx.nuovoDovuto(100) }],
          })
        ).data!.preparaCheckout;
        const chiave = await ctx.caricaRicevuta(vecchio.bonifico_upload_url);
        const altro = await ctx.nuovoDovuto(200, ctx.f.figli[1]!.parte);
        await Promise.all([bonifico([altro]), ctx.verifica(vecchio.id_transazione_finanziaria, chiave)]);
        const [tf] = await rows<{ stato: string; chiusa: number }>(
          ctx.t.database,
          `select stato, donazione_chiusa::int as chiusa from transazioni_finanziarie
           where id_transazione_finanziaria = ${vecchio.id_transazione_finanziaria}`,
        );
        expect(tf, `giro ${giro}`).toEqual({ stato: 'started', chiusa: 0 });
        expect(
          await rows(
            ctx.t.database,
            `select l.importo::int as importo from transazioni l join transazioni_economiche te using (id_transazione_economica)
             where l.id_transazione_finanziaria = ${vecchio.id_transazione_finanziaria} and te.causale_tipo = 'donazione'`,
          ),
          `giro ${giro}`,
        ).toEqual([{ importo: 700 }]);
      }
    });
  });
}
