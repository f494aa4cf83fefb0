import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type { GraphQLField, GraphQLInputType } from 'graphql';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from 'graphql/index.js';
import { LIMITI_INPUT } from '@zaino/domain/limiti-input';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { schema } from '../src/graphql/yoga.ts';
import { percorsoCoordinate } from '../src/http/checkout-routes.ts';
import { PERCORSO_VERIFICA_RICEVUTA } from '@zaino/domain/ricevute';
import { MSG_CARATTERE_NULLO } from '../src/parse-input.ts';
import {
  type DemoUser,
  demoEmail,
  errorType,
  type GqlResult,
  gql,
  identityToken,
  PUBLIC_URL,
  rows,
  signIn,
  startTestApp,
  type TestApp,
  testConfig,
  tokenFor,
} from './helpers.ts';
import { createTestDatabase, dbKinds, type TestDatabase } from './test-db.ts';

// Issue 9 attack review (decision 0909): the people screens and API tried as an attacker would —
// the request's viewer and its token cache, list scoping, writes outside the reach, registration
// codes, invites — each attack written so that it fails if the hole were there. The demo section:
// 'capobranco' leads the pack of group 1, 'capobranco2' the pack of group 2; 'genitore' is the
// mother of a cub of group 1 (the `cub`), whose father is another person.

const PERSONA = 'query($id: Int!) { persona(id_persona: $id) { id_persona } }';
const ME = '{ getPersonaSe { id_persona } }';
const PAGINA = /* GraphQL */ `
  query($a: Int!, $g: Int, $u: Int, $f: FiltriRegistroInput, $o: String, $p: Int, $n: Int) {
    registroPagina(anno_scout: $a, id_gruppo: $g, id_unita: $u, filtri: $f, ordina: $o, pagina: $p, per_pagina: $n) {
      totale righe { id_persona parentele { genitore { id_persona } figlio { id_persona } } }
    }
  }`;
const PERSONE = 'query($ids: [Int!]!) { persone(id_persone: $ids) { id_persona } }';
const CREA = /* GraphQL */ `
  mutation($e: String!, $p: Int!, $r: String!) {
    creaUtente(email: $e, id_persona: $p, relazione: $r) { id_persona id_utente registration_token errorType errorMessage }
  }`;
const MASSA = /* GraphQL */ `
  mutation($u: [NuovoUtente!]!) {
    creaUtentiInMassa(utenti: $u) { id_persona id_utente registration_token errorType errorMessage }
  }`;
const INVITO = /* GraphQL */ `
  mutation($u: Int!, $e: String, $cc: [String!]) { inviaInvitoUtente(id_utente: $u, email: $e, cc: $cc) }`;
const MODIFICA_UTENTE = /* GraphQL */ `
  mutation($p: Int!, $u: Int!, $e: Boolean, $r: Boolean) {
    modificaUtente(id_persona: $p, id_utente: $u, elimina: $e, reset_password: $r)
  }`;
const MODIFICA_PERSONA = /* GraphQL */ `
  mutation($m: ModificaPersonaInput!) { modificaPersona(modifica_persona: $m) }`;
const COLLEGA = /* GraphQL */ `
  mutation($f: Int!, $g: Int!, $d: String!) {
    modificaParentela(id_persona_figlio: $f, id_persona_genitore: $g, desc: $d)
  }`;
const SCOLLEGA = 'mutation($id: Int!) { modificaParentela(id_parentela: $id, elimina: true) }';
const CERCA_CODICE = 'query($c: String) { cercaPersona(registration_token: $c) { id_persona } }';

type Chi = DemoUser | 'anonimo';
const ids = (lista: { id_persona: number }[]) => lista.map((p) => p.id_persona);

