import { MSG_PRIVACY_CARTACEA } from '@zaino/domain/privacy-cartacea';
import { VERSIONE_TESTI_PRIVACY } from '@zaino/domain/testi-privacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 23 item 7, decision 0914: consents collected on paper are typed in from the person page by
// the office or the person's leaders ('privacy.registraCartacea'); the row says it is paper, who
// signed it and who typed it in, and the privacy history shows both. The family cannot use it.

const REGISTRA = `mutation($id: Int!, $firma: String) { registraPrivacyCartacea(id_persona: $id, consenso_i: true,
  consenso_l: false, consenso_s: true, consenso_t: false, firmato_da: $firma) {
  id_consenso_privacy cartaceo titolare_nome titolare_email inserito_da_nome testo_versione } }`;

describe.each(dbKinds)('paper privacy consents on %s', (kind) => {
  let t: TestApp;
  let cens: string;
  let genitore: string;
  let figlio: number;
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
    figlio = persone.map((p) => p.id_persona).sort((a, b) => b - a)[0]!;
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
});
