import { sql } from 'drizzle-orm';
import { RegistroPaginaDocument, RegistroPersonaFragmentDoc } from '../apps/web/src/gql/graphql.ts';
import { gql, startTestApp, tokenFor } from '../apps/server/test/helpers.ts';
import type { DbKind } from '../apps/server/test/test-db.ts';
import { contaStatements } from './statements.ts';

// Issue 9: the member register, for the whole section (cens), against a raw SQL fetch of the same
// rows in the same run: the page's own request (decision 0907: the first 25 by name, with the total)
// and, for comparison, the whole register in one request (personeSezione).

/** Exactly what /b/soci asks for (the web's generated document), so the figure is the page's. */
export const REGISTRO_PAGINA = RegistroPaginaDocument.toString();

/** The whole register with the same fields (what the page asked for before decision 0907). */
export const REGISTRO_INTERO = `query registroSezione($anno_scout: Int!) {
  personeSezione(anno_scout: $anno_scout) { ...RegistroPersona } }
${RegistroPersonaFragmentDoc.toString()}`;

/**
 * The same rows in one hand-written statement: the persons enrolled in the year with what the page
 * shows — kinships with both persons' names, own and parents' users, the enrolment with its
 * appointments and their groups' numbers.
 */
const crudo = (anno: number, pagina: boolean) => sql`select p.id_persona,${
  pagina ? sql` count(*) over () as totale,` : sql``
} p.nome, p.cognome, p.data_nascita, p.sesso,
  (select coalesce(json_agg(json_build_object('id_parentela', pa.id_parentela,
     'id_persona_genitore', pa.id_persona_genitore, 'id_persona_figlio', pa.id_persona_figlio, 'desc', pa."desc",
     'genitore', (select json_build_object('nome', g.nome, 'cognome', g.cognome) from persone g where g.id_persona = pa.id_persona_genitore),
     'figlio', (select json_build_object('nome', f.nome, 'cognome', f.cognome) from persone f where f.id_persona = pa.id_persona_figlio))), '[]')
   from parentele pa where pa.id_persona_genitore = p.id_persona or pa.id_persona_figlio = p.id_persona) as parentele,
  (select coalesce(json_agg(json_build_object('username', u.username, 'data_registrazione', u.data_registrazione)), '[]')
   from utenti u where u.id_persona = p.id_persona) as utenti,
  (select coalesce(json_agg(json_build_object('username', u.username, 'data_registrazione', u.data_registrazione)), '[]')
   from parentele pg cross join lateral (select * from utenti uu where uu.id_persona = pg.id_persona_genitore offset 0) u
   where pg.id_persona_figlio = p.id_persona) as utenti_genitori,
  (select json_build_object('id_iscrizione', i.id_iscrizione, 'stato_iscrizione', i.stato_iscrizione,
     'n_tessera', i.n_tessera, 'errori_nazionale', i.errori_nazionale,
     'nomine', (select coalesce(json_agg(json_build_object('id_nomina', n.id_nomina,
     'id_ruolo', n.id_ruolo, 'numero', gr.numero)), '[]') from nomine n left join gruppi gr on gr.id_gruppo = n.id_gruppo
     where n.id_iscrizione = i.id_iscrizione))
   from iscrizioni i where i.id_persona = p.id_persona and i.anno_scout = ${anno}) as iscrizione
  from persone p
  where exists (select 1 from iscrizioni i where i.id_persona = p.id_persona and i.anno_scout = ${anno})
  ${
    pagina
      ? sql`order by lower(coalesce(p.nome, '') || ' ' || coalesce(p.cognome, '')), p.id_persona limit 25`
      : sql`order by lower(p.cognome), lower(p.nome), p.id_persona`
  }`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const RISCALDAMENTO = 5;

/**
 * The request and the raw statement in turns, one of each a round: on a shared machine the load moves
 * during a run, and alternating makes both see the same load, so their ratio holds (absolute times
 * do not; docs/performance.md).
 */
async function aTurno(
  rounds: number,
  richiesta: () => Promise<unknown>,
  crudo: () => Promise<unknown>,
): Promise<{ server: number[]; raw: number[] }> {
  const server: number[] = [];
  const raw: number[] = [];
  const misura = async (run: () => Promise<unknown>, into: number[]) => {
    const t0 = performance.now();
    await run();
    into.push(performance.now() - t0);
  };
  // The first rounds warm V8, the plan caches and the loaders' code paths: not counted.
  for (let i = 0; i < rounds + RISCALDAMENTO; i++) {
    await misura(richiesta, server);
    await misura(crudo, raw);
  }
  server.splice(0, RISCALDAMENTO);
  raw.splice(0, RISCALDAMENTO);
  const ordina = (xs: number[]) => xs.sort((a, b) => a - b);
  return { server: ordina(server), raw: ordina(raw) };
}

export interface FiguraRegistro {
  richiesta: 'pagina' | 'intero';
  kind: DbKind;
  persone: number;
  righe: number;
  statements: number;
  p50: number;
  p95: number;
  crudoP50: number;
  rapporto: number;
}

/** The page's request and the whole register, each against its raw SQL, on one seeded database. */
export async function misuraRegistro(
  kind: DbKind,
  persone: number,
  rounds: number,
): Promise<FiguraRegistro[]> {
  const t = await startTestApp(kind, { persons: persone });
  try {
    const conta = contaStatements(t.database);
    const token = await tokenFor(t.app, 'cens');
    const anno = (await gql(t.app, '{ getAsAttivo { anno_scout } }', {}, token)).data!.getAsAttivo
      .anno_scout as number;
    const figure: FiguraRegistro[] = [];
    for (const richiesta of ['pagina', 'intero'] as const) {
      const pagina = richiesta === 'pagina';
      const run = async () => {
        const r = await gql(t.app, pagina ? REGISTRO_PAGINA : REGISTRO_INTERO, { anno_scout: anno }, token);
        if (r.errors) throw new Error(JSON.stringify(r.errors));
        return (pagina ? r.data!.registroPagina.righe : r.data!.personeSezione) as unknown[];
      };
      const righe = (await run()).length;
      const crude = await t.database.db.execute(crudo(anno, pagina));
      if (crude.rows.length !== righe)
        throw new Error(`SQL grezzo: ${crude.rows.length} righe, API: ${righe}`);
      conta.reset();
      await run();
      const statements = conta.get();
      const { server, raw } = await aTurno(rounds, run, () => t.database.db.execute(crudo(anno, pagina)));
      figure.push({
        richiesta,
        kind,
        persone,
        righe,
        statements,
        p50: percentile(server, 50),
        p95: percentile(server, 95),
        crudoP50: percentile(raw, 50),
        rapporto: percentile(server, 50) / percentile(raw, 50),
      });
    }
    return figure;
  } finally {
    await t.close();
  }
}
