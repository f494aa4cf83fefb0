import { MAX_PER_PAGINA_CONTROLLI, MSG_PAGINA_CONTROLLI } from '@zaino/domain/controlli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 25, spec 3 §7 data-quality checks (decision 0920): POST /segreteria/controlli recomputes in
// one transaction keeping the ignored findings; elencaControlli / statisticheControlli read them
// (admins all, leaders those their units can fix); ignoraControllo is the super's.

const ELENCO = `query($t: TipoControllo!) { elencaControlli(tipo: $t) {
  id_controllo tipo dettagli ok ignora id_persona persone { id_persona nome cognome } altre_persone
  unita { id_gruppo branca descrizione } } }`;
const PAGINA = `query($t: TipoControllo!, $i: Boolean, $p: Int, $n: Int) {
  elencaControlliPagina(tipo: $t, ignorati: $i, pagina: $p, per_pagina: $n) { totale righe {
  id_controllo tipo dettagli ok ignora id_persona persone { id_persona nome cognome } altre_persone
  unita { id_gruppo branca descrizione } } } }`;
const STATISTICHE = '{ statisticheControlli { tipo nome totale ignorati } }';
const ULTIMO = '{ ultimoRicalcoloControlli { eseguito nome_autore } }';
const IGNORA = `mutation($id: Int!, $i: Boolean!) { ignoraControllo(id_controllo: $id, ignora: $i) {
  id_controllo ignora } }`;

interface Vista {
  id_controllo: number;
  tipo: string;
  dettagli: string;
  ignora: boolean;
  id_persona: number;
  persone: { id_persona: number; nome: string; cognome: string }[];
  altre_persone: number;
  unita: { id_gruppo: number; branca: string | null; descrizione: string }[];
}

