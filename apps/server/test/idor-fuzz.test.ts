import fc from 'fast-check';
import {
  type GraphQLField,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoUser, demoEmail, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { schemaContratto, selezioneScalari } from './contratto-graphql.ts';
import { dbKinds } from './test-db.ts';

// Issue 27, IDOR fuzz: every id argument of every operation of schema.graphql, asked by each kind of
// viewer with ids of records outside that viewer's reach (another family, another group, and for
// anonymous callers everything). Whatever the operation, nothing of those records comes back and
// the database is the same afterwards. Reach is taken from the data (families by kinship, groups by
// appointments), not from the server's own rules; the permission matrix (permessi-operazioni)
// covers what each viewer may do within reach.

/** The kind of record an id argument names, by its name. */
const GENERE: Record<string, Genere> = {
  id_persona: 'persona',
  id_persone: 'persona',
  id_tieni: 'persona',
  id_elimina: 'persona',
  id_persona_figlio: 'persona',
  id_persona_genitore: 'persona',
  id_parte: 'parte',
  id_gruppo: 'gruppo',
  id_unita: 'unita',
  id_transazione_finanziaria: 'tf',
  id_transazione_economica: 'te',
  id_allegato: 'allegato',
  id_iscrizione: 'iscrizione',
  id_utente: 'utente',
  id_controllo: 'controllo',
  id_parentela: 'parentela',
};
type Genere =
  | 'persona'
  | 'parte'
  | 'gruppo'
  | 'unita'
  | 'tf'
  | 'te'
  | 'allegato'
  | 'iscrizione'
  | 'utente'
  | 'controllo'
  | 'parentela';

/** Viewers with a bounded reach: a member, a child with a login, two parents, leaders of units and groups. */
const VIEWERS = [
  'anonimo',
  'socio',
  'giovane',
  'genitore',
  'genitore2',
  'capobranco',
  'capobranco2',
  'capogruppo',
] as const;
type Viewer = (typeof VIEWERS)[number];

/** Attempts per viewer: every id argument of every operation, several times, at least 200 in all. */
const TENTATIVI_PER_ARGOMENTO = 6;

/** Tables a refused request may still write: the sign-in limits, the write-limit counters, sessions. */
const VOLATILI = new Set(['auth_rate_limit', 'contatori_limiti', 'auth_session', 'auth_jwks']);

const schema = schemaContratto;

/** Where an id sits in an operation's arguments: 'id_persona', or 'input.links.id_transazione_economica'. */
interface PosizioneId {
  percorso: string;
  genere: Genere;
}

interface Operazione {
  tipo: 'query' | 'mutation';
  campo: GraphQLField<unknown, unknown>;
  ids: PosizioneId[];
}

/** How deep input objects are followed to find ids (no input of the schema nests deeper). */
const PROFONDITA_INPUT = 3;

/**
 * A value for one argument or input field: an id from `scegli(posizione)`, a plausible scalar, an
 * input object with its required fields and every field that holds an id, a list of one. Ids met
 * on the way are reported to `scegli`, so the same walk lists an operation's id positions.
 */
function costruisci(
  nome: string,
  tipo: GraphQLInputType,
  percorso: string,
  anno: number,
  scegli: (p: PosizioneId) => number,
  profondita = 0,
): unknown {
  const interno = isNonNullType(tipo) ? tipo.ofType : tipo;
  if (isListType(interno)) {
    const v = costruisci(nome, interno.ofType as GraphQLInputType, percorso, anno, scegli, profondita);
    return v === undefined ? undefined : [v];
  }
  if (nome in GENERE) return scegli({ percorso, genere: GENERE[nome]! });
  if (isInputObjectType(interno)) {
    if (profondita >= PROFONDITA_INPUT) return undefined;
    const out: Record<string, unknown> = {};
    for (const f of Object.values(interno.getFields())) {
      if (!isNonNullType(f.type) && !contieneId(f.type, profondita + 1)) continue;
      const v = costruisci(f.name, f.type, `${percorso}.${f.name}`, anno, scegli, profondita + 1);
      if (v !== undefined) out[f.name] = v;
    }
    return out;
  }
  return valore(nome, interno, anno);
}

/** Whether an input type holds an id field within the depth followed. */
function contieneId(tipo: GraphQLInputType, profondita: number): boolean {
  const t = getNamedType(tipo);
  if (!isInputObjectType(t) || profondita >= PROFONDITA_INPUT) return false;
  return Object.values(t.getFields()).some((f) => f.name in GENERE || contieneId(f.type, profondita + 1));
}

/** The arguments an operation is called with: every required one and every one holding an id. */
function argomentiDi(
  campo: GraphQLField<unknown, unknown>,
  anno: number,
  scegli: (p: PosizioneId) => number,
) {
  const variabili: Record<string, unknown> = {};
  for (const a of campo.args) {
    if (!isNonNullType(a.type) && !(a.name in GENERE) && !contieneId(a.type, 0)) continue;
    const v = costruisci(a.name, a.type, a.name, anno, scegli);
    if (v !== undefined) variabili[a.name] = v;
  }
  return variabili;
}

/** The operations with ids among their arguments, at the top or inside input objects. */
function operazioni(): Operazione[] {
  const out: Operazione[] = [];
  for (const [tipo, radice] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const campo of Object.values((radice as GraphQLObjectType).getFields())) {
      const ids = new Map<string, PosizioneId>();
      argomentiDi(campo, 0, (p) => {
        ids.set(p.percorso, p);
        return 1;
      });
      if (ids.size > 0) out.push({ tipo, campo, ids: [...ids.values()] });
    }
  }
  return out;
}

