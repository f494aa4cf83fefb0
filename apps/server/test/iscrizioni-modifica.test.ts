import { type AnnoScout, faseMora } from '@zaino/domain/anno-scout';
import { causaleQuota, isAdultoPerQuota, isNuovoPerQuota, quotaIscrizione } from '@zaino/domain/quote';
import { STATI_ISCRIZIONE, type StatoIscrizione } from '@zaino/domain/stati-iscrizione';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoUser, errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// Issue 10 (spec 2 §4, §6, §7, §9; decision 1001): enrolment state transitions for every (level,
// from-state, to-state, year active or not), 'Rendi socio/a' with its fee due, appointments,
// modificaTransazioneEconomica(id_iscrizione) and the solidarity fund / free training, with the
// acting user recorded in eventi.

const ISCRIZIONE = /* GraphQL */ `
  mutation ($m: ModificaIscrizioneInput!) {
    modificaIscrizione(modifica_iscrizione: $m) { id_iscrizione stato_iscrizione n_tessera }
  }`;
const NOMINA = /* GraphQL */ `
  mutation ($m: ModificaNominaInput!) {
    modificaNomina(modifica_nomina: $m) { id_iscrizione nomine { id_nomina id_ruolo id_gruppo } }
  }`;
const AGEVOLAZIONE = /* GraphQL */ `
  mutation ($a: AgevolazioneInput!) { concediAgevolazione(agevolazione: $a) { id_iscrizione } }`;
const DOVUTO = /* GraphQL */ `
  mutation ($id: Int) { modificaTransazioneEconomica(modifica_transazione_economica: { id_iscrizione: $id }) }`;

type Chi = DemoUser;
const VIEWERS: readonly Chi[] = ['cens', 'capogruppo', 'capobranco', 'capobranco2', 'genitore', 'genitore2'];
const LEAD: readonly StatoIscrizione[] = ['nessuna', 'prevista', 'inprova'];

/** Spec 2 §4, written from the spec's text (not from the code under test). */
function transizioneAmmessa(
  livello: 'super' | 'lead' | 'idem' | 'none',
  da: StatoIscrizione,
  a: StatoIscrizione,
  attivo: boolean,
): boolean {
  if (!attivo) return false;
  if (livello === 'super') return true;
  return livello === 'lead' && LEAD.includes(da) && LEAD.includes(a);
}

