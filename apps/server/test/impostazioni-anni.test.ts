import type { AnnoScout } from '@zaino/domain/anno-scout';
import { MSG_ANNO_SCOUT } from '@zaino/domain/form-anno-scout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 24, decision 1302: the scout years of the settings page. POST /segreteria/nuovo-anno-scout,
// /segreteria/modifica-anno-scout and /segreteria/cambia-anno-scout: administrators (super level)
// only, one transaction each recorded in eventi, a second run changes nothing, bad input answers the
// domain's Italian messages and writes nothing.

/** A scout year as its table stores it (the domain's shape). */
type Anno = AnnoScout;

describe.each(dbKinds)('scout years of the settings page on %s', (kind) => {
  let t: TestApp;
  let cens: string;
  let attivo: number;

  const post = (token: string | null, azione: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/segreteria/${azione}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as Record<string, unknown>,
    });
  const anni = () =>
    rows<Anno>(
      t.database,
      `select anno_scout, attivo, to_char(inizio_fiscale, 'YYYY-MM-DD') as inizio_fiscale,
        to_char(limite_iscrizioni, 'YYYY-MM-DD') as limite_iscrizioni, to_char(limite_mora, 'YYYY-MM-DD') as limite_mora,
        mora_nuovi, mora_rinnovi, quota_giovani_nuovi, quota_giovani_rinnovi, quota_adulti_nuovi, quota_adulti_rinnovi
       from anni_scout order by anno_scout`,
    );
  const eventi = async () =>
    (
      await rows<{ n: number }>(
        t.database,
        `select count(*)::int as n from eventi where "table" = 'anni_scout'`,
      )
    )[0]!.n;
  const campi = ({ attivo: _a, ...a }: Anno) => a;

  beforeAll(async () => {
    t = await startTestApp(kind);
    cens = await tokenFor(t.app, 'cens');
    attivo = (await anni()).find((a) => a.attivo)!.anno_scout;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("'Nuovo anno scout' inserts the last plus one, dates a year ahead, amounts copied; twice changes nothing", async () => {
    const prima = await anni();
    const ultimo = prima.at(-1)!;
    const eventiPrima = await eventi();
    const r = await post(cens, 'nuovo-anno-scout', { anno_scout: ultimo.anno_scout + 1 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ status: 'success', anno_scout: ultimo.anno_scout + 1, creato: true });
    const dopo = await anni();
    const nuovo = dopo.at(-1)!;
    const avanti = (d: string) => `${Number(d.slice(0, 4)) + 1}${d.slice(4)}`;
    expect(nuovo).toEqual({
      ...ultimo,
      anno_scout: ultimo.anno_scout + 1,
      attivo: false,
      inizio_fiscale: avanti(ultimo.inizio_fiscale),
      limite_iscrizioni: avanti(ultimo.limite_iscrizioni),
      limite_mora: avanti(ultimo.limite_mora),
    });
    expect(await eventi()).toBe(eventiPrima + 1);
    const [ev] = await rows<{ rev_type: string; row_id: number; rev_author: string }>(
      t.database,
      `select rev_type, row_id, rev_author from eventi where "table" = 'anni_scout' order by id_evento desc limit 1`,
    );
    expect(ev).toMatchObject({ rev_type: 'insert', row_id: ultimo.anno_scout + 1 });
    expect(ev!.rev_author).not.toBe('');

    const ancora = await post(cens, 'nuovo-anno-scout', { anno_scout: ultimo.anno_scout + 1 });
    expect(ancora.json()).toEqual({ status: 'success', anno_scout: ultimo.anno_scout + 1, creato: false });
    expect(await anni()).toEqual(dopo);
    expect(await eventi()).toBe(eventiPrima + 1);

    // Not the last plus one: refused, nothing written.
    const salto = await post(cens, 'nuovo-anno-scout', { anno_scout: ultimo.anno_scout + 3 });
    expect(salto.statusCode).toBe(400);
    expect(salto.json()).toEqual({ errorType: 'VALIDATION', message: MSG_ANNO_SCOUT.nonConsecutivo });
    expect(await anni()).toEqual(dopo);
  });

  it('modifica-anno-scout writes the changed fields once; bad input answers the Italian messages and writes nothing', async () => {
    const anno = (await anni()).find((a) => a.anno_scout === attivo)!;
    const eventiPrima = await eventi();
    const modifica = { ...campi(anno), quota_giovani_nuovi: anno.quota_giovani_nuovi + 1050 };
    const r = await post(cens, 'modifica-anno-scout', modifica);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ status: 'success', anno_scout: attivo, campiModificati: 1 });
    const dopo = await anni();
    expect(dopo.find((a) => a.anno_scout === attivo)).toEqual({ ...anno, ...modifica });
    expect(await eventi()).toBe(eventiPrima + 1);
    const [ev] = await rows<{ details: Record<string, { before: unknown; after: unknown }> }>(
      t.database,
      `select details from eventi where "table" = 'anni_scout' order by id_evento desc limit 1`,
    );
    expect(ev!.details).toEqual({
      quota_giovani_nuovi: { before: anno.quota_giovani_nuovi, after: anno.quota_giovani_nuovi + 1050 },
    });

    const ancora = await post(cens, 'modifica-anno-scout', modifica);
    expect(ancora.json()).toEqual({ status: 'success', anno_scout: attivo, campiModificati: 0 });
    expect(await eventi()).toBe(eventiPrima + 1);

    const casi: [Record<string, unknown>, string][] = [
      [{ ...modifica, quota_adulti_rinnovi: -1 }, MSG_ANNO_SCOUT.importo],
      [{ ...modifica, mora_nuovi: 10.5 }, MSG_ANNO_SCOUT.importo],
      [{ ...modifica, limite_mora: '2020-02-30' }, MSG_ANNO_SCOUT.data],
      [{ ...modifica, limite_mora: modifica.inizio_fiscale }, MSG_ANNO_SCOUT.limiteMora],
      [
        { ...modifica, inizio_fiscale: `${attivo + 1}-09-01` },
        MSG_ANNO_SCOUT.inizioFiscale.replace('{anno}', String(attivo)),
      ],
      [{ ...modifica, anno_scout: 'due' }, MSG_ANNO_SCOUT.anno],
    ];
    for (const [corpo, messaggio] of casi) {
      const no = await post(cens, 'modifica-anno-scout', corpo);
      expect(no.statusCode, JSON.stringify(corpo)).toBe(400);
      expect(no.json()).toEqual({ errorType: 'VALIDATION', message: messaggio });
    }
    const assente = await post(cens, 'modifica-anno-scout', {
      ...modifica,
      anno_scout: 2001,
      inizio_fiscale: '2001-09-01',
      limite_mora: '2001-12-31',
      limite_iscrizioni: '2002-05-31',
    });
    expect(assente.statusCode).toBe(404);
    expect(assente.json().message).toBe(MSG_ANNO_SCOUT.inesistente);
    expect(await anni()).toEqual(dopo);
    expect(await eventi()).toBe(eventiPrima + 1);
  });

  it('cambia-anno-scout moves the one active flag; the active year again changes nothing', async () => {
    const prima = await anni();
    const altro = prima.find((a) => !a.attivo)!.anno_scout;
    const eventiPrima = await eventi();
    const r = await post(cens, 'cambia-anno-scout', { anno_scout: altro });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ status: 'success', anno_scout: altro, precedente: attivo, changed: true });
    const dopo = await anni();
    expect(dopo.filter((a) => a.attivo).map((a) => a.anno_scout)).toEqual([altro]);
    expect(await eventi()).toBe(eventiPrima + 2);

    const ancora = await post(cens, 'cambia-anno-scout', { anno_scout: altro });
    expect(ancora.json()).toEqual({ status: 'success', anno_scout: altro, precedente: null, changed: false });
    expect(await anni()).toEqual(dopo);
    expect(await eventi()).toBe(eventiPrima + 2);

    const assente = await post(cens, 'cambia-anno-scout', { anno_scout: 2001 });
    expect(assente.statusCode).toBe(404);
    const vuoto = await post(cens, 'cambia-anno-scout', {});
    expect(vuoto.json()).toEqual({ errorType: 'VALIDATION', message: MSG_ANNO_SCOUT.anno });
    expect(await anni()).toEqual(dopo);

    // Back as it was (the cens's appointments are in the active year: re-sign for a fresh viewer).
    const cens2 = await tokenFor(t.app, 'cens');
    expect((await post(cens2, 'cambia-anno-scout', { anno_scout: attivo })).statusCode).toBe(200);
    expect((await anni()).filter((a) => a.attivo).map((a) => a.anno_scout)).toEqual([attivo]);
  });

  it('everyone but the super level is refused, and nothing changes', async () => {
    const prima = await anni();
    const eventiPrima = await eventi();
    const ultimo = prima.at(-1)!;
    const altro = prima.find((a) => !a.attivo)!.anno_scout;
    const chiamate: [string, unknown][] = [
      ['nuovo-anno-scout', { anno_scout: ultimo.anno_scout + 1 }],
      ['modifica-anno-scout', { ...campi(ultimo), mora_nuovi: ultimo.mora_nuovi + 100 }],
      ['cambia-anno-scout', { anno_scout: altro }],
    ];
    for (const chi of ['revisore', 'capogruppo', 'capobranco', 'genitore', 'socio'] as const) {
      const token = await tokenFor(t.app, chi);
      for (const [azione, corpo] of chiamate) {
        const r = await post(token, azione, corpo);
        expect(r.statusCode, `${chi} ${azione}`).toBe(403);
        expect(r.json().errorType).toBe('FORBIDDEN');
      }
    }
    for (const [azione, corpo] of chiamate) {
      expect((await post(null, azione, corpo)).statusCode).toBe(401);
      expect((await post('token-falso', azione, corpo)).statusCode).toBe(401);
    }
    expect(await anni()).toEqual(prima);
    expect(await eventi()).toBe(eventiPrima);
  });
});