/** A plausible value for a required argument that is not an id (the active year for anno_scout). */
function valore(nome: string, tipo: GraphQLInputType, anno: number): unknown {
  const t = getNamedType(tipo);
  if (nome === 'anno_scout') return anno;
  if (isEnumType(t)) return t.getValues()[0]!.value;
  if (isScalarType(t)) {
    if (t.name === 'Int' || t.name === 'Cents') return 1;
    if (t.name === 'Boolean') return true;
    if (t.name === 'Date') return '2026-10-01';
    if (nome === 'email') return 'idor@example.org';
    if (nome === 'branca') return 'L';
    if (nome === 'relazione' || nome === 'desc') return 'Nonna';
    return 'x';
  }
  return undefined;
}

/**
 * Nothing of the record came back: no data, null, an empty list, a zero count, or an answer that
 * is only a refusal (results that carry their own errorType).
 */
function vuoto(dato: unknown): boolean {
  if (dato === null || dato === undefined || dato === 0 || dato === false) return true;
  // A list answers per item (a bulk creation): nothing when every item is a refusal.
  if (Array.isArray(dato)) return dato.every((x) => vuoto(x) || (x as { errorType?: unknown })?.errorType);
  if (typeof dato === 'object' && (dato as { errorType?: unknown }).errorType) return true;
  return false;
}

/** Reading a group or a unit of the section: its structure, open to every signed-in user (decision 0307). */
const STRUTTURA = new Set(['gruppo', 'cercaUnita']);

