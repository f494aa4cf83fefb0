import fc from 'fast-check';
import {
  type GraphQLInputType,
  type GraphQLObjectType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violazioniInvarianti } from '../src/db/invarianti.ts';
import { gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { schemaContratto, selezioneScalari } from './contratto-graphql.ts';
import { dbKinds } from './test-db.ts';

// Issue 27: property-based fuzzing of every mutation's input. fast-check builds each mutation's
// arguments from schema.graphql — plausible values (ids that exist, the active year, amounts) mixed
// with hostile ones (empty, blank, control characters, 5,000-character strings, negative and huge
// numbers, bad dates, long lists, nulls) — and sends them as the section office, whose reach is the
// whole section, so they meet validation rather than a refusal. Whatever comes in: no internal error,
// and the money invariants of DESIGN.md §7 hold afterwards. `ZAINO_FUZZ_CASI` sets the number of
// cases (npm test runs a few hundred; `npm run bench` ten thousand).

const CASI = Number(process.env.ZAINO_FUZZ_CASI ?? 300);
const schema = schemaContratto;
const mutazioni = Object.values((schema.getMutationType() as GraphQLObjectType).getFields());

/** Ids and values that exist in the seeded section, so that some cases pass validation. */
interface Esistenti {
  anno: number;
  ids: Record<string, number[]>;
}

const OSTILI = [
  '',
  ' ',
  '\u0000',
  'a\tb\r\nc',
  'x'.repeat(5_000),
  "'; drop table persone; --",
  '<script>alert(1)</script>',
  '👨‍👩‍👧‍👦'.repeat(20),
  '2026-02-30',
  '-1',
  'null',
];

function stringa(nome: string, e: Esistenti): fc.Arbitrary<string> {
  const plausibili: string[] = [
    'Rossi',
    'Mario',
    'prova@example.org',
    '2026-10-01',
    'L',
    'Quota',
    'M',
    'IT60X0542811101000000123456',
  ];
  if (nome.includes('data')) plausibili.push('2026-09-15', '1990-01-01', '2100-01-01');
  if (nome === 'anno_scout') plausibili.push(String(e.anno));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...plausibili) },
    { weight: 3, arbitrary: fc.constantFrom(...OSTILI) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  );
}

function intero(nome: string, e: Esistenti): fc.Arbitrary<number> {
  const esistenti = e.ids[nome] ?? [];
  const base = [
    fc.integer({ min: -3, max: 60 }),
    fc.constantFrom(0, -1, 2_147_483_647, -2_147_483_648, 99_999_999),
    fc.integer({ min: -100_000_000, max: 100_000_000 }),
  ];
  if (nome === 'anno_scout') base.push(fc.constantFrom(e.anno, e.anno - 1, e.anno + 1));
  if (esistenti.length) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...esistenti) }, ...base);
  return fc.oneof(...base);
}

