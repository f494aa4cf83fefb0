import type { Portata } from '@zaino/domain/accesso';
import {
  anniFiltroNascita,
  interpretaFiltroRuolo,
  paroleFiltro,
  valoriFiltroStato,
} from '@zaino/domain/filtri';
import {
  type ColonnaOrdinabile,
  ETICHETTE_NAZIONALE,
  FILTRO_NON_ISCRITTI,
  type FiltriRegistro,
  type OrdineRegistro,
  RELAZIONE_FIGLIO,
  testoFiltroNome,
} from '@zaino/domain/registro';
import { STATI_ISCRIZIONE } from '@zaino/domain/stati-iscrizione';
import { PREFISSO_FACEBOOK, PREFISSO_GOOGLE, STATI_ACCOUNT } from '@zaino/domain/utenti';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { SENZA_NOME } from '../../db/senza-nome.ts';
import { gruppi, iscrizioni, nomine, parentele, persone, utenti } from '../../db/schema/index.ts';
import { type AmbitoConteggio, iscrittiNellAmbito } from '../iscrizioni/iscrizioni.repo.ts';
import { condizionePortata } from './portata-persone.repo.ts';
import { colonneRegistro, pid, type RigaRegistro, rigaDaLettura } from './righe-registro.repo.ts';

// Decision 0907: one page of a register (spec 2 §2, 25 rows) filtered and sorted in SQL. The filters
// are the domain's (filtri.ts, registro.ts) written as SQL over the outer `persone` row; the agreement
// test (registro-filtri.test.ts) runs each through both and compares the ids.

/** Accented Latin letters and their base letter: what the domain's NFD-without-marks does to them. */
const ACCENTATE = Array.from({ length: 0x180 - 0xc0 }, (_, i) => String.fromCodePoint(0xc0 + i)).filter(
  (c) => c.normalize('NFD').length > 1,
);
const DA = ACCENTATE.join('');
const A = ACCENTATE.map((c) => c.normalize('NFD')[0]).join('');

/**
 * Text as the domain's filters compare it (minuscolo): accents dropped, lower case. Plain ASCII text
 * (as many bytes as characters) skips the translation, the costly part on a thousand rows.
 */
const normalizzato = (testo: SQL) => {
  const t = sql`coalesce(${testo}, '')`;
  return sql`(case when octet_length(${t}) = char_length(${t}) then lower(${t})
    else lower(translate(${t}, ${DA}, ${A})) end)`;
};
const contiene = (testo: SQL, parola: string) => sql`strpos(${normalizzato(testo)}, ${parola}) > 0`;

const statoIscrizione = (anno: number) => sql`(select i.stato_iscrizione from ${iscrizioni} i
  where i.id_persona = ${pid} and i.anno_scout = ${anno})`;

/** Whether a user of the person, or of a parent, meets `cond` (on alias u). */
const utenteDellaFamiglia = (cond: SQL) => sql`(exists (select 1 from ${utenti} u
    where u.id_persona = ${pid} and ${cond})
  or exists (select 1 from ${parentele} pg join ${utenti} u on u.id_persona = pg.id_persona_genitore
    where pg.id_persona_figlio = ${pid} and pg.id_persona_genitore <> ${pid} and ${cond}))`;

/** Domain statoAccount: attivo, creato, nessuno or null. */
const statoAccount = (anno: number) => sql`(case
  when ${utenteDellaFamiglia(sql`u.data_registrazione is not null`)} then ${STATI_ACCOUNT[0]}::text
  when ${utenteDellaFamiglia(sql`true`)} then ${STATI_ACCOUNT[1]}::text
  when ${statoIscrizione(anno)} = 'prevista' then ${STATI_ACCOUNT[2]}::text end)`;

/** Domain statoNazionale of the year's enrolment. */
const statoNazionale = (anno: number) => sql`coalesce((select case
    when i.errori_nazionale is null then 'senza_tessera' when i.errori_nazionale = '' then 'corrisponde'
    else 'errori' end
  from ${iscrizioni} i where i.id_persona = ${pid} and i.anno_scout = ${anno}), 'nessuna')`;

