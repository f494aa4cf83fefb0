import { TIPI_CONTROLLO } from '@zaino/domain/controlli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoEmail,
  errorType,
  type GqlResult,
  gql,
  rows,
  startTestApp,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Decision 1402: controlliPersona, the open findings about one person for their page. The person's
// own leaders and the supers read them; a leader of another unit and RCSEZ do not reach the person
// (not found, like persona()), a parent sees the person but is refused. Over the demo section's
// deliberate mistakes (controlli-demo.ts), the pages hold exactly what the checks' lists hold.

const PERSONA = `query($id: Int!) { controlliPersona(id_persona: $id) {
  id_controllo tipo dettagli ignora id_persona persone { id_persona } altre_persone } }`;
const ELENCO = `query($t: TipoControllo!) { elencaControlli(tipo: $t) {
  id_controllo ignora persone { id_persona } } }`;
const IGNORA =
  'mutation($id: Int!, $i: Boolean!) { ignoraControllo(id_controllo: $id, ignora: $i) { ignora } }';
const CF_SBAGLIATO = 'RSSMRA85T10A562T';

interface Vista {
  id_controllo: number;
  tipo: string;
  dettagli: string;
  ignora: boolean;
  persone: { id_persona: number }[];
  altre_persone: number;
}

describe.each(dbKinds)('the findings about one person on %s', (kind) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  /** the demo cub: child of 'genitore', in the pack of 'capobranco' and the group of 'capogruppo' */
  let cub: number;
  /** the cub's parent (the 'genitore' login): capobranco reaches them only through the cub */
  let genitore: number;

  const chiedi = (id: number, chi: string | null) =>
    gql<{ controlliPersona: Vista[] }>(t.app, PERSONA, { id }, chi ? token[chi] : null);
  const leggi = async (id: number, chi: string) => {
    const r = await chiedi(id, chi);
    expect(r.errors, `${chi} ${id}`).toBeUndefined();
    return r.data!.controlliPersona;
  };
  const ricalcola = async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/segreteria/controlli',
      headers: { authorization: `Bearer ${token.cens}` },
    });
    expect(r.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const v of ['cens', 'revisore', 'capobranco', 'capobranco2', 'capogruppo', 'genitore'])
      token[v] = await tokenFor(t.app, v as 'cens');
    const [g] = await rows<{ genitore: number; cub: number }>(
      t.database,
      `select u.id_persona as genitore, pa.id_persona_figlio as cub from auth_user u
       join parentele pa on pa.id_persona_genitore = u.id_persona
       where lower(u.email) = lower('${demoEmail('genitore')}') order by pa.id_persona_figlio limit 1`,
    );
    ({ cub, genitore } = g!);
    await rows(t.database, `update persone set codice_fiscale = '${CF_SBAGLIATO}' where id_persona = ${cub}`);
    await ricalcola();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('the person’s leaders and the supers read the open findings about them, with the fiscal code', async () => {
    for (const chi of ['capobranco', 'capogruppo', 'cens']) {
      const trovati = await leggi(cub, chi);
      const f = trovati.find((x) => x.tipo === 'cfNonValido');
      expect(f, chi).toMatchObject({ ignora: false, persone: [{ id_persona: cub }], altre_persone: 0 });
      expect(JSON.parse(f!.dettagli), chi).toEqual({ codice_fiscale: CF_SBAGLIATO });
      // In the catalogue's order.
      const ordine = trovati.map((x) => TIPI_CONTROLLO.indexOf(x.tipo as 'cfNonValido'));
      expect(ordine, chi).toEqual([...ordine].sort((a, b) => a - b));
    }
  });

  it('refuses whoever does not lead the person, as the person queries do', async () => {
    // Another pack's leader and RCSEZ do not reach the cub: the same answer as a missing person.
    for (const chi of ['capobranco2', 'revisore']) {
      const r = await chiedi(cub, chi);
      expect(errorType(r), chi).toBe('NOT_FOUND');
      expect(r.errors![0]!.message, chi).toBe('Persona non trovata');
      const p = await gql(t.app, '{ persona(id_persona: 999999) { id_persona } }', {}, token[chi]);
      expect(r.errors![0]!.message).toBe(p.errors![0]!.message);
      expect(r.data?.controlliPersona ?? null).toBeNull();
    }
    // The parent sees the cub but fixes nothing; the pack's leader sees the parent (through the
    // cub) but does not lead them.
    expect(errorType(await chiedi(cub, 'genitore'))).toBe('FORBIDDEN');
    expect(errorType(await chiedi(genitore, 'capobranco'))).toBe('FORBIDDEN');
    expect(errorType(await chiedi(cub, null))).toBe('UNAUTHENTICATED');
    // A super reaches every id, yet a missing person is not found; a bad id is refused.
    expect(errorType(await chiedi(999_999, 'cens'))).toBe('NOT_FOUND');
    const zero = await chiedi(0, 'cens');
    expect(errorType(zero)).toBe('VALIDATION');
    expect(zero.errors![0]!.message).toContain('Persona non valida');
  });

  it('an ignored finding leaves the page, and comes back when no longer ignored', async () => {
    const f = (await leggi(cub, 'cens')).find((x) => x.tipo === 'cfNonValido')!;
    expect((await gql(t.app, IGNORA, { id: f.id_controllo, i: true }, token.cens)).errors).toBeUndefined();
    for (const chi of ['capobranco', 'cens'])
      expect(
        (await leggi(cub, chi)).map((x) => x.id_controllo),
        chi,
      ).not.toContain(f.id_controllo);
    await gql(t.app, IGNORA, { id: f.id_controllo, i: false }, token.cens);
    expect((await leggi(cub, 'capobranco')).map((x) => x.id_controllo)).toContain(f.id_controllo);
  });

  it('over the demo’s deliberate mistakes, the pages hold exactly what the checks’ lists hold', async () => {
    for (const chi of ['cens', 'capobranco', 'capogruppo']) {
      const lista: Vista[] = [];
      for (const tipo of TIPI_CONTROLLO) {
        const r = (await gql(t.app, ELENCO, { t: tipo }, token[chi])) as GqlResult<{
          elencaControlli: Vista[];
        }>;
        expect(r.errors, `${chi} ${tipo}`).toBeUndefined();
        lista.push(...r.data!.elencaControlli.filter((x) => !x.ignora));
      }
      // The demo has mistakes beyond the test's cub, and leaders read some of them.
      expect(lista.filter((x) => !x.persone.some((p) => p.id_persona === cub)).length, chi).toBeGreaterThan(
        0,
      );
      const persone = [...new Set(lista.flatMap((x) => x.persone.map((p) => p.id_persona)))];
      const mostrati = new Set<number>();
      for (const id of persone) {
        const r = await chiedi(id, chi);
        // A person named in a finding but not led (a leader sees a cub's parent): refused.
        if (errorType(r) === 'FORBIDDEN' && chi !== 'cens') continue;
        expect(r.errors, `${chi} ${id}`).toBeUndefined();
        const attesi = lista
          .filter((x) => x.persone.some((p) => p.id_persona === id))
          .map((x) => x.id_controllo);
        const pagina = r.data!.controlliPersona.map((x) => x.id_controllo);
        expect(
          pagina.sort((a, b) => a - b),
          `${chi} ${id}`,
        ).toEqual(attesi.sort((a, b) => a - b));
        for (const x of pagina) mostrati.add(x);
      }
      // Every finding the viewer reads is on the page of a person it involves.
      expect(
        [...mostrati].sort((a, b) => a - b),
        chi,
      ).toEqual(lista.map((x) => x.id_controllo).sort((a, b) => a - b));
    }
  });

  it('never names, nor gives the id of, a person of the finding the leader does not reach', async () => {
    // Someone with a lower id than the cub, out of the pack leader's reach, gets the cub's fiscal
    // code: the finding's first person (its id_persona) is then the one the leader cannot see.
    const prima = await rows<{ id_persona: number }>(
      t.database,
      `select id_persona from persone where id_persona < ${cub} order by id_persona`,
    );
    let estraneo: number | undefined;
    for (const { id_persona } of prima) {
      const r = await gql(
        t.app,
        'query($id: Int!) { persona(id_persona: $id) { id_persona } }',
        {
          id: id_persona,
        },
        token.capobranco,
      );
      if (errorType(r) === 'NOT_FOUND') {
        estraneo = id_persona;
        break;
      }
    }
    expect(estraneo).toBeDefined();
    await rows(
      t.database,
      `update persone set codice_fiscale = '${CF_SBAGLIATO}' where id_persona = ${estraneo}`,
    );
    await ricalcola();
    const doppio = (l: Vista[]) => l.find((x) => x.tipo === 'codiciFiscaliDoppi');
    const delCapo = doppio(await leggi(cub, 'capobranco')) as Vista & { id_persona: number | null };
    expect(delCapo).toMatchObject({ persone: [{ id_persona: cub }], altre_persone: 1 });
    expect(JSON.parse(delCapo.dettagli)).toEqual({ codice_fiscale: CF_SBAGLIATO });
    expect(delCapo.id_persona).toBeNull();
    const r = await gql<{ elencaControlli: { id_controllo: number; id_persona: number | null }[] }>(
      t.app,
      'query { elencaControlli(tipo: codiciFiscaliDoppi) { id_controllo id_persona } }',
      {},
      token.capobranco,
    );
    expect(
      r.data!.elencaControlli.find((x) => x.id_controllo === delCapo.id_controllo)?.id_persona,
    ).toBeNull();
    // The office reaches both: the first person's id as before.
    expect(doppio(await leggi(cub, 'cens'))).toMatchObject({ id_persona: estraneo, altre_persone: 0 });
  });
});
