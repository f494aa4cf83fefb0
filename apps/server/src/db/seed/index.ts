import { annoScoutDiOggi } from '@zaino/domain/anno-scout';
import { usernameDaEmail } from '@zaino/domain/utenti';
import { hashPassword } from 'better-auth/crypto';
import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Database, type Tx, withTransaction } from '../client.ts';
import * as s from '../schema/index.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, IDENTITA_DEMO } from './demo.ts';
import { generaSezione } from './sezione.ts';

export { DEMO_LOGINS, DEMO_PASSWORD } from './demo.ts';

export interface SeedOptions {
  /** Size of the generated section (default 300; SEED_PERSONS for benchmarks). */
  persons?: number;
  /** The day that decides the active scout year (default: now). */
  oggi?: Date;
}

export interface SeedResult {
  seeded: boolean;
  /** The database holds the demo section (its demo logins): only then are logins and codes shown. */
  demo: boolean;
  logins: { ruolo: string; descrizione: string; email: string; password: string }[];
  codici: { nome: string; registration_token: string }[];
}

// Serialises concurrent start-ups on the same PostgreSQL database.
const SEED_LOCK = 7_240_520;

/** The scout year the demo section has active on a day: the domain's current scout year (1 October). */
export function annoScoutAttivoIl(oggi: Date): number {
  return annoScoutDiOggi(oggi);
}

/**
 * Loads the demo section into an empty database (no people, parties or scout years), as user
 * 'seed' for the audit. Does nothing when data exists; returns the demo logins either way, and a
 * few registration codes still unused.
 */
export async function seedIfEmpty(database: Database, opts: SeedOptions = {}): Promise<SeedResult> {
  const logins = DEMO_LOGINS.map(({ ruolo, descrizione, email }) => ({
    ruolo,
    descrizione,
    email,
    password: DEMO_PASSWORD,
  }));
  let seeded = false;
  if (await vuoto(database)) {
    const hash = await hashPassword(DEMO_PASSWORD);
    seeded = await withTransaction(database.db, 'seed', async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (!(await vuoto({ db: tx }))) return false;
      await carica(tx, opts, hash);
      return true;
    });
  }
  // A bulk load: refresh the planner's statistics now rather than when autovacuum gets to it, so the
  // first requests are planned on the real table sizes (an empty-table plan scans whole tables).
  if (seeded) await database.db.execute(sql`analyze`);
  const demo = await haSezioneDemo(database);
  if (!demo) return { seeded, demo, logins: [], codici: [] };
  const codici = await database.db
    .select({
      nome: s.persone.nome,
      cognome: s.persone.cognome,
      registration_token: s.utenti.registration_token,
    })
    .from(s.utenti)
    .innerJoin(s.persone, eq(s.persone.id_persona, s.utenti.id_persona))
    .where(and(isNull(s.utenti.data_registrazione), isNull(s.utenti.auth_user_id)))
    .orderBy(asc(s.utenti.id_utente))
    .limit(3);
  return {
    seeded,
    demo,
    logins,
    codici: codici.map((c) => ({ nome: `${c.nome} ${c.cognome}`, registration_token: c.registration_token })),
  };
}

/** The database holds the demo section (its logins, with a public password). */
export async function haSezioneDemo({ db }: Pick<Database, 'db'>): Promise<boolean> {
  const ids = DEMO_LOGINS.map((l) => l.authUserId);
  const result = await db.execute<{ demo: boolean }>(
    sql`select exists(select 1 from auth_user where id = ${ids[0]!}) as demo`,
  );
  return Boolean(result.rows[0]?.demo);
}

async function vuoto({ db }: Pick<Database, 'db'>): Promise<boolean> {
  const result = await db.execute<{ dati: boolean }>(
    sql`select exists(select 1 from persone) or exists(select 1 from parti) or exists(select 1 from anni_scout) as dati`,
  );
  return !result.rows[0]?.dati;
}

