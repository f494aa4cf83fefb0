import { annoScoutDiOggi } from '@zaino/domain/anno-scout';
import { generaCodiceRegistrazione } from '@zaino/domain/codice-registrazione';
import { eq, sql } from 'drizzle-orm';
import { type Database, withTransaction } from './client.ts';
import * as s from './schema/index.ts';
import { preparaStruttura } from './seed/struttura.ts';

// The first administrator of a production section (issue 8 item 1; docs/configuration.md): a
// person appointed section secretary (CENS, a super role, spec 1 §6) in the active scout year,
// with a registration code. Whoever holds the code registers at /register/<code> with their own
// email and password, as every user does: no password ever passes through this command.

/** Role of the first administrator: the section secretary (spec 1 §3 "CENS: secretary"). */
export const RUOLO_AMMINISTRATORE = 'CENS';

export interface NuovoAmministratore {
  nome: string;
  cognome: string;
  /** The day that decides the active scout year when one must be created (default: now). */
  oggi?: Date;
}

export interface AmministratoreCreato {
  id_persona: number;
  anno_scout: number;
  registration_token: string;
}

export class AmministratoreError extends Error {
  override name = 'AmministratoreError';
}

const iso = (anno: number, mese: number, giorno: number) =>
  `${anno}-${String(mese).padStart(2, '0')}-${String(giorno).padStart(2, '0')}`;

export async function creaAmministratore(
  database: Pick<Database, 'db'>,
  dati: NuovoAmministratore,
): Promise<AmministratoreCreato> {
  const nome = dati.nome.trim();
  const cognome = dati.cognome.trim();
  if (!nome || !cognome || nome.length > 45 || cognome.length > 45) {
    throw new AmministratoreError('Indica nome e cognome (al massimo 45 caratteri ciascuno)');
  }
  await preparaStruttura(database);
  return withTransaction(database.db, 'crea-amministratore', async (tx) => {
    const esistenti = await tx.execute<{ n: number }>(sql`select count(*)::int as n from persone`);
    if (Number(esistenti.rows[0]?.n ?? 0) > 0) {
      throw new AmministratoreError(
        "La sezione contiene già delle persone: il primo amministratore si crea solo su un database vuoto. Gli altri li nomina un amministratore dall'app.",
      );
    }
    // An active scout year is needed for the appointment; fees start at 0, to be set in the app.
    let [attivo] = await tx.select().from(s.anniScout).where(eq(s.anniScout.attivo, true));
    if (!attivo) {
      const anno = annoScoutDiOggi(dati.oggi ?? new Date());
      [attivo] = await tx
        .insert(s.anniScout)
        .values({
          anno_scout: anno,
          attivo: true,
          inizio_fiscale: iso(anno, 9, 1),
          limite_mora: iso(anno, 12, 31),
          limite_iscrizioni: iso(anno + 1, 5, 31),
          quota_giovani_nuovi: 0,
          quota_giovani_rinnovi: 0,
          quota_adulti_nuovi: 0,
          quota_adulti_rinnovi: 0,
        })
        .returning();
    }
    const anno = attivo!.anno_scout;
    const [parte] = await tx
      .insert(s.parti)
      .values({ desc: `${nome} ${cognome}` })
      .returning({ id: s.parti.id_parte });
    const [persona] = await tx
      .insert(s.persone)
      .values({ nome, cognome, id_parte: parte!.id })
      .returning({ id: s.persone.id_persona });
    await tx.update(s.parti).set({ id_persona: persona!.id }).where(eq(s.parti.id_parte, parte!.id));
    const [iscrizione] = await tx
      .insert(s.iscrizioni)
      .values({ id_persona: persona!.id, anno_scout: anno, stato_iscrizione: 'prevista' })
      .returning({ id: s.iscrizioni.id_iscrizione });
    await tx
      .insert(s.nomine)
      .values({ id_iscrizione: iscrizione!.id, id_ruolo: RUOLO_AMMINISTRATORE, id_gruppo: null });
    const registration_token = generaCodiceRegistrazione(nome, cognome);
    await tx.insert(s.utenti).values({ id_persona: persona!.id, registration_token });
    return { id_persona: persona!.id, anno_scout: anno, registration_token };
  });
}
