import { TESTI_PRIVACY, VERSIONE_TESTI_PRIVACY } from '@zaino/domain/testi-privacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Decision 1205, issue 12: each consent records the version and the wording of the texts the
// person answered; an answer to texts that are no longer current is refused.

describe.each(dbKinds)('privacy consent text version on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let figlio: number;
  const compila = (versione?: string) =>
    gql(
      t.app,
      `mutation($id: Int!, $v: String) { compilaPrivacy(id_persona: $id, consenso_i: true, consenso_l: false,
        consenso_s: true, consenso_t: false, versione_testo: $v) { id_consenso_privacy testo_versione } }`,
      { id: figlio, v: versione },
      token,
    );
  const righe = () =>
    rows<{ id: number; versione: string | null; testo: string | null }>(
      t.database,
      `select id_consenso_privacy as id, testo_versione as versione, testo from consensi_privacy
       where id_persona = ${figlio} order by id_consenso_privacy`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await tokenFor(t.app, 'genitore');
    const persone = (await gql(t.app, '{ getPersoneSe { id_persona } }', {}, token)).data!.getPersoneSe as {
      id_persona: number;
    }[];
    figlio = persone.map((p) => p.id_persona).sort((a, b) => b - a)[0]!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records the version shown and the texts of that version', async () => {
    const r = await compila(VERSIONE_TESTI_PRIVACY);
    expect(r.errors).toBeUndefined();
    expect(r.data!.compilaPrivacy.testo_versione).toBe(VERSIONE_TESTI_PRIVACY);
    const riga = (await righe()).at(-1)!;
    expect(riga.versione).toBe(VERSIONE_TESTI_PRIVACY);
    const testi = JSON.parse(riga.testo!) as Record<string, string>;
    for (const { campo, titolo, testo } of TESTI_PRIVACY) expect(testi[campo]).toBe(`${titolo}: ${testo}`);
    const storico = await gql(
      t.app,
      `{ persona(id_persona: ${figlio}) { storico_privacy { id_consenso_privacy testo_versione } } }`,
      {},
      token,
    );
    expect(storico.data!.persona.storico_privacy[0]).toEqual({
      id_consenso_privacy: riga.id,
      testo_versione: VERSIONE_TESTI_PRIVACY,
    });
  });

  it('refuses answers to another version in Italian and writes nothing', async () => {
    const prima = await righe();
    const r = await compila('2019.1');
    expect(errorType(r)).toBe('VALIDATION');
    expect(r.errors![0]!.message).toBe(
      `Il testo dell’informativa è cambiato (versione 2019.1, ora ${VERSIONE_TESTI_PRIVACY}): ricarica la pagina e rispondi di nuovo.`,
    );
    expect(await righe()).toEqual(prima);
  });

  it('without a version (the spec’s own call) the current one is recorded', async () => {
    const r = await compila();
    expect(r.errors).toBeUndefined();
    expect((await righe()).at(-1)!.versione).toBe(VERSIONE_TESTI_PRIVACY);
  });

  it('issue 22 item 7: the same answers again record nothing (no consent row, no event); a change does', async () => {
    const eventi = async () =>
      (
        await rows<{ n: number }>(
          t.database,
          `select count(*)::int as n from eventi where "table" = 'consensi_privacy' and id_persona = ${figlio}`,
        )
      )[0]!.n;
    expect((await compila()).errors).toBeUndefined();
    const prima = await righe();
    const eventiPrima = await eventi();
    for (let i = 0; i < 5; i++) {
      const r = await compila();
      expect(r.errors).toBeUndefined();
      expect(r.data!.compilaPrivacy.id_consenso_privacy).toBe(prima.at(-1)!.id);
    }
    expect(await righe()).toEqual(prima);
    expect(await eventi()).toBe(eventiPrima);

    const cambiato = await gql(
      t.app,
      `mutation($id: Int!) { compilaPrivacy(id_persona: $id, consenso_i: false, consenso_l: false,
        consenso_s: true, consenso_t: false) { id_consenso_privacy } }`,
      { id: figlio },
      token,
    );
    expect(cambiato.errors).toBeUndefined();
    expect(await righe()).toHaveLength(prima.length + 1);
    expect(await eventi()).toBeGreaterThan(eventiPrima);
  });
});