describe.each(dbKinds)('enrolment writes on %s', (kind) => {
  let t: TestApp;
  const token = new Map<Chi, string>();
  const idDi = new Map<Chi, number>();
  let anno: number;
  let cub: number;
  let gruppoCub: number;
  let iscrizioneCub: number;
  let iscrizionePrima: number;

  const sql = <T = Record<string, unknown>>(q: string) => rows<T>(t.database, q);
  const uno = async <T = Record<string, unknown>>(q: string) => (await sql<T>(q))[0]!;
  const chiama = (chi: Chi, query: string, variables: Record<string, unknown>) =>
    gql(t.app, query, variables, token.get(chi));
  const fotografia = async () =>
    JSON.stringify(
      await sql(
        `select (select count(*)::int from iscrizioni) i, (select count(*)::int from nomine) n,
         (select count(*)::int from transazioni_economiche) te, (select count(*)::int from transazioni_finanziarie) tf,
         (select count(*)::int from transazioni) l, (select coalesce(sum(importo), 0)::int from transazioni_economiche) somma`,
      ),
    );

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const v of VIEWERS) {
      token.set(v, await tokenFor(t.app, v));
      const u = await uno<{ id: number }>(`select id_persona as id from auth_user where id = 'demo-${v}'`);
      idDi.set(v, u.id);
    }
    anno = (await uno<{ anno: number }>('select anno_scout as anno from anni_scout where attivo')).anno;
    const c = await uno<{ id: number; gruppo: number; iscrizione: number }>(
      `select p.id_persona as id, n.id_gruppo as gruppo, i.id_iscrizione as iscrizione
       from parentele pr join persone p on p.id_persona = pr.id_persona_figlio
       join iscrizioni i on i.id_persona = p.id_persona and i.anno_scout = ${anno}
       join nomine n on n.id_iscrizione = i.id_iscrizione and n.id_ruolo = 'L'
       where pr.id_persona_genitore = ${idDi.get('genitore')} order by p.id_persona limit 1`,
    );
    cub = c.id;
    gruppoCub = c.gruppo;
    iscrizioneCub = c.iscrizione;
    // The cub's enrolment of the previous (not active) year, in the same pack, so the lead reaches it.
    await sql(
      `insert into iscrizioni (id_persona, anno_scout, stato_iscrizione) values (${cub}, ${anno - 1}, 'prevista')
       on conflict (id_persona, anno_scout) do nothing`,
    );
    iscrizionePrima = (
      await uno<{ id: number }>(
        `select id_iscrizione as id from iscrizioni where id_persona = ${cub} and anno_scout = ${anno - 1}`,
      )
    ).id;
    await sql(
      `insert into nomine (id_iscrizione, id_ruolo, id_gruppo) values (${iscrizionePrima}, 'L', ${gruppoCub})
       on conflict do nothing`,
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  it('the viewers stand where the transition table says', async () => {
    // capobranco leads the cub's pack, capobranco2 another group's, genitore2 is unrelated.
    const cb = await uno<{ n: number }>(
      `select count(*)::int as n from nomine n join iscrizioni i using (id_iscrizione)
       where i.id_persona = ${idDi.get('capobranco')} and i.anno_scout = ${anno} and n.id_ruolo = 'CB'
       and n.id_gruppo = ${gruppoCub}`,
    );
    expect(cb.n).toBe(1);
  });

  // Every (level, from-state, to-state, year active or not) against spec 2 §4.
  const livelli = [
    ['cens', 'super'],
    ['capobranco', 'lead'],
    ['genitore', 'idem'],
    ['genitore2', 'none'],
  ] as const;
  const casi = livelli.flatMap(([chi, livello]) =>
    [true, false].flatMap((attivo) =>
      STATI_ISCRIZIONE.flatMap((da) => STATI_ISCRIZIONE.map((a) => [chi, livello, attivo, da, a] as const)),
    ),
  );
  it.each(casi)('%s (%s), year active %s: %s → %s', async (chi, livello, attivo, da, a) => {
    const id = attivo ? iscrizioneCub : iscrizionePrima;
    await sql(`update iscrizioni set stato_iscrizione = '${da}' where id_iscrizione = ${id}`);
    const r = await chiama(chi, ISCRIZIONE, { m: { id_iscrizione: id, stato_iscrizione: a } });
    const dopo = await uno<{ stato: string }>(
      `select stato_iscrizione as stato from iscrizioni where id_iscrizione = ${id}`,
    );
    if (da === a) {
      // No change: visible enrolments answer as they are, hidden ones as missing.
      expect(dopo.stato).toBe(da);
      if (livello === 'none') expect(errorType(r)).toBe('NOT_FOUND');
      else expect(r.errors).toBeUndefined();
      return;
    }
    if (transizioneAmmessa(livello, da, a, attivo)) {
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      expect(dopo.stato).toBe(a);
      expect(r.data?.modificaIscrizione.stato_iscrizione).toBe(a);
    } else {
      expect(dopo.stato).toBe(da);
      expect(errorType(r)).toBe(livello === 'none' ? 'NOT_FOUND' : 'FORBIDDEN');
      expect(r.errors![0]!.message.length).toBeGreaterThan(10);
    }
  });

  it('a hidden enrolment answers exactly like a missing one', async () => {
    const nascosta = await chiama('genitore2', ISCRIZIONE, {
      m: { id_iscrizione: iscrizioneCub, stato_iscrizione: 'nessuna' },
    });
    const mancante = await chiama('genitore2', ISCRIZIONE, {
      m: { id_iscrizione: 9_999_999, stato_iscrizione: 'nessuna' },
    });
    expect(nascosta.errors![0]).toMatchObject({
      message: 'Iscrizione non trovata',
      extensions: { errorType: 'NOT_FOUND' },
    });
    expect(mancante.errors![0]).toMatchObject({
      message: 'Iscrizione non trovata',
      extensions: { errorType: 'NOT_FOUND' },
    });
  });

  it('a state change is recorded in eventi with the acting user', async () => {
    await sql(`update iscrizioni set stato_iscrizione = 'prevista' where id_iscrizione = ${iscrizioneCub}`);
    const r = await chiama('capobranco', ISCRIZIONE, {
      m: { id_iscrizione: iscrizioneCub, stato_iscrizione: 'inprova' },
    });
    expect(r.errors).toBeUndefined();
    const e = await uno<{ autore: string; tipo: string; details: Record<string, unknown>; persona: number }>(
      `select rev_author as autore, rev_type as tipo, details, id_persona as persona from eventi
       where "table" = 'iscrizioni' and row_id = ${iscrizioneCub} order by id_evento desc limit 1`,
    );
    expect(e.autore).toBe('capobranco-at-demo.zaino.it');
    expect(e.tipo).toBe('update');
    expect(e.persona).toBe(cub);
    expect(JSON.stringify(e.details)).toContain('inprova');
  });

  it('the card number: super only, validated, an empty one clears it', async () => {
    const prima = await fotografia();
    const lead = await chiama('capobranco', ISCRIZIONE, {
      m: { id_iscrizione: iscrizioneCub, n_tessera: '123456' },
    });
    expect(errorType(lead)).toBe('FORBIDDEN');
    const lungo = await chiama('cens', ISCRIZIONE, {
      m: { id_iscrizione: iscrizioneCub, n_tessera: 'x'.repeat(21) },
    });
    expect(errorType(lungo)).toBe('VALIDATION');
    expect(await fotografia()).toBe(prima);
    const ok = await chiama('cens', ISCRIZIONE, {
      m: { id_iscrizione: iscrizioneCub, n_tessera: ' 123456 ' },
    });
    expect(ok.data?.modificaIscrizione.n_tessera).toBe('123456');
    const vuoto = await chiama('cens', ISCRIZIONE, { m: { id_iscrizione: iscrizioneCub, n_tessera: '' } });
    expect(vuoto.data?.modificaIscrizione.n_tessera).toBeNull();
  });

  describe("'Rendi socio/a' and the enrolment fee due", () => {
    let nuovo: { id: number; nome: string; cognome: string; parte: number };

    beforeAll(async () => {
      // A person with complete data, without this year's enrolment (removed here).
      nuovo = await uno(
        `select p.id_persona as id, p.nome, p.cognome, p.id_parte as parte from persone p
         join iscrizioni i on i.id_persona = p.id_persona and i.anno_scout = ${anno}
         where p.codice_fiscale is not null and p.residenza_cap is not null and p.residenza_indirizzo is not null
         and p.residenza_provincia is not null and p.residenza_comune is not null and p.luogo_nascita is not null
         and p.data_nascita is not null and p.sesso is not null and p.id_persona <> ${cub}
         and not exists (select 1 from auth_user u where u.id_persona = p.id_persona)
         order by p.id_persona limit 1`,
      );
      await sql(`delete from iscrizioni where id_persona = ${nuovo.id} and anno_scout = ${anno}`);
    });

    it('only super creates; incomplete data and a second enrolment are refused, nothing written', async () => {
      const prima = await fotografia();
      for (const chi of ['capogruppo', 'capobranco', 'genitore'] as const) {
        const r = await chiama(chi, ISCRIZIONE, { m: { id_persona: nuovo.id, anno_scout: anno } });
        expect(['FORBIDDEN', 'NOT_FOUND'], chi).toContain(errorType(r));
      }
      const doppia = await chiama('cens', ISCRIZIONE, { m: { id_persona: cub, anno_scout: anno } });
      expect(errorType(doppia)).toBe('CONFLICT');
      expect(doppia.errors![0]!.message).toMatch(/ha già un’iscrizione per l’anno scout/);
      await sql(`update persone set residenza_cap = null where id_persona = ${nuovo.id}`);
      const incompleta = await chiama('cens', ISCRIZIONE, { m: { id_persona: nuovo.id, anno_scout: anno } });
      expect(errorType(incompleta)).toBe('VALIDATION');
      expect(incompleta.errors![0]!.message).toContain('CAP');
      await sql(`update persone set residenza_cap = '00184' where id_persona = ${nuovo.id}`);
      expect(await fotografia()).toBe(prima);
    });

    it('creates the enrolment as prevista with its fee due in one go, and only once', async () => {
      const r = await chiama('cens', ISCRIZIONE, {
        m: { id_persona: nuovo.id, anno_scout: anno, stato_iscrizione: 'completata' },
      });
      expect(r.errors).toBeUndefined();
      const id = r.data?.modificaIscrizione.id_iscrizione as number;
      expect(r.data?.modificaIscrizione.stato_iscrizione).toBe('prevista');
      const te = await sql<{
        importo: number;
        causale_desc: string;
        da: number;
        a: number;
        stato: string;
        tipo: string;
      }>(
        `select importo::int, causale_desc, id_parte_da as da, id_parte_a as a, stato, causale_tipo as tipo
         from transazioni_economiche where id_iscrizione = ${id}`,
      );
      expect(te).toHaveLength(1);
      // The fee rule of the domain with this year's quotas (category and mora phase of today).
      const a = await uno<AnnoScout>(
        `select anno_scout, attivo, inizio_fiscale::text, limite_iscrizioni::text, limite_mora::text,
         mora_nuovi::int, mora_rinnovi::int, quota_giovani_nuovi::int, quota_giovani_rinnovi::int,
         quota_adulti_nuovi::int, quota_adulti_rinnovi::int from anni_scout where anno_scout = ${anno}`,
      );
      const storia = await sql<{ anno_scout: number; stato_iscrizione: string }>(
        `select anno_scout, stato_iscrizione from iscrizioni where id_persona = ${nuovo.id}`,
      );
      const p = await uno<{ data_nascita: string }>(
        `select data_nascita::text from persone where id_persona = ${nuovo.id}`,
      );
      const atteso = quotaIscrizione(
        a,
        {
          adulto: isAdultoPerQuota([], p.data_nascita, a.inizio_fiscale),
          nuovo: isNuovoPerQuota(storia, anno),
        },
        faseMora(a, new Date().toISOString().slice(0, 10)),
      );
      expect(te[0]).toEqual({
        importo: atteso,
        causale_desc: causaleQuota(anno, nuovo.nome, nuovo.cognome),
        da: nuovo.parte,
        a: 1,
        stato: 'no',
        tipo: 'iscrizione',
      });
      expect(te[0]!.causale_desc).toMatch(/^Quota \d{4}\/\d{4} /);
      // The insert is in eventi with the acting user.
      const e = await uno<{ autore: string; tipo: string }>(
        `select rev_author as autore, rev_type as tipo from eventi where "table" = 'iscrizioni' and row_id = ${id}`,
      );
      expect(e).toEqual({ autore: 'cens-at-demo.zaino.it', tipo: 'insert' });
      const prima = await fotografia();
      const ancora = await chiama('cens', ISCRIZIONE, { m: { id_persona: nuovo.id, anno_scout: anno } });
      expect(errorType(ancora)).toBe('CONFLICT');
      const dovuto = await chiama('cens', DOVUTO, { id });
      expect(dovuto.errors![0]).toMatchObject({
        message: 'Transazione economica già esistente',
        extensions: { errorType: 'CONFLICT' },
      });
      expect(await fotografia()).toBe(prima);
    });

    it('modificaTransazioneEconomica creates a missing fee due, super only', async () => {
      const id = (
        await uno<{ id: number }>(
          `select id_iscrizione as id from iscrizioni where id_persona = ${nuovo.id} and anno_scout = ${anno}`,
        )
      ).id;
      await sql(`delete from transazioni_economiche where id_iscrizione = ${id}`);
      const prima = await fotografia();
      expect(['FORBIDDEN', 'NOT_FOUND']).toContain(errorType(await chiama('capogruppo', DOVUTO, { id })));
      expect(errorType(await chiama('cens', DOVUTO, { id: 9_999_999 }))).toBe('NOT_FOUND');
      expect(errorType(await chiama('cens', DOVUTO, { id: null }))).toBe('VALIDATION');
      expect(await fotografia()).toBe(prima);
      const r = await chiama('cens', DOVUTO, { id });
      expect(r.errors).toBeUndefined();
      const te = await uno<{ id: number; n: number }>(
        `select min(id_transazione_economica) as id, count(*)::int as n from transazioni_economiche where id_iscrizione = ${id}`,
      );
      expect(te).toEqual({ id: r.data?.modificaTransazioneEconomica, n: 1 });
    });
  });

  describe('appointments', () => {
    let altroGruppo: number;
    const nomine = () =>
      sql<{ id_ruolo: string; id_gruppo: number | null }>(
        `select id_ruolo, id_gruppo from nomine where id_iscrizione = ${iscrizioneCub} order by id_nomina`,
      );

    beforeAll(async () => {
      altroGruppo = (
        await uno<{ id: number }>(`select min(id_gruppo) as id from gruppi where id_gruppo <> ${gruppoCub}`)
      ).id;
    });

    it('the group head adds, moves and deletes an appointment of their group, with its event', async () => {
      const add = await chiama('capogruppo', NOMINA, {
        m: { id_iscrizione: iscrizioneCub, id_ruolo: 'E', id_gruppo: gruppoCub },
      });
      expect(add.errors).toBeUndefined();
      const nuova = (add.data!.modificaNomina.nomine as { id_nomina: number; id_ruolo: string }[]).find(
        (n) => n.id_ruolo === 'E',
      )!;
      expect(nuova).toBeDefined();
      const e = await uno<{ autore: string; tipo: string }>(
        `select rev_author as autore, rev_type as tipo from eventi where "table" = 'nomine' and row_id = ${nuova.id_nomina}`,
      );
      expect(e).toEqual({ autore: 'capogruppo-at-demo.zaino.it', tipo: 'insert' });
      // Moved onto a (role, group) another person holds (capobranco's CB): allowed, it is per enrolment.
      const mossa = await chiama('capogruppo', NOMINA, {
        m: { id_nomina: nuova.id_nomina, id_ruolo: 'CB', id_gruppo: gruppoCub },
      });
      expect(mossa.errors).toBeUndefined();
      expect(await nomine()).toContainEqual({ id_ruolo: 'CB', id_gruppo: gruppoCub });
      // Moved onto one the same enrolment holds already (the cub's L): CONFLICT, nothing changes.
      const prima = await fotografia();
      const doppia = await chiama('capogruppo', NOMINA, {
        m: { id_nomina: nuova.id_nomina, id_ruolo: 'L', id_gruppo: gruppoCub },
      });
      expect(errorType(doppia)).toBe('CONFLICT');
      expect(await fotografia()).toBe(prima);
      expect(await nomine()).toContainEqual({ id_ruolo: 'CB', id_gruppo: gruppoCub });
      const via = await chiama('capogruppo', NOMINA, { m: { id_nomina: nuova.id_nomina, elimina: true } });
      expect(via.errors).toBeUndefined();
      expect((await nomine()).map((n) => n.id_ruolo)).not.toContain('CB');
    });

    it('refuses what the group head may not do, and bad input, changing nothing', async () => {
      const prima = await fotografia();
      const casi: [Chi, Record<string, unknown>, string][] = [
        ['capobranco', { id_iscrizione: iscrizioneCub, id_ruolo: 'E', id_gruppo: gruppoCub }, 'FORBIDDEN'],
        ['genitore', { id_iscrizione: iscrizioneCub, id_ruolo: 'E', id_gruppo: gruppoCub }, 'FORBIDDEN'],
        ['genitore2', { id_iscrizione: iscrizioneCub, id_ruolo: 'E', id_gruppo: gruppoCub }, 'NOT_FOUND'],
        ['capogruppo', { id_iscrizione: iscrizioneCub, id_ruolo: 'E', id_gruppo: altroGruppo }, 'FORBIDDEN'],
        ['capogruppo', { id_iscrizione: iscrizioneCub, id_ruolo: 'CENS' }, 'FORBIDDEN'],
        ['capogruppo', { id_iscrizione: iscrizionePrima, id_ruolo: 'E', id_gruppo: gruppoCub }, 'FORBIDDEN'],
        ['cens', { id_iscrizione: iscrizioneCub, id_ruolo: 'XX' }, 'VALIDATION'],
        ['cens', { id_iscrizione: iscrizioneCub, id_ruolo: 'E' }, 'VALIDATION'],
        ['cens', { id_iscrizione: iscrizioneCub, id_ruolo: 'E', id_gruppo: 9_999_999 }, 'VALIDATION'],
        ['cens', { id_iscrizione: iscrizioneCub, id_ruolo: 'L', id_gruppo: gruppoCub }, 'CONFLICT'],
        ['cens', { id_nomina: 9_999_999, elimina: true }, 'NOT_FOUND'],
      ];
      for (const [chi, m, atteso] of casi) {
        const r = await chiama(chi, NOMINA, { m });
        expect(errorType(r), `${chi} ${JSON.stringify(m)}`).toBe(atteso);
      }
      expect(await fotografia()).toBe(prima);
    });

    it('the appointment form is offered exactly what each viewer may give (decision 1001)', async () => {
      const scelte = async (chi: Chi) => {
        const r = await chiama(
          chi,
          `query ($id: Int!, $a: Int!) { persona(id_persona: $id, anno_scout: $a) { iscrizione { ruoliNominabili gruppiNominabili } } }`,
          { id: cub, a: anno },
        );
        expect(r.errors, chi).toBeUndefined();
        return r.data!.persona.iscrizione as { ruoliNominabili: string[]; gruppiNominabili: number[] | null };
      };
      const cg = await scelte('capogruppo');
      expect(cg.gruppiNominabili).toEqual([gruppoCub]);
      expect(cg.ruoliNominabili).toEqual(expect.arrayContaining(['CG', 'VCG', 'L', 'E', 'R', 'CB']));
      // what the previous test sees refused (a section role), and a role stored without a group
      expect(cg.ruoliNominabili).not.toContain('CENS');
      expect(cg.ruoliNominabili).not.toContain('COS');
      const segreteria = await scelte('cens');
      expect(segreteria.gruppiNominabili).toBeNull();
      expect(segreteria.ruoliNominabili).toEqual(expect.arrayContaining(['CENS', 'COS', 'CB']));
      expect(await scelte('capobranco')).toEqual({ ruoliNominabili: [], gruppiNominabili: [] });
      expect(await scelte('genitore')).toEqual({ ruoliNominabili: [], gruppiNominabili: [] });
    });

    it('a role without a group stores none even if one is sent; super may give section roles', async () => {
      const r = await chiama('cens', NOMINA, {
        m: { id_iscrizione: iscrizioneCub, id_ruolo: 'COS', id_gruppo: gruppoCub },
      });
      expect(r.errors).toBeUndefined();
      expect(await nomine()).toContainEqual({ id_ruolo: 'COS', id_gruppo: null });
      const id = (
        await uno<{ id: number }>(
          `select id_nomina as id from nomine where id_iscrizione = ${iscrizioneCub} and id_ruolo = 'COS'`,
        )
      ).id;
      // The group head may not delete a section role.
      expect(errorType(await chiama('capogruppo', NOMINA, { m: { id_nomina: id, elimina: true } }))).toBe(
        'FORBIDDEN',
      );
      expect((await chiama('cens', NOMINA, { m: { id_nomina: id, elimina: true } })).errors).toBeUndefined();
    });
  });

  describe('solidarity fund and free training (decision 1001)', () => {
    /** Prevista enrolments of the year without a due, each test takes one. */
    let libere: number[];
    const dovuto = (id: number) =>
      uno<{ id: number; importo: number; stato: string; voce: number | null; dettagli: string | null }>(
        `select id_transazione_economica as id, importo::int, stato, id_voce_a as voce, causale_dettagli as dettagli
         from transazioni_economiche where id_iscrizione = ${id}`,
      );
    const pagamenti = (idTe: number) =>
      sql<{ importo: number; link: number; stato: string; tipo_da: string; tipo_a: string }>(
        `select tf.importo::int, l.importo::int as link, tf.stato, tf.tipo_da, tf.tipo_a from transazioni l
         join transazioni_finanziarie tf using (id_transazione_finanziaria) where l.id_transazione_economica = ${idTe}`,
      );

    beforeAll(async () => {
      const r = await sql<{ id: number }>(
        `select i.id_iscrizione as id from iscrizioni i join persone p using (id_persona)
         where i.anno_scout = ${anno} and p.id_parte is not null and i.id_iscrizione <> ${iscrizioneCub}
         order by i.id_iscrizione limit 5`,
      );
      libere = r.map((x) => x.id);
      await sql(`delete from transazioni_economiche where id_iscrizione in (${libere.join(',')})`);
      await sql(
        `update iscrizioni set stato_iscrizione = 'prevista' where id_iscrizione in (${libere.join(',')})`,
      );
      expect(libere).toHaveLength(5);
    });

    it('the whole fund: a zero due settled by a zero-value completed cash payment (item 108)', async () => {
      const id = libere[0]!;
      await chiama('cens', DOVUTO, { id });
      const quota = (await dovuto(id)).importo;
      const r = await chiama('cens', AGEVOLAZIONE, { a: { id_iscrizione: id, tipo: 'fondo_solidarieta' } });
      expect(r.errors).toBeUndefined();
      const d = await dovuto(id);
      expect(d).toMatchObject({ importo: 0, stato: 'totale_completata', voce: 108 });
      expect(d.dettagli).toContain('Fondo di solidarietà');
      expect(await pagamenti(d.id)).toEqual([
        { importo: 0, link: 0, stato: 'completed', tipo_da: 'cash', tipo_a: 'cash' },
      ]);
      expect(quota).toBeGreaterThan(0);
      // Granted once: the due is settled, a second grant is refused and changes nothing.
      const prima = await fotografia();
      const ancora = await chiama('cens', AGEVOLAZIONE, {
        a: { id_iscrizione: id, tipo: 'fondo_solidarieta' },
      });
      expect(errorType(ancora)).toBe('FORBIDDEN');
      expect(await fotografia()).toBe(prima);
    });

    it('a partial fund: one due for the remainder (item 108), nothing counted twice', async () => {
      const id = libere[1]!;
      const prima = await sql<{ n: number }>('select count(*)::int as n from transazioni_finanziarie');
      // No due yet: the relief creates it (the fee of the rule) and reduces it, in one transaction.
      const r = await chiama('cens', AGEVOLAZIONE, {
        a: { id_iscrizione: id, tipo: 'fondo_solidarieta', importo: 3000 },
      });
      expect(r.errors).toBeUndefined();
      const d = await dovuto(id);
      const quota = Number(/su ([\d.]+),(\d\d) €/.exec(d.dettagli!)!.slice(1, 3).join('').replace('.', ''));
      expect(d).toMatchObject({ importo: quota - 3000, stato: 'no', voce: 108 });
      const tutti = await sql<{ n: number; somma: number }>(
        `select count(*)::int as n, sum(importo)::int as somma from transazioni_economiche where id_iscrizione = ${id}`,
      );
      // One due; what the family owes plus the fund is the fee, and no payment was made.
      expect(tutti[0]).toEqual({ n: 1, somma: quota - 3000 });
      expect(await pagamenti(d.id)).toEqual([]);
      expect(await sql('select count(*)::int as n from transazioni_finanziarie')).toEqual(prima);
    });

    it('free training: item 109, settled at zero', async () => {
      const id = libere[2]!;
      const r = await chiama('cens', AGEVOLAZIONE, {
        a: { id_iscrizione: id, tipo: 'formazione_gratuita', importo: 100 },
      });
      expect(r.errors).toBeUndefined();
      const d = await dovuto(id);
      expect(d).toMatchObject({ importo: 0, stato: 'totale_completata', voce: 109 });
      expect(await pagamenti(d.id)).toHaveLength(1);
    });

    it('refused: a fund above the fee, a non-prevista enrolment, a non-super; nothing changes', async () => {
      const [id, altra] = [libere[3]!, libere[4]!];
      await chiama('cens', DOVUTO, { id });
      await sql(`update iscrizioni set stato_iscrizione = 'incorso' where id_iscrizione = ${altra}`);
      const prima = await fotografia();
      const troppo = await chiama('cens', AGEVOLAZIONE, {
        a: { id_iscrizione: id, tipo: 'fondo_solidarieta', importo: 99_999_999 },
      });
      expect(errorType(troppo)).toBe('VALIDATION');
      expect(troppo.errors![0]!.message).toContain('non può superare la quota');
      const negativo = await chiama('cens', AGEVOLAZIONE, {
        a: { id_iscrizione: id, tipo: 'fondo_solidarieta', importo: -5 },
      });
      expect(errorType(negativo)).toBe('VALIDATION');
      const stato = await chiama('cens', AGEVOLAZIONE, {
        a: { id_iscrizione: altra, tipo: 'formazione_gratuita' },
      });
      expect(errorType(stato)).toBe('FORBIDDEN');
      for (const chi of ['capogruppo', 'capobranco', 'genitore'] as const) {
        const r = await chiama(chi, AGEVOLAZIONE, { a: { id_iscrizione: id, tipo: 'formazione_gratuita' } });
        expect(['FORBIDDEN', 'NOT_FOUND'], chi).toContain(errorType(r));
      }
      expect(await fotografia()).toBe(prima);
    });
  });

  it('Persona.iscrizioni: every year, newest first, for whoever reads the person', async () => {
    const q = `{ persona(id_persona: ${cub}) { iscrizioni { anno_scout id_iscrizione } } }`;
    const r = await gql(t.app, q, {}, token.get('genitore'));
    expect(r.errors).toBeUndefined();
    const anni = (r.data!.persona.iscrizioni as { anno_scout: number }[]).map((i) => i.anno_scout);
    expect(anni.slice(0, 2)).toEqual([anno, anno - 1]);
    expect([...anni].sort((a, b) => b - a)).toEqual(anni);
    expect(errorType(await gql(t.app, q, {}, token.get('genitore2')))).toBe('NOT_FOUND');
  });
});
