import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from './test-db.ts';
import { type DemoUser, errorType, gql, rows, startTestApp, type TestApp, tokenFor } from './helpers.ts';

// Issue 12, spec 3 §2 and §4: the family's screens on the server. The payment history
// (getTfPersona) shows a parent their child's payments, including one the parent made for the
// child's fee, and never another family's; the family confirms the data (aggiorna_data_conferma)
// and prepares the fee of its own enrolments.

describe.each(dbKinds)('front office of the families (issue 12) on %s', (kind) => {
  let t: TestApp;
  let anno: number;
  const token = new Map<DemoUser, string>();
  let cub: { id: number; parte: number; iscrizione: number };
  let genitore: { id: number; parte: number };
  let pagato: { figlio: number; genitore: number; iniziato: number; altro: number };

  const q = (chi: DemoUser, query: string, variables: Record<string, unknown> = {}) =>
    gql(t.app, query, variables, token.get(chi));
  const storico = async (chi: DemoUser, id: number) => {
    const r = await q(chi, `{ getTfPersona(id_persona: ${id}) { id_transazione_finanziaria stato } }`);
    return {
      r,
      ids: (r.data?.getTfPersona ?? []).map(
        (x: { id_transazione_finanziaria: number }) => x.id_transazione_finanziaria,
      ) as number[],
    };
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    for (const u of ['cens', 'genitore', 'genitore2', 'capobranco'] as const)
      token.set(u, await tokenFor(t.app, u));
    [{ anno }] = (await rows<{ anno: number }>(
      t.database,
      'select anno_scout as anno from anni_scout where attivo',
    )) as [{ anno: number }];
    const [c] = await rows<typeof cub & { gid: number; gparte: number }>(
      t.database,
      `select p.id_persona as id, p.id_parte as parte, i.id_iscrizione as iscrizione,
         g.id_persona as gid, g.id_parte as gparte
       from parentele pr join persone p on p.id_persona = pr.id_persona_figlio
       join persone g on g.id_persona = pr.id_persona_genitore
       join auth_user u on u.id_persona = g.id_persona and u.email = 'genitore@demo.zaino.it'
       join iscrizioni i on i.id_persona = p.id_persona and i.anno_scout = ${anno}
       join transazioni_economiche te on te.id_iscrizione = i.id_iscrizione
       order by p.id_persona limit 1`,
    );
    cub = { id: c!.id, parte: c!.parte, iscrizione: c!.iscrizione };
    genitore = { id: c!.gid, parte: c!.gparte };
    // Three payments for the cub: one by the cub's party, one by the parent covering the cub's fee,
    // one initiated; and one of another party, unrelated.
    const paga = async (da: number, stato: string, collega: boolean) => {
      const [p] = await rows<{ id: number }>(
        t.database,
        `insert into transazioni_finanziarie (id_parte_da, id_parte_a, importo, stato, tipo_da, tipo_a, data_pagata, anno_scout)
         values (${da}, 1, 700, '${stato}', 'cash', 'cash', ${stato === 'completed' ? 'now()' : 'null'}, ${anno}) returning id_transazione_finanziaria as id`,
      );
      if (collega) {
        await rows(
          t.database,
          `insert into transazioni (id_transazione_economica, id_transazione_finanziaria, importo)
           select id_transazione_economica, ${p!.id}, 700 from transazioni_economiche where id_iscrizione = ${cub.iscrizione}`,
        );
      }
      return p!.id;
    };
    const [estraneo] = await rows<{ parte: number }>(
      t.database,
      `select id_parte as parte from persone where id_parte is not null and id_persona not in (${cub.id}, ${genitore.id})
       and id_persona not in (select id_persona_figlio from parentele where id_persona_genitore = ${genitore.id})
       order by id_persona limit 1`,
    );
    pagato = {
      figlio: await paga(cub.parte, 'completed', false),
      genitore: await paga(genitore.parte, 'started', true),
      iniziato: await paga(cub.parte, 'initiated', false),
      altro: await paga(estraneo!.parte, 'completed', false),
    };
  });

  afterAll(async () => {
    await t?.close();
  });

  it("getTfPersona: a parent sees the child's payments, the one they made for the child's fee included", async () => {
    const { r, ids } = await storico('genitore', cub.id);
    expect(r.errors).toBeUndefined();
    expect(ids).toEqual(expect.arrayContaining([pagato.figlio, pagato.genitore, pagato.iniziato]));
    expect(ids).not.toContain(pagato.altro);
    // The server answers every state; the screen hides initiated (visibileNelloStorico).
    const r2 = await storico('cens', cub.id);
    expect(r2.ids.sort()).toEqual(ids.sort());
  });

  it("getTfPersona: another family's parent and a leader do not see them", async () => {
    const altro = await storico('genitore2', cub.id);
    expect(errorType(altro.r)).toBe('NOT_FOUND');
    expect(altro.ids).toEqual([]);
    const capo = await storico('capobranco', cub.id);
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(errorType(capo.r));
  });

  it('spec 3 §4 phase 2: the parent confirms the child’s data, which needs every field', async () => {
    const [p] = await rows<Record<string, string | null>>(
      t.database,
      `select nome, cognome, sesso, to_char(data_nascita, 'YYYY-MM-DD') as data_nascita, codice_fiscale, luogo_nascita,
         residenza_indirizzo, residenza_comune, residenza_provincia, residenza_cap from persone where id_persona = ${cub.id}`,
    );
    const mutation = 'mutation($m: ModificaPersonaInput!) { modificaPersona(modifica_persona: $m) }';
    const senzaCap = await q('genitore', mutation, {
      m: { id_persona: cub.id, ...p, residenza_cap: '', aggiorna_data_conferma: true },
    });
    expect(errorType(senzaCap)).toBe('VALIDATION');
    const ok = await q('genitore', mutation, {
      m: { id_persona: cub.id, ...p, residenza_cap: '20100', aggiorna_data_conferma: true },
    });
    expect(ok.errors).toBeUndefined();
    const [d] = await rows<{ oggi: boolean }>(
      t.database,
      `select data_conferma::date = current_date as oggi from persone where id_persona = ${cub.id}`,
    );
    expect(d!.oggi).toBe(true);
    const altro = await q('genitore2', mutation, { m: { id_persona: cub.id, aggiorna_data_conferma: true } });
    expect(errorType(altro)).toBe('NOT_FOUND');
  });

  it('spec 3 §4 step 3: the family prepares its own fee; another family cannot', async () => {
    const m = (id: number) =>
      `mutation { modificaTransazioneEconomica(modifica_transazione_economica: { id_iscrizione: ${id} }) }`;
    const [stato] = await rows<{ s: string }>(
      t.database,
      `select stato_iscrizione as s from iscrizioni where id_iscrizione = ${cub.iscrizione}`,
    );
    const r = await q('genitore', m(cub.iscrizione));
    if (stato!.s === 'nessuna' || stato!.s === 'inprova') expect(errorType(r)).toBe('FORBIDDEN');
    else expect(r.errors?.[0]?.message).toBe('Transazione economica già esistente');
    expect(errorType(await q('genitore2', m(cub.iscrizione)))).toBe('NOT_FOUND');
  });
});
