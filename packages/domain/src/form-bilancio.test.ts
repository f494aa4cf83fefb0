import { describe, expect, it } from 'vitest';
import {
  chiaveRicercaSchema,
  MSG_BILANCIO,
  modificaBilancioSchema,
  modificaParteSchema,
  modificaSaldoAnnualeSchema,
  modificaVoceSchema,
  saldoFinale,
  tipoVoce,
} from './form-bilancio.ts';
import { MSG_RENDICONTO } from './rendiconto-ets.ts';
import { IMPORTO_MASSIMO, MSG_TESORERIA } from './form-tesoreria.ts';
import { valida } from './validazione.ts';

const messaggi = (r: ReturnType<typeof valida>) => (r.ok ? [] : r.errori.map((e) => e.messaggio));

describe('modificaVoceSchema (spec 3 §7)', () => {
  it('decision 1140: takes an ETS statement line of the item’s own kind, or null to clear it', () => {
    const r = valida(modificaVoceSchema, { codice: 'E1', descrizione: 'Quote', riga_ets: 'EA1' });
    expect(r).toEqual({ ok: true, dati: { codice: 'E1', descrizione: 'Quote', riga_ets: 'EA1' } });
    expect(valida(modificaVoceSchema, { codice: 'U1', descrizione: 'x', riga_ets: null }).ok).toBe(true);
    expect(
      messaggi(valida(modificaVoceSchema, { codice: 'U1', descrizione: 'x', riga_ets: 'EA1' })),
    ).toContain(MSG_RENDICONTO.tipo);
    expect(
      messaggi(valida(modificaVoceSchema, { codice: 'E1', descrizione: 'x', riga_ets: 'EZ9' })),
    ).toContain(MSG_RENDICONTO.riga);
  });
  it('accepts an E or U code, trims it and capitalises its first letter', () => {
    const r = valida(modificaVoceSchema, { codice: ' e12 ', descrizione: ' Campi ' });
    expect(r).toEqual({ ok: true, dati: { codice: 'E12', descrizione: 'Campi' } });
    expect(valida(modificaVoceSchema, { id_voce: 3, codice: 'U01', descrizione: 'Sede' }).ok).toBe(true);
  });
  it('refuses a code not starting with E or U, too long, or with spaces; an empty description', () => {
    expect(messaggi(valida(modificaVoceSchema, { codice: 'X01', descrizione: 'a' }))).toContain(
      MSG_BILANCIO.codice,
    );
    expect(messaggi(valida(modificaVoceSchema, { codice: 'E 1', descrizione: 'a' }))).toContain(
      MSG_BILANCIO.codice,
    );
    expect(
      messaggi(valida(modificaVoceSchema, { codice: `E${'1'.repeat(20)}`, descrizione: 'a' })),
    ).toContain(MSG_BILANCIO.codiceLungo);
    expect(messaggi(valida(modificaVoceSchema, { codice: 'E01', descrizione: '   ' }))).toContain(
      MSG_BILANCIO.descrizione,
    );
  });
  it('deletes with id_voce and elimina alone; elimina without id_voce is refused', () => {
    expect(valida(modificaVoceSchema, { id_voce: 7, elimina: true })).toEqual({
      ok: true,
      dati: { id_voce: 7, elimina: true },
    });
    expect(valida(modificaVoceSchema, { elimina: true }).ok).toBe(false);
  });
  it('tipoVoce reads the first letter (E income, U expense)', () => {
    expect([tipoVoce('E01'), tipoVoce('u03'), tipoVoce(' U9')]).toEqual(['E', 'U', 'U']);
  });
});

describe('modificaBilancioSchema (spec 3 §7)', () => {
  it('needs the item, year and party; the forecast is integer cents, zero or more', () => {
    expect(
      valida(modificaBilancioSchema, { id_voce: 1, anno_scout: 2026, id_parte: 1, preventivo: 12_345 }).ok,
    ).toBe(true);
    expect(messaggi(valida(modificaBilancioSchema, { anno_scout: 2026, id_parte: 1 }))).toEqual([
      MSG_BILANCIO.voce,
    ]);
    expect(
      messaggi(valida(modificaBilancioSchema, { id_voce: 1, anno_scout: 2026, id_parte: 1, preventivo: -1 })),
    ).toEqual([MSG_BILANCIO.preventivo]);
    expect(
      messaggi(
        valida(modificaBilancioSchema, { id_voce: 1, anno_scout: 2026, id_parte: 1, preventivo: 10.5 }),
      ),
    ).toEqual([MSG_BILANCIO.preventivo]);
  });
});

describe('modificaParteSchema and modificaSaldoAnnualeSchema', () => {
  it('a new subject is named 3 to 100 characters, trimmed', () => {
    expect(valida(modificaParteSchema, { desc: '  Comune di Prova ' })).toEqual({
      ok: true,
      dati: { desc: 'Comune di Prova' },
    });
    expect(messaggi(valida(modificaParteSchema, { desc: ' ab ' }))).toEqual([MSG_BILANCIO.descParte]);
    expect(messaggi(valida(modificaParteSchema, { desc: 'x'.repeat(101) }))).toEqual([
      MSG_BILANCIO.descParte,
    ]);
  });
  it('balances are integer cents, possibly negative; absent methods are zero', () => {
    expect(
      valida(modificaSaldoAnnualeSchema, { anno_scout: 2026, id_parte: 1, bank: -500, cash: 1200 }),
    ).toEqual({
      ok: true,
      dati: { anno_scout: 2026, id_parte: 1, bank: -500, cash: 1200, satispay: 0, stripe: 0 },
    });
    expect(
      messaggi(valida(modificaSaldoAnnualeSchema, { anno_scout: 2026, id_parte: 1, bank: 1.5 })),
    ).toEqual([MSG_BILANCIO.importo]);
  });
  it('balances and forecasts stay within IMPORTO_MASSIMO either way (decision 1116)', () => {
    const saldo = (bank: number) =>
      messaggi(valida(modificaSaldoAnnualeSchema, { anno_scout: 2026, id_parte: 1, bank }));
    expect(saldo(-IMPORTO_MASSIMO)).toEqual([]);
    expect(saldo(-IMPORTO_MASSIMO - 1)).toEqual([MSG_TESORERIA.importoMassimo]);
    expect(
      messaggi(
        valida(modificaBilancioSchema, {
          id_voce: 1,
          anno_scout: 2026,
          id_parte: 1,
          preventivo: IMPORTO_MASSIMO + 1,
        }),
      ),
    ).toEqual([MSG_TESORERIA.importoMassimo]);
  });
  it('saldoFinale is opening plus income minus outgoings', () => {
    expect(saldoFinale({ iniziale: 1000, entrate: 250, uscite: 400 })).toBe(850);
  });
});

describe('chiaveRicercaSchema (spec 3 §9 thresholds)', () => {
  it('needs n characters after trimming', () => {
    expect(valida(chiaveRicercaSchema(4), ' abcd ')).toEqual({ ok: true, dati: 'abcd' });
    expect(messaggi(valida(chiaveRicercaSchema(4), ' abc '))).toEqual(['Inserire almeno 4 caratteri']);
    expect(valida(chiaveRicercaSchema(3), 'abc').ok).toBe(true);
  });
});