describe.each(dbKinds)('attacks on the people screens and API on %s', (kind) => {
  let t: TestApp;
  let anno: number;
  const tokens = new Map<Chi, string | null>();
  const idDi = new Map<DemoUser, number>();
  /** The demo cub of 'genitore' (pack of group 1) and its user, with a code. */
  let cub: number;
  let utenteCub: number;
  const CODICE_CUB = 'CUBATK777';
  /** A cub of group 2 with a parent and a user: out of capobranco's reach. */
  let lupo2: number;
  let utenteLupo2: number;
  let parentelaLupo2: number;
  /** Persons whose appointments this year are only in the pack of group 1 (out of capobranco2's reach). */
  let soloG1: number[];
  /** Persons of group 1's pack without users, nor parents with users (for account creation). */
  let liberiG1: number[];
  let mancante: number;
  let statements = 0;

  const q = (chi: Chi, query: string, variables: Record<string, unknown> = {}) =>
    gql(t.app, query, variables, tokens.get(chi) ?? null);
  const uno = async <T>(sql: string) => (await rows<T>(t.database, sql))[0]!;
  const conta = async (sql: string) => Number((await uno<{ n: number | string }>(sql)).n);
  /** How many SQL statements one request issued (PGlite only: the client is wrapped). */
  const costo = async (chi: Chi, query: string, variables: Record<string, unknown>) => {
    statements = 0;
    const r = await q(chi, query, variables);
    return { r, statements };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    if (t.database.driver.kind === 'pglite') {
      const client = t.database.driver.client as PGlite & Record<string, unknown>;
      for (const method of ['query', 'exec'] as const) {
        const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
        client[method] = ((...args: unknown[]) => {
          statements++;
          return original(...args);
        }) as never;
      }
    }
    anno = (await uno<{ a: number }>('select anno_scout as a from anni_scout where attivo')).a;
    tokens.set('anonimo', null);
    for (const v of [
      'cens',
      'capogruppo',
      'capobranco',
      'capobranco2',
      'genitore',
      'genitore2',
      'socio',
    ] as const) {
      tokens.set(v, await tokenFor(t.app, v));
      idDi.set(
        v,
        (await uno<{ id: number }>(`select id_persona as id from auth_user where email = '${demoEmail(v)}'`))
          .id,
      );
    }
    const nelBranco = (
      gruppo: number,
    ) => `exists (select 1 from iscrizioni i join nomine n on n.id_iscrizione = i.id_iscrizione
        join gruppi g on g.id_gruppo = n.id_gruppo
        where i.id_persona = p.id_persona and i.anno_scout = ${anno} and n.id_ruolo = 'L' and g.id_gruppo = ${gruppo})`;
    const gruppoDi = async (v: DemoUser) =>
      (
        await uno<{ g: number }>(
          `select n.id_gruppo as g from nomine n join iscrizioni i on i.id_iscrizione = n.id_iscrizione
           where i.id_persona = ${idDi.get(v)} and i.anno_scout = ${anno} and n.id_ruolo = 'CB'`,
        )
      ).g;
    const g1 = await gruppoDi('capobranco');
    const g2 = await gruppoDi('capobranco2');
    cub = (
      await uno<{ id: number }>(
        `select p.id_persona as id from persone p join parentele pr on pr.id_persona_figlio = p.id_persona
         where pr.id_persona_genitore = ${idDi.get('genitore')} and ${nelBranco(g1)} order by 1 limit 1`,
      )
    ).id;
    utenteCub = (
      await uno<{ id: number }>(
        `insert into utenti (id_persona, registration_token) values (${cub}, '${CODICE_CUB}') returning id_utente as id`,
      )
    ).id;
    const l2 = await uno<{ id: number; kin: number }>(
      `select p.id_persona as id, pr.id_parentela as kin from persone p join parentele pr on pr.id_persona_figlio = p.id_persona
       where ${nelBranco(g2)} and not ${nelBranco(g1)} order by 1 limit 1`,
    );
    lupo2 = l2.id;
    parentelaLupo2 = l2.kin;
    utenteLupo2 = (
      await uno<{ id: number }>(
        `insert into utenti (id_persona, registration_token, email) values (${lupo2}, 'LUPATK222', 'lupo2.attacco@example.it')
         returning id_utente as id`,
      )
    ).id;
    soloG1 = (
      await rows<{ id: number }>(
        t.database,
        `select p.id_persona as id from persone p where ${nelBranco(g1)} and not exists (
           select 1 from iscrizioni i join nomine n on n.id_iscrizione = i.id_iscrizione
           where i.id_persona = p.id_persona and i.anno_scout = ${anno} and n.id_gruppo is distinct from ${g1})
         order by 1`,
      )
    ).map((r) => r.id);
    liberiG1 = soloG1.filter((id) => id !== cub);
    liberiG1 = (
      await rows<{ id: number }>(
        t.database,
        `select id_persona as id from persone p where id_persona in (${liberiG1.join(',')})
           and not exists (select 1 from utenti u where u.id_persona = p.id_persona)
           and not exists (select 1 from parentele pr join utenti u on u.id_persona = pr.id_persona_genitore
             where pr.id_persona_figlio = p.id_persona)
         order by 1`,
      )
    ).map((r) => r.id);
    mancante = (await uno<{ id: number }>('select max(id_persona) + 1000 as id from persone')).id;
    expect(soloG1).toContain(cub);
    expect(liberiG1.length).toBeGreaterThanOrEqual(6);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  describe('the token and the viewer of each request', () => {
    it('a revoked session refuses its token at the next request, though its signature is remembered', async () => {
      const cookie = await signIn(t.app, demoEmail('socio'));
      const token = await identityToken(t.app, cookie);
      expect((await gql(t.app, ME, {}, token)).errors).toBeUndefined();
      const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
      await rows(t.database, `delete from auth_session where id = '${sid}'`);
      expect(errorType(await gql(t.app, ME, {}, token))).toBe('UNAUTHENTICATED');
      // The other sessions of the same login are untouched.
      expect((await q('socio', ME)).errors).toBeUndefined();
    });

    // A logout: review-accesso.test.ts (item 3).
    it('a password change ends every other session of the login, even when the client does not ask to', async () => {
      const altra = await identityToken(t.app, await signIn(t.app, demoEmail('tesoriere')));
      const cookie = await signIn(t.app, demoEmail('tesoriere'));
      expect((await gql(t.app, ME, {}, altra)).errors).toBeUndefined();
      const cambio = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie, origin: PUBLIC_URL, 'content-type': 'application/json' },
        payload: { currentPassword: 'Zaino-2026', newPassword: 'Cambiata-Ora-77' },
      });
      expect(cambio.statusCode).toBe(200);
      expect(errorType(await gql(t.app, ME, {}, altra))).toBe('UNAUTHENTICATED');
    });

    it('an appointment removed counts at the next request: the leader no longer reads the cub', async () => {
      expect((await q('capobranco', PERSONA, { id: cub })).errors).toBeUndefined();
      const tolte = await rows<{ id_iscrizione: number; id_ruolo: string; id_gruppo: number }>(
        t.database,
        `delete from nomine n using iscrizioni i where i.id_iscrizione = n.id_iscrizione
         and i.id_persona = ${idDi.get('capobranco')} and i.anno_scout = ${anno}
         returning n.id_iscrizione, n.id_ruolo, n.id_gruppo`,
      );
      expect(tolte.length).toBeGreaterThan(0);
      try {
        expect(errorType(await q('capobranco', PERSONA, { id: cub }))).toBe('NOT_FOUND');
        expect(errorType(await q('capobranco', PAGINA, { a: anno }))).toBe('FORBIDDEN');
      } finally {
        for (const n of tolte)
          await rows(
            t.database,
            `insert into nomine (id_iscrizione, id_ruolo, id_gruppo) values (${n.id_iscrizione}, '${n.id_ruolo}', ${n.id_gruppo})`,
          );
      }
      expect((await q('capobranco', PERSONA, { id: cub })).errors).toBeUndefined();
    });

    it('a kinship removed counts at the next request: the parent no longer reads the child', async () => {
      expect((await q('genitore', PERSONA, { id: cub })).errors).toBeUndefined();
      const [kin] = await rows<{ id_parentela: number; desc: string }>(
        t.database,
        `delete from parentele where id_persona_genitore = ${idDi.get('genitore')} and id_persona_figlio = ${cub}
         returning id_parentela, "desc"`,
      );
      try {
        expect(errorType(await q('genitore', PERSONA, { id: cub }))).toBe('NOT_FOUND');
      } finally {
        await rows(
          t.database,
          `insert into parentele (id_parentela, id_persona_genitore, id_persona_figlio, "desc")
           values (${kin!.id_parentela}, ${idDi.get('genitore')}, ${cub}, '${kin!.desc}')`,
        );
      }
      expect((await q('genitore', PERSONA, { id: cub })).errors).toBeUndefined();
    });

    it('a tampered token is refused, though the genuine one it was made from was verified and remembered', async () => {
      const token = tokens.get('socio')!;
      const altro = tokens.get('cens')!;
      expect((await gql(t.app, ME, {}, token)).errors).toBeUndefined();
      const [h, p, s] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
      const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const falsi = [
        `${h}.${b64({ ...claims, id_persona: idDi.get('cens') })}.${s}`, // another person, same signature
        `${h}.${altro.split('.')[1]}.${s}`, // another user's claims with this signature
        `${h}.${p}.${s.slice(0, -4)}`, // the signature cut short
        `${h}.${p}.${s}${s.slice(0, 4)}`, // the signature with more after it
        `${h}.${p}.${altro.split('.')[2]}`, // another token's signature
        `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`, // no signature at all
        `${b64({ alg: 'HS256', kid: JSON.parse(Buffer.from(h, 'base64url').toString()).kid })}.${p}.${s}`,
      ];
      for (const falso of falsi)
        expect(errorType(await gql(t.app, ME, {}, falso)), falso).toBe('UNAUTHENTICATED');
      const vero = await gql(t.app, ME, {}, token);
      expect(vero.data!.getPersonaSe.id_persona).toBe(idDi.get('socio'));
    });

    it("two users' tokens never answer for each other, however they alternate", async () => {
      for (let giro = 0; giro < 3; giro++) {
        for (const v of ['socio', 'genitore', 'capobranco', 'cens'] as const) {
          const r = await q(v, ME);
          expect(r.data!.getPersonaSe.id_persona, v).toBe(idDi.get(v));
        }
      }
    });

    it('a signing key taken out of the key set stops its tokens at the next request', async () => {
      const token = tokens.get('genitore2')!;
      expect((await gql(t.app, ME, {}, token)).errors).toBeUndefined();
      const kid = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid as string;
      const chiavi = await rows<Record<string, unknown>>(
        t.database,
        `select * from auth_jwks where id = '${kid}'`,
      );
      expect(chiavi).toHaveLength(1);
      await rows(t.database, `update auth_jwks set id = '${kid}-tolta' where id = '${kid}'`);
      try {
        expect(errorType(await gql(t.app, ME, {}, token))).toBe('UNAUTHENTICATED');
      } finally {
        await rows(t.database, `update auth_jwks set id = '${kid}' where id = '${kid}-tolta'`);
      }
      expect((await gql(t.app, ME, {}, token)).errors).toBeUndefined();
    });

    it("a deleted login's token is refused at the next request", async () => {
      const token = await tokenFor(t.app, 'revisore');
      expect((await gql(t.app, ME, {}, token)).errors).toBeUndefined();
      await rows(t.database, `delete from auth_user where email = '${demoEmail('revisore')}'`);
      expect(errorType(await gql(t.app, ME, {}, token))).toBe('UNAUTHENTICATED');
    });
  });

  describe("a unit leader reading another unit's people", () => {
    /** Every id a list gave must be a person the viewer may read, and none of group 1's pack. */
    const soloLeggibili = async (chi: Chi, lista: number[], cosa: string) => {
      const unici = [...new Set(lista)];
      const leggibili = await q(chi, PERSONE, { ids: unici });
      expect(
        ids(leggibili.data!.persone).sort((a, b) => a - b),
        cosa,
      ).toEqual(unici.sort((a, b) => a - b));
      expect(
        unici.filter((id) => soloG1.includes(id)),
        cosa,
      ).toEqual([]);
    };

    it('the registers, in every scope, filter, order and page, hold nobody of the other pack', async () => {
      const sezione = await q(
        'capobranco2',
        'query($a: Int!) { personeSezione(anno_scout: $a) { id_persona } }',
        {
          a: anno,
        },
      );
      expect(sezione.data!.personeSezione.length).toBeGreaterThan(0);
      await soloLeggibili('capobranco2', ids(sezione.data!.personeSezione), 'personeSezione');
      const [p] = await rows<{ nome: string; cognome: string }>(
        t.database,
        `select nome, cognome from persone where id_persona = ${cub}`,
      );
      const filtri = [
        {},
        { fullText: p!.cognome },
        { nome: p!.nome },
        { nomecognome: `${p!.nome} ${p!.cognome}` },
        { ruolo: 'L' },
        { ruolo: 'lupi' },
        { utenti: 'creato' },
        { iscrizione: 'completata' },
      ];
      const ordini = ['nome', '-nome', 'cognome', '-soci', 'accesso', 'iscrizione', '-ruolo', 'utenti'];
      const richieste = [...filtri.map((f) => ({ f, o: null })), ...ordini.map((o) => ({ f: {}, o }))];
      for (const { f, o } of richieste)
        for (const { p: pagina, n } of [
          { p: 1, n: 500 },
          { p: 2, n: 7 },
          { p: 9999, n: 500 },
        ]) {
          const r = await q('capobranco2', PAGINA, { a: anno, f, o, p: pagina, n });
          expect(r.errors, JSON.stringify({ f, o })).toBeUndefined();
          const righe = r.data!.registroPagina.righe as { id_persona: number }[];
          expect(righe.filter((x) => soloG1.includes(x.id_persona))).toEqual([]);
          if (Object.keys(f).length === 0)
            expect(r.data!.registroPagina.totale).toBe(sezione.data!.personeSezione.length);
        }
      // Last year's register: the reach is this year's, and the relatives shown too.
      const prima = await q('capobranco2', PAGINA, { a: anno - 1, n: 500 });
      const righe = prima.data!.registroPagina.righe as {
        id_persona: number;
        parentele: { genitore: { id_persona: number } | null; figlio: { id_persona: number } | null }[];
      }[];
      const parenti = righe.flatMap((r) =>
        r.parentele.flatMap((k) => [k.genitore, k.figlio]).filter((x) => x != null),
      );
      await soloLeggibili('capobranco2', [...ids(righe), ...ids(parenti)], 'registroPagina anno precedente');
    });

    it('the group and unit of another leader look exactly like ones that do not exist', async () => {
      const [u1] = await rows<{ id_unita: number; id_gruppo: number }>(
        t.database,
        `select u.id_unita, u.id_gruppo from unita u join nomine n on n.id_gruppo = u.id_gruppo and u.branca = 'L'
         join iscrizioni i on i.id_iscrizione = n.id_iscrizione
         where i.id_persona = ${idDi.get('capobranco')} and i.anno_scout = ${anno} and n.id_ruolo = 'CB'`,
      );
      const casi: [string, Record<string, unknown>, Record<string, unknown>][] = [
        [
          'query($u: Int!, $a: Int!) { personeUnita(id_unita: $u, anno_scout: $a) { id_persona } }',
          { u: u1!.id_unita, a: anno },
          { u: 999_999, a: anno },
        ],
        [
          'query($g: Int!, $a: Int!) { personeGruppo(id_gruppo: $g, anno_scout: $a) { id_persona } }',
          { g: u1!.id_gruppo, a: anno },
          { g: 999_999, a: anno },
        ],
        [
          'query($u: Int!, $a: Int!) { utentiUnita(id_unita: $u, anno_scout: $a) { id_utente } }',
          { u: u1!.id_unita, a: anno },
          { u: 999_999, a: anno },
        ],
        [
          'query($g: Int!, $a: Int!) { utentiGruppo(id_gruppo: $g, anno_scout: $a) { id_utente } }',
          { g: u1!.id_gruppo, a: anno },
          { g: 999_999, a: anno },
        ],
        [PAGINA, { a: anno, u: u1!.id_unita }, { a: anno, u: 999_999 }],
        [PAGINA, { a: anno, g: u1!.id_gruppo }, { a: anno, g: 999_999 }],
      ];
      for (const [query, altrui, inesistente] of casi) {
        const a = await q('capobranco2', query, altrui);
        expect(errorType(a), query).toBe('NOT_FOUND');
        expect(a.errors).toEqual((await q('capobranco2', query, inesistente)).errors);
        expect(a.data).toEqual((await q('capobranco2', query, inesistente)).data);
      }
    });

    it('users lists, persone(ids) and persona(id) by guessed ids give nothing of the other pack', async () => {
      const utenti = await q(
        'capobranco2',
        'query($a: Int!) { utentiSezione(anno_scout: $a) { id_persona persona { id_persona } } }',
        {
          a: anno,
        },
      );
      const titolari = (utenti.data!.utentiSezione as { id_persona: number }[]).map((u) => u.id_persona);
      expect(titolari).not.toContain(cub);
      await soloLeggibili('capobranco2', titolari, 'utentiSezione');
      expect((await q('capobranco2', PERSONE, { ids: soloG1 })).data!.persone).toEqual([]);
      const nascosta = await q('capobranco2', PERSONA, { id: cub });
      expect(errorType(nascosta)).toBe('NOT_FOUND');
      expect(nascosta.errors![0]!.message).toBe('Persona non trovata');
      for (const id of [...soloG1.slice(0, 5), mancante]) {
        const r = await q('capobranco2', PERSONA, { id });
        expect(r.errors, String(id)).toEqual(nascosta.errors);
        expect(r.data).toEqual(nascosta.data);
      }
    });

    it('the section-wide search shows a found parent by name only: no record, no code, no hidden child', async () => {
      const [g] = await rows<{ cognome: string }>(
        t.database,
        `select cognome from persone where id_persona = ${idDi.get('genitore')}`,
      );
      const r = await q(
        'capobranco2',
        `query($k: String) { cercaPersona(search_key: $k) { id_persona
           utenti { registration_token persona { id_persona codice_fiscale } }
           parentele { figlio { id_persona codice_fiscale } } } }`,
        { k: g!.cognome },
      );
      expect(r.errors).toBeUndefined();
      const trovato = r.data!.cercaPersona.find(
        (x: { id_persona: number }) => x.id_persona === idDi.get('genitore'),
      );
      expect(trovato).toBeDefined();
      for (const u of trovato.utenti) expect(u).toEqual({ registration_token: null, persona: null });
      for (const k of trovato.parentele) expect(k.figlio).toBeNull();
    });

    it('hidden and missing answer with the same error after the same number of statements', async () => {
      if (kind !== 'pglite') {
        // The statement count is read from the embedded driver; PostgreSQL runs the same code.
        expect(t.database.driver.kind).toBe('postgres');
        return;
      }
      const confronti: [string, Record<string, unknown>, Record<string, unknown>][] = [
        [PERSONA, { id: lupo2 }, { id: mancante }],
        [INVITO, { u: utenteLupo2 }, { u: 999_999 }],
        [SCOLLEGA, { id: parentelaLupo2 }, { id: 999_999 }],
        [MODIFICA_UTENTE, { p: lupo2, u: utenteLupo2, e: true }, { p: mancante, u: 999_999, e: true }],
        [MODIFICA_UTENTE, { p: cub, u: utenteLupo2, e: true }, { p: cub, u: 999_999, e: true }],
        [
          CREA,
          { e: 'x.attacco@example.it', p: lupo2, r: 'Mamma' },
          { e: 'x.attacco@example.it', p: mancante, r: 'Mamma' },
        ],
        [
          MODIFICA_PERSONA,
          { m: { id_persona: lupo2, nome: 'Mario' } },
          { m: { id_persona: mancante, nome: 'Mario' } },
        ],
        [
          COLLEGA,
          { f: lupo2, g: idDi.get('genitore')!, d: 'Zio' },
          { f: mancante, g: idDi.get('genitore')!, d: 'Zio' },
        ],
      ];
      for (const [query, nascosto, inesistente] of confronti) {
        const a = await costo('capobranco', query, nascosto);
        const b = await costo('capobranco', query, inesistente);
        expect(errorType(a.r), query).toBe('NOT_FOUND');
        expect(a.r.errors, query).toEqual(b.r.errors);
        expect(a.statements, query).toBe(b.statements);
      }
    });
  });

  describe('writes outside the reach', () => {
    it('modificaPersona: a person of another unit looks missing and stays unchanged', async () => {
      const prima = await uno<{ nome: string }>(`select nome from persone where id_persona = ${lupo2}`);
      const r = await q('capobranco', MODIFICA_PERSONA, { m: { id_persona: lupo2, nome: 'Preso' } });
      expect(errorType(r)).toBe('NOT_FOUND');
      expect(r.errors).toEqual(
        (await q('capobranco', MODIFICA_PERSONA, { m: { id_persona: mancante, nome: 'Preso' } })).errors,
      );
      expect(await uno(`select nome from persone where id_persona = ${lupo2}`)).toEqual(prima);
    });

    it('modificaPersona: fields the form does not offer (party, confirmation date) are refused, nothing changes', async () => {
      const prima = await uno(`select id_parte, data_conferma, nome from persone where id_persona = ${cub}`);
      for (const extra of [
        { id_parte: 1 },
        { data_conferma: '2020-01-01T00:00:00Z' },
        { id_persona_nazionale: 1 },
      ]) {
        const r = await q('capobranco', MODIFICA_PERSONA, {
          m: { id_persona: cub, nome: 'Cambiato', ...extra },
        });
        expect(r.errors, JSON.stringify(extra)).toBeDefined();
        expect(r.data?.modificaPersona ?? null).toBeNull();
      }
      // The tick is super's only: a leader asking for it is refused before anything is written.
      const spunta = await q('capobranco', MODIFICA_PERSONA, {
        m: { id_persona: cub, nome: 'Cambiato', aggiorna_data_conferma: true },
      });
      expect(errorType(spunta)).toBe('FORBIDDEN');
      expect(
        await uno(`select id_parte, data_conferma, nome from persone where id_persona = ${cub}`),
      ).toEqual(prima);
    });

    it("modificaPersona: another child's kinship and a parent the viewer does not reach are refused", async () => {
      const kinPrima = await uno(`select "desc" from parentele where id_parentela = ${parentelaLupo2}`);
      const r = await q('capobranco', MODIFICA_PERSONA, {
        m: { id_persona: cub, parentele: [{ id_parentela: parentelaLupo2, desc: 'Zio' }] },
      });
      expect(errorType(r)).toBe('NOT_FOUND');
      expect(r.errors![0]!.message).toBe('Parentela non trovata');
      expect(await uno(`select "desc" from parentele where id_parentela = ${parentelaLupo2}`)).toEqual(
        kinPrima,
      );
      // The mother edits her child; the father's contacts are not hers to replace.
      const padre = await uno<{ id_parentela: number; id_persona_genitore: number }>(
        `select id_parentela, id_persona_genitore from parentele where id_persona_figlio = ${cub}
         and id_persona_genitore <> ${idDi.get('genitore')}`,
      );
      const contattiPrima = await rows(
        t.database,
        `select * from contatti where id_persona = ${padre.id_persona_genitore} order by 1`,
      );
      const g = await q('genitore', MODIFICA_PERSONA, {
        m: {
          id_persona: cub,
          parentele: [
            {
              id_parentela: padre.id_parentela,
              genitore: { contatti: [{ tipo: 'e', valore: 'ladro@example.it' }] },
            },
          ],
        },
      });
      expect(errorType(g)).toBe('NOT_FOUND');
      expect(g.errors![0]!.message).toBe('Persona non trovata');
      expect(
        await rows(
          t.database,
          `select * from contatti where id_persona = ${padre.id_persona_genitore} order by 1`,
        ),
      ).toEqual(contattiPrima);
    });

    it("modificaUtente: another person's user, named through a person in reach, looks missing and survives", async () => {
      for (const v of [
        { p: cub, u: utenteLupo2, e: true },
        { p: cub, u: utenteLupo2, r: true },
        { p: lupo2, u: utenteLupo2, e: true },
      ]) {
        expect(errorType(await q('capobranco', MODIFICA_UTENTE, v)), JSON.stringify(v)).toBe('NOT_FOUND');
      }
      expect(await conta(`select count(*) as n from utenti where id_utente = ${utenteLupo2}`)).toBe(1);
      // There is no way to rename a user or move its address: the API has no such argument.
      const rinomina = await q(
        'capobranco',
        'mutation($p: Int!, $u: Int!) { modificaUtente(id_persona: $p, id_utente: $u, username: "cens-at-demo.zaino.it") }',
        { p: cub, u: utenteCub },
      );
      expect(rinomina.errors).toBeDefined();
    });

    it("creaUtente: another user's address (any case) or the leader's own never attaches that login", async () => {
      const [libero] = liberiG1;
      const utentiPrima = await conta('select count(*) as n from utenti');
      const parentelePrima = await conta('select count(*) as n from parentele');
      for (const [email, relazione] of [
        [' CENS@Demo.Zaino.it ', 'stessa persona'],
        [demoEmail('cens'), 'Papà'],
        [demoEmail('capobranco'), 'Papà'],
        [demoEmail('capobranco2'), 'Mamma'],
      ] as const) {
        const r = await q('capobranco', CREA, { e: email, p: libero, r: relazione });
        expect(r.errors, email).toBeUndefined();
        expect(r.data!.creaUtente, email).toMatchObject({
          errorType: 'CONFLICT',
          id_utente: null,
          registration_token: null,
        });
      }
      expect(await conta('select count(*) as n from utenti')).toBe(utentiPrima);
      expect(await conta('select count(*) as n from parentele')).toBe(parentelePrima);
      // Out of reach: the same answer as a person who does not exist.
      const fuori = await q('capobranco', CREA, { e: 'fuori.attacco@example.it', p: lupo2, r: 'Mamma' });
      expect(errorType(fuori)).toBe('NOT_FOUND');
      expect(fuori.errors).toEqual(
        (await q('capobranco', CREA, { e: 'fuori.attacco@example.it', p: mancante, r: 'Mamma' })).errors,
      );
    });

    it('modificaParentela: a leader cannot make themself, or a family they do not reach, parent of a child', async () => {
      const prima = await conta('select count(*) as n from parentele');
      const casi: [Record<string, unknown>, string][] = [
        [{ f: cub, g: idDi.get('capobranco'), d: 'Zio' }, 'FORBIDDEN'],
        [{ f: lupo2, g: idDi.get('capobranco'), d: 'Zio' }, 'NOT_FOUND'],
        [{ f: cub, g: idDi.get('genitore2'), d: 'Zia' }, 'FORBIDDEN'],
        [{ f: cub, g: idDi.get('capobranco2'), d: 'Zio' }, 'FORBIDDEN'],
      ];
      for (const [v, atteso] of casi)
        expect(errorType(await q('capobranco', COLLEGA, v)), JSON.stringify(v)).toBe(atteso);
      // A parent cannot link anyone to their child either, nor unlink the other parent.
      expect(errorType(await q('genitore', COLLEGA, { f: cub, g: idDi.get('genitore2'), d: 'Zia' }))).toBe(
        'FORBIDDEN',
      );
      const padre = await uno<{ id: number }>(
        `select id_parentela as id from parentele where id_persona_figlio = ${cub} and id_persona_genitore <> ${idDi.get('genitore')}`,
      );
      expect(errorType(await q('genitore', SCOLLEGA, { id: padre.id }))).toBe('FORBIDDEN');
      // Another unit's kinship looks like one that does not exist.
      const altrui = await q('capobranco', SCOLLEGA, { id: parentelaLupo2 });
      expect(errorType(altrui)).toBe('NOT_FOUND');
      expect(altrui.errors).toEqual((await q('capobranco', SCOLLEGA, { id: 999_999 })).errors);
      expect(await conta('select count(*) as n from parentele')).toBe(prima);
    });

    it('creaUtentiInMassa: duplicates make one user; persons out of reach fail alone, like missing ones', async () => {
      const [a, b] = liberiG1.slice(1, 3) as [number, number];
      const parenteleLupo2 = await conta(
        `select count(*) as n from parentele where id_persona_figlio = ${lupo2}`,
      );
      const riga = (email: string, id_persona: number, relazione = 'Mamma') => ({
        email,
        id_persona,
        relazione,
      });
      const r = await q('capobranco', MASSA, {
        u: [
          riga('massa.a@example.it', a),
          riga('MASSA.A@example.it', a),
          riga('massa.b@example.it', lupo2),
          riga('massa.c@example.it', mancante),
          riga('massa.d@example.it', b, 'stessa persona'),
          riga(demoEmail('capobranco'), b, 'Papà'),
        ],
      });
      expect(r.errors).toBeUndefined();
      const esiti = r.data!.creaUtentiInMassa;
      expect(esiti[0].id_utente).not.toBeNull();
      expect(esiti[1].id_utente).toBe(esiti[0].id_utente);
      expect(esiti[2]).toEqual({ ...esiti[3], id_persona: lupo2 });
      expect(esiti[2]).toMatchObject({ errorType: 'NOT_FOUND', id_utente: null, registration_token: null });
      expect(esiti[4]).toMatchObject({ errorType: null, id_persona: b });
      expect(esiti[5]).toMatchObject({ errorType: 'CONFLICT', id_utente: null });
      expect(
        await conta(
          "select count(*) as n from utenti where email in ('massa.a@example.it', 'MASSA.A@example.it')",
        ),
      ).toBe(1);
      expect(
        await conta(
          "select count(*) as n from utenti where email in ('massa.b@example.it', 'massa.c@example.it')",
        ),
      ).toBe(0);
      expect(await conta(`select count(*) as n from parentele where id_persona_figlio = ${lupo2}`)).toBe(
        parenteleLupo2,
      );
      expect(
        await conta(
          `select count(*) as n from parentele where id_persona_genitore = ${idDi.get('capobranco')}`,
        ),
      ).toBe(0);
    });

    if (kind === 'postgres') {
      describe('two mass registrations of the same list at once', () => {
        it('make each user once, and both answer the same users', async () => {
          // Their own users: siblings sharing a mother would rightly meet 'Parentela già registrata'.
          const persone = liberiG1.slice(3, 7);
          const lista = persone.map((id, i) => ({
            email: `gemelli.${i}@example.it`,
            id_persona: id,
            relazione: 'stessa persona',
          }));
          const [uno_, due] = await Promise.all([
            q('capobranco', MASSA, { u: lista }),
            q('capogruppo', MASSA, { u: lista }),
          ]);
          expect(uno_.errors).toBeUndefined();
          expect(due.errors).toBeUndefined();
          const a = uno_.data!.creaUtentiInMassa as { id_utente: number | null; errorType: string | null }[];
          const b = due.data!.creaUtentiInMassa as { id_utente: number | null; errorType: string | null }[];
          for (let i = 0; i < lista.length; i++) {
            expect(a[i]!.errorType).toBeNull();
            expect(b[i]!.errorType).toBeNull();
            expect(a[i]!.id_utente).toBe(b[i]!.id_utente);
          }
          expect(
            await conta("select count(*) as n from utenti where email like 'gemelli.%@example.it'"),
          ).toBe(lista.length);
          expect(
            await conta(`select count(*) as n from utenti where id_persona in (${persone.join(',')})`),
          ).toBe(lista.length);
        });
      });
    }
  });

  describe('sizes and characters of every input (issue 22)', () => {
    const contattiDi = (id: number) =>
      rows(
        t.database,
        `select tipo, valore, notifica, chi from contatti where id_persona = ${id} order by 1, 2`,
      );

    it('a parent saving 20,000 contacts on their child is refused in Italian and nothing is written', async () => {
      const prima = await contattiDi(cub);
      const contatti = (n: number) =>
        Array.from({ length: n }, (_, i) => ({
          tipo: 't',
          valore: `333${String(i).padStart(7, '0')}`,
          notifica: false,
        }));
      // 20,000 (0.9 MB) do not even pass the body limit.
      const enorme = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get('genitore')}` },
        payload: {
          query: MODIFICA_PERSONA,
          variables: { m: { id_persona: cub, contatti: contatti(20_000) } },
        },
      });
      expect(enorme.statusCode).toBe(413);
      expect(enorme.json()).toEqual({ message: 'Richiesta troppo grande' });
      for (const [chi, m] of [
        ['genitore', { id_persona: cub, contatti: contatti(3_000) }],
        // Through the parent's contacts nested in the child's kinship, as a leader.
        [
          'capobranco',
          {
            id_persona: cub,
            parentele: [{ id_parentela: 1, genitore: { contatti: contatti(LIMITI_INPUT.contatti + 1) } }],
          },
        ],
      ] as const) {
        const r = await q(chi, MODIFICA_PERSONA, { m });
        expect(errorType(r), chi).toBe('VALIDATION');
        expect(r.errors![0]!.message, chi).toMatch(
          new RegExp(
            `^Troppi elementi in modifica_persona\\.(parentele\\.0\\.genitore\\.)?contatti: al massimo ${LIMITI_INPUT.contatti}$`,
          ),
        );
      }
      expect(await contattiDi(cub)).toEqual(prima);
    });

    it('a NUL character in a register filter, an order or a search is a validation message, not an internal error', async () => {
      for (const [query, variables] of [
        [PAGINA, { a: anno, f: { nome: 'Ma\u0000rio' } }],
        [PAGINA, { a: anno, f: { fullText: '\u0000' } }],
        [PAGINA, { a: anno, o: 'nome\u0000' }],
        ['query($k: String) { cercaPersona(search_key: $k) { id_persona } }', { k: 'Ros\u0000si' }],
      ] as const) {
        const r = await q('capobranco', query, variables);
        expect(errorType(r), JSON.stringify(variables)).toBe('VALIDATION');
        expect(r.errors![0]!.message).toBe(MSG_CARATTERE_NULLO);
      }
    });

    it('a filter longer than any real one is refused before the register is read', async () => {
      const r = await q('capobranco', PAGINA, { a: anno, f: { fullText: 'a'.repeat(100_000) } });
      expect(errorType(r)).toBe('VALIDATION');
      expect(r.errors![0]!.message).toBe(
        `Testo troppo lungo in filtri.fullText: al massimo ${LIMITI_INPUT.testoBreve} caratteri`,
      );
    });
  });

  describe('invites', () => {
    const posta = () => conta('select count(*) as n from mail_outbox');

    it('header injection in the address or the copies, commas and long lists are refused and nothing is sent', async () => {
      const prima = await posta();
      const tentativi: Record<string, unknown>[] = [
        { u: utenteCub, e: 'mamma@example.it\r\nBcc: tutti@example.it' },
        { u: utenteCub, e: 'mamma@example.it', cc: ['nonna@example.it\r\nBcc: tutti@example.it'] },
        { u: utenteCub, e: 'mamma@example.it', cc: ['nonna@example.it\nBcc:tutti@example.it'] },
        {
          u: utenteCub,
          e: 'mamma@example.it',
          cc: ['a@example.it, b@example.it, c@example.it, d@example.it, e@example.it, f@example.it'],
        },
        {
          u: utenteCub,
          e: 'mamma@example.it',
          cc: Array.from({ length: 100 }, (_, i) => `copia${i}@example.it`),
        },
        { u: utenteCub, e: 'mamma@example.it', cc: ['"x, y"@example.it'] },
        { u: utenteCub, e: 'mamma@example.it, ladro@example.it' },
      ];
      for (const v of tentativi)
        expect(errorType(await q('capobranco', INVITO, v)), JSON.stringify(v)).toBe('VALIDATION');
      expect(await posta()).toBe(prima);
      // The genuine invite goes out, with its one copy.
      const ok = await q('capobranco', INVITO, {
        u: utenteCub,
        e: 'mamma.cub@example.it',
        cc: [' nonna.cub@example.it '],
      });
      expect(ok.errors).toBeUndefined();
      expect(await posta()).toBe(prima + 1);
      const ultima = await uno<{ to: string; cc: string }>(
        'select "to", cc from mail_outbox order by id desc limit 1',
      );
      expect(ultima).toEqual({ to: 'mamma.cub@example.it', cc: 'nonna.cub@example.it' });
    });

    it('a user out of reach looks missing, to leaders and families alike, and gets no mail', async () => {
      const prima = await posta();
      const nascosto = await q('capobranco', INVITO, { u: utenteLupo2 });
      expect(errorType(nascosto)).toBe('NOT_FOUND');
      expect(nascosto.errors).toEqual((await q('capobranco', INVITO, { u: 999_999 })).errors);
      expect(errorType(await q('socio', INVITO, { u: utenteCub }))).toBe('NOT_FOUND');
      expect(errorType(await q('genitore', INVITO, { u: utenteCub }))).toBe('FORBIDDEN');
      expect(errorType(await q('anonimo', INVITO, { u: utenteCub }))).toBe('UNAUTHENTICATED');
      expect(await posta()).toBe(prima);
    });
  });

  describe('registration codes', () => {
    const UTENTI_CUB =
      'query($id: Int!) { persona(id_persona: $id) { utenti { registration_token } viewerCan } }';

    it('only lead or above reads a code: the parent, another leader and the search do not', async () => {
      const capo = await q('capobranco', UTENTI_CUB, { id: cub });
      expect(
        capo.data!.persona.utenti.map((u: { registration_token: string }) => u.registration_token),
      ).toContain(CODICE_CUB);
      const genitore = await q('genitore', UTENTI_CUB, { id: cub });
      expect(genitore.data!.persona.utenti.length).toBeGreaterThan(0);
      for (const u of genitore.data!.persona.utenti) expect(u.registration_token).toBeNull();
      expect(genitore.data!.persona.viewerCan).not.toContain('codice.vedi');
      const altro = await q(
        'capobranco2',
        'query($c: String) { cercaPersona(registration_token: $c) { utenti { registration_token } } }',
        {
          c: CODICE_CUB,
        },
      );
      expect(altro.data!.cercaPersona).toHaveLength(1);
      for (const u of altro.data!.cercaPersona[0].utenti) expect(u.registration_token).toBeNull();
    });

    it('guessing codes through the leaders’ search is limited per address and per login', async () => {
      const chiedi = (token: string | null, remoteAddress: string, quante: number) => {
        const campi = Array.from(
          { length: quante },
          (_, i) =>
            `c${i}: cercaPersona(registration_token: "ZZZZZZ${String(i).padStart(3, '0')}") { id_persona }`,
        );
        return t.app
          .inject({
            method: 'POST',
            url: '/graphql',
            remoteAddress,
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            payload: { query: `{ ${campi.join('\n')} }` },
          })
          .then((r) => r.json() as GqlResult);
      };
      // Aliases are at most 30 a request: two requests of 20 guesses each.
      await chiedi(tokens.get('capobranco2')!, '10.66.0.1', 20);
      const raffica = await chiedi(tokens.get('capobranco2')!, '10.66.0.1', 20);
      expect(raffica.errors?.some((e) => e.extensions?.errorType === 'RATE_LIMITED')).toBe(true);
      // Another address does not give the same login more guesses …
      const altrove = await chiedi(tokens.get('capobranco2')!, '10.66.0.2', 1);
      expect(altrove.errors?.[0]?.extensions?.errorType).toBe('RATE_LIMITED');
      // … and the spent budget is that login's and address's, not another leader's.
      const collega = await chiedi(tokens.get('capobranco')!, '10.66.0.3', 1);
      expect(collega.errors).toBeUndefined();
    });

    it('a co-leader holding a section role: the pack leader reads them, but only a super sees their code or manages their login (decision 0911)', async () => {
      // The last free person of the pack (the tests above use the first seven) gets a section
      // appointment and a login with a code.
      expect(liberiG1.length).toBeGreaterThan(7);
      const capoSezione = liberiG1.at(-1)!;
      await rows(
        t.database,
        `insert into nomine (id_iscrizione, id_ruolo, id_gruppo)
         select id_iscrizione, 'CENS', null from iscrizioni where id_persona = ${capoSezione} and anno_scout = ${anno}`,
      );
      const utente = (
        await uno<{ id: number }>(
          `insert into utenti (id_persona, registration_token) values (${capoSezione}, 'CENATK333') returning id_utente as id`,
        )
      ).id;
      const capo = await q('capobranco', UTENTI_CUB, { id: capoSezione });
      expect(capo.data!.persona.viewerCan).not.toContain('utente.gestisci');
      expect(
        capo.data!.persona.utenti.map((u: { registration_token: string | null }) => u.registration_token),
      ).toEqual([null]);
      for (const variabili of [
        { p: capoSezione, u: utente, r: true },
        { p: capoSezione, u: utente, e: true },
      ])
        expect(errorType(await q('capobranco', MODIFICA_UTENTE, variabili))).toBe('FORBIDDEN');
      expect(errorType(await q('capobranco', INVITO, { u: utente }))).toBe('FORBIDDEN');
      expect(await conta(`select count(*) as n from utenti where id_utente = ${utente}`)).toBe(1);
      const sup = await q('cens', UTENTI_CUB, { id: capoSezione });
      expect(
        sup.data!.persona.utenti.map((u: { registration_token: string | null }) => u.registration_token),
      ).toEqual(['CENATK333']);
      expect(sup.data!.persona.viewerCan).toContain('utente.gestisci');
    });
  });

  describe('the /b/persona routes as a parent or an unrelated member: the server refuses', () => {
    const UTENTI_GENITORE =
      'query($id: Int!) { persona(id_persona: $id) { parentele { id_persona_genitore genitore { id_persona } } } }';

    it('an unrelated member meets a missing person on every call of the person pages', async () => {
      const chiamate: [string, Record<string, unknown>, string][] = [
        [PERSONA, { id: cub }, 'NOT_FOUND'],
        [MODIFICA_PERSONA, { m: { id_persona: cub, nome: 'Preso' } }, 'NOT_FOUND'],
        [CREA, { e: 'socio.attacco@example.it', p: cub, r: 'Mamma' }, 'NOT_FOUND'],
        [MODIFICA_UTENTE, { p: cub, u: utenteCub, r: true }, 'NOT_FOUND'],
        [SCOLLEGA, { id: parentelaLupo2 }, 'NOT_FOUND'],
        [COLLEGA, { f: cub, g: idDi.get('socio'), d: 'Zio' }, 'NOT_FOUND'],
        [CERCA_CODICE, { c: CODICE_CUB }, 'FORBIDDEN'],
        [PAGINA, { a: anno }, 'FORBIDDEN'],
        ['query($a: Int!) { utentiSezione(anno_scout: $a) { id_utente } }', { a: anno }, 'FORBIDDEN'],
        [
          'query($id: Int!) { persona(id_persona: $id) { storico_privacy { id_persona } } }',
          { id: cub },
          'NOT_FOUND',
        ],
      ];
      for (const [query, v, atteso] of chiamate)
        expect(errorType(await q('socio', query, v)), query).toBe(atteso);
      const massa = await q('socio', MASSA, {
        u: [{ email: 'socio.massa@example.it', id_persona: cub, relazione: 'Mamma' }],
      });
      expect(massa.data!.creaUtentiInMassa[0]).toMatchObject({ errorType: 'NOT_FOUND', id_utente: null });
      expect(await conta(`select count(*) as n from utenti where email like 'socio.%@example.it'`)).toBe(0);
    });

    it('a parent reads their child but manages no account, code, kinship or register, nor the other parent', async () => {
      expect((await q('genitore', PERSONA, { id: cub })).errors).toBeUndefined();
      const chiamate: [string, Record<string, unknown>, string][] = [
        [CREA, { e: 'genitore.attacco@example.it', p: cub, r: 'stessa persona' }, 'FORBIDDEN'],
        [MODIFICA_UTENTE, { p: cub, u: utenteCub, e: true }, 'FORBIDDEN'],
        [CERCA_CODICE, { c: CODICE_CUB }, 'FORBIDDEN'],
        [PAGINA, { a: anno }, 'FORBIDDEN'],
        [COLLEGA, { f: cub, g: idDi.get('socio'), d: 'Zio' }, 'FORBIDDEN'],
      ];
      for (const [query, v, atteso] of chiamate)
        expect(errorType(await q('genitore', query, v)), query).toBe(atteso);
      expect(await conta(`select count(*) as n from utenti where id_utente = ${utenteCub}`)).toBe(1);
      const r = await q('genitore', UTENTI_GENITORE, { id: cub });
      for (const k of r.data!.persona.parentele as {
        id_persona_genitore: number;
        genitore: { id_persona: number } | null;
      }[]) {
        expect(k.genitore?.id_persona ?? null).toBe(
          k.id_persona_genitore === idDi.get('genitore') ? k.id_persona_genitore : null,
        );
      }
    });
  });
});

describe('registration codes in the logs', () => {
  let app: FastifyInstance | undefined;
  let database: TestDatabase | undefined;
  const righe: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await seedIfEmpty(database);
    app = await buildApp({
      database,
      config: testConfig({ LOG_LEVEL: 'trace' }),
      logStream: { write: (line) => void righe.push(line) },
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('creating, searching, inviting and failing leave no code in any log line', async () => {
    const token = await tokenFor(app!, 'capobranco');
    const [libero] = await rows<{ id: number }>(
      database!,
      `select p.id_persona as id from persone p join iscrizioni i on i.id_persona = p.id_persona
       join anni_scout a on a.anno_scout = i.anno_scout and a.attivo join nomine n on n.id_iscrizione = i.id_iscrizione
       join nomine c on c.id_gruppo = n.id_gruppo join iscrizioni ic on ic.id_iscrizione = c.id_iscrizione and ic.anno_scout = a.anno_scout
       join auth_user u on u.id_persona = ic.id_persona and u.email = '${demoEmail('capobranco')}'
       where n.id_ruolo = 'L' and c.id_ruolo = 'CB'
         and not exists (select 1 from utenti x where x.id_persona = p.id_persona) order by 1 limit 1`,
    );
    const creato = await gql(
      app!,
      CREA,
      { e: 'log.attacco@example.it', p: libero!.id, r: 'stessa persona' },
      token,
    );
    const codice = creato.data!.creaUtente.registration_token as string;
    expect(codice).toMatch(/^[A-Z0-9]{9}$/);
    const id = creato.data!.creaUtente.id_utente as number;
    expect((await gql(app!, CERCA_CODICE, { c: codice }, token)).errors).toBeUndefined();
    expect(
      (await gql(app!, CERCA_CODICE, { c: `${PUBLIC_URL}/register/${codice}` }, token)).errors,
    ).toBeUndefined();
    expect((await gql(app!, INVITO, { u: id }, token)).errors).toBeUndefined();
    await gql(app!, CREA, { e: 'log.attacco@example.it', p: libero!.id, r: 'stessa persona' }, token);
    await app!.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(`{ cercaPersona(registration_token: "${codice}") { id_persona } }`)}`,
    });
    await app!.inject({ method: 'GET', url: `/register/${codice}` });
    expect(righe.length).toBeGreaterThan(0);
    expect(righe.filter((r) => r.includes(codice))).toEqual([]);
  });
});