/** The appointments of the year's enrolment (alias n, group g) meeting `cond`. */
const nominaDellAnno = (anno: number, cond: SQL) => sql`exists (select 1 from ${nomine} n
  join ${iscrizioni} i on i.id_iscrizione = n.id_iscrizione left join ${gruppi} g on g.id_gruppo = n.id_gruppo
  where i.id_persona = ${pid} and i.anno_scout = ${anno} and ${cond})`;

const inLista = (colonna: SQL, valori: readonly string[]) =>
  valori.length === 0
    ? sql`false`
    : sql`${colonna} in (${sql.join(
        valori.map((v) => sql`${v}`),
        sql`, `,
      )})`;

/** Spec 2 §5 filters (domain passaFiltriRegistro) as conditions on the outer `persone` row. */
export function condizioniFiltri(f: FiltriRegistro, anno: number): SQL[] {
  const c: SQL[] = [];
  const anni = sql`coalesce(to_char(${persone.data_nascita}, 'YYYY'), '')`;
  for (const parola of paroleFiltro(f.fullText))
    c.push(sql`(${contiene(sql`${persone.nome}`, parola)} or ${contiene(sql`${persone.cognome}`, parola)}
      or strpos(${anni}, ${parola}) > 0)`);
  const nascita = anniFiltroNascita(f.data_nascita);
  if (nascita)
    c.push(
      sql`extract(year from ${persone.data_nascita}) in (${sql.join(
        nascita.map((a) => sql`${a}`),
        sql`, `,
      )})`,
    );
  const nome = testoFiltroNome(f.nome);
  if (nome) c.push(contiene(sql`${persone.nome}`, nome));
  const nomecognome = testoFiltroNome(f.nomecognome);
  if (nomecognome) {
    const nc = sql`coalesce(${persone.nome}, '') || ' ' || coalesce(${persone.cognome}, '')`;
    const cn = sql`coalesce(${persone.cognome}, '') || ' ' || coalesce(${persone.nome}, '')`;
    c.push(sql`(${contiene(nc, nomecognome)} or ${contiene(cn, nomecognome)})`);
  }
  const ruolo = interpretaFiltroRuolo(f.ruolo);
  if (ruolo === 'nessuno') c.push(sql`not ${nominaDellAnno(anno, sql`true`)}`);
  else if (ruolo) {
    const parole = ruolo.map(
      (r) =>
        and(
          r.ruoli === null ? undefined : inLista(sql`n.id_ruolo`, r.ruoli),
          r.numero === null ? undefined : sql`g.numero = ${r.numero}`,
        ) ?? sql`true`,
    );
    c.push(nominaDellAnno(anno, sql.join(parole, sql` and `)));
  }
  if (f.utenti) c.push(sql`${statoAccount(anno)} = ${f.utenti}`);
  if (f.iscrizione === FILTRO_NON_ISCRITTI) c.push(sql`${statoIscrizione(anno)} is null`);
  else if (f.iscrizione) {
    const stati = valoriFiltroStato(f.iscrizione);
    const stato = statoIscrizione(anno);
    c.push(
      stati.length === 0
        ? sql`false`
        : sql`(${sql.join(
            stati.map((s) => sql`${stato} = ${s} or right(${stato}, ${s.length}) = ${s}`),
            sql` or `,
          )})`,
    );
  }
  if (f.nazionale) c.push(sql`${statoNazionale(anno)} = ${f.nazionale}`);
  return c;
}

/** A list's place in a domain list (0 = none), as a sort key. */
const posizione = (valore: SQL, lista: readonly string[]) =>
  sql`(case ${valore} ${sql.join(
    lista.map((v, i) => sql`when ${v} then ${sql.raw(String(i + 1))}`),
    sql` `,
  )} else 0 end)`;

/**
 * What each sortable column sorts by (decision 0907): its shown text, accents and case ignored, in
 * byte order ("C"); the states by their place in the domain's lists.
 */
