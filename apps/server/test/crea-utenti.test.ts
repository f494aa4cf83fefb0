import pg from 'pg';
import { RELAZIONE_STESSA_PERSONA } from '@zaino/domain/form-account';
import { usernameDaEmail } from '@zaino/domain/utenti';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DemoUser,
  demoEmail,
  errorType,
  gql,
  PUBLIC_URL,
  rows,
  startTestApp,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';
import { dbKinds } from './test-db.ts';

// Spec 2 §3/§5 account creation, mass registration and invites (decision 0904): who may, what is
// validated, per-item errors, safe to run twice (also two runs at once), and the invitation mail.

const CREA = /* GraphQL */ `
  mutation ($e: String!, $p: Int!, $r: String!, $n: String, $c: String) {
    creaUtente(email: $e, id_persona: $p, relazione: $r, nome: $n, cognome: $c) {
      id_persona id_utente registration_token errorType errorMessage
    }
  }`;
const MASSA = /* GraphQL */ `
  mutation ($u: [NuovoUtente!]!) {
    creaUtentiInMassa(utenti: $u) { id_persona id_utente registration_token errorType errorMessage }
  }`;
const INVITO = /* GraphQL */ `
  mutation ($u: Int!, $e: String, $cc: [String!]) { inviaInvitoUtente(id_utente: $u, email: $e, cc: $cc) }`;

interface Esito {
  id_persona: number;
  id_utente: number | null;
  registration_token: string | null;
  errorType: string | null;
  errorMessage: string | null;
}
type Chi = DemoUser | 'anonimo';

