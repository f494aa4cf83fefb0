import { verifyPassword } from 'better-auth/crypto';
import { RUOLI } from '@zaino/domain/ruoli';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../test/test-db.ts';
import { isCodiceFiscaleValido } from '@zaino/domain/codice-fiscale';
import { statoDovuto } from '@zaino/domain/transazioni';
import { codiceFiscale } from './anagrafica.ts';
import { annoScoutAttivoIl, type SeedResult, seedIfEmpty } from './index.ts';
import { generaSezione } from './sezione.ts';

const TABELLE = [
  'parti',
  'gruppi',
  'unita',
  'persone',
  'contatti',
  'parentele',
  'utenti',
  'consensi_privacy',
  'anni_scout',
  'iscrizioni',
  'nomine',
  'ruoli',
  'voci',
  'bilanci',
  'transazioni_economiche',
  'transazioni_finanziarie',
  'transazioni',
  'nazionale_persone',
  'auth_user',
  'auth_account',
  'eventi',
];

describe('codice fiscale of the demo people', () => {
  it('matches a known code, check character included', () => {
    expect(
      codiceFiscale({
        nome: 'Mario',
        cognome: 'Rossi',
        sesso: 'M',
        data_nascita: '1980-01-01',
        codiceComune: 'H501',
      }),
    ).toBe('RSSMRA80A01H501U');
    expect(
      codiceFiscale({
        nome: 'Matteo',
        cognome: 'Moretti',
        sesso: 'M',
        data_nascita: '1991-04-08',
        codiceComune: 'F205',
      }),
    ).toBe('MRTMTT91D08F205J');
  });
});

describe('active scout year', () => {
  it('is the scout year of spec 3 §9, which starts on 1 October', () => {
    expect(annoScoutAttivoIl(new Date(2026, 8, 30))).toBe(2025);
    expect(annoScoutAttivoIl(new Date(2026, 9, 1))).toBe(2026);
    expect(annoScoutAttivoIl(new Date(2027, 0, 15))).toBe(2026);
  });
});

describe('demo dates on the first days of a scout year', () => {
  it('seeded on 2 October, no payment nor sign-in lies after that day', () => {
    const oggi = new Date('2026-10-02T07:00:00Z');
    const g = generaSezione(annoScoutAttivoIl(oggi), 300, oggi);
    const date = [
      ...g.rows.pagamenti.flatMap((p) => [p.data_creata, p.data_pagata]),
      ...g.rows.utenti.map((u) => u.data_ultimo_accesso),
    ].filter((d): d is Date => d instanceof Date);
    expect(date.length).toBeGreaterThan(100);
    expect(date.filter((d) => d > oggi)).toEqual([]);
    // Folded back, not all piled on the day: the active year's payments keep spread-out days.
    const giorni = new Set(
      g.rows.pagamenti
        .filter((p) => p.anno_scout === 2026)
        .map((p) => (p.data_creata as Date).toISOString().slice(0, 10)),
    );
    expect(giorni.size).toBeGreaterThan(10);
  });
});