// Issue 22 item 12: zod's and graphql-js's English ("Too small…", "Expected number, received
// string", "Validation aborted.") reached users. Every mutation of the schema is sent hostile
// variables — none, nulls, empty and wrong types, negative, too long, huge lists, unknown fields —
// as an administrator, a parent and nobody, and no message they get back may be English.

/** Words of English validation messages; none is Italian (`errore` is not `error`). */
const INGLESE =
  /\b(too (small|big|long|short)|expected|invalid|required|must|validation|aborted|unexpected|cannot|received|did you mean|not provided|variable|should|failed|error|unknown|missing|allowed|value|type|field|null|undefined|object|array|string|number|boolean|enum)\b/i;

/** Short well-typed leaves. */
const brevi = (nome: string): unknown => ({ Int: 7, Float: 7, Boolean: true, Cents: 700 })[nome] ?? 'a';

/** How one hostile variant fills a leaf, a list and an input object. */
interface Variante {
  scalare: (nome: string) => unknown;
  lista?: (elemento: () => unknown) => unknown;
  oggetto?: (campi: Record<string, unknown>) => unknown;
  /** How the items of its lists are filled (by default as the rest). */
  elementi?: Variante;
}

const VARIANTI: Record<string, Variante> = {
  vuoti: { scalare: (n) => ({ Int: 0, Float: 0, Boolean: false, Cents: 0 })[n] ?? '', lista: () => [] },
  negativi: {
    scalare: (n) =>
      ({
        Int: -1,
        Float: -1.5,
        Boolean: true,
        Cents: -100,
        Date: '1800-01-01',
        DateTime: '1800-01-01T00:00:00Z',
      })[n] ?? '-1',
  },
  lunghi: {
    scalare: (n) =>
      ({ Int: 2_147_483_647, Float: 1e308, Boolean: true, Cents: 1e15, Date: '9999-12-31' })[n] ??
      'x'.repeat(3000),
  },
  'liste enormi': {
    scalare: brevi,
    lista: (e) => Array.from({ length: 600 }, e), // beyond every list's bound (500 at most)
    elementi: { scalare: brevi, lista: () => [] },
  },
  'tipi sbagliati': {
    scalare: (n) => ({ Int: 1.5, Float: 'tanti', Boolean: 'si', Cents: 'dieci euro', String: 12 })[n] ?? 42,
    lista: () => ({ chiave: 'x' }),
    oggetto: () => 'testo',
  },
  'oggetti senza campi': { scalare: () => null, oggetto: () => ({}) },
  'campi in più': {
    scalare: (n) => ({ Int: 0, Float: 0, Boolean: false, Cents: 0 })[n] ?? 'a',
    oggetto: (campi) => ({ ...campi, campo_inventato: 1 }),
  },
};