describe.each(dbKinds)('creating accounts on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let anno: number;
  /** Members of the capobranco's pack without any user, and one of another group's pack. */
  let liberi: { id: number; nome: string; cognome: string }[];
  let altroBranco: number;
  let cub: number;
  const token = async (chi: Chi) => (chi === 'anonimo' ? null : tokenFor(t.app, chi));
  const conta = async (where: string) =>
    (await rows<{ n: number }>(t.database, `select count(*)::int as n from ${where}`))[0]!.n;
  const idDi = async (chi: DemoUser) =>
    (
      await rows<{ id: number }>(
        t.database,
        `select id_persona as id from auth_user where email = '${demoEmail(chi)}'`,
      )
    )[0]!.id;
  /** Cubs of the pack of the group of `capo` (or of any other group), without users. */
  const cubiSenzaUtenti = (gruppoDi: number, stesso: boolean) =>
    rows<{ id: number; nome: string; cognome: string }>(
      t.database,
      `select p.id_persona as id, p.nome, p.cognome from persone p
       join iscrizioni i on i.id_persona = p.id_persona and i.anno_scout = ${anno}
       join nomine n on n.id_iscrizione = i.id_iscrizione and n.id_ruolo = 'L'
       where n.id_gruppo ${stesso ? '=' : '<>'} (select n2.id_gruppo from nomine n2 join iscrizioni i2 using (id_iscrizione)
         where i2.id_persona = ${gruppoDi} and i2.anno_scout = ${anno} and n2.id_ruolo = 'CB')
       and not exists (select 1 from utenti u where u.id_persona = p.id_persona)
       and p.nome is not null and p.cognome is not null
       order by p.id_persona`,
    );

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(kind, { env: { SMTP_URL: smtp.url } });
    [{ anno }] = (await rows<{ anno: number }>(
      t.database,
      'select anno_scout as anno from anni_scout where attivo',
    )) as [{ anno: number }];
    const capo = await idDi('capobranco');
    liberi = await cubiSenzaUtenti(capo, true);
    altroBranco = (await cubiSenzaUtenti(capo, false))[0]!.id;
    // The demo cub of the permission matrix: a child of 'genitore' in the capobranco's pack.
    const [c] = await rows<{ id: number }>(
      t.database,
      `select pr.id_persona_figlio as id from parentele pr
       join iscrizioni i on i.id_persona = pr.id_persona_figlio and i.anno_scout = ${anno}
       join nomine n on n.id_iscrizione = i.id_iscrizione and n.id_ruolo = 'L'
       where pr.id_persona_genitore = ${await idDi('genitore')} order by 1 limit 1`,
    );
    cub = c!.id;
    expect(liberi.length).toBeGreaterThanOrEqual(13);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const crea = async (chi: Chi, v: { e: string; p: number; r: string; n?: string; c?: string }) =>
    gql<{ creaUtente: Esito | null }>(t.app, CREA, v, await token(chi));

  it.each<[string, Chi, string | null]>([
    ['the secretary (super)', 'cens', null],
    ['the group leader (CG) of the person', 'capogruppo', null],
    ['the pack leader (CB) of the person', 'capobranco', null],
    ['the pack leader of another group', 'capobranco2', 'NOT_FOUND'],
    ['a parent of the person', 'genitore', 'FORBIDDEN'],
    ['an unrelated member', 'socio', 'NOT_FOUND'],
    ['an anonymous caller', 'anonimo', 'UNAUTHENTICATED'],
  ])('%s creating a relative’s account → %s', async (_l, chi, errore) => {
    const email = `zio.${chi}.${kind}@example.it`;
    const relazione = `Zio ${chi}`;
    const r = await crea(chi, { e: email, p: cub, r: relazione, n: 'Aldo', c: 'Rossi' });
    const fatti = await conta(`utenti where username = '${usernameDaEmail(email)}'`);
    if (errore) {
      expect(errorType(r)).toBe(errore);
      expect(r.data?.creaUtente ?? null).toBeNull();
      expect(fatti).toBe(0);
      expect(await conta(`parentele where id_persona_figlio = ${cub} and "desc" = '${relazione}'`)).toBe(0);
      return;
    }
    expect(r.errors).toBeUndefined();
    const e = r.data!.creaUtente!;
    expect(e.errorType).toBeNull();
    expect(e.id_persona).not.toBe(cub);
    expect(e.registration_token).toMatch(/^ARO[A-Z2-9]{6}$/);
    const [genitore] = await rows<{ nome: string; cognome: string; desc: string; parte: number | null }>(
      t.database,
      `select p.nome, p.cognome, pr."desc", p.id_parte as parte from persone p
       join parentele pr on pr.id_persona_genitore = p.id_persona and pr.id_persona_figlio = ${cub}
       where p.id_persona = ${e.id_persona}`,
    );
    expect(genitore).toMatchObject({ nome: 'Aldo', cognome: 'Rossi', desc: relazione });
    expect(genitore!.parte).not.toBeNull();
    expect(fatti).toBe(1);
  });

  it('the person themselves may not create their own user: FORBIDDEN', async () => {
    const r = await crea('socio', {
      e: `se.stesso.${kind}@example.it`,
      p: await idDi('socio'),
      r: RELAZIONE_STESSA_PERSONA,
    });
    expect(errorType(r)).toBe('FORBIDDEN');
  });

  it("the person's own user: initials + 6 random characters, username from the email; repeated → the same user", async () => {
    const p = liberi[0]!;
    const email = `proprio.${kind}@example.it`;
    const r = await crea('capobranco', { e: email, p: p.id, r: RELAZIONE_STESSA_PERSONA });
    const e = r.data!.creaUtente!;
    expect(e).toMatchObject({ id_persona: p.id, errorType: null });
    const iniziali = (p.nome[0]! + p.cognome.slice(0, 2)).toUpperCase();
    expect(e.registration_token!.slice(0, 3)).toBe(iniziali.normalize('NFD').replace(/[^A-Z]/g, 'X'));
    expect(e.registration_token).toHaveLength(9);
    const [u] = await rows<{ username: string; email: string; data_registrazione: null }>(
      t.database,
      `select username, email, data_registrazione from utenti where id_utente = ${e.id_utente}`,
    );
    expect(u).toEqual({ username: usernameDaEmail(email), email, data_registrazione: null });

    const again = (
      await crea('capobranco', { e: ` ${email.toUpperCase()} `, p: p.id, r: RELAZIONE_STESSA_PERSONA })
    ).data!.creaUtente!;
    expect(again).toEqual(e);
    expect(await conta(`utenti where id_persona = ${p.id}`)).toBe(1);

    const altra = (
      await crea('capobranco', { e: `altro.${kind}@example.it`, p: p.id, r: RELAZIONE_STESSA_PERSONA })
    ).data!.creaUtente!;
    expect(altra).toMatchObject({
      errorType: 'CONFLICT',
      errorMessage: 'Account già collegato',
      id_utente: null,
    });
    expect(await conta(`utenti where id_persona = ${p.id}`)).toBe(1);
  });

  it('bad input is a per-item VALIDATION with the form message, nothing written', async () => {
    const prima = await conta('utenti');
    const p = liberi[1]!.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ e: 'non-una-email', p, r: RELAZIONE_STESSA_PERSONA }, 'Inserire un email valido'],
      [{ e: `ok.${kind}@example.it`, p, r: 'Z@' }, 'Descrivi la relazione'],
      [{ e: `ok.${kind}@example.it`, p, r: 'Zio #1' }, 'Evita di utilizzare caratteri speciali'],
      [{ e: `ok.${kind}@example.it`, p, r: 'Zio', n: 'A' }, 'Inserire un nome valido'],
    ];
    for (const [v, msg] of cases) {
      const e = (await gql(t.app, CREA, v, await token('capobranco'))).data!.creaUtente as Esito;
      expect(e).toMatchObject({ errorType: 'VALIDATION', errorMessage: msg, id_utente: null });
    }
    expect(await conta('utenti')).toBe(prima);
  });

  it('an email already used by another user is a CONFLICT', async () => {
    const email = `doppia.${kind}@example.it`;
    const a = (await crea('capobranco', { e: email, p: liberi[2]!.id, r: RELAZIONE_STESSA_PERSONA })).data!
      .creaUtente!;
    expect(a.errorType).toBeNull();
    const b = (await crea('capobranco', { e: email, p: liberi[3]!.id, r: RELAZIONE_STESSA_PERSONA })).data!
      .creaUtente!;
    expect(b).toMatchObject({
      errorType: 'CONFLICT',
      errorMessage: 'Questa email è già usata da un altro utente',
    });
  });

  it('mass registration: one result per item in order, bad items do not stop good ones; run again → no duplicates', async () => {
    const lista = [
      { email: `massa1.${kind}@example.it`, id_persona: liberi[4]!.id, relazione: RELAZIONE_STESSA_PERSONA },
      { email: 'sbagliata', id_persona: liberi[5]!.id, relazione: RELAZIONE_STESSA_PERSONA },
      { email: `massa3.${kind}@example.it`, id_persona: altroBranco, relazione: RELAZIONE_STESSA_PERSONA },
      { email: `massa4.${kind}@example.it`, id_persona: liberi[5]!.id, relazione: 'Zia', nome: 'Carla' },
    ];
    const persone = await conta('persone');
    const run = async () =>
      (await gql<{ creaUtentiInMassa: Esito[] }>(t.app, MASSA, { u: lista }, await token('capobranco'))).data!
        .creaUtentiInMassa;
    const primo = await run();
    expect(primo.map((e) => e.errorType)).toEqual([null, 'VALIDATION', 'NOT_FOUND', null]);
    expect(primo[1]!.errorMessage).toBe('Inserire un email valido');
    expect(primo[0]!.id_persona).toBe(liberi[4]!.id);
    const [zia] = await rows<{ id: number; nome: string }>(
      t.database,
      `select p.id_persona as id, p.nome from parentele pr join persone p on p.id_persona = pr.id_persona_genitore
       where pr.id_persona_figlio = ${liberi[5]!.id} and pr."desc" = 'Zia'`,
    );
    expect(zia).toEqual({ id: primo[3]!.id_persona, nome: 'Carla' });
    const dopo = await conta('persone');
    expect(dopo - persone).toBe(1);

    const secondo = await run();
    expect(secondo).toEqual(primo);
    expect(await conta('persone')).toBe(dopo);
    expect(
      await conta(`utenti where username like 'massa%-at-example.it' and email like '%.${kind}@%'`),
    ).toBe(2);
    expect(await conta(`parentele where id_persona_figlio = ${liberi[5]!.id} and "desc" = 'Zia'`)).toBe(1);
  });

  it('a parent already recorded with the relation gets the user if they have none, else "Parentela già registrata"', async () => {
    const madri = (conUtente: boolean) =>
      rows<{ figlio: number; madre: number }>(
        t.database,
        `select pr.id_persona_figlio as figlio, pr.id_persona_genitore as madre from parentele pr
         where pr."desc" = 'Mamma' and pr.id_persona_figlio in (${liberi.map((l) => l.id).join(',')})
         and ${conUtente ? '' : 'not'} exists (select 1 from utenti u where u.id_persona = pr.id_persona_genitore)
         order by 1 desc limit 1`,
      );
    const [senza] = await madri(false);
    const [con] = await madri(true);
    expect(senza && con).toBeTruthy();
    const persone = await conta('persone');
    const a = (await crea('capobranco', { e: `madre.${kind}@example.it`, p: senza!.figlio, r: 'Mamma' }))
      .data!.creaUtente!;
    expect(a).toMatchObject({ id_persona: senza!.madre, errorType: null });
    const b = (await crea('capobranco', { e: `madre2.${kind}@example.it`, p: con!.figlio, r: 'mamma' })).data!
      .creaUtente!;
    expect(b).toMatchObject({ errorType: 'CONFLICT', errorMessage: 'Parentela già registrata' });
    expect(await conta('persone')).toBe(persone);
  });

  it('siblings: the same email and relation make one parent of both, when the leader manages that parent', async () => {
    const email = `zia.fratelli.${kind}@example.it`;
    const lista = [liberi[10]!, liberi[11]!].map((p) => ({ email, id_persona: p.id, relazione: 'Zia' }));
    const tk = await token('capobranco');
    const run = async () =>
      (await gql<{ creaUtentiInMassa: Esito[] }>(t.app, MASSA, { u: lista }, tk)).data!.creaUtentiInMassa;
    const [a, b] = await run();
    expect(a!.errorType).toBeNull();
    expect(b).toEqual(a);
    expect(
      await conta(`parentele where id_persona_genitore = ${a!.id_persona} and "desc" = 'Zia'
        and id_persona_figlio in (${liberi[10]!.id}, ${liberi[11]!.id})`),
    ).toBe(2);
    expect(await run()).toEqual([a, b]);
    expect(await conta(`utenti where username = '${usernameDaEmail(email)}'`)).toBe(1);

    // A parent made for a child of another group is not the capobranco's to link: CONFLICT.
    const altrui = `zia.altrui.${kind}@example.it`;
    const fatto = (await crea('cens', { e: altrui, p: altroBranco, r: 'Zia' })).data!.creaUtente!;
    expect(fatto.errorType).toBeNull();
    const rifiutato = (await crea('capobranco', { e: altrui, p: liberi[12]!.id, r: 'Zia' })).data!
      .creaUtente!;
    expect(rifiutato).toMatchObject({
      errorType: 'CONFLICT',
      errorMessage: 'Questa email è già usata da un altro utente',
    });
    expect(await conta(`parentele where id_persona_genitore = ${fatto.id_persona}`)).toBe(1);
  });

  it('two runs of the same list at once make each user and each parent once', async () => {
    const scelti = liberi.slice(6, 9);
    expect(scelti.length).toBe(3);
    const lista = [
      { email: `conc1.${kind}@example.it`, id_persona: scelti[0]!.id, relazione: RELAZIONE_STESSA_PERSONA },
      { email: `conc2.${kind}@example.it`, id_persona: scelti[1]!.id, relazione: 'Nonno', nome: 'Ugo' },
      { email: `conc3.${kind}@example.it`, id_persona: scelti[2]!.id, relazione: 'Zia' },
    ];
    const [a, b] = await Promise.all([token('capobranco'), token('capogruppo')]);
    const [ra, rb] = await Promise.all([
      gql(t.app, MASSA, { u: lista }, a),
      gql(t.app, MASSA, { u: lista }, b),
    ]);
    const ea = ra.data!.creaUtentiInMassa as Esito[];
    const eb = rb.data!.creaUtentiInMassa as Esito[];
    expect(ea.map((e) => e.errorType)).toEqual([null, null, null]);
    expect(eb).toEqual(ea);
    for (const item of lista) {
      expect(await conta(`utenti where username = '${usernameDaEmail(item.email)}'`)).toBe(1);
    }
    expect(await conta(`parentele where id_persona_figlio = ${scelti[1]!.id} and "desc" = 'Nonno'`)).toBe(1);
    expect(await conta(`parentele where id_persona_figlio = ${scelti[2]!.id} and "desc" = 'Zia'`)).toBe(1);
    expect(await conta(`utenti where id_persona = ${scelti[0]!.id}`)).toBe(1);
  });

  it('more than 100 items at once are refused', async () => {
    const u = Array.from({ length: 101 }, (_, i) => ({
      email: `x${i}@example.it`,
      id_persona: cub,
      relazione: 'Zio',
    }));
    const r = await gql(t.app, MASSA, { u }, await token('cens'));
    expect(errorType(r)).toBe('VALIDATION');
  });

  it("attack review: a leader's own or a fellow leader's email never links them as a parent", async () => {
    for (const chi of ['capobranco', 'capogruppo'] as const) {
      const r = await gql(
        t.app,
        MASSA,
        { u: [{ email: demoEmail(chi), id_persona: cub, relazione: 'Padrino' }] },
        await token(chi),
      );
      expect(r.errors, chi).toBeUndefined();
      expect(r.data!.creaUtentiInMassa[0].errorType, chi).toBe('CONFLICT');
      const [{ n }] = (await rows<{ n: number }>(
        t.database,
        `select count(*)::int as n from parentele pa join auth_user a on a.id_persona = pa.id_persona_genitore
         where pa.id_persona_figlio = ${cub} and a.email = '${demoEmail(chi)}'`,
      )) as [{ n: number }];
      expect(n, chi).toBe(0);
    }
  });

  describe('invites', () => {
    let utente: { id: number; codice: string; email: string };
    beforeAll(async () => {
      const email = `invito.${kind}@example.it`;
      const e = (await crea('capobranco', { e: email, p: liberi[9]!.id, r: RELAZIONE_STESSA_PERSONA })).data!
        .creaUtente!;
      utente = { id: e.id_utente!, codice: e.registration_token!, email };
    });
    const invita = async (chi: Chi, v: Record<string, unknown>) => {
      await rows(t.database, "delete from contatori_limiti where chiave like 'invito:mail|%'");
      return gql(t.app, INVITO, v, await token(chi));
    };

    it.each<[Chi, string | null]>([
      ['capobranco', null],
      ['capogruppo', null],
      ['cens', null],
      ['capobranco2', 'NOT_FOUND'],
      ['socio', 'NOT_FOUND'],
      ['anonimo', 'UNAUTHENTICATED'],
    ])('%s → %s', async (chi, errore) => {
      const since = smtp.mails.length;
      const r = await invita(chi, { u: utente.id });
      if (errore) {
        expect(errorType(r)).toBe(errore);
        await new Promise((res) => setTimeout(res, 200));
        expect(smtp.mails.slice(since).some((m) => m.to.includes(utente.email))).toBe(false);
        return;
      }
      expect(r.errors).toBeUndefined();
      expect(r.data!.inviaInvitoUtente).toBe(true);
      const mail = await smtp.waitFor(utente.email, { since });
      expect(mail.subject).toBe('Zaino: il tuo invito a registrarti');
      expect(mail.text).toContain(`${PUBLIC_URL}/register/${utente.codice}`);
    });

    it('the cc list is trimmed and mailed; a bad cc address or a missing email is a VALIDATION', async () => {
      const since = smtp.mails.length;
      const r = await invita('capobranco', {
        u: utente.id,
        cc: [' cc1.invito@example.it ', 'cc2.invito@example.it'],
      });
      expect(r.errors).toBeUndefined();
      const mail = await smtp.waitFor('cc2.invito@example.it', { since });
      expect(mail.to).toEqual(expect.arrayContaining([utente.email, 'cc1.invito@example.it']));

      const bad = await invita('capobranco', { u: utente.id, cc: ['non valida'] });
      expect(errorType(bad)).toBe('VALIDATION');
      expect(bad.errors![0]!.message).toBe("L'indirizzo non valida non è valido");

      await rows(t.database, `update utenti set email = null where id_utente = ${utente.id}`);
      const senza = await invita('capobranco', { u: utente.id });
      expect(errorType(senza)).toBe('VALIDATION');
      const nuova = `nuova.invito.${kind}@example.it`;
      const ok = await invita('capobranco', { u: utente.id, e: nuova });
      expect(ok.data!.inviaInvitoUtente).toBe(true);
      await smtp.waitFor(nuova, { since });
      const [u] = await rows<{ email: string }>(
        t.database,
        `select email from utenti where id_utente = ${utente.id}`,
      );
      expect(u!.email).toBe(nuova);
    });

    it('the per-recipient mail budget (decision 0405): the fourth invite in 10 minutes is RATE_LIMITED', async () => {
      await rows(t.database, "delete from contatori_limiti where chiave like 'invito:mail|%'");
      const tk = await token('capobranco');
      const esiti = [];
      for (let i = 0; i < 4; i++) esiti.push(await gql(t.app, INVITO, { u: utente.id }, tk));
      expect(esiti.slice(0, 3).map((r) => r.data?.inviaInvitoUtente)).toEqual([true, true, true]);
      expect(errorType(esiti[3]!)).toBe('RATE_LIMITED');
    });

    it('a registered user gets no invite', async () => {
      const [reg] = await rows<{ id: number }>(
        t.database,
        'select id_utente as id from utenti where data_registrazione is not null and id_persona is not null order by 1 limit 1',
      );
      const r = await invita('cens', { u: reg!.id, e: 'chiunque@example.it' });
      expect(errorType(r)).toBe('ALREADY_USED');
    });
  });
});