describe.each(dbKinds)('data-quality checks on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  /** a cub of 'capobranco''s pack, given an invalid fiscal code */
  let cub: { id: number; gruppo: number; cf: string | null };
  /** two never-enrolled persons with swapped name and surname and one fiscal code between them */
  let doppi: [number, number];

  const ricalcola = (tk: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/segreteria/controlli',
      headers: tk ? { authorization: `Bearer ${tk}` } : {},
    });
  const elenco = async (tipo: string, chi = 'cens') => {
    const r = await gql<{ elencaControlli: Vista[] }>(t.app, ELENCO, { t: tipo }, token[chi]);
    expect(r.errors).toBeUndefined();
    return r.data!.elencaControlli;
  };
  const tabella = () =>
    rows<Record<string, unknown>>(
      t.database,
      'select id_controllo, tipo, chiave, id_persona, persone::text, unita::text, dettagli::text, ok, ignora from controlli order by id_controllo',
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const v of ['cens', 'revisore', 'capobranco', 'capobranco2', 'capogruppo', 'genitore'])
      token[v] = await tokenFor(t.app, v as 'cens');
    const [c] = await rows<{ id: number; gruppo: number; cf: string | null }>(
      t.database,
      `select p.id_persona as id, n.id_gruppo as gruppo, p.codice_fiscale as cf
       from persone p join iscrizioni i on i.id_persona = p.id_persona
       join anni_scout a on a.anno_scout = i.anno_scout and a.attivo
       join nomine n on n.id_iscrizione = i.id_iscrizione and n.id_ruolo = 'L'
       where n.id_gruppo = (select n2.id_gruppo from auth_user u join iscrizioni i2 on i2.id_persona = u.id_persona
         join anni_scout a2 on a2.anno_scout = i2.anno_scout and a2.attivo
         join nomine n2 on n2.id_iscrizione = i2.id_iscrizione and n2.id_ruolo = 'CB'
         where u.email like 'capobranco@%' limit 1)
       order by p.id_persona limit 1`,
    );
    cub = c!;
    await rows(
      t.database,
      `update persone set codice_fiscale = 'RSSMRA85T10A562T' where id_persona = ${cub.id}`,
    );
    const nuovi = await rows<{ id: number }>(
      t.database,
      `insert into persone (nome, cognome, sesso, data_nascita, codice_fiscale) values
        ('Zeno', 'Quattrocchì', 'M', '1985-12-10', 'QTTZNE85T10A562X'),
        ('quattrocchi', 'ZENO', 'M', '1985-12-10', 'QTTZNE85T10A562X')
       returning id_persona as id`,
    );
    doppi = [nuovi[0]!.id, nuovi[1]!.id];
  });

  afterAll(async () => {
    await t?.close();
  });

  it('only the super level recomputes; others are refused and nothing is written', async () => {
    expect((await ricalcola(null)).statusCode).toBe(401);
    for (const chi of ['revisore', 'capobranco', 'genitore']) {
      const r = await ricalcola(token[chi]!);
      expect(r.statusCode, chi).toBe(403);
      expect(r.json().errorType).toBe('FORBIDDEN');
    }
    expect(await tabella()).toEqual([]);
  });

  // Decision 0926: before the first recompute the zeros mean "not computed"; the API says so.
  it('ultimoRicalcoloControlli is null before the first recompute', async () => {
    const r = await gql(t.app, ULTIMO, {}, token.cens);
    expect(r.errors).toBeUndefined();
    expect(r.data?.ultimoRicalcoloControlli).toBeNull();
    expect(errorType(await gql(t.app, ULTIMO, {}, token.genitore))).toBe('FORBIDDEN');
    expect(errorType(await gql(t.app, ULTIMO, {}, null))).toBe('UNAUTHENTICATED');
  });

  it('recomputes every check and answers the statistics of the catalogue', async () => {
    const r = await ricalcola(token.cens!);
    expect(r.statusCode).toBe(200);
    const stat = r.json() as { tipo: string; nome: string; totale: number; ignorati: number }[];
    expect(stat.map((s) => s.nome)).toEqual([
      'Codici fiscali incompatibili',
      'Codici fiscali non validi',
      'Codici fiscali doppi',
      'Nomi-cognomi doppi',
      'Persone inutili',
      'Ruolo incompatibile',
    ]);
    for (const s of stat.filter((x) => x.tipo !== 'cfIncompatibile' && x.tipo !== 'ruoloIncompatibile'))
      expect(s.totale, s.tipo).toBeGreaterThan(0);

    const nonValidi = await elenco('cfNonValido');
    const delCub = nonValidi.find((v) => v.id_persona === cub.id);
    expect(delCub).toMatchObject({ ignora: false, altre_persone: 0, persone: [{ id_persona: cub.id }] });
    expect(JSON.parse(delCub!.dettagli)).toEqual({ codice_fiscale: 'RSSMRA85T10A562T' });
    expect(delCub!.unita).toEqual([
      { id_gruppo: cub.gruppo, branca: 'L', descrizione: expect.stringMatching(/° branco$/) },
    ]);

    const coppia = [...doppi].sort((a, b) => a - b);
    expect(
      (await elenco('codiciFiscaliDoppi')).map((v) => v.persone.map((p) => p.id_persona)),
    ).toContainEqual(coppia);
    const nomi = (await elenco('nomiCognomiDoppi')).find((v) => v.id_persona === coppia[0]);
    expect(nomi?.persone.map((p) => p.id_persona)).toEqual(expect.arrayContaining(coppia));
    const inutili = (await elenco('personeInutili')).map((v) => v.id_persona);
    expect(inutili).toEqual(expect.arrayContaining(coppia));
    expect(inutili).not.toContain(cub.id);
  });

  it('ultimoRicalcoloControlli gives the end of the last recompute and who ran it', async () => {
    const ultimo = async (chi: string) => {
      const r = await gql<{ ultimoRicalcoloControlli: { eseguito: string; nome_autore: string | null } }>(
        t.app,
        ULTIMO,
        {},
        token[chi],
      );
      expect(r.errors).toBeUndefined();
      return r.data!.ultimoRicalcoloControlli;
    };
    const [io] = await rows<{ nome: string; cognome: string }>(
      t.database,
      `select p.nome, p.cognome from auth_user u join persone p on p.id_persona = u.id_persona
       where u.email = '${demoEmail('cens')}'`,
    );
    const prima = await ultimo('cens');
    expect(prima.nome_autore).toBe(`${io!.nome} ${io!.cognome}`);
    expect(Date.now() - Date.parse(prima.eseguito)).toBeLessThan(60_000);
    // Whoever reads the counts reads the time; RCSEZ reaches no person, so not the name.
    expect(await ultimo('revisore')).toEqual({ eseguito: prima.eseguito, nome_autore: null });
    expect((await ultimo('capobranco')).eseguito).toBe(prima.eseguito);
    // A refused recompute changes nothing; the next one moves the time on.
    expect((await ricalcola(token.revisore!)).statusCode).toBe(403);
    expect((await ultimo('cens')).eseguito).toBe(prima.eseguito);
    expect((await ricalcola(token.cens!)).statusCode).toBe(200);
    expect(Date.parse((await ultimo('cens')).eseguito)).toBeGreaterThan(Date.parse(prima.eseguito));
  });

  it('recomputing twice gives the same rows', async () => {
    const prima = await tabella();
    expect((await ricalcola(token.cens!)).statusCode).toBe(200);
    expect(await tabella()).toEqual(prima);
  });

  it('an ignored finding stays ignored across recomputes while it exists, and goes when fixed', async () => {
    const f = (await elenco('cfNonValido')).find((v) => v.id_persona === cub.id)!;
    const refused = await gql(t.app, IGNORA, { id: f.id_controllo, i: true }, token.revisore);
    expect(errorType(refused)).toBe('FORBIDDEN');
    const r = await gql(t.app, IGNORA, { id: f.id_controllo, i: true }, token.cens);
    expect(r.data?.ignoraControllo).toEqual({ id_controllo: f.id_controllo, ignora: true });
    expect((await ricalcola(token.cens!)).statusCode).toBe(200);
    const dopo = (await elenco('cfNonValido')).find((v) => v.id_persona === cub.id)!;
    expect(dopo).toMatchObject({ id_controllo: f.id_controllo, ignora: true });
    const stat = (await gql(t.app, STATISTICHE, {}, token.cens)).data?.statisticheControlli as {
      tipo: string;
      ignorati: number;
    }[];
    expect(stat.find((s) => s.tipo === 'cfNonValido')?.ignorati).toBe(1);

    await gql(t.app, IGNORA, { id: f.id_controllo, i: false }, token.cens);
    expect((await elenco('cfNonValido')).find((v) => v.id_persona === cub.id)?.ignora).toBe(false);

    await rows(
      t.database,
      `update persone set codice_fiscale = ${cub.cf ? `'${cub.cf}'` : 'null'} where id_persona = ${cub.id}`,
    );
    await ricalcola(token.cens!);
    expect((await elenco('cfNonValido')).some((v) => v.id_persona === cub.id)).toBe(false);
    await rows(
      t.database,
      `update persone set codice_fiscale = 'RSSMRA85T10A562T' where id_persona = ${cub.id}`,
    );
    await ricalcola(token.cens!);
  });

  it('leaders read the findings their units can fix; other viewers are refused', async () => {
    const cb = await elenco('cfNonValido', 'capobranco');
    expect(cb.find((v) => v.id_persona === cub.id)?.persone.map((p) => p.id_persona)).toEqual([cub.id]);
    expect(cb.every((v) => v.unita.some((u) => u.id_gruppo === cub.gruppo))).toBe(true);
    expect((await elenco('cfNonValido', 'capogruppo')).some((v) => v.id_persona === cub.id)).toBe(true);
    expect((await elenco('cfNonValido', 'capobranco2')).some((v) => v.id_persona === cub.id)).toBe(false);
    // The office's findings (nobody's unit) are the admins' only.
    expect((await elenco('personeInutili', 'capobranco')).some((v) => doppi.includes(v.id_persona))).toBe(
      false,
    );
    // RCSEZ reads every finding but reaches no person: no names, only how many.
    // (nor ids: the finding is found by the office's id of it)
    const doppio = (await elenco('codiciFiscaliDoppi')).find((v) => doppi.includes(v.id_persona));
    const rev = (await elenco('codiciFiscaliDoppi', 'revisore')).find(
      (v) => v.id_controllo === doppio!.id_controllo,
    );
    expect(rev).toMatchObject({ id_persona: null, persone: [], altre_persone: 2 });
    const g = await gql(t.app, ELENCO, { t: 'cfNonValido' }, token.genitore);
    expect(errorType(g)).toBe('FORBIDDEN');
    expect(errorType(await gql(t.app, STATISTICHE, {}, null))).toBe('UNAUTHENTICATED');
    const conta = async (chi: string) => {
      const r = await gql<{ statisticheControlli: { totale: number }[] }>(t.app, STATISTICHE, {}, token[chi]);
      return r.data!.statisticheControlli.map((x) => x.totale);
    };
    const [tutti, propri] = [await conta('cens'), await conta('capobranco')];
    expect(propri.every((n, i) => n <= tutti[i]!)).toBe(true);
    expect(propri[1]).toBeGreaterThan(0);
  });

  it('a finding shows no name or fiscal code of a person the viewer does not reach', async () => {
    // A pair of near-identical names: a cub of capobranco's pack and a never-enrolled stranger.
    const [cubo] = await rows<{ nome: string; cognome: string }>(
      t.database,
      `select nome, cognome from persone where id_persona = ${cub.id}`,
    );
    await rows(
      t.database,
      `insert into persone (nome, cognome) values ('${cubo!.nome}x', '${cubo!.cognome}')`,
    );
    expect((await ricalcola(token.cens!)).statusCode).toBe(200);
    const estraneo = `${cubo!.nome}x`;
    const dellUfficio = (await elenco('nomiCognomiDoppi')).find(
      (v) => v.persone.some((p) => p.id_persona === cub.id) && v.dettagli.includes(estraneo),
    );
    expect(dellUfficio?.altre_persone).toBe(0);
    const delCapo = (await elenco('nomiCognomiDoppi', 'capobranco')).find(
      (v) => v.id_controllo === dellUfficio!.id_controllo,
    );
    expect(delCapo).toMatchObject({ altre_persone: 1, persone: [{ id_persona: cub.id }] });
    expect(delCapo!.dettagli).not.toContain(estraneo);
    // RCSEZ reaches nobody: neither the names nor the fiscal code of an invalid one.
    const nonValido = (await elenco('cfNonValido')).find((v) => v.id_persona === cub.id);
    const rev = (await elenco('cfNonValido', 'revisore')).find(
      (v) => v.id_controllo === nonValido!.id_controllo,
    );
    expect(rev).toMatchObject({ id_persona: null, persone: [], altre_persone: 1 });
    expect(rev!.dettagli).not.toContain('RSSMRA85T10A562T');
    const revNomi = (await elenco('nomiCognomiDoppi', 'revisore')).find(
      (v) => v.id_controllo === dellUfficio!.id_controllo,
    );
    expect(revNomi!.dettagli).not.toContain(estraneo);
  });

  it('elencaControlliPagina: pages that join into elencaControlli, its total, the ignored left out on request', async () => {
    const pagina = async (v: Record<string, unknown>, chi = 'cens') => {
      const r = await gql<{ elencaControlliPagina: { totale: number; righe: Vista[] } }>(
        t.app,
        PAGINA,
        v,
        token[chi],
      );
      expect(r.errors).toBeUndefined();
      return r.data!.elencaControlliPagina;
    };
    for (const [tipo, chi] of [
      ['personeInutili', 'cens'],
      ['cfNonValido', 'capobranco'],
      ['codiciFiscaliDoppi', 'revisore'],
    ] as const) {
      const tutti = await elenco(tipo, chi);
      expect(tutti.length, tipo).toBeGreaterThan(0);
      // Pages of 2 rebuild the whole list, in its order, each carrying the same total.
      const letti: Vista[] = [];
      for (let p = 1; p <= Math.ceil(tutti.length / 2); p++) {
        const pg = await pagina({ t: tipo, p, n: 2 }, chi);
        expect(pg.totale, `${tipo} ${p}`).toBe(tutti.length);
        expect(pg.righe.length).toBeLessThanOrEqual(2);
        letti.push(...pg.righe);
      }
      expect(letti, tipo).toEqual(tutti);
      // Past the end: no row, the total still told.
      expect(await pagina({ t: tipo, p: 1000, n: 2 }, chi)).toEqual({ totale: tutti.length, righe: [] });
    }
    // Defaults: page 1 of 25.
    const inutili = await elenco('personeInutili');
    expect((await pagina({ t: 'personeInutili' })).righe).toEqual(inutili.slice(0, 25));

    const [primo] = inutili;
    await gql(t.app, IGNORA, { id: primo!.id_controllo, i: true }, token.cens);
    const senza = await pagina({ t: 'personeInutili', i: false, n: MAX_PER_PAGINA_CONTROLLI });
    expect(senza.totale).toBe(inutili.length - 1);
    expect(senza.righe.some((v) => v.id_controllo === primo!.id_controllo)).toBe(false);
    expect((await pagina({ t: 'personeInutili', n: 1 })).righe[0]).toMatchObject({
      id_controllo: primo!.id_controllo,
      ignora: true,
    });
    await gql(t.app, IGNORA, { id: primo!.id_controllo, i: false }, token.cens);

    expect(errorType(await gql(t.app, PAGINA, { t: 'cfNonValido' }, token.genitore))).toBe('FORBIDDEN');
  });

  it('bounds its inputs', async () => {
    for (const v of [{ p: 0 }, { p: 100_001 }, { n: 0 }, { n: MAX_PER_PAGINA_CONTROLLI + 1 }, { n: -5 }]) {
      const r = await gql(t.app, PAGINA, { t: 'personeInutili', ...v }, token.cens);
      expect(errorType(r), JSON.stringify(v)).toBe('VALIDATION');
      expect(r.errors?.[0]?.message).toBe(MSG_PAGINA_CONTROLLI);
    }
    expect((await gql(t.app, PAGINA, { t: 'test' }, token.cens)).errors).toBeDefined();
    expect((await gql(t.app, ELENCO, { t: 'test' }, token.cens)).errors).toBeDefined();
    expect(errorType(await gql(t.app, IGNORA, { id: 0, i: true }, token.cens))).toBe('VALIDATION');
    expect(errorType(await gql(t.app, IGNORA, { id: 2_000_000_000, i: true }, token.cens))).toBe('NOT_FOUND');
  });
});