function valore(tipo: GraphQLInputType, v: Variante): unknown {
  const t = isNonNullType(tipo) ? tipo.ofType : tipo;
  if (isListType(t)) {
    const elemento = () => valore(t.ofType, v.elementi ?? v);
    return v.lista ? v.lista(elemento) : [elemento()];
  }
  if (isInputObjectType(t)) {
    const campi = Object.fromEntries(Object.values(t.getFields()).map((f) => [f.name, valore(f.type, v)]));
    return v.oggetto ? v.oggetto(campi) : campi;
  }
  if (isEnumType(t)) return v === VARIANTI['tipi sbagliati'] ? 'NESSUNO' : t.getValues()[0]!.value;
  return v.scalare(getNamedType(t).name);
}

/** The mutation with every argument a variable of its own type. */
function operazione(f: GraphQLField<unknown, unknown>): string {
  const variabili = f.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const argomenti = f.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selezione = isLeafType(getNamedType(f.type)) ? '' : ' { __typename }';
  return `mutation${variabili && `(${variabili})`} { ${f.name}${argomenti && `(${argomenti})`}${selezione} }`;
}

/** Every text of a response a person may read: messages, field errors, `errorMessage` results. */
function testi(x: unknown, chiave = ''): string[] {
  if (typeof x === 'string')
    return ['message', 'messaggio', 'messaggi', 'errorMessage'].includes(chiave) ? [x] : [];
  if (Array.isArray(x)) return x.flatMap((e) => testi(e, chiave));
  if (x && typeof x === 'object') return Object.entries(x).flatMap(([k, e]) => testi(e, k));
  return [];
}