function chiaveOrdine(
  colonna: ColonnaOrdinabile,
  portata: Portata,
  annoAttivo: number | null,
  anno: number,
): SQL {
  const testo = (t: SQL) => sql`${normalizzato(t)} collate "C"`;
  const nome = sql`coalesce(${persone.nome}, '')`;
  const cognome = sql`coalesce(${persone.cognome}, '')`;
  switch (colonna) {
    case 'nome':
      return testo(sql`${nome} || ' ' || ${cognome}`);
    case 'cognome':
      return testo(sql`${cognome} || ' ' || ${nome}`);
    case 'iscrizione':
      return posizione(statoIscrizione(anno), STATI_ISCRIZIONE);
    case 'utenti':
      return posizione(statoAccount(anno), STATI_ACCOUNT);
    case 'ruolo':
      return testo(sql`(select string_agg(case when g.numero is null then n.id_ruolo
          else n.id_ruolo || ' ' || g.numero end, ', ' order by n.id_nomina)
        from ${nomine} n join ${iscrizioni} i on i.id_iscrizione = n.id_iscrizione
        left join ${gruppi} g on g.id_gruppo = n.id_gruppo
        where i.id_persona = ${pid} and i.anno_scout = ${anno})`);
    case 'nazionale':
      return testo(sql`(select case when i.errori_nazionale is null then ${ETICHETTE_NAZIONALE.senza_tessera}::text
          when i.errori_nazionale = '' then ${ETICHETTE_NAZIONALE.corrisponde}::text
          else ${ETICHETTE_NAZIONALE.errori}::text || ': ' || i.errori_nazionale end
        from ${iscrizioni} i where i.id_persona = ${pid} and i.anno_scout = ${anno})`);
    case 'accesso':
      return testo(sql`coalesce((select case
          when left(lower(f.username), ${PREFISSO_GOOGLE.length}) = ${PREFISSO_GOOGLE} then 'Google'
          when left(lower(f.username), ${PREFISSO_FACEBOOK.length}) = ${PREFISSO_FACEBOOK} then 'Facebook'
          else 'Email' end
        from (select u.username, u.data_registrazione, 0 as o, 0 as op, u.id_utente from ${utenti} u
            where u.id_persona = ${pid}
          union all select u.username, u.data_registrazione, 1, pg.id_parentela, u.id_utente
            from ${parentele} pg join ${utenti} u on u.id_persona = pg.id_persona_genitore
            where pg.id_persona_figlio = ${pid} and pg.id_persona_genitore <> ${pid}) f
        where f.data_registrazione is not null order by f.o, f.op, f.id_utente limit 1), 'Non effettuato')`);
    case 'soci':
      // 'Mamma: Anna Rossi, Figlio/a: Luca Rossi' as the badges read; a relative out of reach: the relationship.
      return testo(sql`(select string_agg(x.rel || ': ' || coalesce(nullif(trim(concat_ws(' ',
            nullif(q.nome, ''), nullif(q.cognome, ''))), ''), x.rel), ', ' order by pa.id_parentela)
        from ${parentele} pa
        cross join lateral (select case when pa.id_persona_genitore <> ${pid} then pa."desc"
            else ${RELAZIONE_FIGLIO}::text end as rel,
          case when pa.id_persona_genitore <> ${pid} then pa.id_persona_genitore
            else pa.id_persona_figlio end as altro) x
        left join ${persone} q on q.id_persona = x.altro
          and ${condizionePortata(portata, annoAttivo, sql`q.id_persona`)}
        where (pa.id_persona_genitore = ${pid} or pa.id_persona_figlio = ${pid})
          and pa.id_persona_genitore <> pa.id_persona_figlio)`);
  }
}

export interface RichiestaPagina {
  filtri: FiltriRegistro;
  ordine: OrdineRegistro;
  offset: number;
  limite: number;
}

/**
 * One page of a register (decision 0907): the rows of findPersoneIscritte that pass the filters,
 * sorted by a column (ties by id), `limite` from `offset`, with colonneRegistro's relations and the
 * number of rows passing the filters. One statement; a second one only when the page is past the end.
 */
export async function findPaginaRegistro(
  db: Db,
  portata: Portata,
  annoAttivo: number | null,
  anno: number,
  ambito: AmbitoConteggio,
  r: RichiestaPagina,
): Promise<{ righe: RigaRegistro[]; totale: number }> {
  const righe = await paginaPreparata(db, portata, annoAttivo, anno, ambito, r).execute({
    limite: r.limite,
    offset: r.offset,
  });
  if (righe.length > 0) return { righe: righe.map(rigaDaLettura), totale: Number(righe[0]!.totale) };
  if (r.offset === 0) return { righe: [], totale: 0 };
  const [n] = await db
    .select({ n: sql<string>`count(*)` })
    .from(persone)
    .where(doveRegistro(portata, annoAttivo, anno, ambito, r.filtri));
  return { righe: [], totale: Number(n?.n ?? 0) };
}

