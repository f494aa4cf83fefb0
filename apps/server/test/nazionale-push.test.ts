import { MSG_PUSH_NAZIONALE } from '@zaino/domain/nazionale-scheda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_INVIO_NON_DISPONIBILE } from '../src/adapters/nazionale/connettore.ts';
import { type FakeNazionale, startFakeNazionale } from './fake-nazionale.ts';
import { type DemoUser, errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 25, decision 1401: the field-by-field view, 'prendi il loro', and the pushes of spec 2 §7
// (one person, the census) through the HTTP connector against the local fake, with spec 2 §8's
// overwrite confirmation and rule; every push recorded in eventi.

const SCHEDA = `query($id: Int!) { schedaNazionale(id_persona: $id) { tessera presente errori_nazionale
  campi { campo locale nazionale diverso prendibile inviabile } } }`;
const PRENDI = `mutation($id: Int!, $c: [String!]!) { prendiDalNazionale(id_persona: $id, campi: $c) {
  errori_nazionale campi { campo diverso } } }`;

interface Riga {
  id_persona: number;
  id_iscrizione: number;
  tessera: string;
  errori: string | null;
}

describe.each(dbKinds)('national pushes on %s', (kind) => {
  let t: TestApp;
  let senza: TestApp;
  let fake: FakeNazionale;
  const token: Partial<Record<DemoUser, string>> = {};
  let righe: Riga[];
  const conErrore = (campo: string) => righe.find((r) => r.errori?.split(',').includes(campo))!;

  const post = (app: TestApp, url: string, chi: DemoUser | null, payload?: object) =>
    app.app.inject({
      method: 'POST',
      url,
      headers: chi ? { authorization: `Bearer ${token[chi]}` } : {},
      ...(payload ? { payload } : {}),
    });
  const errori = async (id_iscrizione: number) =>
    (
      await rows<{ e: string | null }>(
        t.database,
        `select errori_nazionale as e from iscrizioni where id_iscrizione = ${id_iscrizione}`,
      )
    )[0]!.e;
  const eventiPush = async (id_persona: number) =>
    rows<{ details: unknown }>(
      t.database,
      `select details from eventi where "table" = 'persone' and row_id = ${id_persona} and details ? 'nazionale'`,
    );

  beforeAll(async () => {
    fake = await startFakeNazionale();
    t = await startTestApp(kind, { env: { NAZIONALE_URL: fake.url, NAZIONALE_TOKEN: fake.token } });
    senza = await startTestApp(kind);
    for (const v of ['cens', 'capogruppo', 'revisore'] as const) token[v] = await tokenFor(t.app, v);
    // The national service holds the demo's national copy (with its deliberate differences).
    fake.soci = (
      await rows<Record<string, unknown>>(
        t.database,
        `select tessera, nome, cognome, alias, indirizzo, comune, provincia, cap, luogo_nascita as "luogoNascita",
           email, sesso, codice_fiscale as "codiceFiscale", data_nascita::text as "dataNascita", incarichi,
           stato_rinnovo from nazionale_persone`,
      )
    ).map((r) => ({
      ...Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)),
      incarichi: typeof r.incarichi === 'string' ? JSON.parse(r.incarichi) : r.incarichi,
    }));
    // Main's demo copy agrees with ours: four enrolled people get a national difference here (a
    // name, a sex, a birth date, one card missing), then a download refreshes copy and comparison.
    const conTessera = await rows<{ tessera: string }>(
      t.database,
      `select i.n_tessera as tessera from iscrizioni i join anni_scout a on a.anno_scout = i.anno_scout and a.attivo
       where i.n_tessera is not null and i.stato_iscrizione in ('sezione', 'completata') order by i.id_iscrizione`,
    );
    const [tNome, tSesso, tData, tAssente] = conTessera
      .map((r) => r.tessera)
      .filter((tessera) => fake.soci.some((s) => s.tessera === tessera));
    for (const s of fake.soci) {
      if (s.tessera === tNome) s.nome = `${s.nome}x`;
      if (s.tessera === tSesso) s.sesso = s.sesso === 'M' ? 'F' : 'M';
      if (s.tessera === tData) s.dataNascita = s.dataNascita === '1990-01-01' ? '1990-01-02' : '1990-01-01';
    }
    fake.soci = fake.soci.filter((s) => s.tessera !== tAssente);
    const scaricato = await post(t, '/segreteria/download-nazionale', 'cens');
    expect(scaricato.json()).toMatchObject({ status: 'success' });
    righe = await rows<Riga>(
      t.database,
      `select i.id_persona, i.id_iscrizione, i.n_tessera as tessera, i.errori_nazionale as errori
       from iscrizioni i join anni_scout a on a.anno_scout = i.anno_scout and a.attivo
       where i.n_tessera is not null order by i.id_iscrizione`,
    );
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await senza?.close();
    await fake?.close();
  });

  it('the field-by-field view puts our value beside the national one (super level only)', async () => {
    const nome = conErrore('nome');
    const r = await gql(t.app, SCHEDA, { id: nome.id_persona }, token.cens);
    expect(r.errors).toBeUndefined();
    const s = r.data!.schedaNazionale;
    expect(s).toMatchObject({ tessera: nome.tessera, presente: true, errori_nazionale: nome.errori });
    const campo = s.campi.find((c: { campo: string }) => c.campo === 'nome');
    expect(campo).toMatchObject({ diverso: true, prendibile: true, inviabile: true });
    expect(campo.locale).not.toBe(campo.nazionale);
    const assente = conErrore('assente');
    const a = await gql(t.app, SCHEDA, { id: assente.id_persona }, token.cens);
    expect(a.data!.schedaNazionale).toMatchObject({
      presente: false,
      errori_nazionale: 'assente',
      campi: [],
    });
    for (const chi of ['capogruppo', 'revisore'] as const)
      expect(['FORBIDDEN', 'NOT_FOUND'], chi).toContain(
        errorType(await gql(t.app, SCHEDA, { id: nome.id_persona }, token[chi])),
      );
  });

  it('a push over a national record needs the overwrite confirmation; nothing is sent before it', async () => {
    const p = conErrore('nome');
    const r = await post(t, '/segreteria/push-nazionale', 'cens', { id_persona: p.id_persona });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ errorType: 'CONFLICT', message: MSG_PUSH_NAZIONALE.conferma });
    expect(fake.invii).toEqual([]);
    expect(await eventiPush(p.id_persona)).toEqual([]);
  });

  it('a confirmed push writes ours but keeps their fiscal code, birth data, sex, email and alias', async () => {
    const p = conErrore('nome');
    const prima = fake.soci.find((s) => s.tessera === p.tessera)!;
    const r = await post(t, '/segreteria/push-nazionale', 'cens', {
      id_persona: p.id_persona,
      conferma: true,
    });
    expect(r.json()).toEqual({ status: 'success', nuovo: false });
    expect(fake.invii).toHaveLength(1);
    const inviato = fake.invii[0]!;
    expect(inviato.metodo).toBe('PUT');
    expect(inviato.percorso).toBe(`/api/soci/${p.tessera}`);
    const [locale] = await rows<{ nome: string }>(
      t.database,
      `select nome from persone where id_persona = ${p.id_persona}`,
    );
    expect(inviato.corpo).toMatchObject({
      nome: locale!.nome,
      codiceFiscale: prima.codiceFiscale,
      dataNascita: prima.dataNascita,
      sesso: prima.sesso,
      email: prima.email ?? null,
      alias: prima.alias ?? null,
    });
    // The national copy holds what was sent: the name matches now.
    expect(await errori(p.id_iscrizione)).toBe('');
    const ev = await eventiPush(p.id_persona);
    expect(ev).toHaveLength(1);
    expect(JSON.stringify(ev[0]!.details)).toContain('"esito":"inviato"');
  });

  it('a person missing nationally is created only with nuovo and the province of birth', async () => {
    const p = conErrore('assente');
    const senzaNuovo = await post(t, '/segreteria/push-nazionale', 'cens', {
      id_persona: p.id_persona,
      conferma: true,
    });
    expect(senzaNuovo.json()).toMatchObject({ errorType: 'NOT_FOUND', message: MSG_PUSH_NAZIONALE.assente });
    const senzaProv = await post(t, '/segreteria/push-nazionale', 'cens', {
      id_persona: p.id_persona,
      nuovo: true,
    });
    expect(senzaProv.json()).toMatchObject({
      errorType: 'VALIDATION',
      message: MSG_PUSH_NAZIONALE.provinciaNascita,
    });
    const male = await post(t, '/segreteria/push-nazionale', 'cens', {
      id_persona: p.id_persona,
      nuovo: true,
      provinciaNascita: 'Milano',
    });
    expect(male.json().errorType).toBe('VALIDATION');
    const n = fake.invii.length;
    const r = await post(t, '/segreteria/push-nazionale', 'cens', {
      id_persona: p.id_persona,
      nuovo: true,
      provinciaNascita: 'mi',
    });
    expect(r.json()).toEqual({ status: 'success', nuovo: true });
    expect(fake.invii[n]).toMatchObject({
      metodo: 'POST',
      corpo: { tessera: p.tessera, provinciaNascita: 'MI' },
    });
    expect(await errori(p.id_iscrizione)).toBe('');
    const again = await post(t, '/segreteria/push-nazionale', 'cens', {
      id_persona: p.id_persona,
      nuovo: true,
      provinciaNascita: 'MI',
    });
    expect(again.json()).toMatchObject({ errorType: 'CONFLICT', message: MSG_PUSH_NAZIONALE.giaPresente });
  });

  it('a failed push is recorded and changes neither the copy nor the comparison', async () => {
    const p = conErrore('sesso');
    fake.modo = 'errore';
    const r = await post(t, '/segreteria/push-nazionale', 'cens', {
      id_persona: p.id_persona,
      conferma: true,
    });
    fake.modo = 'normale';
    expect(r.json()).toEqual({
      status: 'failed',
      message: 'Il servizio nazionale ha risposto con un errore (HTTP 500): servizio in manutenzione',
    });
    expect(await errori(p.id_iscrizione)).toBe(p.errori);
    const ev = await eventiPush(p.id_persona);
    expect(JSON.stringify(ev.map((e) => e.details))).toContain('"esito":"fallito"');
  });

  it("'prendi il loro' copies a national value into our person, recorded, and the mismatch goes", async () => {
    const p = conErrore('data_nascita');
    const nazionale = fake.soci.find((s) => s.tessera === p.tessera)!;
    const vietato = await gql(t.app, PRENDI, { id: p.id_persona, c: ['email'] }, token.cens);
    expect(errorType(vietato)).toBe('VALIDATION');
    const r = await gql(t.app, PRENDI, { id: p.id_persona, c: ['data_nascita'] }, token.cens);
    expect(r.errors).toBeUndefined();
    expect(r.data!.prendiDalNazionale.errori_nazionale?.split(',') ?? []).not.toContain('data_nascita');
    const [dopo] = await rows<{ d: string }>(
      t.database,
      `select data_nascita::text as d from persone where id_persona = ${p.id_persona}`,
    );
    expect(dopo!.d).toBe(nazionale.dataNascita);
    const ev = await rows<{ details: unknown }>(
      t.database,
      `select details from eventi where "table" = 'persone' and row_id = ${p.id_persona} and details ? 'data_nascita'`,
    );
    expect(ev.length).toBeGreaterThan(0);
  });

  it('the census push sends every recorded enrolment the national register has, each recorded', async () => {
    const n = fake.invii.length;
    const [{ c }] = (await rows<{ c: number }>(
      t.database,
      `select count(*)::int as c from eventi where details ? 'nazionale'`,
    )) as [{ c: number }];
    const refused = await post(t, '/segreteria/push-censimenti-nazionale', 'revisore');
    expect(refused.statusCode).toBe(403);
    const r = await post(t, '/segreteria/push-censimenti-nazionale', 'cens');
    const esito = r.json();
    expect(esito).toMatchObject({ status: 'success', falliti: 0, interrotti: 0, errori: [] });
    expect(esito.inviati).toBeGreaterThan(20);
    expect(fake.invii.length - n).toBe(esito.inviati);
    expect(fake.invii.slice(n).every((i) => i.metodo === 'PUT')).toBe(true);
    const [dopo] = await rows<{ c: number }>(
      t.database,
      `select count(*)::int as c from eventi where details ? 'nazionale'`,
    );
    expect(dopo!.c - c).toBe(esito.inviati);
    // After the census, the recorded enrolments the register has agree on the fields a push writes.
    const restanti = await rows<{ e: string }>(
      t.database,
      `select i.errori_nazionale as e from iscrizioni i join anni_scout a on a.anno_scout = i.anno_scout and a.attivo
       where i.stato_iscrizione in ('sezione', 'completata') and i.errori_nazionale <> ''`,
    );
    for (const { e } of restanti)
      for (const campo of e.split(','))
        expect(['codice_fiscale', 'data_nascita', 'sesso', 'assente']).toContain(campo);
  });

  it('a census push the service refuses stops after three failures, recorded, and fails', async () => {
    const [{ c: eventiPrima }] = (await rows<{ c: number }>(
      t.database,
      `select count(*)::int as c from eventi where details ? 'nazionale'`,
    )) as [{ c: number }];
    fake.modo = 'errore';
    const r = await post(t, '/segreteria/push-censimenti-nazionale', 'cens');
    fake.modo = 'normale';
    const esito = r.json();
    expect(esito).toMatchObject({
      status: 'failed',
      message: 'Il servizio nazionale ha risposto con un errore (HTTP 500): servizio in manutenzione',
      inviati: 0,
      falliti: 3,
    });
    expect(esito.interrotti).toBeGreaterThan(0);
    const [{ c: eventiDopo }] = (await rows<{ c: number }>(
      t.database,
      `select count(*)::int as c from eventi where details ? 'nazionale'`,
    )) as [{ c: number }];
    expect(eventiDopo - eventiPrima).toBe(3);
    // The yearly checklist's row: every census push is in the step history, the failed one too.
    const storico = await rows<{ passo: string }>(
      t.database,
      `select passo from passi_ciclo where passo = 'push-censimenti-nazionale'`,
    );
    expect(storico.length).toBeGreaterThanOrEqual(2);
  });

  it('a census push the service does not answer in time fails with the timeout message', async () => {
    const lento = await startFakeNazionale(fake.soci);
    lento.modo = 'lento';
    const app = await startTestApp(kind, {
      env: { NAZIONALE_URL: lento.url, NAZIONALE_TOKEN: lento.token, NAZIONALE_TIMEOUT_MS: '300' },
    });
    try {
      const cens = await tokenFor(app.app, 'cens');
      const r = await app.app.inject({
        method: 'POST',
        url: '/segreteria/push-censimenti-nazionale',
        headers: { authorization: `Bearer ${cens}` },
      });
      expect(r.json()).toMatchObject({
        status: 'failed',
        message: 'Il servizio nazionale non ha risposto in tempo (attesa massima 0,3 s)',
        inviati: 0,
        falliti: 3,
      });
    } finally {
      await app.close();
      await lento.close();
    }
  }, 120_000);

  it('without a configured service both pushes say so in Italian', async () => {
    const cens = await tokenFor(senza.app, 'cens');
    const h = { authorization: `Bearer ${cens}` };
    const uno = await senza.app.inject({
      method: 'POST',
      url: '/segreteria/push-nazionale',
      headers: h,
      payload: { id_persona: righe[0]!.id_persona, conferma: true },
    });
    expect(uno.json()).toEqual({ status: 'failed', message: MSG_INVIO_NON_DISPONIBILE });
    const tutti = await senza.app.inject({
      method: 'POST',
      url: '/segreteria/push-censimenti-nazionale',
      headers: h,
    });
    expect(tutti.json()).toMatchObject({ status: 'failed', message: MSG_INVIO_NON_DISPONIBILE, inviati: 0 });
  });

  it('bounds its input', async () => {
    for (const body of [
      {},
      { id_persona: 'x' },
      { id_persona: 1, campi: ['email'] },
      { id_persona: 1, campi: Array(9).fill('nome') },
    ]) {
      const r = await post(t, '/segreteria/push-nazionale', 'cens', body);
      expect(r.json().errorType, JSON.stringify(body)).toBe('VALIDATION');
    }
  });
});
