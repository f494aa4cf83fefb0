import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DemoUser,
  demoEmail,
  type GqlResult,
  gql,
  rows,
  startTestApp,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Spec 2 §7 cercaPersona and modificaParentela (decision 0903), per kind of viewer: super, CG of the
// person's group, CB of the person's unit, CB of another unit, parent, the person, unrelated member,
// anonymous. The child is the demo cub of 'genitore' (pack of 'capobranco', group of 'capogruppo').

const CERCA = /* GraphQL */ `
  query ($c: String, $k: String) {
    cercaPersona(registration_token: $c, search_key: $k) {
      id_persona nome cognome
      parentele { id_parentela desc figlio { id_persona } }
      utenti { id_utente email username data_registrazione registration_token }
    }
  }`;
const COLLEGA = /* GraphQL */ `
  mutation ($f: Int!, $g: Int!, $d: String!) {
    modificaParentela(id_persona_figlio: $f, id_persona_genitore: $g, desc: $d)
  }`;
const SCOLLEGA = /* GraphQL */ `
  mutation ($id: Int!) { modificaParentela(id_parentela: $id, elimina: true) }`;

type Chi = DemoUser | 'anonimo';
const tipo = (r: GqlResult) => r.errors?.[0]?.extensions?.errorType;

describe.each(dbKinds)('account and kinships on %s', (kind) => {
  let t: TestApp;
  const tokens = new Map<Chi, string | null>();
  const idDi = new Map<DemoUser, number>();
  let cub: number;
  let codiceCub: string;
  const q = (chi: Chi, query: string, variables: Record<string, unknown> = {}) =>
    gql(t.app, query, variables, tokens.get(chi) ?? null);

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { CODE_LOOKUP_LIMIT: '10000' } });
    tokens.set('anonimo', null);
    for (const v of [
      'cens',
      'tesoriere',
      'capogruppo',
      'capobranco',
      'capobranco2',
      'genitore',
      'genitore2',
      'socio',
    ] as const) {
      tokens.set(v, await tokenFor(t.app, v));
      const [u] = await rows<{ id: number }>(
        t.database,
        `select id_persona as id from auth_user where email = '${demoEmail(v)}'`,
      );
      idDi.set(v, u!.id);
    }
    const [c] = await rows<{ id: number }>(
      t.database,
      `select pr.id_persona_figlio as id from parentele pr
       join iscrizioni i on i.id_persona = pr.id_persona_figlio join anni_scout a on a.anno_scout = i.anno_scout and a.attivo
       join nomine n on n.id_iscrizione = i.id_iscrizione and n.id_ruolo = 'L'
       where pr.id_persona_genitore = ${idDi.get('genitore')} order by 1 limit 1`,
    );
    cub = c!.id;
    codiceCub = 'CUBCODE77';
    await rows(
      t.database,
      `insert into utenti (id_persona, registration_token) values (${cub}, '${codiceCub}')`,
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('cercaPersona', () => {
    it('by code: leaders find the person; the code itself only within their reach (decision 0304)', async () => {
      for (const [chi, vedeCodice] of [
        ['cens', true],
        ['capogruppo', true],
        ['capobranco', true],
        ['capobranco2', false],
      ] as const) {
        const r = await q(chi, CERCA, { c: codiceCub.toLowerCase() });
        expect(r.errors, chi).toBeUndefined();
        const [p] = r.data!.cercaPersona;
        expect(p.id_persona, chi).toBe(cub);
        const u = p.utenti.find(
          (x: { registration_token: string | null }) => x.registration_token === codiceCub,
        );
        expect(Boolean(u), chi).toBe(vedeCodice);
      }
    });

    it('by link: only the last segment counts; anything else finds nothing', async () => {
      const link = await q('capobranco', CERCA, { c: `https://zaino.example/register/${codiceCub}` });
      expect(link.data!.cercaPersona.map((p: { id_persona: number }) => p.id_persona)).toEqual([cub]);
      for (const c of ['CUBCODE7', 'https://zaino.example/register/', 'NESSUNO99']) {
        const r = await q('capobranco', CERCA, { c });
        expect(r.data!.cercaPersona, c).toEqual([]);
      }
    });

    it('parents, the person, plain members and anonymous callers cannot enumerate the section', async () => {
      for (const chi of ['genitore', 'genitore2', 'socio'] as const) {
        const r = await q(chi, CERCA, { k: 'ros' });
        expect(tipo(r), chi).toBe('FORBIDDEN');
        expect(tipo(await q(chi, CERCA, { c: codiceCub })), chi).toBe('FORBIDDEN');
      }
      expect(tipo(await q('anonimo', CERCA, { k: 'ros' }))).toBe('UNAUTHENTICATED');
    });

    it('by key: persons with a user, by name, surname or email; a child outside the reach is hidden', async () => {
      const [g] = await rows<{ cognome: string; email: string }>(
        t.database,
        `select p.cognome, u.email from persone p join utenti u on u.id_persona = p.id_persona
         where p.id_persona = ${idDi.get('genitore')} limit 1`,
      );
      for (const k of [g!.cognome.toUpperCase(), g!.email.slice(0, 6)]) {
        const r = await q('capobranco2', CERCA, { k });
        expect(r.errors, k).toBeUndefined();
        const trovato = r.data!.cercaPersona.find(
          (p: { id_persona: number }) => p.id_persona === idDi.get('genitore'),
        );
        expect(trovato, k).toBeDefined();
        expect(trovato.utenti.length).toBeGreaterThan(0);
        // Another unit's leader: the user's code stays hidden, and so does the child (another unit).
        for (const u of trovato.utenti) expect(u.registration_token).toBeNull();
        const kin = trovato.parentele.find((x: { figlio: unknown; desc: string }) => x.desc);
        expect(kin).toBeDefined();
        expect(trovato.parentele.every((x: { figlio: unknown }) => x.figlio === null)).toBe(true);
      }
      const mio = await q('capobranco', CERCA, { k: g!.cognome });
      const io = mio.data!.cercaPersona.find(
        (p: { id_persona: number }) => p.id_persona === idDi.get('genitore'),
      );
      expect(
        io.parentele.some((x: { figlio: { id_persona: number } | null }) => x.figlio?.id_persona === cub),
      ).toBe(true);
    });

    it("a found user's person opens only within the reach (the search is not a way into records)", async () => {
      const [g] = await rows<{ cognome: string }>(
        t.database,
        `select cognome from persone where id_persona = ${idDi.get('genitore')}`,
      );
      const query = `query($k: String) { cercaPersona(search_key: $k) { id_persona
        utenti { id_utente persona { id_persona codice_fiscale contatti { valore } } } } }`;
      const fuori = await q('capobranco2', query, { k: g!.cognome });
      expect(fuori.errors).toBeUndefined();
      const trovato = fuori.data!.cercaPersona.find(
        (p: { id_persona: number }) => p.id_persona === idDi.get('genitore'),
      );
      expect(trovato.utenti.length).toBeGreaterThan(0);
      for (const u of trovato.utenti) expect(u.persona).toBeNull();
      // The parent of a cub of the pack: the unit leader reads them (decision 0905).
      const dentro = await q('capobranco', query, { k: g!.cognome });
      const mio = dentro.data!.cercaPersona.find(
        (p: { id_persona: number }) => p.id_persona === idDi.get('genitore'),
      );
      expect(mio.utenti[0].persona.id_persona).toBe(idDi.get('genitore'));
    });

    it('never lists a person without a user, at most 20, and needs 3 characters', async () => {
      const r = await q('cens', CERCA, { k: 'aaa' });
      expect(r.errors).toBeUndefined();
      const tutti = await q('cens', CERCA, { k: '   e  ' });
      expect(tipo(tutti)).toBe('VALIDATION');
      expect(tutti.errors![0]!.message).toBe('Inserire almeno 3 caratteri');
      const largo = await q('cens', CERCA, { k: '.it' });
      const ids = largo.data!.cercaPersona.map((p: { id_persona: number }) => p.id_persona);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.length).toBeLessThanOrEqual(20);
      const [{ n }] = (await rows<{ n: number }>(
        t.database,
        `select count(*)::int as n from persone p where p.id_persona in (${ids.join(',')})
         and not exists (select 1 from utenti u where u.id_persona = p.id_persona)`,
      )) as [{ n: number }];
      expect(n).toBe(0);
    });
  });

  describe('modificaParentela', () => {
    const kinTra = async (g: number, f: number) =>
      rows<{ id: number; desc: string }>(
        t.database,
        `select id_parentela as id, "desc" from parentele where id_persona_genitore = ${g} and id_persona_figlio = ${f}`,
      );

    it('links and unlinks a parent of another family: a super; leaders only whom they already reach', async () => {
      const g = idDi.get('genitore2')!;
      // Attack review: linking gives the leader reach over the new parent, so a leader may link only
      // a person they already reach (decision 0903); genitore2's family is another unit's.
      for (const chi of ['capogruppo', 'capobranco'] as const) {
        const r = await q(chi, COLLEGA, { f: cub, g, d: 'Zia Anna' });
        expect(tipo(r), chi).toBe('FORBIDDEN');
        expect(await kinTra(g, cub), chi).toEqual([]);
      }
      const r = await q('cens', COLLEGA, { f: cub, g, d: 'Zia Anna' });
      expect(r.errors).toBeUndefined();
      expect(r.data!.modificaParentela).toBe(cub);
      const [kin] = await kinTra(g, cub);
      expect(kin!.desc).toBe('Zia Anna');
      const dup = await q('cens', COLLEGA, { f: cub, g, d: 'Nonna' });
      expect(tipo(dup)).toBe('CONFLICT');
      expect(dup.errors![0]!.message).toBe('Parentela già registrata');
      // Once linked, the cub's leader reaches that parent (decision 0905) and may unlink them.
      const giu = await q('capobranco', SCOLLEGA, { id: kin!.id });
      expect(giu.errors).toBeUndefined();
      expect(await kinTra(g, cub)).toEqual([]);
    });

    it('a second Mamma or Papà is refused, whoever links', async () => {
      const [kin] = await rows<{ desc: string }>(
        t.database,
        `select "desc" from parentele where id_persona_figlio = ${cub} and "desc" in ('Mamma', 'Papà') limit 1`,
      );
      expect(kin, 'the demo cub has a Mamma or a Papà').toBeDefined();
      const g = idDi.get('genitore2')!;
      const r = await q('cens', COLLEGA, { f: cub, g, d: kin!.desc });
      expect(tipo(r)).toBe('CONFLICT');
      expect(await kinTra(g, cub)).toEqual([]);
    });

    it('refuses the others: hidden child as missing, visible child forbidden, nothing changed', async () => {
      const g = idDi.get('genitore2')!;
      const casi: [Chi, number, string][] = [
        ['capobranco2', cub, 'NOT_FOUND'],
        ['socio', cub, 'NOT_FOUND'],
        ['genitore', cub, 'FORBIDDEN'],
        ['socio', idDi.get('socio')!, 'FORBIDDEN'],
        ['anonimo', cub, 'UNAUTHENTICATED'],
      ];
      for (const [chi, f, atteso] of casi) {
        const r = await q(chi, COLLEGA, { f, g, d: 'Papà' });
        expect(tipo(r), `${chi} → ${f}`).toBe(atteso);
        expect(await kinTra(g, f)).toEqual([]);
      }
      const [kin] = await kinTra(idDi.get('genitore')!, cub);
      for (const [chi, atteso] of [
        ['capobranco2', 'NOT_FOUND'],
        ['genitore', 'FORBIDDEN'],
        ['socio', 'NOT_FOUND'],
        ['anonimo', 'UNAUTHENTICATED'],
      ] as const) {
        expect(tipo(await q(chi, SCOLLEGA, { id: kin!.id })), chi).toBe(atteso);
      }
      expect(await kinTra(idDi.get('genitore')!, cub)).toHaveLength(1);
      expect(tipo(await q('cens', SCOLLEGA, { id: 999999 }))).toBe('NOT_FOUND');
    });

    it('two supers linking the same pair at once: one kinship, the other answer CONFLICT', async () => {
      const g = idDi.get('genitore2')!;
      const [a, b] = await Promise.all([
        q('cens', COLLEGA, { f: cub, g, d: 'Zio' }),
        q('tesoriere', COLLEGA, { f: cub, g, d: 'Zia' }),
      ]);
      expect([tipo(a), tipo(b)].sort()).toEqual(['CONFLICT', undefined].sort());
      const righe = await kinTra(g, cub);
      expect(righe).toHaveLength(1);
      expect((await q('cens', SCOLLEGA, { id: righe[0]!.id })).errors).toBeUndefined();
    });

    it('a leader is linked as a parent only by a super; a person never to themself; desc validated', async () => {
      const capo = idDi.get('capobranco2')!;
      const r = await q('capobranco', COLLEGA, { f: cub, g: capo, d: 'Papà' });
      expect(tipo(r)).toBe('FORBIDDEN');
      expect(await kinTra(capo, cub)).toEqual([]);
      const self = await q('cens', COLLEGA, { f: cub, g: cub, d: 'Papà' });
      expect(tipo(self)).toBe('VALIDATION');
      expect(self.errors![0]!.message).toBe('Una persona non può essere genitore di se stessa');
      const desc = await q('capobranco', COLLEGA, { f: cub, g: idDi.get('genitore2')!, d: 'Zio!' });
      expect(tipo(desc)).toBe('VALIDATION');
      expect(desc.errors![0]!.message).toBe('Evita di utilizzare caratteri speciali');
      const ok = await q('cens', COLLEGA, { f: cub, g: capo, d: 'Padrino' });
      expect(ok.errors).toBeUndefined();
      const [kin] = await kinTra(capo, cub);
      expect((await q('cens', SCOLLEGA, { id: kin!.id })).errors).toBeUndefined();
    });
  });
});