describe.each(dbKinds)('issue 22 item 12: no English message reaches a user on %s', (kind) => {
  let t: TestApp;
  let chi: Record<string, string | null>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    chi = { cens: await tokenFor(t.app, 'cens'), genitore: await tokenFor(t.app, 'genitore'), anonimo: null };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every mutation × every hostile variant × administrator, parent and nobody: Italian messages only', async () => {
    const mutazioni = Object.values(schema.getMutationType()!.getFields());
    expect(mutazioni.length).toBeGreaterThan(20);
    const inglesi: string[] = [];
    let risposte = 0;
    for (const f of mutazioni) {
      const query = operazione(f);
      const varianti: [string, Record<string, unknown>][] = [
        ['nessuna variabile', {}],
        ['nulli', Object.fromEntries(f.args.map((a) => [a.name, null]))],
        ...Object.entries(VARIANTI).map(([nome, v]): [string, Record<string, unknown>] => [
          nome,
          Object.fromEntries(f.args.map((a) => [a.name, valore(a.type, v)])),
        ]),
      ];
      for (const [variante, variabili] of varianti) {
        expect(JSON.stringify(variabili).length, `${f.name} ${variante}`).toBeLessThan(256 * 1024);
        for (const [viewer, token] of Object.entries(chi)) {
          const r = await gql(t.app, query, variabili, token);
          risposte += r.errors?.length ? 1 : 0;
          for (const testo of testi({ errors: r.errors, data: r.data }))
            if (INGLESE.test(testo)) inglesi.push(`${f.name} · ${variante} · ${viewer}: ${testo}`);
        }
      }
    }
    // The walk itself works: almost every hostile request is refused.
    expect(risposte).toBeGreaterThan(mutazioni.length * 20);
    expect([...new Set(inglesi)]).toEqual([]);
  }, 600_000);

  it('every REST route with bad ids, bodies and queries: Italian messages only', async () => {
    const tesoriere = await tokenFor(t.app, 'tesoriere');
    const ID_STORTI = ['0x1', '1e0', '+1', '1.0', '-1', '99999999999999999999', 'abc', '%00'];
    type Chiamata = {
      method: 'GET' | 'POST';
      url: string;
      payload?: string;
      tipo?: string;
      token?: string | null;
    };
    const chiamate: Chiamata[] = [
      ...ID_STORTI.flatMap((id): Chiamata[] => [
        { method: 'POST', url: `/esporta/estratto-conto/${id}/bank`, payload: '{"anno_scout":2025}' },
        { method: 'POST', url: `/esporta/estratto-conto/1/bank`, payload: `{"anno_scout":"${id}"}` },
        { method: 'GET', url: percorsoCoordinate(id), token: chi.genitore },
        { method: 'GET', url: `${PERCORSO_VERIFICA_RICEVUTA}/${id}` },
        { method: 'GET', url: `/file/scarica?key=${id}&scade=${id}&firma=${id}` },
      ]),
      ...[
        '',
        'null',
        '[]',
        '"testo"',
        '{"anno_scout":[1],"formato":{}}',
        '{',
        `{"x":"${'y'.repeat(300_000)}"}`,
      ].map((payload): Chiamata => ({ method: 'POST', url: '/esporta/estratto-conto/1/bank', payload })),
      { method: 'POST', url: '/esporta/estratto-conto/1/bank', payload: '<x/>', tipo: 'application/xml' },
      {
        method: 'POST',
        url: '/file/carica',
        payload: 'non un modulo',
        tipo: 'multipart/form-data; boundary=x',
      },
      { method: 'POST', url: '/file/carica', payload: '{}' },
      { method: 'POST', url: '/webhooks/stripe', payload: '{"type":"checkout.session.completed"}' },
      { method: 'POST', url: '/webhooks/satispay?payment_id=0x1', payload: '{}' },
      {
        method: 'POST',
        url: '/sandbox/pagamento/0x1',
        payload: 'esito=boh',
        tipo: 'application/x-www-form-urlencoded',
      },
    ];
    const inglesi: string[] = [];
    let letti = 0;
    for (const c of chiamate) {
      const token = c.token === undefined ? tesoriere : c.token;
      const r = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(c.payload !== undefined ? { 'content-type': c.tipo ?? 'application/json' } : {}),
        },
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      });
      const tipo = String(r.headers['content-type'] ?? '');
      // A PDF or a redirect carries no message; a page is read without its markup.
      if (r.statusCode < 400 || tipo.startsWith('application/pdf')) continue;
      const testo = tipo.includes('json') ? testi(r.json()).join(' ') : r.body.replace(/<[^>]*>/g, ' ');
      letti += testo.trim() ? 1 : 0;
      if (INGLESE.test(testo))
        inglesi.push(`${c.method} ${c.url.slice(0, 80)} ${r.statusCode}: ${testo.slice(0, 200)}`);
    }
    expect(letti).toBe(chiamate.length); // every call refused, with a text
    expect(inglesi).toEqual([]);
  });
});
