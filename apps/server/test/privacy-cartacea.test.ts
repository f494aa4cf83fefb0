import { aggiungiGiorni, isoGiorno } from '@zaino/domain/date';
import { MSG_PRIVACY_CARTACEA } from '@zaino/domain/privacy-cartacea';
import { VERSIONE_TESTI_PRIVACY } from '@zaino/domain/testi-privacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 23 item 7, decision 0914: consents collected on paper are typed in from the person page by
// the office or the person's leaders ('privacy.registraCartacea'); the row says it is paper, who
// signed it and who typed it in, and the privacy history shows both. The family cannot use it.

const OGGI = isoGiorno(new Date());
const REGISTRA = `mutation($id: Int!, $firma: String, $data: String = "${OGGI}", $l: Boolean = false) {
  registraPrivacyCartacea(id_persona: $id, consenso_i: true, consenso_l: $l, consenso_s: true, consenso_t: false,
  firmato_da: $firma, data_firma: $data) {
  id_consenso_privacy cartaceo titolare_nome titolare_email inserito_da_nome testo_versione } }`;

describe.each(dbKinds)('paper privacy consents on %s', (kind) => {
  let t: TestApp;
  let cens: string;
  let genitore: string;
  let figlio: number;
  let altro: number;
  let nomeCens: string;
  const righe = () =>
    rows<{ n: string }>(
      t.database,
      `select count(*) as n from consensi_privacy where id_persona = ${figlio}`,
    ).then((r) => Number(r[0]!.n));

  beforeAll(async () => {
    t = await startTestApp(kind);
    cens = await tokenFor(t.app, 'cens');
    genitore = await tokenFor(t.app, 'genitore');
    const persone = (await gql(t.app, '{ getPersoneSe { id_persona } }', {}, genitore)).data!
      .getPersoneSe as {
      id_persona: number;
    }[];
    [figlio, altro] = persone.map((p) => p.id_persona).sort((a, b) => b - a) as [number, number];
    const io = (await gql(t.app, '{ getPersonaSe { nome cognome } }', {}, cens)).data!.getPersonaSe as {
      nome: string;
      cognome: string;
    };
    nomeCens = `${io.nome} ${io.cognome}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the secretary records a paper form: marked paper, signed by the parent, typed in by her, shown in the history', async () => {
    const r = await gql(t.app, REGISTRA, { id: figlio, firma: '  Laura Conti ' }, cens);
    expect(r.errors).toBeUndefined();
    expect(r.data!.registraPrivacyCartacea).toMatchObject({
      cartaceo: true,
      titolare_nome: 'Laura Conti',
      titolare_email: null,
      inserito_da_nome: nomeCens,
      testo_versione: VERSIONE_TESTI_PRIVACY,
    });
    const letta = await gql(
      t.app,
      `{ persona(id_persona: ${figlio}) { consenso_privacy { id_consenso_privacy consenso_l }
        storico_privacy { id_consenso_privacy cartaceo titolare_nome inserito_da_nome } } }`,
      {},
      cens,
    );
    const p = letta.data!.persona;
    expect(p.consenso_privacy).toEqual({
      id_consenso_privacy: r.data!.registraPrivacyCartacea.id_consenso_privacy,
      consenso_l: false,
    });
    expect(p.storico_privacy[0]).toEqual({
      id_consenso_privacy: r.data!.registraPrivacyCartacea.id_consenso_privacy,
      cartaceo: true,
      titolare_nome: 'Laura Conti',
      inserito_da_nome: nomeCens,
    });
  });

  it('refuses a form without the signer in Italian and writes nothing', async () => {
    const prima = await righe();
    for (const firma of [null, ' x ']) {
      const r = await gql(t.app, REGISTRA, { id: figlio, firma }, cens);
      expect(errorType(r)).toBe('VALIDATION');
      expect(r.errors![0]!.message).toContain(MSG_PRIVACY_CARTACEA.firmatario);
    }
    expect(await righe()).toBe(prima);
  });

  it('a parent cannot type in paper consents (they answer online), and nothing is written', async () => {
    const prima = await righe();
    const r = await gql(t.app, REGISTRA, { id: figlio, firma: 'Laura Conti' }, genitore);
    expect(errorType(r)).toBe('FORBIDDEN');
    expect(await righe()).toBe(prima);
  });

  it("the cub's pack leader types in the cub's form, not the parent's, whom they reach only through the cub", async () => {
    const capobranco = await tokenFor(t.app, 'capobranco');
    const io = (await gql(t.app, '{ getPersonaSe { id_persona } }', {}, genitore)).data!.getPersonaSe as {
      id_persona: number;
    };
    const r = await gql(t.app, REGISTRA, { id: io.id_persona, firma: 'Laura Conti' }, capobranco);
    expect(errorType(r)).toBe('FORBIDDEN');
    const figli = (await gql(t.app, '{ getPersoneSe { id_persona } }', {}, genitore)).data!.getPersoneSe as {
      id_persona: number;
    }[];
    let lupetto: number | undefined;
    for (const { id_persona } of figli)
      if (
        (await gql(t.app, `{ persona(id_persona: ${id_persona}) { id_persona } }`, {}, capobranco)).data
          ?.persona
      )
        lupetto ??= id_persona === io.id_persona ? undefined : id_persona;
    const delFiglio = await gql(t.app, REGISTRA, { id: lupetto, firma: 'Laura Conti' }, capobranco);
    expect(delFiglio.errors, JSON.stringify(delFiglio.errors)).toBeUndefined();
  });

  it('an online answer records who typed it in too (the person who answered), not as paper', async () => {
    const r = await gql(
      t.app,
      `mutation($id: Int!) { compilaPrivacy(id_persona: $id, consenso_i: true, consenso_l: true, consenso_s: true,
        consenso_t: true) { cartaceo titolare_nome inserito_da_nome } }`,
      { id: figlio },
      genitore,
    );
    expect(r.errors).toBeUndefined();
    const { cartaceo, titolare_nome, inserito_da_nome } = r.data!.compilaPrivacy;
    expect(cartaceo).toBe(false);
    expect(inserito_da_nome).toBe(titolare_nome);
    expect(inserito_da_nome).toBeTruthy();
  });

  const COMPILA = `mutation($id: Int!, $l: Boolean!) { compilaPrivacy(id_persona: $id, consenso_i: true,
    consenso_l: $l, consenso_s: true, consenso_t: false) { id_consenso_privacy } }`;
  const attuale = async (id = figlio) =>
    (
      await gql(
        t.app,
        `{ persona(id_persona: ${id}) { consenso_privacy { id_consenso_privacy cartaceo consenso_l } } }`,
        {},
        cens,
      )
    ).data!.persona.consenso_privacy;

  it('a paper form signed before the newest answer goes into the history, and the newer answer stays current', async () => {
    const online = await gql(t.app, COMPILA, { id: figlio, l: true }, genitore);
    expect(online.errors).toBeUndefined();
    const ieri = aggiungiGiorni(OGGI, -1);
    const carta = await gql(
      t.app,
      REGISTRA,
      { id: figlio, firma: 'Laura Conti', data: ieri, l: false },
      cens,
    );
    expect(carta.errors).toBeUndefined();
    expect(await attuale()).toEqual({
      id_consenso_privacy: online.data!.compilaPrivacy.id_consenso_privacy,
      cartaceo: false,
      consenso_l: true,
    });
    const [riga] = await rows<{ giorno: string }>(
      t.database,
      `select to_char(data_espressione, 'YYYY-MM-DD') as giorno from consensi_privacy
        where id_consenso_privacy = ${carta.data!.registraPrivacyCartacea.id_consenso_privacy}`,
    );
    expect(riga!.giorno).toBe(ieri);
  });

  it('refuses a paper form without its signing day, or signed in the future, in Italian', async () => {
    const prima = await righe();
    for (const [data, msg] of [
      [null, MSG_PRIVACY_CARTACEA.dataFirma],
      [aggiungiGiorni(OGGI, 1), MSG_PRIVACY_CARTACEA.dataFirmaFutura],
    ] as const) {
      const r = await gql(t.app, REGISTRA, { id: figlio, firma: 'Laura Conti', data }, cens);
      expect(errorType(r)).toBe('VALIDATION');
      expect(r.errors![0]!.message).toContain(msg);
    }
    expect(await righe()).toBe(prima);
  });

  it("the family's online confirmation of the same answers after a paper form is recorded, not swallowed", async () => {
    // another of the family's persons, whose consents (the demo's) are older than today's form
    const carta = await gql(t.app, REGISTRA, { id: altro, firma: 'Laura Conti', l: true }, cens);
    expect(carta.errors).toBeUndefined();
    expect(await attuale(altro)).toMatchObject({ cartaceo: true, consenso_l: true });
    const online = await gql(t.app, COMPILA, { id: altro, l: true }, genitore);
    expect(online.errors).toBeUndefined();
    expect(online.data!.compilaPrivacy.id_consenso_privacy).not.toBe(
      carta.data!.registraPrivacyCartacea.id_consenso_privacy,
    );
    expect(await attuale(altro)).toMatchObject({ cartaceo: false, consenso_l: true });
  });
});