async function carica(tx: Tx, opts: SeedOptions, passwordHash: string): Promise<void> {
  const oggi = opts.oggi ?? new Date();
  const g = generaSezione(annoScoutAttivoIl(oggi), opts.persons ?? 300, oggi);
  const { rows } = g;
  await inserisci(tx, s.anniScout, rows.anni);
  await inserisci(tx, s.ruoli, rows.ruoli);
  await inserisci(tx, s.voci, rows.voci);
  // parti ↔ persone/gruppi/unita reference each other: parties first, back-links after.
  await inserisci(tx, s.parti, rows.parti);
  await inserisci(tx, s.gruppi, rows.gruppi);
  await inserisci(tx, s.unita, rows.unita);
  await inserisci(tx, s.nazionalePersone, rows.nazionale);
  await inserisci(tx, s.persone, rows.persone);
  await tx.execute(
    sql`update parti set id_persona = x.id_persona from persone x where x.id_parte = parti.id_parte`,
  );
  await tx.execute(
    sql`update parti set id_gruppo = x.id_gruppo from gruppi x where x.id_parte = parti.id_parte`,
  );
  await tx.execute(
    sql`update parti set id_unita = x.id_unita from unita x where x.id_parte = parti.id_parte`,
  );
  await inserisci(tx, s.contatti, rows.contatti);
  await inserisci(tx, s.parentele, rows.parentele);

  // Demo logins: a better-auth user with an email + password account, claimed by a utenti row.
  const ora = new Date();
  const authUsers = DEMO_LOGINS.map((l) => {
    const p = g.demo.get(l.chiave)!;
    return {
      id: l.authUserId,
      name: `${p.nome} ${p.cognome}`,
      email: l.email,
      emailVerified: true,
      username: usernameDaEmail(l.email),
      idPersona: p.id,
      createdAt: ora,
      updatedAt: ora,
    };
  });
  await inserisci(tx, s.authUser, authUsers);
  await inserisci(
    tx,
    s.authAccount,
    authUsers.map((u) => ({
      id: `${u.id}-credential`,
      accountId: u.id,
      providerId: 'credential',
      userId: u.id,
      password: passwordHash,
      createdAt: ora,
      updatedAt: ora,
    })),
  );
  await inserisci(tx, s.utenti, rows.utenti);
  await inserisci(tx, s.consensiPrivacy, rows.consensi);
  await inserisci(tx, s.iscrizioni, rows.iscrizioni);
  await inserisci(tx, s.nomine, rows.nomine);
  await inserisci(tx, s.bilanci, rows.bilanci);
  await inserisci(tx, s.transazioniEconomiche, rows.dovuti);
  await inserisci(tx, s.transazioniFinanziarie, rows.pagamenti);
  await inserisci(tx, s.transazioni, rows.collegamenti);
  await tx.insert(s.infoGenerali).values({ id: 1 }).onConflictDoNothing();
  await tx.insert(s.identitaSezione).values(IDENTITA_DEMO).onConflictDoNothing();

  // Rows were inserted with explicit ids: move each serial past them.
  for (const [tabella, colonna] of [
    ['parti', 'id_parte'],
    ['gruppi', 'id_gruppo'],
    ['unita', 'id_unita'],
    ['persone', 'id_persona'],
    ['nazionale_persone', 'id_persona_nazionale'],
    ['utenti', 'id_utente'],
    ['iscrizioni', 'id_iscrizione'],
    ['voci', 'id_voce'],
    ['transazioni_economiche', 'id_transazione_economica'],
    ['transazioni_finanziarie', 'id_transazione_finanziaria'],
  ] as const) {
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${tabella}', '${colonna}'), coalesce(max(${colonna}), 0) + 1, false) from ${tabella}`,
      ),
    );
  }
}

/** Multi-row inserts, in chunks that stay well under PostgreSQL's 65535 parameters. */
async function inserisci<T extends PgTable>(tx: Tx, table: T, values: T['$inferInsert'][]): Promise<void> {
  const colonne = Object.keys(getTableColumns(table)).length;
  const passo = Math.max(1, Math.floor(30_000 / colonne));
  for (let i = 0; i < values.length; i += passo) {
    await tx.insert(table).values(values.slice(i, i + passo));
  }
}
