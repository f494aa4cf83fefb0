import { LIMITE_CHECKOUT, MAX_RIGHE_CARRELLO, MSG_CHECKOUT } from '@zaino/domain/checkout';
import { DONAZIONE_MAX_EURO } from '@zaino/domain/quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avviaContestoCheckout, type ContestoCheckout } from './checkout-setup.ts';
import { errorType, gql } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Attacks on the front-office checkout (spec 3 §4, §7; decision 1202): a family acts only on its own
// checkouts, never on a payment the office recorded, and never with amounts of its own choosing.

describe.each(dbKinds)('checkout attacks on %s', (kind) => {
  let ctx: ContestoCheckout;
  let anno: number;
  let figlio: number;
  const uno = <T>(sql: string) => ctx.uno<T>(sql);
  const prepara = (p: Record<string, unknown>) => ctx.prepara(p);
  const dovuto = (importo: number) => ctx.nuovoDovuto(importo);
  /** A fresh receipt uploaded through a bank checkout's upload form: its key. */
  const ricevutaCaricata = async () => {
    const c = (
      await prepara({
        metodo: 'bank',
        transazioni_economiche: [{ id_transazione_economica: await dovuto(100) }],
      })
    ).data!.preparaCheckout;
    return ctx.caricaRicevuta(c.bonifico_upload_url);
  };

  beforeAll(async () => {
    ctx = await avviaContestoCheckout(kind, ['genitore']);
    anno = ctx.f.anno;
    figlio = ctx.f.figli[0]!.parte;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a bank payment the office recorded (not a checkout) cannot be moved by the family with an upload', async () => {
    for (const stato of ['rejected', 'initiated']) {
      const { id } = await uno<{ id: number }>(
        `insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, anno_scout)
         values (${figlio}, 1, 7000, '${stato}', 'bank', 'bank', ${anno}) returning id_transazione_finanziaria as id`,
      );
      const r = await ctx.verifica(id, await ricevutaCaricata());
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
      expect(errorType(await ctx.verifica(c.id_transazione_finanziaria, k))).toBe('VALIDATION');
  });

  describe('issue 22: donations cannot flood the treasury', () => {
    const doniAperti = () =>
      uno<{ n: number; totale: number }>(
        `select count(*)::int as n, coalesce(sum(importo), 0)::int as totale from transazioni_economiche
         where causale_tipo = 'donazione' and stato = 'no' and id_parte_da = ${ctx.f.parteGenitore}`,
      );
    beforeAll(async () => {
      // The donor's data of a deductible receipt (spec 3 §5).
      await uno(
        `update persone set residenza_provincia = coalesce(residenza_provincia, 'MI'),
          codice_fiscale = coalesce(codice_fiscale, 'RSSMRA80A01F205X'),
          residenza_indirizzo = coalesce(residenza_indirizzo, 'Via Roma 1'),
          residenza_comune = coalesce(residenza_comune, 'Milano')
         where id_persona = ${ctx.f.genitore} returning id_persona`,
      );
    });

    it('a donation above 10.000 € is refused in Italian and writes nothing (decision 1210)', async () => {
      const prima = await doniAperti();
      const r = await prepara({ metodo: 'bank', donazione: 100_000_000, transazioni_economiche: [] });
      expect([errorType(r), r.errors![0]!.message]).toEqual([
        'VALIDATION',
        'Inserire un importo tra 0 e 10.000 €',
      ]);
      expect(await doniAperti()).toEqual(prima);
    });

    it('oversized carts, amounts and receipt keys are refused in Italian and write nothing', async () => {
      /** Everything a refused checkout could have written for the family. */
      const scritto = () =>
        uno<{ dovuti: number; pagamenti: number; allegati: number }>(
          `select (select count(*)::int from transazioni_economiche where id_parte_da = ${ctx.f.parteGenitore}) as dovuti,
                  (select count(*)::int from transazioni_finanziarie where id_parte_da = ${ctx.f.parteGenitore}) as pagamenti,
                  (select count(*)::int from allegati) as allegati`,
        );
      const d = await dovuto(100);
      const aperto = (
        await prepara({ metodo: 'bank', transazioni_economiche: [{ id_transazione_economica: d }] })
      ).data!.preparaCheckout.id_transazione_finanziaria as number;
      const prima = await scritto();
      const righe = (n: number) => Array.from({ length: n }, (_, i) => ({ id_transazione_economica: d + i }));
      const rifiuti = [
        [
          await prepara({ metodo: 'bank', transazioni_economiche: righe(MAX_RIGHE_CARRELLO + 1) }),
          `Troppi elementi in preparazione_checkout.transazioni_economiche: al massimo ${MAX_RIGHE_CARRELLO}`,
        ],
        [
          await prepara({ metodo: 'bank', transazioni_economiche: righe(5000) }),
          `Troppi elementi in preparazione_checkout.transazioni_economiche: al massimo ${MAX_RIGHE_CARRELLO}`,
        ],
        // One cent beyond the ceiling of decision 1210.
        [
          await prepara({
            metodo: 'bank',
            donazione: DONAZIONE_MAX_EURO * 100 + 1,
            transazioni_economiche: [],
          }),
          MSG_CHECKOUT.donazione,
        ],
        [
          await prepara({ metodo: 'stripe', donazione: 1e15, transazioni_economiche: [] }),
          MSG_CHECKOUT.donazione,
        ],
        [
          await prepara({
            metodo: 'bank',
            transazioni_economiche: [{ id_transazione_economica: d, importo: 2 ** 60 }],
          }),
          // graphql-jit drops the Cents scalar's own reason: the field is named, in Italian.
          'Dato non valido (importo)',
        ],
        [
          await ctx.verifica(aperto, `bonifici/${'x'.repeat(5000)}.pdf`),
          'Testo troppo lungo in bonifico_upload_key: al massimo 200 caratteri',
        ],
      ] as const;
      for (const [r, messaggio] of rifiuti)
        expect([errorType(r), r.errors?.[0]?.message]).toEqual([
          'VALIDATION',
          expect.stringContaining(messaggio),
        ]);
      expect(await scritto()).toEqual(prima);
      expect((await ctx.pagamentoDb(aperto)).bonifico_id_allegato).toBeNull();
    });

    it('25 checkouts with a donation leave one open donation due, of the last amount', async () => {
      const prima = await doniAperti();
      expect(prima.n).toBeLessThanOrEqual(1);
      let ultimo = 0;
      for (let i = 0; i < 25; i++) {
        ultimo = 1_000_000 - i;
        const r = await prepara({
          metodo: 'bank',
          donazione: ultimo,
          transazioni_economiche: i % 2 ? [{ id_transazione_economica: await dovuto(100) }] : [],
        });
        expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      }
      expect(await doniAperti()).toEqual({ n: 1, totale: ultimo });
    });

    it('a donation due an old tab paid keeps its money; the next donation is a new due', async () => {
      const vecchio = (await prepara({ metodo: 'bank', donazione: 700, transazioni_economiche: [] })).data!
        .preparaCheckout;
      const { id: dono } = await uno<{ id: number }>(
        `select id_transazione_economica as id from transazioni
         where id_transazione_finanziaria = ${vecchio.id_transazione_finanziaria}`,
      );
      const nuovo = (await prepara({ metodo: 'bank', donazione: 900, transazioni_economiche: [] })).data!
        .preparaCheckout;
      // The new checkout took the due over; the old one, set aside, keeps its link of 7 €.
      const legami = await uno<{ l: string }>(
        `select string_agg(id_transazione_finanziaria || ':' || importo, ',' order by id_transazione_finanziaria) as l
         from transazioni where id_transazione_economica = ${dono}
         and id_transazione_finanziaria in (${vecchio.id_transazione_finanziaria}, ${nuovo.id_transazione_finanziaria})`,
      );
      expect(legami.l).toBe(
        `${vecchio.id_transazione_finanziaria}:700,${nuovo.id_transazione_finanziaria}:900`,
      );
      // The old tab sends its receipt: the due now counts money, so it is never taken over again.
      expect(
        (
          await ctx.verifica(
            vecchio.id_transazione_finanziaria,
            await ctx.caricaRicevuta(vecchio.bonifico_upload_url),
          )
        ).data!.verificaCheckout,
      ).toBe(true);
      const altro = (await prepara({ metodo: 'bank', donazione: 300, transazioni_economiche: [] })).data!
        .preparaCheckout;
      const { id: nuovoDono } = await uno<{ id: number }>(
        `select id_transazione_economica as id from transazioni
         where id_transazione_finanziaria = ${altro.id_transazione_finanziaria}`,
      );
      expect(nuovoDono).not.toBe(dono);
      expect(
        await uno(`select importo::int as importo from transazioni where id_transazione_economica = ${dono}
        and id_transazione_finanziaria = ${vecchio.id_transazione_finanziaria}`),
      ).toEqual({ importo: 700 });
      expect(await ctx.statoDovuto(dono)).not.toBe('no');
    });

    // Decision 1213: a donation nobody owes any more is closed, and comes back with its amount if
    // the abandoned checkout is paid after all.
    const donoDi = (idTf: number) =>
      uno<{ id: number; importo: number; causale_desc: string } | undefined>(
        `select te.id_transazione_economica as id, te.importo::int as importo, te.causale_desc
         from transazioni l join transazioni_economiche te using (id_transazione_economica)
         where l.id_transazione_finanziaria = ${idTf} and te.causale_tipo = 'donazione'`,
      );
    const chiusa = async (idTf: number) =>
      (
        await uno<{ d: number }>(
          `select donazione_chiusa::int as d from transazioni_finanziarie where id_transazione_finanziaria = ${idTf}`,
        )
      ).d;

    it('a checkout replaced by one without a donation closes its donation due; its late receipt brings it back (decision 1213)', async () => {
      const vecchio = (
        await prepara({
          metodo: 'bank',
          donazione: 700,
          transazioni_economiche: [{ id_transazione_economica: await dovuto(100) }],
        })
      ).data!.preparaCheckout;
      const dono = await donoDi(vecchio.id_transazione_finanziaria);
      expect(dono?.importo).toBe(700);
      // A new cart without a donation sets the old checkout aside: its donation is owed by nobody.
      const nuovo = await prepara({
        metodo: 'bank',
        transazioni_economiche: [{ id_transazione_economica: await dovuto(200) }],
      });
      expect(nuovo.errors).toBeUndefined();
      expect((await ctx.pagamentoDb(vecchio.id_transazione_finanziaria)).stato).toBe('rejected');
      expect(
        await uno(
          `select count(*)::int as n from transazioni_economiche where id_transazione_economica = ${dono!.id}`,
        ),
      ).toEqual({ n: 0 });
      expect(await donoDi(vecchio.id_transazione_finanziaria)).toBeUndefined();
      expect(await chiusa(vecchio.id_transazione_finanziaria)).toBe(700);
      expect(await doniAperti()).toEqual({ n: 0, totale: 0 });
      // Nothing more to close: another start changes nothing of it.
      await prepara({
        metodo: 'bank',
        transazioni_economiche: [{ id_transazione_economica: await dovuto(300) }],
      });
      expect(await chiusa(vecchio.id_transazione_finanziaria)).toBe(700);

      // The old tab sends its bank receipt after all: the donation is a due again, of 7 € and no
      // more, linked to it, and the checkout no longer records a closed donation.
      expect(
        (
          await ctx.verifica(
            vecchio.id_transazione_finanziaria,
            await ctx.caricaRicevuta(vecchio.bonifico_upload_url),
          )
        ).data!.verificaCheckout,
      ).toBe(true);
      const tornato = await donoDi(vecchio.id_transazione_finanziaria);
      expect(tornato?.importo).toBe(700);
      expect(tornato?.causale_desc).toMatch(/^Donazione \S/);
      expect(await ctx.statoDovuto(tornato!.id)).not.toBe('no');
      expect(await chiusa(vecchio.id_transazione_finanziaria)).toBe(0);
      const legami = await uno<{ n: number; totale: number }>(
        `select count(*)::int as n, sum(importo)::int as totale from transazioni
         where id_transazione_finanziaria = ${vecchio.id_transazione_finanziaria}`,
      );
      expect(legami).toEqual({ n: 2, totale: 800 });
    });

    it('a donation checkout refused at the provider closes its due (decision 1213)', async () => {
      const c = (await prepara({ metodo: 'satispay', donazione: 450, transazioni_economiche: [] })).data!
        .preparaCheckout;
      const dono = await donoDi(c.id_transazione_finanziaria);
      expect(dono?.importo).toBe(450);
      const rifiuta = await ctx.t.app.inject({
        method: 'POST',
        url: `/sandbox/pagamento/${c.satispay_payment_id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'esito=rifiuta',
      });
      expect(rifiuta.statusCode).toBe(303);
      await ctx.verifica(c.id_transazione_finanziaria);
      expect((await ctx.pagamentoDb(c.id_transazione_finanziaria)).stato).toBe('rejected');
      expect(await donoDi(c.id_transazione_finanziaria)).toBeUndefined();
      expect(await chiusa(c.id_transazione_finanziaria)).toBe(450);
      expect(await doniAperti()).toEqual({ n: 0, totale: 0 });
    });

    it("a donation left by a checkout another hand set aside closes at the donor's next preparation (decision 1213)", async () => {
      // Another parent's replacement or the office's rejection: not this donor's preparation, whose
      // next one (nothing of theirs open, nothing set aside) still closes it.
      const c = (
        await prepara({
          metodo: 'bank',
          donazione: 700,
          transazioni_economiche: [{ id_transazione_economica: await ctx.nuovoDovuto(100) }],
        })
      ).data!.preparaCheckout;
      expect((await donoDi(c.id_transazione_finanziaria))?.importo).toBe(700);
      await uno(
        `update transazioni_finanziarie set stato = 'rejected'
         where id_transazione_finanziaria = ${c.id_transazione_finanziaria} returning 1`,
      );
      const r = await prepara({
        metodo: 'bank',
        transazioni_economiche: [{ id_transazione_economica: await ctx.nuovoDovuto(200) }],
      });
      expect(r.errors).toBeUndefined();
      expect(await donoDi(c.id_transazione_finanziaria)).toBeUndefined();
      expect(await chiusa(c.id_transazione_finanziaria)).toBe(700);
      expect(await doniAperti()).toEqual({ n: 0, totale: 0 });
    });

    it('a donation due the office recorded for the family is never taken over', async () => {
      const { id } = await uno<{ id: number }>(
        `insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, causale_tipo, anno_scout, stato)
         values (${ctx.f.parteGenitore}, 1, 12345, 'Donazione promessa', 'donazione', ${anno}, 'no')
         returning id_transazione_economica as id`,
      );
      await prepara({ metodo: 'bank', donazione: 400, transazioni_economiche: [] });
      expect(
        await uno(
          `select importo::int as importo from transazioni_economiche where id_transazione_economica = ${id}`,
        ),
      ).toEqual({
        importo: 12345,
      });
      await uno(`delete from transazioni_economiche where id_transazione_economica = ${id} returning 1`);
    });
  });

  it('a set-aside bank checkout may take the receipt while its dues are owed; after that no other one may', async () => {
    const d = await dovuto(900);
    const bonifico = async (dovuti: number[]) =>
      (
        await prepara({
          metodo: 'bank',
          transazioni_economiche: dovuti.map((id) => ({ id_transazione_economica: id })),
        })
      ).data!.preparaCheckout;
    const vecchio = await bonifico([d]);
    const nuovo = await bonifico([d, await dovuto(100)]);
    expect((await ctx.pagamentoDb(vecchio.id_transazione_finanziaria)).stato).toBe('rejected');
    const chiave = await ctx.caricaRicevuta(vecchio.bonifico_upload_url);
    expect((await ctx.verifica(vecchio.id_transazione_finanziaria, chiave)).data!.verificaCheckout).toBe(
      true,
    );
    const r = await ctx.verifica(
      nuovo.id_transazione_finanziaria,
      await ctx.caricaRicevuta(nuovo.bonifico_upload_url),
    );
    expect([errorType(r), r.errors![0]!.message]).toEqual(['CONFLICT', MSG_CHECKOUT.giaPagata]);
    expect(await ctx.pagamentoDb(nuovo.id_transazione_finanziaria)).toMatchObject({
      stato: 'initiated',
      bonifico_id_allegato: null,
    });
    expect(await ctx.statoDovuto(d)).toBe('totale_incorso');
  });
});

describe.each(dbKinds)('checkout preparations per payer (issue 22, decision 1211) on %s', (kind) => {
  let ctx: ContestoCheckout;
  beforeAll(async () => {
    ctx = await avviaContestoCheckout(kind, ['genitore'], {
      env: { CHECKOUT_LIMIT: String(LIMITE_CHECKOUT.max) },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const miei = () =>
    ctx.uno<{ n: number }>(
      `select count(*)::int as n from transazioni_finanziarie where id_parte_da = ${ctx.f.parteGenitore}
       and idempotency_key like 'checkout-%'`,
    );
  /** Moves the family's checkouts back in time: the window's clock, without waiting an hour. */
  const indietro = (minuti: number) =>
    ctx.uno(
      `update transazioni_finanziarie set data_creata = now() - make_interval(mins => ${minuti})
       where id_parte_da = ${ctx.f.parteGenitore} returning 1`,
    );

  it('each bank start is a new checkout with its own upload link, and a payer starts at most 10 an hour', async () => {
    const d = await ctx.nuovoDovuto(1000);
    const carrello = { metodo: 'bank', transazioni_economiche: [{ id_transazione_economica: d }] };
    const link = new Set<string>();
    const ids = new Set<number>();
    for (let i = 0; i < LIMITE_CHECKOUT.max; i++) {
      const r = await ctx.prepara(carrello);
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      link.add(JSON.parse(r.data!.preparaCheckout.bonifico_upload_url).fields.key);
      ids.add(r.data!.preparaCheckout.id_transazione_finanziaria);
    }
    expect([link.size, ids.size]).toEqual([LIMITE_CHECKOUT.max, LIMITE_CHECKOUT.max]);
    const prima = await miei();
    const oltre = await ctx.prepara(carrello);
    expect([errorType(oltre), oltre.errors?.[0]?.message]).toEqual([
      'RATE_LIMITED',
      MSG_CHECKOUT.troppiCheckout,
    ]);
    expect(oltre.data?.preparaCheckout ?? null).toBeNull();
    // Another method is a start too.
    expect(errorType(await ctx.prepara({ ...carrello, metodo: 'stripe' }))).toBe('RATE_LIMITED');
    expect(await miei()).toEqual(prima);
    // 59 minutes later they still count (the window is an hour); 61 minutes later they do not.
    await indietro(59);
    expect(errorType(await ctx.prepara(carrello))).toBe('RATE_LIMITED');
    await indietro(61);
    const dopo = await ctx.prepara(carrello);
    expect(dopo.errors, JSON.stringify(dopo.errors)).toBeUndefined();
  });
  it('two preparations in one request both answer: the second waits for no connection the first holds', async () => {
    // Decision 0432: the second field finds the request's loaders cleared by the first one's
    // transactions; its snapshot must still open, check and answer (the attacker's review).
    const [d, e] = [await ctx.nuovoDovuto(4000), await ctx.nuovoDovuto(1000)];
    const carta = (id: number) => ({
      metodo: 'stripe',
      transazioni_economiche: [{ id_transazione_economica: id }],
    });
    const documento = `mutation($p: PreparazioneCheckoutInput!, $q: PreparazioneCheckoutInput!) {
      a: preparaCheckout(preparazione_checkout: $p) { id_transazione_finanziaria importo }
      b: preparaCheckout(preparazione_checkout: $q) { id_transazione_finanziaria importo } }`;
    const due = (p: number, q: number) =>
      gql(ctx.t.app, documento, { p: carta(p), q: carta(q) }, ctx.token.get('genitore'));
    const entro = <T>(p: Promise<T>) =>
      Promise.race([p, new Promise<'bloccato'>((r) => setTimeout(() => r('bloccato'), 10_000))]);
    const diversi = await entro(due(d, e));
    expect(diversi).not.toBe('bloccato');
    const r = diversi as Awaited<ReturnType<typeof due>>;
    expect(r.errors).toBeUndefined();
    // Each its own checkout, for its own due (the card's fee on top).
    expect(r.data!.a.id_transazione_finanziaria).not.toBe(r.data!.b.id_transazione_finanziaria);
    expect(r.data!.a.importo).toBeGreaterThanOrEqual(4000);
    expect(r.data!.b.importo).toBeGreaterThanOrEqual(1000);
    expect(r.data!.b.importo).toBeLessThan(4000);
    // The same cart twice: the second is answered by the snapshot with the first's checkout.
    const uguali = (await entro(due(d, d))) as Awaited<ReturnType<typeof due>>;
    expect(uguali.errors).toBeUndefined();
    expect(uguali.data!.b.id_transazione_finanziaria).toBe(uguali.data!.a.id_transazione_finanziaria);
  });
});