// A run that meets another transaction's lock on a person waits, retries, then tells that item
// DEADLOCK while the other items are made (only PostgreSQL has a second connection to hold a lock).
describe.each(dbKinds.filter((k) => k === 'postgres'))('lock conflicts on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an item whose person stays locked answers DEADLOCK, the others are made', async () => {
    const liberi = await rows<{ id: number }>(
      t.database,
      `select p.id_persona as id from persone p where p.nome is not null
       and not exists (select 1 from utenti u where u.id_persona = p.id_persona) order by 1 limit 2`,
    );
    const [bloccata, libera] = liberi as [{ id: number }, { id: number }];
    const altra = new pg.Client({ connectionString: t.database.url });
    await altra.connect();
    try {
      await altra.query('begin');
      await altra.query('select 1 from persone where id_persona = $1 for update', [bloccata.id]);
      const r = await gql<{ creaUtentiInMassa: Esito[] }>(
        t.app,
        MASSA,
        {
          u: [
            { email: 'bloccata@example.it', id_persona: bloccata.id, relazione: RELAZIONE_STESSA_PERSONA },
            { email: 'libera@example.it', id_persona: libera.id, relazione: RELAZIONE_STESSA_PERSONA },
          ],
        },
        await tokenFor(t.app, 'cens'),
      );
      const [e1, e2] = r.data!.creaUtentiInMassa;
      expect(e1).toMatchObject({ id_persona: bloccata.id, errorType: 'DEADLOCK', id_utente: null });
      expect(e2).toMatchObject({ id_persona: libera.id, errorType: null });
      expect(await rows(t.database, `select 1 from utenti where id_persona = ${bloccata.id}`)).toHaveLength(
        0,
      );
    } finally {
      await altra.query('rollback');
      await altra.end();
    }
    // Once the other transaction is gone, clicking again makes it.
    const again = await gql<{ creaUtentiInMassa: Esito[] }>(
      t.app,
      MASSA,
      { u: [{ email: 'bloccata@example.it', id_persona: bloccata.id, relazione: RELAZIONE_STESSA_PERSONA }] },
      await tokenFor(t.app, 'cens'),
    );
    expect(again.data!.creaUtentiInMassa[0]!.errorType).toBeNull();
  }, 30_000);
});
