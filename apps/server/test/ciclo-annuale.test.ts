import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from './test-db.ts';
import { rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';

// Issue 24, decisions 1016 and 1022: the yearly steps of spec 2 §7 on the demo section, in the
// spec's order, on both databases, each run through the job queue by the spec's own path. Each step: the preview writes nothing and announces what the run does; a run
// that fails half-way (a statement made to fail on its n-th row) leaves the database as it was and
// is recorded as failed; the rerun completes it; a third run changes nothing and reports 0. Bad
// payloads are refused in Italian with nothing changed.

interface Risposta {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: REST answers are read by shape, checked by the assertions.
  body: Record<string, any>;
}

async function chiama(
  app: FastifyInstance,
  metodo: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<Risposta> {
  const res = await app.inject({
    method: metodo,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Everything a step may write, as one fingerprint per table (the history and eventi apart). */
const TABELLE = [
  'iscrizioni',
  'nomine',
  'bilanci',
  'saldi_annuali',
  'transazioni_economiche',
  'liste_attesa',
];
async function impronta(t: TestApp): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const tab of TABELLE) {
    const [r] = await rows<{ h: string | null }>(
      t.database,
      `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${tab} x`,
    );
    out[tab] = r?.h ?? '';
  }
  return out;
}

interface Caso {
  passo: string;
  body: () => Record<string, unknown>;
  /** the result fields of spec 2 §7 (or of decision 1016 where the spec names none) */
  campi: string[];
  /** the table whose n-th written row fails in the crash run */
  guasto: { tabella: string; riga: number };
}

describe.each(dbKinds)('yearly steps on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let anno: number;
  const nuovo = () => anno + 1;
  const casi: Caso[] = [
    {
      passo: 'crea-nuove-iscrizioni',
      body: () => ({ anno_scout: nuovo() }),
      campi: ['iscrizioniRiportate'],
      guasto: { tabella: 'nomine', riga: 3 },
    },
    {
      passo: 'aggiorna-nuove-iscrizioni',
      body: () => ({ anno_scout: nuovo() }),
      campi: ['lupiDiventatiEsplo', 'esploDiventatiRover', 'roverDiventatiAdulti'],
      guasto: { tabella: 'nomine', riga: 2 },
    },
    {
      passo: 'copia-bilancio-precedente',
      body: () => ({ anno_scout: nuovo(), id_parte: 1 }),
      campi: ['righeCopiate'],
      guasto: { tabella: 'bilanci', riga: 2 },
    },
    {
      passo: 'apri-iscrizioni',
      body: () => ({ anno_scout: nuovo() }),
      campi: ['changed'],
      guasto: { tabella: 'iscrizioni', riga: 2 },
    },
    {
      passo: 'consolida-saldi-anno-precedente',
      body: () => ({ anno_scout: nuovo(), id_parte: 1 }),
      campi: ['saldiAggiornati'],
      // One upsert: the history row after it fails instead.
      guasto: { tabella: 'passi_ciclo', riga: 1 },
    },
    {
      passo: 'applica-more',
      body: () => ({}),
      campi: ['numberOfRecordsUpdated'],
      guasto: { tabella: 'transazioni_economiche', riga: 2 },
    },
    {
      passo: 'refresh-liste-attesa',
      body: () => ({}),
      campi: ['spostati'],
      guasto: { tabella: 'liste_attesa', riga: 2 },
    },
  ];

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await tokenFor(t.app, 'tesoriere');
    const [a] = await rows<{ anno: number }>(
      t.database,
      'select anno_scout as anno from anni_scout where attivo',
    );
    anno = a!.anno;
    // The next scout year, as 'Nuovo anno scout' makes it (decision 1011; built by another issue).
    await rows(
      t.database,
      `insert into anni_scout (anno_scout, attivo, inizio_fiscale, limite_iscrizioni, limite_mora, mora_nuovi,
         mora_rinnovi, quota_giovani_nuovi, quota_giovani_rinnovi, quota_adulti_nuovi, quota_adulti_rinnovi)
       select anno_scout + 1, false, (inizio_fiscale + interval '1 year')::date,
         (limite_iscrizioni + interval '1 year')::date, (limite_mora + interval '1 year')::date, mora_nuovi,
         mora_rinnovi, quota_giovani_nuovi, quota_giovani_rinnovi, quota_adulti_nuovi, quota_adulti_rinnovi
       from anni_scout where anno_scout = ${anno}`,
    );
    // Late fees apply from limite_mora (decision 1015): the active year is past it today.
    await rows(
      t.database,
      `update anni_scout set limite_mora = current_date - 1, limite_iscrizioni = current_date + 60
       where anno_scout = ${anno}`,
    );
    // Decision 1015: an unpaid due whose amount was changed by hand is left aside, and reported.
    await rows(
      t.database,
      `update transazioni_economiche set importo = importo + 1 where id_transazione_economica = (
         select min(te.id_transazione_economica) from transazioni_economiche te
         join iscrizioni i on i.id_iscrizione = te.id_iscrizione
         where i.anno_scout = ${anno} and te.stato = 'no' and i.stato_iscrizione not in ('nessuna', 'inprova'))`,
    );
    // Decision 1010: the first pack has two free places and a list of three people not enrolled.
    const [u] = await rows<{ id: number; branca: string; gruppo: number; presi: number }>(
      t.database,
      `select u.id_unita as id, u.branca, u.id_gruppo as gruppo,
         (select count(*)::int from iscrizioni i join nomine n on n.id_iscrizione = i.id_iscrizione
          where i.anno_scout = ${anno} and i.stato_iscrizione <> 'nessuna' and n.id_ruolo = u.branca
            and n.id_gruppo = u.id_gruppo) as presi
       from unita u where u.branca = 'L' order by u.id_unita limit 1`,
    );
    await rows(t.database, `update unita set posti = ${u!.presi + 2} where id_unita = ${u!.id}`);
    await rows(
      t.database,
      `insert into liste_attesa (id_persona, id_unita, posizione)
       select p.id_persona, ${u!.id}, row_number() over (order by p.id_persona) from persone p
       where not exists (select 1 from iscrizioni i where i.id_persona = p.id_persona and i.anno_scout = ${anno})
       order by p.id_persona limit 3`,
    );
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  const guasta = async (tabella: string, riga: number) => {
    await rows(t.database, 'create sequence if not exists guasto_seq');
    await rows(t.database, "select setval('guasto_seq', 1, false)");
    await rows(
      t.database,
      `create or replace function guasto() returns trigger language plpgsql as $$
       begin
         if nextval('guasto_seq') = ${riga} then raise exception 'guasto iniettato'; end if;
         return coalesce(new, old);
       end $$`,
    );
    await rows(
      t.database,
      `create trigger guasto before insert or update or delete on ${tabella} for each row execute function guasto()`,
    );
  };
  const ripara = (tabella: string) => rows(t.database, `drop trigger guasto on ${tabella}`);
  const conteggi = (body: Record<string, unknown>, campi: string[]) =>
    Object.fromEntries(campi.map((c) => [c, body[c]]));
  const totale = (c: Record<string, unknown>) => Object.values(c).reduce<number>((s, n) => s + Number(n), 0);

  it('runs each step: preview = run, a crash writes nothing and the rerun completes, a second run reports 0', async () => {
    for (const caso of casi) {
      const url = `/segreteria/${caso.passo}`;
      const prima = await impronta(t);
      const anteprima = await chiama(t.app, 'POST', `${url}/anteprima`, admin, caso.body());
      expect(anteprima.status, `${caso.passo} ${JSON.stringify(anteprima.body)}`).toBe(200);
      expect(anteprima.body.anteprima).toBe(true);
      expect(anteprima.body.piano).toBeTruthy();
      if (caso.passo !== 'consolida-saldi-anno-precedente' && caso.passo !== 'copia-bilancio-precedente')
        expect(anteprima.body.persone.length, `${caso.passo}: the preview names its people`).toBeGreaterThan(
          0,
        );
      const previsti = conteggi(anteprima.body, caso.campi);
      if (caso.passo === 'applica-more') {
        // Per due from → to in cents, the late fee added; the totals per unit sum the late fees.
        const piano = anteprima.body.piano as {
          dovuti: { da: number; a: number; mora: number }[];
          totali: { importo: number }[];
        };
        for (const d of piano.dovuti) expect(d.a - d.da).toBe(d.mora);
        expect(piano.totali.reduce((s, x) => s + x.importo, 0)).toBe(
          piano.dovuti.reduce((s, d) => s + d.mora, 0),
        );
        expect(anteprima.body.avvisi).toEqual([expect.objectContaining({ motivo: 'importo_diverso' })]);
      }
      expect(totale(previsti), `${caso.passo}: the demo has something to do`).toBeGreaterThan(0);
      expect(await impronta(t), `${caso.passo}: the preview writes nothing`).toEqual(prima);

      await guasta(caso.guasto.tabella, caso.guasto.riga);
      const rotto = await chiama(t.app, 'POST', url, admin, caso.body());
      await ripara(caso.guasto.tabella);
      expect(rotto.status, caso.passo).toBe(500);
      expect(await impronta(t), `${caso.passo}: a crash half-way writes nothing`).toEqual(prima);
      const [fallito] = await rows<{ esito: string; errori: unknown }>(
        t.database,
        `select esito, errori from passi_ciclo where passo = '${caso.passo}' order by id_passo desc limit 1`,
      );
      expect(fallito?.esito).toBe('errore');
      // Decision 1022: the spec's path ran the step as a job; the job failed with the Italian
      // message, never the database's own text.
      const [lavoroRotto] = await rows<{ stato: string; errore: string }>(
        t.database,
        `select stato, errore from lavori where chiave = '${caso.passo}' order by creato desc limit 1`,
      );
      expect(lavoroRotto).toEqual({ stato: 'errore', errore: 'Errore interno: nessuna modifica salvata' });
      expect(rotto.body.message).toBe('Errore interno: nessuna modifica salvata');

      const eseguito = await chiama(t.app, 'POST', url, admin, caso.body());
      expect(eseguito.status, JSON.stringify(eseguito.body)).toBe(200);
      expect(eseguito.body.status).toBe('success');
      // The run was a job: its row keeps the same answer the spec's path returned.
      const [lavoro] = await rows<{ stato: string; risultato: Record<string, unknown> }>(
        t.database,
        `select stato, risultato from lavori where id = '${String(eseguito.body.id_lavoro)}'`,
      );
      expect(lavoro?.stato).toBe('completato');
      expect(lavoro?.risultato).toMatchObject(conteggi(eseguito.body, caso.campi));
      expect(lavoro?.risultato.id_passo).toBe(eseguito.body.id_passo);
      expect(
        conteggi(eseguito.body, caso.campi),
        `${caso.passo}: the run does what the preview said`,
      ).toEqual(previsti);
      const dopo = await impronta(t);
      expect(dopo).not.toEqual(prima);

      const ancora = await chiama(t.app, 'POST', url, admin, caso.body());
      expect(ancora.status).toBe(200);
      expect(totale(conteggi(ancora.body, caso.campi)), `${caso.passo}: the second run reports 0`).toBe(0);
      expect(await impronta(t), `${caso.passo}: the second run changes nothing`).toEqual(dopo);
      const vuota = await chiama(t.app, 'POST', `${url}/anteprima`, admin, caso.body());
      expect(totale(conteggi(vuota.body, caso.campi))).toBe(0);
    }
  }, 120_000);

  it('the history lists every run with who, when and the counts; eventi records each run', async () => {
    const r = await chiama(t.app, 'GET', '/segreteria/passi', admin);
    expect(r.status).toBe(200);
    expect(r.body.passi).toEqual(casi.map((c) => c.passo));
    const storico = r.body.storico as { passo: string; esito: string; autore: string; conteggi: object }[];
    for (const c of casi) {
      const suoi = storico.filter((s) => s.passo === c.passo);
      expect(suoi.map((s) => s.esito).sort(), c.passo).toEqual(['errore', 'successo', 'successo']);
    }
    const more = storico.find((s) => s.passo === 'applica-more' && s.esito === 'successo') as
      | { errori: { id_persona: number; motivo: string }[] }
      | undefined;
    expect(more?.errori.map((e) => e.motivo)).toEqual(['importo_diverso']);
    const [chi] = await rows<{ nome: string }>(
      t.database,
      `select concat_ws(' ', p.nome, p.cognome) as nome from auth_user u join persone p using (id_persona)
       where u.email = 'tesoriere@demo.zaino.it'`,
    );
    expect(new Set(storico.map((s) => (s as { nome_autore?: string }).nome_autore))).toEqual(
      new Set([chi!.nome]),
    );
    const [ev] = await rows<{ n: number; autori: number }>(
      t.database,
      `select count(*)::int as n, count(distinct rev_author)::int as autori from eventi
       where "table" = 'passi_ciclo' and rev_type = 'insert' and rev_author is not null`,
    );
    // Only the successful runs commit their row through the request's transaction; the failed
    // runs are recorded too, by the same login.
    expect(ev!.n).toBe(casi.length * 3);
    expect(ev!.autori).toBe(1);
  });

  it('the carried-over enrolments were opened, and each promotion changed or removed one appointment', async () => {
    const [r] = await rows<{ riportate: number; aperte: number; nomine: number; promossi: number }>(
      t.database,
      `select count(*)::int as riportate,
         count(*) filter (where stato_iscrizione = 'prevista')::int as aperte,
         (select count(*)::int from eventi e where e."table" = 'nomine' and e.rev_type in ('update', 'delete')) as nomine,
         (select (conteggi->>'lupiDiventatiEsplo')::int + (conteggi->>'esploDiventatiRover')::int
            + (conteggi->>'roverDiventatiAdulti')::int from passi_ciclo
          where passo = 'aggiorna-nuove-iscrizioni' and esito = 'successo' order by id_passo limit 1) as promossi
       from iscrizioni where anno_scout = ${nuovo()}`,
    );
    expect(r!.riportate).toBeGreaterThan(0);
    expect(r!.aperte).toBe(r!.riportate);
    expect(r!.promossi).toBeGreaterThan(0);
    expect(r!.nomine).toBe(r!.promossi);
  });

  it('two runs of one step at once apply it once', async () => {
    // A new person enrolled last year, so the carry-over has exactly one enrolment to make.
    await rows(
      t.database,
      `with p as (insert into persone (nome, cognome) values ('Doppio', 'Clic') returning id_persona)
       insert into iscrizioni (id_persona, anno_scout, stato_iscrizione) select id_persona, ${anno}, 'completata' from p`,
    );
    const [a, b] = await Promise.all([
      chiama(t.app, 'POST', '/segreteria/crea-nuove-iscrizioni', admin, { anno_scout: nuovo() }),
      chiama(t.app, 'POST', '/segreteria/crea-nuove-iscrizioni', admin, { anno_scout: nuovo() }),
    ]);
    expect([a!.status, b!.status]).toEqual([200, 200]);
    expect([a!.body.iscrizioniRiportate, b!.body.iscrizioniRiportate].sort()).toEqual([0, 1]);
  });

  it('bad payloads are refused in Italian, with nothing changed', async () => {
    const prima = await impronta(t);
    const casiErrati: [string, unknown, number, string][] = [
      ['crea-nuove-iscrizioni', {}, 400, 'Scegliere un anno scout'],
      ['crea-nuove-iscrizioni', { anno_scout: String(nuovo()) }, 400, 'Scegliere un anno scout'],
      ['aggiorna-nuove-iscrizioni', { anno_scout: 'x'.repeat(5000) }, 400, 'Scegliere un anno scout'],
      ['apri-iscrizioni', { anno_scout: 20261.5 }, 400, 'Scegliere un anno scout'],
      ['apri-iscrizioni', { anno_scout: 1999 }, 400, 'Scegliere un anno scout'],
      ['apri-iscrizioni', { anno_scout: 2999 }, 404, 'Anno scout non trovato'],
      ['copia-bilancio-precedente', { anno_scout: nuovo() }, 400, 'Scegliere un soggetto'],
      ['copia-bilancio-precedente', { anno_scout: nuovo(), id_parte: 'uno' }, 400, 'Scegliere un soggetto'],
      [
        'consolida-saldi-anno-precedente',
        { anno_scout: nuovo(), id_parte: 999999 },
        404,
        'Parte non trovata',
      ],
      [
        'crea-nuove-iscrizioni',
        { anno_scout: 'a\u0000b' },
        400,
        'Il testo contiene un carattere non ammesso',
      ],
    ];
    for (const [passo, body, status, messaggio] of casiErrati) {
      for (const url of [`/segreteria/${passo}`, `/segreteria/${passo}/anteprima`]) {
        const r = await chiama(t.app, 'POST', url, admin, body);
        expect([r.status, r.body.message], `${url} ${JSON.stringify(body).slice(0, 40)}`).toEqual([
          status,
          messaggio,
        ]);
      }
    }
    // A body that is not JSON at all.
    const grezzo = await t.app.inject({
      method: 'POST',
      url: '/segreteria/apri-iscrizioni',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: '{"anno_scout":',
    });
    expect(grezzo.statusCode).toBe(400);
    expect(await impronta(t)).toEqual(prima);
  });
});
