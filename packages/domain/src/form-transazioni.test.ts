import { describe, expect, it } from 'vitest';
import {
  isFormQuotaIscrizione,
  MSG_TRANSAZIONI,
  modificaTransazioneEconomicaSchema,
  modificaTransazioneFinanziariaSchema,
  richiedeNumeroRicevuta,
} from './form-transazioni.ts';
import { IMPORTO_MASSIMO } from './form-tesoreria.ts';
import { dataPagataDovuto, eccedenzaDovuto } from './transazioni.ts';
import { valida } from './validazione.ts';

const pagamento = (extra: Record<string, unknown> = {}) => ({
  id_transazione_finanziaria: -1,
  id_parte_da: 7,
  id_parte_a: 1,
  importo: 8500,
  stato: 'completed',
  tipo_da: 'cash',
  tipo_a: 'cash',
  data_pagata: '2025-11-02T10:00:00.000Z',
  ...extra,
});
const dovuto = (extra: Record<string, unknown> = {}) => ({
  id_parte_da: 7,
  id_parte_a: 1,
  importo: 8500,
  causale_desc: 'Uscita di reparto',
  causale_tipo: 'altro',
  id_voce_a: 3,
  ...extra,
});
const messaggi = (schema: Parameters<typeof valida>[0], v: unknown) => {
  const r = valida(schema, v);
  return r.ok ? [] : r.errori.map((e) => e.messaggio);
};

describe('spec 3 §4–§5: the payment payload', () => {
  it('a new payment: negative id is new, defaults bank/completed, receipt number never read', () => {
    const r = valida(modificaTransazioneFinanziariaSchema, pagamento({ numero_ricevuta: 12 }));
    if (!r.ok || !('importo' in r.dati)) throw new Error(`not a valid payment: ${JSON.stringify(r)}`);
    expect(r.dati.id_transazione_finanziaria).toBeNull();
    expect(r.dati.numero_ricevuta).toBeNull();
    expect(r.dati.transazioni).toEqual([]);
  });
  it('data_pagata is cleared unless completed', () => {
    const r = valida(modificaTransazioneFinanziariaSchema, pagamento({ stato: 'rejected' }));
    expect(r.ok && 'importo' in r.dati && r.dati.data_pagata).toBeNull();
  });
  it('different methods force the payee equal to the payer; an unoffered pair is refused', () => {
    const r = valida(modificaTransazioneFinanziariaSchema, pagamento({ tipo_da: 'bank', tipo_a: 'cash' }));
    expect(r.ok && 'importo' in r.dati && r.dati.id_parte_a).toBe(7);
    expect(
      messaggi(modificaTransazioneFinanziariaSchema, pagamento({ tipo_da: 'cash', tipo_a: 'stripe' })),
    ).toEqual([MSG_TRANSAZIONI.metodi]);
  });
  it('one method between a party and itself is refused: a transfer uses two methods (decision 1116)', () => {
    expect(
      messaggi(modificaTransazioneFinanziariaSchema, pagamento({ id_parte_da: 1, id_parte_a: 1 })),
    ).toEqual([MSG_TRANSAZIONI.stessoSoggetto]);
    expect(
      messaggi(
        modificaTransazioneFinanziariaSchema,
        pagamento({ id_parte_da: 1, id_parte_a: 1, tipo_a: 'bank' }),
      ),
    ).toEqual([]);
  });
  it('a bank transfer in progress needs its receipt; one attachment is chosen by itself', () => {
    const bonifico = { tipo_da: 'bank', tipo_a: 'bank', stato: 'started' };
    expect(messaggi(modificaTransazioneFinanziariaSchema, pagamento(bonifico))).toEqual([
      'Seleziona la presa in carico (aka ricevuta) del bonifico',
    ]);
    const allegati = [{ id_allegato: -1, nome: 'ricevuta.pdf', dimensione: 100, s3_key: 'k/1.pdf' }];
    const r = valida(modificaTransazioneFinanziariaSchema, pagamento({ ...bonifico, allegati }));
    expect(r.ok && 'importo' in r.dati && r.dati.bonifico_id_allegato).toBe(-1);
  });
  it('amounts are integer cents, zero or more', () => {
    expect(messaggi(modificaTransazioneFinanziariaSchema, pagamento({ importo: -1 }))).toEqual([
      MSG_TRANSAZIONI.importo,
    ]);
    expect(messaggi(modificaTransazioneFinanziariaSchema, pagamento({ importo: 10.5 }))).toEqual([
      MSG_TRANSAZIONI.importo,
    ]);
  });
  it('amounts stop at IMPORTO_MASSIMO, so every total stays exact (decision 1116)', () => {
    expect(messaggi(modificaTransazioneFinanziariaSchema, pagamento({ importo: IMPORTO_MASSIMO }))).toEqual(
      [],
    );
    expect(
      messaggi(
        modificaTransazioneFinanziariaSchema,
        pagamento({ importo: IMPORTO_MASSIMO + 1, commissione_da: 2 ** 40 }),
      ),
    ).toEqual([MSG_TRANSAZIONI.importoMassimo, MSG_TRANSAZIONI.importoMassimo]);
    expect(messaggi(modificaTransazioneEconomicaSchema, dovuto({ importo: IMPORTO_MASSIMO + 1 }))).toEqual([
      MSG_TRANSAZIONI.importoMassimo,
    ]);
  });
  it('links: a new one names a due or carries a new one, checked by the due rules', () => {
    expect(
      messaggi(
        modificaTransazioneFinanziariaSchema,
        pagamento({ transazioni: [{ id_transazione: -1, importo: 5 }] }),
      ),
    ).toEqual([MSG_TRANSAZIONI.collegamento]);
    const nuovo = dovuto({ id_voce_a: null });
    expect(
      messaggi(
        modificaTransazioneFinanziariaSchema,
        pagamento({ transazioni: [{ id_transazione: -1, importo: 5, transazione_economica: nuovo }] }),
      ),
    ).toEqual([MSG_TRANSAZIONI.voce]);
    expect(
      messaggi(
        modificaTransazioneFinanziariaSchema,
        pagamento({ transazioni: [{ id_transazione: -2, elimina: true }] }),
      ),
    ).toEqual([MSG_TRANSAZIONI.eliminaNuovo]);
  });
  it('a new attachment needs name, size and key', () => {
    expect(
      messaggi(
        modificaTransazioneFinanziariaSchema,
        pagamento({ allegati: [{ id_allegato: -1, nome: 'a' }] }),
      ),
    ).toEqual([MSG_TRANSAZIONI.allegato]);
  });
  it('delete is the id and elimina, with an Italian message when the id is missing', () => {
    expect(
      valida(modificaTransazioneFinanziariaSchema, { id_transazione_finanziaria: 4, elimina: true }).ok,
    ).toBe(true);
    expect(messaggi(modificaTransazioneFinanziariaSchema, { elimina: true })).toEqual([MSG_TRANSAZIONI.id]);
  });
});

