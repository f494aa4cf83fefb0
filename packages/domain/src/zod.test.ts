import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nuovoAccountSchema } from './form-account.ts';
import { modificaPersonaSchema } from './form-modifica-persona.ts';
import { modificaTransazioneEconomicaSchema } from './form-transazioni.ts';
import { LIMITI_INPUT } from './limiti-input.ts';
import { valida } from './validazione.ts';
import { z } from './zod.ts';

// Decision 0310 (issue 22 items 2 and 12): zod's fallback messages are Italian, and the forms'
// lists and texts have their maximum in the domain schema too.

const INGLESE = /\b(Too|Invalid|expected|received|Required|must|characters|Unrecognized)\b/;

describe("zod's own messages are Italian", () => {
  it.each([
    ['too short', z.string().min(3), 'ab', 'Testo troppo corto: almeno 3 caratteri'],
    ['empty', z.string().min(1), '', 'Questo campo è obbligatorio'],
    ['too long', z.string().max(5), 'abcdefg', 'Testo troppo lungo: al massimo 5 caratteri'],
    ['too many', z.array(z.number()).max(2), [1, 2, 3], 'Troppi elementi: al massimo 2'],
    ['too big', z.number().max(10), 11, 'Valore troppo grande: al massimo 10'],
    ['too small', z.number().min(1), 0, 'Valore troppo piccolo: almeno 1'],
    ['wrong type', z.number(), 'dieci', 'Dato non valido: deve essere un numero'],
    ['wrong type', z.string(), 12, 'Dato non valido: deve essere un testo'],
    ['missing', z.object({ a: z.string() }), {}, 'Dato mancante'],
    ['not an email', z.email(), 'x', 'Indirizzo email non valido'],
    ['not an option', z.enum(['a', 'b']), 'c', 'Valore non previsto'],
    ['extra keys', z.strictObject({}), { x: 1 }, 'Campi non previsti: x'],
  ])('%s', (_caso, schema, valore, messaggio) => {
    const esito = valida(schema as z.ZodType, valore);
    expect(esito.ok).toBe(false);
    const m = esito.ok ? '' : esito.errori[0]!.messaggio;
    expect(m).toBe(messaggio);
    expect(m).not.toMatch(INGLESE);
  });

  it("a form's relation: wrong type, too long and empty give Italian messages", () => {
    for (const relazione of [12, 'x'.repeat(41), '']) {
      const esito = valida(nuovoAccountSchema, { email: 'a@b.it', relazione });
      expect(esito.ok).toBe(false);
      for (const e of esito.ok ? [] : esito.errori) expect(e.messaggio).not.toMatch(INGLESE);
    }
  });

  it('no module of the domain takes zod but through zod.ts (else its messages could be English)', () => {
    const dir = new URL('.', import.meta.url);
    const diretti = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'zod.ts')
      .filter((f) => /^import \{[^}]*\} from 'zod'/m.test(readFileSync(new URL(f, dir), 'utf8')));
    expect(diretti).toEqual([]);
  });
});

describe('the forms bound their lists and texts (issue 22 item 2)', () => {
  it('20,000 contacts are refused with an Italian message; 20 are accepted as many', () => {
    const contatti = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ tipo: 't', valore: `333${String(i).padStart(7, '0')}` }));
    const schema = modificaPersonaSchema({ socio: false, utente: false, oggi: '2025-06-01' });
    const troppi = valida(schema, { nome: 'Mario', cognome: 'Rossi', contatti: contatti(20_000) });
    expect(troppi.ok).toBe(false);
    expect(troppi.ok ? [] : troppi.errori).toContainEqual({
      campo: 'contatti',
      messaggio: `Troppi elementi: al massimo ${LIMITI_INPUT.contatti}`,
    });
    const giusti = valida(schema, {
      nome: 'Mario',
      cognome: 'Rossi',
      contatti: contatti(LIMITI_INPUT.contatti),
    });
    expect(giusti.ok ? [] : giusti.errori.filter((e) => e.campo === 'contatti')).toEqual([]);
  });

  it('a 900 KB cause description is refused in Italian', () => {
    const esito = valida(modificaTransazioneEconomicaSchema, {
      id_parte_da: 2,
      id_parte_a: 1,
      importo: 100,
      causale_tipo: 'altro',
      causale_desc: 'x'.repeat(900 * 1024),
    });
    expect(esito.ok ? [] : esito.errori).toContainEqual({
      campo: 'causale_desc',
      messaggio: `Testo troppo lungo: al massimo ${LIMITI_INPUT.causaleDesc} caratteri`,
    });
  });
});