/** An arbitrary for a value of an input type; null sometimes where the type allows it. */
function valore(nome: string, tipo: GraphQLInputType, e: Esistenti, profondita = 0): fc.Arbitrary<unknown> {
  const obbligatorio = isNonNullType(tipo);
  const interno = obbligatorio ? tipo.ofType : tipo;
  let arb: fc.Arbitrary<unknown>;
  if (isListType(interno)) {
    const elemento = valore(nome, interno.ofType as GraphQLInputType, e, profondita + 1);
    arb = fc.oneof(
      { weight: 5, arbitrary: fc.array(elemento, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(elemento, { minLength: 1_000, maxLength: 1_200 }) },
    );
  } else if (isInputObjectType(interno)) {
    const campi = Object.values(interno.getFields());
    const forma: Record<string, fc.Arbitrary<unknown>> = {};
    for (const c of campi) forma[c.name] = valore(c.name, c.type, e, profondita + 1);
    const richiesti = campi.filter((c) => isNonNullType(c.type)).map((c) => c.name);
    arb = profondita > 3 ? fc.constant({}) : fc.record(forma, { requiredKeys: richiesti });
  } else if (isEnumType(interno)) {
    arb = fc.constantFrom(...interno.getValues().map((v) => v.value));
  } else if (isScalarType(interno)) {
    if (interno.name === 'Boolean') arb = fc.boolean();
    else if (interno.name === 'Int' || interno.name === 'Cents' || interno.name === 'ID')
      arb = intero(nome, e);
    else if (interno.name === 'Float') arb = fc.double({ noNaN: true });
    else arb = stringa(nome, e);
  } else arb = fc.constant(null);
  return obbligatorio ? arb : fc.option(arb, { nil: null, freq: 4 });
}

describe.each(dbKinds)('fuzzing every mutation’s input on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const esistenti: Esistenti = { anno: 0, ids: {} };

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await tokenFor(t.app, 'cens');
    const ids = async (sql: string) => (await rows<{ id: number }>(t.database, sql)).map((r) => r.id);
    esistenti.anno = (await ids('select anno_scout as id from anni_scout where attivo'))[0]!;
    const tabelle: Record<string, string> = {
      id_persona: 'select id_persona as id from persone order by id_persona limit 30',
      id_parte: 'select id_parte as id from parti order by id_parte limit 30',
      id_gruppo: 'select id_gruppo as id from gruppi',
      id_unita: 'select id_unita as id from unita',
      id_iscrizione: 'select id_iscrizione as id from iscrizioni order by 1 limit 30',
      id_transazione_finanziaria:
        'select id_transazione_finanziaria as id from transazioni_finanziarie order by 1 limit 30',
      id_transazione_economica:
        'select id_transazione_economica as id from transazioni_economiche order by 1 limit 30',
      id_utente: 'select id_utente as id from utenti order by 1 limit 30',
      id_causale: 'select id_causale as id from causali order by 1 limit 30',
      id_voce: 'select id_voce as id from voci order by 1 limit 30',
    };
    for (const [nome, sql] of Object.entries(tabelle)) esistenti.ids[nome] = await ids(sql).catch(() => []);
    for (const alias of ['id_tieni', 'id_elimina', 'id_persona_figlio', 'id_persona_genitore', 'id_persone'])
      esistenti.ids[alias] = esistenti.ids.id_persona!;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it(`${CASI} random inputs across ${mutazioni.length} mutations: no internal error, the invariants hold`, async () => {
    const caso = fc.oneof(
      ...mutazioni.map((m) =>
        fc.record({
          nome: fc.constant(m.name),
          argomenti: fc.record(
            Object.fromEntries(m.args.map((a) => [a.name, valore(a.name, a.type, esistenti)])),
            { requiredKeys: m.args.filter((a) => isNonNullType(a.type)).map((a) => a.name) },
          ),
        }),
      ),
    );
    const interni: string[] = [];
    const esiti = { ok: 0, rifiutati: 0 };
    await fc
      .assert(
        fc.asyncProperty(caso, async ({ nome, argomenti }) => {
          const m = mutazioni.find((x) => x.name === nome)!;
          const usati = m.args.filter((a) => a.name in argomenti);
          const dichiarazioni = usati.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
          const passati = usati.map((a) => `${a.name}: $${a.name}`).join(', ');
          const query = `mutation${dichiarazioni ? ` (${dichiarazioni})` : ''} { r: ${nome}${passati ? `(${passati})` : ''} ${selezioneScalari(m, 8)} }`;
          const r = await gql(t.app, query, argomenti, token);
          const interno = r.status >= 500 || r.errors?.some((e) => e.extensions?.errorType === 'INTERNAL');
          if (interno)
            interni.push(
              `${nome} ${JSON.stringify(argomenti).slice(0, 300)} → ${r.status} ${JSON.stringify(r.errors)}`,
            );
          if (r.errors?.length) esiti.rifiutati++;
          else esiti.ok++;
          return !interno;
        }),
        { numRuns: CASI, seed: Number(process.env.ZAINO_FUZZ_SEME ?? 2027), endOnFailure: true },
      )
      .catch((err) => {
        throw new Error(`${interni.join('\n')}\n${err instanceof Error ? err.message.slice(0, 2000) : err}`);
      });
    expect(interni).toEqual([]);
    // Some cases pass validation and write: the fuzz reaches past the first check.
    expect(esiti.ok).toBeGreaterThan(0);
    expect(esiti.rifiutati).toBeGreaterThan(0);
    expect(await violazioniInvarianti(t.database.db)).toEqual([]);
  }, 600_000);
});
