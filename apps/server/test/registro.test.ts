import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp, tokenFor } from './helpers.ts';
import { dbKinds } from './test-db.ts';

// The register reads each person's relations in the same statement as the rows (issue 9 benchmark)
// and primes the loaders with them: what it shows must be exactly what the loaders would read.

const PARENTE = 'id_persona nome cognome data_nascita codice_fiscale data_conferma id_parte';
const CAMPI = `id_persona nome cognome data_nascita stato_account accesso
  parentele { id_parentela id_persona_genitore id_persona_figlio desc
    genitore { ${PARENTE} } figlio { ${PARENTE} } }
  utenti { id_utente username email data_registrazione data_ultimo_accesso }
  iscrizione { id_iscrizione anno_scout stato_iscrizione n_tessera
    nomine { id_nomina id_ruolo id_gruppo gruppo { id_gruppo numero id_parte } } }`;

describe.each(dbKinds)('personeSezione with its relations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['cens', 'capogruppo', 'capobranco'] as const)(
    'for %s, equals the same persons read one relation at a time',
    async (chi) => {
      const token = await tokenFor(t.app, chi);
      const anno = (await gql(t.app, '{ getAsAttivo { anno_scout } }', {}, token)).data!.getAsAttivo
        .anno_scout as number;
      const registro = await gql(t.app, `{ r: personeSezione(anno_scout: ${anno}) { ${CAMPI} } }`, {}, token);
      expect(registro.errors).toBeUndefined();
      const righe = registro.data!.r as { id_persona: number; utenti: unknown[]; parentele: unknown[] }[];
      expect(righe.length).toBeGreaterThan(0);
      // Some rows carry each relation, so the comparison is not between empty lists.
      expect(righe.some((r) => r.utenti.length > 0)).toBe(true);
      expect(righe.some((r) => r.parentele.length > 0)).toBe(true);
      // …and the related persons, account states and access methods vary (the viewer's reach hides
      // some relatives from leaders: null on both paths).
      const parenti = righe.flatMap((r) =>
        (r.parentele as { genitore: unknown; figlio: unknown }[]).flatMap((p) => [p.genitore, p.figlio]),
      );
      expect(parenti.some((p) => p != null)).toBe(true);
      expect(
        new Set(righe.map((r) => (r as unknown as { stato_account: unknown }).stato_account)).size,
      ).toBeGreaterThan(1);
      const uno = await gql(
        t.app,
        `query($ids: [Int!]!) { r: persone(id_persone: $ids) { ${CAMPI} } }`,
        { ids: righe.map((r) => r.id_persona) },
        token,
      );
      expect(uno.errors).toBeUndefined();
      const perId = (xs: { id_persona: number }[]) => [...xs].sort((a, b) => a.id_persona - b.id_persona);
      expect(perId(righe)).toEqual(perId(uno.data!.r as { id_persona: number }[]));
    },
  );
});