/**
 * Who a register page starts from: the year's enrolled of the scope; with the 'non iscritti' filter
 * (decision 0913) every person of the section, or in a group or unit the parents of its enrolled
 * (the filter then keeps those with no enrolment). Always within the viewer's reach.
 */
const personeDelRegistro = (anno: number, ambito: AmbitoConteggio, filtri: FiltriRegistro) => {
  if (filtri.iscrizione !== FILTRO_NON_ISCRITTI) return iscrittiNellAmbito(pid, anno, ambito);
  if (ambito.tipo === 'sezione') return sql`true`;
  return sql`exists (select 1 from ${parentele} pn where pn.id_persona_genitore = ${pid}
    and pn.id_persona_figlio <> ${pid} and ${iscrittiNellAmbito(sql`pn.id_persona_figlio`, anno, ambito)})`;
};

const doveRegistro = (
  portata: Portata,
  annoAttivo: number | null,
  anno: number,
  ambito: AmbitoConteggio,
  filtri: FiltriRegistro,
) =>
  and(
    personeDelRegistro(anno, ambito, filtri),
    condizionePortata(portata, annoAttivo),
    ...condizioniFiltri(filtri, anno),
  );

/** The page's statement with `limite` and `offset` as placeholders, built but not run. */
function consultaPagina(
  db: Db,
  portata: Portata,
  annoAttivo: number | null,
  anno: number,
  ambito: AmbitoConteggio,
  r: Omit<RichiestaPagina, 'offset' | 'limite'>,
) {
  const verso = sql.raw(r.ordine.direzione === 'desc' ? 'desc' : 'asc');
  const pagina = db
    .select({
      id: sql<number>`${pid}`.as('id_pagina'),
      chiave: sql`${chiaveOrdine(r.ordine.colonna, portata, annoAttivo, anno)}`.as('chiave'),
      totale: sql<string>`count(*) over ()`.as('totale'),
    })
    .from(persone)
    .where(doveRegistro(portata, annoAttivo, anno, ambito, r.filtri))
    .orderBy(sql`"chiave" ${verso}`, sql`"id_pagina"`)
    .limit(sql.placeholder('limite'))
    .offset(sql.placeholder('offset'))
    .as('pagina');
  return db
    .select({ ...colonneRegistro(portata, annoAttivo, anno), totale: pagina.totale })
    .from(pagina)
    .innerJoin(persone, eq(persone.id_persona, pagina.id))
    .orderBy(sql`${pagina.chiave} ${verso}`, pagina.id);
}

type PaginaPreparata = ReturnType<ReturnType<typeof consultaPagina>['prepare']>;

/** Built page statements kept per connection handle, at most this many (the least recently used go). */
const PAGINE_PREPARATE_MAX = 200;
const pagineFatte = new WeakMap<Db, Map<string, PaginaPreparata>>();

/**
 * Decision 0908: building the page's statement (a few hundred SQL fragments) cost about as much as
 * running it. The statement is a pure function of its arguments, so it is built once per distinct
 * viewer reach, year, scope, filters and order — the key holds all of them — and only the page
 * (limit, offset) changes between runs. Whether PostgreSQL keeps its plan is the client's choice
 * (decision 0432).
 */
function paginaPreparata(
  db: Db,
  portata: Portata,
  annoAttivo: number | null,
  anno: number,
  ambito: AmbitoConteggio,
  r: RichiestaPagina,
): PaginaPreparata {
  const { filtri, ordine } = r;
  const chiave = JSON.stringify([portata, annoAttivo, anno, ambito, filtri, ordine]);
  let fatte = pagineFatte.get(db);
  if (!fatte) {
    fatte = new Map();
    pagineFatte.set(db, fatte);
  }
  let preparata = fatte.get(chiave);
  if (preparata) fatte.delete(chiave);
  else {
    preparata = consultaPagina(db, portata, annoAttivo, anno, ambito, { filtri, ordine }).prepare(SENZA_NOME);
    if (fatte.size >= PAGINE_PREPARATE_MAX) fatte.delete(fatte.keys().next().value!);
  }
  fatte.set(chiave, preparata);
  return preparata;
}