describe.each(dbKinds)('demo seed on %s', (kind) => {
  let a: TestDatabase;
  let b: TestDatabase;
  let result: SeedResult;
  const q = async <T extends Record<string, unknown>>(db: TestDatabase, query: string) =>
    (await db.db.execute<T>(sql.raw(query))).rows;
  const conta = async (db: TestDatabase) => {
    const out: Record<string, number> = {};
    for (const t of TABELLE)
      out[t] = (await q<{ n: number }>(db, `select count(*)::int as n from ${t}`))[0]!.n;
    return out;
  };

  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
    result = await seedIfEmpty(a);
    await seedIfEmpty(b);
  });
  afterAll(async () => {
    await a?.drop();
    await b?.drop();
  });

  it('is deterministic: two seeds give the same counts and the same names', async () => {
    expect(result.seeded).toBe(true);
    expect(await conta(a)).toEqual(await conta(b));
    const nomi = 'select nome, cognome, codice_fiscale from persone order by id_persona';
    expect(await q(a, nomi)).toEqual(await q(b, nomi));
    const codici = 'select registration_token from utenti order by id_utente';
    expect(await q(a, codici)).toEqual(await q(b, codici));
  });

  it('makes a section of about 300 people with three groups, each with branco, reparto and compagnia', async () => {
    const n = await conta(a);
    expect(n.persone).toBeGreaterThanOrEqual(300);
    expect(n.persone).toBeLessThan(320);
    expect(await q(a, `select "desc" from parti where id_parte = 1`)).toEqual([{ desc: 'Sezione' }]);
    const unita = await q<{ numero: number; branche: string; parti: string }>(
      a,
      `select g.numero, string_agg(u.branca, '' order by u.branca) as branche,
              string_agg(p."desc", ', ' order by u.branca) as parti
         from gruppi g join unita u using (id_gruppo) join parti p on p.id_parte = u.id_parte
        group by g.numero order by g.numero`,
    );
    expect(unita.map((u) => u.branche)).toEqual(['ELR', 'ELR', 'ELR']);
    expect(unita[0]!.parti).toBe('2° reparto, 2° branco, 2a compagnia');
  });

  it('has the active scout year (the current one) and the previous one', async () => {
    const anni = await q<{ anno_scout: number; attivo: boolean }>(
      a,
      'select anno_scout, attivo from anni_scout order by anno_scout',
    );
    const attuale = annoScoutAttivoIl(new Date());
    expect(anni).toEqual([
      { anno_scout: attuale - 1, attivo: false },
      { anno_scout: attuale, attivo: true },
    ]);
  });

  it('contains enrolments in every state and appointments for every role', async () => {
    const stati = await q<{ stato_iscrizione: string }>(
      a,
      'select distinct i.stato_iscrizione from iscrizioni i join anni_scout a using (anno_scout) where a.attivo',
    );
    expect(stati.map((r) => r.stato_iscrizione).sort()).toEqual([
      'completata',
      'incorso',
      'inprova',
      'nessuna',
      'prevista',
      'sezione',
    ]);
    const ruoli = await q<{ id_ruolo: string }>(
      a,
      'select distinct n.id_ruolo from nomine n join iscrizioni i using (id_iscrizione) join anni_scout a using (anno_scout) where a.attivo',
    );
    expect(ruoli.map((r) => r.id_ruolo).sort()).toEqual(RUOLI.map((r) => r.id_ruolo).sort());
    expect((await conta(a)).ruoli).toBe(RUOLI.length);
  });

  it('contains users in every state: registered, created (code only) and none', async () => {
    const [stati] = await q<{ registrati: number; creati: number; senza: number }>(
      a,
      `select (select count(*)::int from utenti where data_registrazione is not null) as registrati,
              (select count(*)::int from utenti where data_registrazione is null) as creati,
              (select count(*)::int from persone p join iscrizioni i using (id_persona)
                where not exists (select 1 from utenti u where u.id_persona = p.id_persona)) as senza`,
    );
    expect(stati!.registrati).toBeGreaterThan(6);
    expect(stati!.creati).toBeGreaterThan(0);
    expect(stati!.senza).toBeGreaterThan(0);
    expect(result.codici).toHaveLength(3);
    for (const c of result.codici) expect(c.registration_token).toMatch(/^[A-Z]{3}[A-Z2-9]{6}$/);
  });

  it('creates the ten demo logins with their password and people', async () => {
    expect(result.logins.map((l) => l.email)).toEqual([
      'cens@demo.zaino.it',
      'tesoriere@demo.zaino.it',
      'revisore@demo.zaino.it',
      'capogruppo@demo.zaino.it',
      'capobranco@demo.zaino.it',
      'capobranco2@demo.zaino.it',
      'genitore@demo.zaino.it',
      'genitore2@demo.zaino.it',
      'socio@demo.zaino.it',
      'giovane@demo.zaino.it',
    ]);
    const righe = await q<{
      email: string;
      username: string;
      id_persona: number;
      password: string;
      registrata: boolean;
    }>(
      a,
      `select au.email, u.username, au.id_persona, ac.password, u.data_registrazione is not null as registrata
         from auth_user au
         join auth_account ac on ac.user_id = au.id and ac.provider_id = 'credential' and ac.account_id = au.id
         join utenti u on u.auth_user_id = au.id and u.id_persona = au.id_persona
        where au.email_verified order by au.email`,
    );
    expect(righe).toHaveLength(10);
    for (const r of righe) {
      expect(r.username).toBe(r.email.replace('@', '-at-'));
      expect(r.registrata).toBe(true);
    }
    expect(await verifyPassword({ hash: righe[0]!.password, password: 'Zaino-2026' })).toBe(true);

    const incarichi = async (email: string) =>
      (
        await q<{ ruolo: string }>(
          a,
          `select n.id_ruolo || coalesce(':' || g.numero, '') as ruolo
             from auth_user au join iscrizioni i on i.id_persona = au.id_persona
             join anni_scout y on y.anno_scout = i.anno_scout and y.attivo
             join nomine n using (id_iscrizione) left join gruppi g using (id_gruppo)
            where au.email = '${email}'`,
        )
      ).map((r) => r.ruolo);
    expect(await incarichi('cens@demo.zaino.it')).toEqual(['CENS']);
    expect(await incarichi('tesoriere@demo.zaino.it')).toEqual(['TSEZ']);
    expect(await incarichi('capogruppo@demo.zaino.it')).toEqual(['CG:2']);
    expect(await incarichi('capobranco@demo.zaino.it')).toEqual(['CB:2']);
    expect(await incarichi('revisore@demo.zaino.it')).toEqual(['RCSEZ']);
    expect(await incarichi('capobranco2@demo.zaino.it')).toEqual(['CB:5']);
    expect(await incarichi('genitore2@demo.zaino.it')).toEqual([]);
    expect(await incarichi('socio@demo.zaino.it')).toEqual([]);
    expect(await incarichi('genitore@demo.zaino.it')).toEqual([]);
    // Issue 23: the young member is a scout or a rover under 18, enrolled this year.
    expect(await incarichi('giovane@demo.zaino.it')).toEqual([expect.stringMatching(/^[ER]:\d+$/)]);
    const [giovane] = await q<{ eta: number }>(
      a,
      `select extract(year from age(current_date, p.data_nascita))::int as eta
         from auth_user au join persone p on p.id_persona = au.id_persona where au.email = 'giovane@demo.zaino.it'`,
    );
    expect(giovane!.eta).toBeLessThan(18);
    const socio = await q(
      a,
      `select 1 from auth_user au join iscrizioni i on i.id_persona = au.id_persona join anni_scout y
         on y.anno_scout = i.anno_scout and y.attivo where au.email = 'socio@demo.zaino.it'`,
    );
    expect(socio).toHaveLength(1);
    const figli = await q<{ ruolo: string }>(
      a,
      `select n.id_ruolo as ruolo from auth_user au
         join parentele pa on pa.id_persona_genitore = au.id_persona
         join iscrizioni i on i.id_persona = pa.id_persona_figlio
         join anni_scout y on y.anno_scout = i.anno_scout and y.attivo
         join nomine n using (id_iscrizione)
        where au.email = 'genitore@demo.zaino.it' order by 1`,
    );
    expect(figli.map((f) => f.ruolo)).toEqual(['E', 'L']);
  });

  it('gives every person a valid codice fiscale but the one deliberately mistyped', async () => {
    const cf = await q<{ id_persona: number; codice_fiscale: string }>(
      a,
      'select id_persona, codice_fiscale from persone',
    );
    const difettosi = generaSezione(annoScoutAttivoIl(new Date()), 300).difetti!.cfNonValido;
    expect(difettosi).toHaveLength(1);
    for (const { id_persona, codice_fiscale } of cf) {
      expect(codice_fiscale).toMatch(/^[A-Z]{6}\d{2}[A-EHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/);
      expect(isCodiceFiscaleValido(codice_fiscale), codice_fiscale).toBe(!difettosi.includes(id_persona));
    }
  });

  it('keeps each due stato consistent with its links, and no payment over-allocated', async () => {
    const dovuti = await q<{
      importo: number;
      stato: string;
      links: { importo: number; stato_pagamento: string }[] | null;
    }>(
      a,
      `select te.importo, te.stato,
              json_agg(json_build_object('importo', t.importo, 'stato_pagamento', tf.stato)) filter (where t.id_transazione is not null) as links
         from transazioni_economiche te
         left join transazioni t using (id_transazione_economica)
         left join transazioni_finanziarie tf using (id_transazione_finanziaria)
        group by te.id_transazione_economica`,
    );
    const stati = new Set<string>();
    for (const d of dovuti) {
      expect(d.stato).toBe(statoDovuto(Number(d.importo), d.links ?? []));
      stati.add(d.stato);
    }
    expect([...stati].sort()).toEqual([
      'no',
      'parziale_completata',
      'parziale_incorso',
      'totale_completata',
      'totale_incorso',
    ]);
    const pagamenti = await q<{ stato: string }>(a, 'select distinct stato from transazioni_finanziarie');
    expect(pagamenti.map((p) => p.stato).sort()).toEqual(['completed', 'initiated', 'rejected', 'started']);
    const eccessi = await q(
      a,
      `select tf.id_transazione_finanziaria from transazioni_finanziarie tf join transazioni t using (id_transazione_finanziaria)
        group by tf.id_transazione_finanziaria, tf.importo having sum(t.importo) > tf.importo`,
    );
    expect(eccessi).toEqual([]);
    const voci = await q<{ id_voce: number; codice: string }>(
      a,
      'select id_voce, codice from voci where id_voce in (108, 109)',
    );
    expect(voci.map((v) => v.codice[0])).toEqual(['E', 'E']);
  });

  it('dates nothing in the future: payments, dues and last sign-ins (issue 23)', async () => {
    const future = await q<{ n: number }>(
      a,
      `select (select count(*) from transazioni_finanziarie where data_creata > now() or data_pagata > now())
            + (select count(*) from transazioni_economiche where data_creata > now() or data_pagata > now())
            + (select count(*) from utenti where data_ultimo_accesso > now())
            + (select count(*) from consensi_privacy where data_espressione > now()) as n`,
    );
    expect(Number(future[0]!.n)).toBe(0);
  });

  it('writes the audit as user seed and leaves the serials ready for new rows', async () => {
    const autori = await q<{ rev_author: string }>(a, 'select distinct rev_author from eventi');
    expect(autori).toEqual([{ rev_author: 'seed' }]);
    await q(a, `insert into persone (nome, cognome) values ('Nuova', 'Persona')`);
    await q(a, `insert into parti ("desc") values ('Altro soggetto')`);
    await q(a, `delete from persone where cognome = 'Persona'`);
  });

  it('does nothing the second time, but returns the logins again', async () => {
    const prima = await conta(b);
    const again = await seedIfEmpty(b);
    expect(again.seeded).toBe(false);
    expect(again.logins).toEqual(result.logins);
    expect(again.codici).toEqual(result.codici);
    expect(await conta(b)).toEqual(prima);
  });
});