describe.each(dbKinds)('IDOR fuzz on %s', (kind) => {
  let t: TestApp;
  let anno: number;
  const token = new Map<Viewer, string | null>();
  /** Per viewer and kind of record: ids outside the viewer's reach. */
  const fuori = new Map<Viewer, Record<Genere, number[]>>();

  const elenco = async (sql: string) => (await rows<{ id: number }>(t.database, sql)).map((r) => r.id);

  /** A fingerprint of every table a refused request must leave alone. */
  async function impronta(): Promise<Record<string, string>> {
    const tabelle = await rows<{ nome: string }>(
      t.database,
      "select table_name as nome from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const out: Record<string, string> = {};
    for (const { nome } of tabelle) {
      if (VOLATILI.has(nome)) continue;
      const [r] = await rows<{ h: string }>(
        t.database,
        `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${nome}" x`,
      );
      out[nome] = r!.h;
    }
    return out;
  }

  /** Ids of every kind tied to the persons outside reach (and to groups outside reach). */
  async function pool(persone: number[], gruppi: number[]): Promise<Record<Genere, number[]>> {
    const p = persone.length ? persone.join(',') : '0';
    const g = gruppi.length ? gruppi.join(',') : '0';
    const parti = await elenco(`select id_parte as id from persone where id_persona in (${p})`);
    const pa = parti.length ? parti.join(',') : '0';
    const tf = await elenco(
      `select id_transazione_finanziaria as id from transazioni_finanziarie where id_parte_da in (${pa}) or id_parte_a in (${pa})`,
    );
    return {
      persona: persone,
      // The parties of groups and units are the section's structure (decision 0307), readable by
      // every signed-in user like the groups and units themselves: only persons' parties here.
      parte: parti,
      gruppo: gruppi,
      unita: await elenco(`select id_unita as id from unita where id_gruppo in (${g})`),
      tf,
      te: await elenco(
        `select id_transazione_economica as id from transazioni_economiche where id_parte_da in (${pa})`,
      ),
      allegato: await elenco(
        `select id_allegato as id from allegati where id_transazione_finanziaria in (${tf.length ? tf.join(',') : '0'})`,
      ),
      iscrizione: await elenco(`select id_iscrizione as id from iscrizioni where id_persona in (${p})`),
      utente: await elenco(`select id_utente as id from utenti where id_persona in (${p})`),
      controllo: await elenco(`select id_controllo as id from controlli where id_persona in (${p})`),
      parentela: await elenco(
        `select id_parentela as id from parentele where id_persona_figlio in (${p}) and id_persona_genitore in (${p})`,
      ),
    };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    anno = (await elenco('select anno_scout as id from anni_scout where attivo'))[0]!;
    const tutte = await elenco('select id_persona as id from persone');
    const tuttiGruppi = await elenco('select id_gruppo as id from gruppi');
    for (const v of VIEWERS) {
      token.set(v, v === 'anonimo' ? null : await tokenFor(t.app, v as DemoUser));
      if (v === 'anonimo') {
        fuori.set(v, await pool(tutte, tuttiGruppi));
        continue;
      }
      const [io] = await elenco(
        `select id_persona as id from auth_user where lower(email) = lower('${demoEmail(v as DemoUser)}')`,
      );
      // The viewer's family: the viewer, their parents and children, and those parents' children.
      const famiglia = await elenco(
        `with recursive f(id) as (select ${io}::int union
           select case when pa.id_persona_genitore = f.id then pa.id_persona_figlio else pa.id_persona_genitore end
           from parentele pa join f on f.id in (pa.id_persona_genitore, pa.id_persona_figlio))
         select id from f`,
      );
      // The groups the viewer holds an appointment in, in any year: everything there may be theirs.
      const suoiGruppi = await elenco(
        `select distinct n.id_gruppo as id from nomine n join iscrizioni i using (id_iscrizione)
         where i.id_persona = ${io} and n.id_gruppo is not null`,
      );
      const altriGruppi = tuttiGruppi.filter((g) => !suoiGruppi.includes(g));
      // Everyone enrolled in those groups, with their parents and children (a leader reads a child's
      // parents).
      const nelGruppo = suoiGruppi.length
        ? await elenco(
            `with g as (select distinct i.id_persona as id from iscrizioni i join nomine n using (id_iscrizione)
               where n.id_gruppo in (${suoiGruppi.join(',')}))
             select id from g union
             select pa.id_persona_genitore from parentele pa join g on g.id = pa.id_persona_figlio union
             select pa.id_persona_figlio from parentele pa join g on g.id = pa.id_persona_genitore`,
          )
        : [];
      const esterne = tutte.filter((p) => !famiglia.includes(p) && !nelGruppo.includes(p));
      fuori.set(v, await pool(esterne, altriGruppi));
    }
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('the fuzz covers every id argument of every operation with such arguments', () => {
    const ops = operazioni();
    expect(ops.length).toBeGreaterThanOrEqual(30);
    // Ids inside input objects too (a payment's links, a merge's pair, a checkout's dues).
    const annidate = ops.flatMap((o) =>
      o.ids.filter((p) => p.percorso.includes('.')).map((p) => `${o.campo.name}:${p.percorso}`),
    );
    expect(annidate.length, annidate.join(', ')).toBeGreaterThanOrEqual(9);
    for (const v of VIEWERS) {
      const n = ops.reduce((s, o) => s + o.ids.length, 0) * TENTATIVI_PER_ARGOMENTO;
      expect(n, v).toBeGreaterThanOrEqual(200);
      // Every viewer has records outside its reach of the kinds the section always has.
      for (const g of ['persona', 'parte', 'tf', 'iscrizione'] as const)
        expect(fuori.get(v)![g].length, `${v} ${g}`).toBeGreaterThan(0);
    }
  });

  it.each(VIEWERS)(
    '%s: ids outside its reach give nothing back and change nothing',
    async (viewer) => {
      const prima = await impronta();
      const ops = operazioni();
      const fughe: string[] = [];
      let tentativi = 0;
      const casuale = fc.sample(fc.nat(), { numRuns: 10_000, seed: 27 });
      let k = 0;
      const pesca = (lista: number[]) => lista[casuale[k++ % casuale.length]! % lista.length];
      for (const op of ops) {
        if (viewer !== 'anonimo' && STRUTTURA.has(op.campo.name)) continue;
        for (const arg of op.ids) {
          const lista = fuori.get(viewer)![arg.genere];
          if (lista.length === 0) continue;
          for (let i = 0; i < TENTATIVI_PER_ARGOMENTO; i++) {
            // The position under test outside reach; the operation's other ids too.
            const variabili = argomentiDi(op.campo, anno, (p) => {
              const l = fuori.get(viewer)![p.genere];
              return p.percorso === arg.percorso ? pesca(lista)! : l.length ? pesca(l)! : 1;
            });
            const dichiarazioni = op.campo.args
              .filter((a) => a.name in variabili)
              .map((a) => `$${a.name}: ${a.type.toString()}`);
            const argomenti = Object.keys(variabili).map((n) => `${n}: $${n}`);
            const query = `${op.tipo} (${dichiarazioni.join(', ')}) { r: ${op.campo.name}(${argomenti.join(', ')}) ${selezioneScalari(op.campo, 12)} }`;
            const r = await gql(t.app, query, variabili, token.get(viewer));
            tentativi++;
            if (r.status >= 500 || r.errors?.some((e) => e.extensions?.errorType === 'INTERNAL'))
              fughe.push(`${op.campo.name}(${JSON.stringify(variabili)}): errore interno`);
            else if (!vuoto((r.data as { r?: unknown } | null | undefined)?.r))
              fughe.push(
                `${op.campo.name}(${JSON.stringify(variabili)}) → ${JSON.stringify(r.data).slice(0, 200)}`,
              );
          }
        }
      }
      expect(tentativi).toBeGreaterThanOrEqual(200);
      expect(fughe).toEqual([]);
      expect(await impronta()).toEqual(prima);
    },
    180_000,
  );
});