describe('spec 3 §5: the due payload', () => {
  it('voce required on the section side, cleared when both sides are section, unit or group', () => {
    expect(messaggi(modificaTransazioneEconomicaSchema, dovuto({ id_voce_a: null }))).toEqual([
      'Scegliere una voce di bilancio',
    ]);
    const interno = valida(
      modificaTransazioneEconomicaSchema,
      dovuto({ id_voce_a: null, id_voce_da: 4, tipo_parte_da: 'gruppo', tipo_parte_a: 'sezione' }),
    );
    expect(
      interno.ok && 'importo' in interno.dati && [interno.dati.id_voce_da, interno.dati.id_voce_a],
    ).toEqual([null, null]);
  });
  it('a description of type altro is longer than 4 characters', () => {
    expect(messaggi(modificaTransazioneEconomicaSchema, dovuto({ causale_desc: 'abcd' }))).toEqual([
      MSG_TRANSAZIONI.descrizione,
    ]);
  });
  it('a description of type altro counts without the spaces around it; other types may be short', () => {
    expect(messaggi(modificaTransazioneEconomicaSchema, dovuto({ causale_desc: '  abcd  ' }))).toEqual([
      MSG_TRANSAZIONI.descrizione,
    ]);
    expect(messaggi(modificaTransazioneEconomicaSchema, dovuto({ causale_desc: 'abcde' }))).toEqual([]);
    expect(
      messaggi(
        modificaTransazioneEconomicaSchema,
        dovuto({ causale_tipo: 'donazione', causale_desc: 'Dono' }),
      ),
    ).toEqual([]);
  });
  it('a due of type iscrizione names its enrolment (decision 1115)', () => {
    expect(messaggi(modificaTransazioneEconomicaSchema, dovuto({ causale_tipo: 'iscrizione' }))).toEqual([
      MSG_TRANSAZIONI.iscrizione,
    ]);
    const r = valida(
      modificaTransazioneEconomicaSchema,
      dovuto({ causale_tipo: 'iscrizione', id_iscrizione: 12 }),
    );
    expect(r.ok && 'importo' in r.dati && [r.dati.causale_tipo, r.dati.id_iscrizione]).toEqual([
      'iscrizione',
      12,
    ]);
    // The same rule on a new due carried by a payment's link ('Add cause').
    expect(
      messaggi(
        modificaTransazioneFinanziariaSchema,
        pagamento({
          transazioni: [
            {
              id_transazione: -1,
              importo: 8500,
              transazione_economica: dovuto({ causale_tipo: 'iscrizione' }),
            },
          ],
        }),
      ),
    ).toEqual([MSG_TRANSAZIONI.iscrizione]);
  });
  it('the description and enrolment rules answer together with the other fields (one round of errors)', () => {
    expect(
      messaggi(
        modificaTransazioneEconomicaSchema,
        dovuto({ importo: -1, id_parte_da: 0, causale_desc: 'Cena' }),
      ),
    ).toEqual([MSG_TRANSAZIONI.parte, MSG_TRANSAZIONI.importo, MSG_TRANSAZIONI.descrizione]);
    expect(
      messaggi(modificaTransazioneEconomicaSchema, dovuto({ importo: -1, causale_tipo: 'iscrizione' })),
    ).toEqual([MSG_TRANSAZIONI.importo, MSG_TRANSAZIONI.iscrizione]);
    // A field these rules read that is itself wrong answers once, with its own message.
    expect(
      messaggi(modificaTransazioneEconomicaSchema, dovuto({ causale_tipo: 'iscrizione', id_iscrizione: -3 })),
    ).toEqual([MSG_TRANSAZIONI.id]);
  });
  it('links to existing payments need the payment and an amount', () => {
    expect(
      messaggi(
        modificaTransazioneEconomicaSchema,
        dovuto({ transazioni: [{ id_transazione: -1, importo: 3 }] }),
      ),
    ).toEqual([MSG_TRANSAZIONI.collegamentoPagamento]);
  });
  it('the enrolment-fee form is id_iscrizione alone', () => {
    expect(isFormQuotaIscrizione({ id_iscrizione: 3 })).toBe(true);
    expect(isFormQuotaIscrizione({ id_iscrizione: 3, ...dovuto() })).toBe(false);
  });
});

describe('decision 1110: receipt numbers and due dates', () => {
  const base = {
    stato: 'completed',
    importo: 100,
    id_parte_da: 7,
    id_parte_a: 1,
    tipo_parte_a: 'sezione' as const,
    numero_ricevuta: null,
  };
  it.each([
    ['completed to the section', base, true],
    ['to a unit', { ...base, tipo_parte_a: 'unita' as const }, true],
    ['to a person', { ...base, tipo_parte_a: 'persona' as const }, false],
    ['in progress', { ...base, stato: 'started' }, false],
    ['a transfer between own methods', { ...base, id_parte_da: 1 }, false],
    ['zero amount', { ...base, importo: 0 }, false],
    ['already numbered', { ...base, numero_ricevuta: 3 }, false],
  ])('%s', (_n, p, atteso) => expect(richiedeNumeroRicevuta(p)).toBe(atteso));
  it('a due paid in full takes the latest completed payment date', () => {
    const links = [
      { importo: 50, stato_pagamento: 'completed', data_pagata: '2025-10-01T00:00:00Z' },
      { importo: 50, stato_pagamento: 'completed', data_pagata: '2025-11-01T00:00:00Z' },
    ];
    expect(dataPagataDovuto('totale_completata', links)?.toISOString()).toBe('2025-11-01T00:00:00.000Z');
    expect(dataPagataDovuto('parziale_completata', links)).toBeNull();
    expect(eccedenzaDovuto(80, links)).toBe(20);
    expect(eccedenzaDovuto(120, links)).toBe(0);
  });
});
