import { describe, expect, it } from 'vitest';
import { collegaCausale, collegaPagamento, type LinkLocale, togliCollegamento } from './collegamenti.ts';

const link = (l: Partial<LinkLocale>): LinkLocale => ({
  id_transazione: 1,
  id_altro: 10,
  importo: 1000,
  elimina: false,
  ...l,
});

describe('removing a link (spec 3 §4)', () => {
  it('marks a saved link elimina and drops a new one', () => {
    const links = [link({ id_transazione: 5 }), link({ id_transazione: -1, id_altro: 11 })];
    expect(togliCollegamento(links, 5)).toEqual([
      link({ id_transazione: 5, elimina: true }),
      link({ id_transazione: -1, id_altro: 11 }),
    ]);
    expect(togliCollegamento(links, -1)).toEqual([link({ id_transazione: 5 })]);
  });
});

describe("payment dialog, 'Link to existing cause' (spec 3 §4)", () => {
  const causale = { id_transazione_economica: 10, importo: 3000, transazioni: [{ importo: 500 }] };

  it('refuses a due already linked to this payment', () => {
    expect(collegaCausale([link({})], causale, 5000)).toEqual({
      esito: 'rifiuto',
      messaggio: 'Il pagamento è già associato a questa transazione',
    });
  });

  it('re-linking a removed cause un-removes it', () => {
    expect(collegaCausale([link({ id_transazione: 7, elimina: true })], causale, 5000)).toEqual({
      esito: 'ripristina',
      id_transazione: 7,
    });
  });

  it('proposes what the due lacks, within what the payment has left', () => {
    expect(collegaCausale([], causale, 5000)).toEqual({ esito: 'aggiungi', importo: 2500 });
    expect(collegaCausale([link({ id_altro: 11, importo: 4000 })], causale, 5000)).toEqual({
      esito: 'aggiungi',
      importo: 1000,
    });
    // A payment already fully linked: the due's own remainder (the coverage check follows on save).
    expect(collegaCausale([link({ id_altro: 11, importo: 5000 })], causale, 5000)).toEqual({
      esito: 'aggiungi',
      importo: 2500,
    });
  });
});

describe("due dialog, 'Link to existing payment' (spec 3 §5)", () => {
  const pagamento = (
    transazioni: { id_transazione_economica: number; importo: number }[],
    importo = 5000,
  ) => ({
    id_transazione_finanziaria: 20,
    importo,
    transazioni,
  });

  it('refuses a payment already associated with this due: "Il pagamento è già associato a questa transazione"', () => {
    const rifiuto = { esito: 'rifiuto', messaggio: 'Il pagamento è già associato a questa transazione' };
    expect(collegaPagamento([], pagamento([{ id_transazione_economica: 3, importo: 100 }]), 3, 6000)).toEqual(
      rifiuto,
    );
    expect(collegaPagamento([link({ id_transazione: -2, id_altro: 20 })], pagamento([]), 3, 6000)).toEqual(
      rifiuto,
    );
  });

  it('refuses a payment with nothing left: "Il pagamento è già utilizzato per coprire altre transazioni"', () => {
    const pieno = pagamento([
      { id_transazione_economica: 4, importo: 3000 },
      { id_transazione_economica: 5, importo: 2000 },
    ]);
    const rifiuto = {
      esito: 'rifiuto',
      messaggio: 'Il pagamento è già utilizzato per coprire altre transazioni',
    };
    expect(collegaPagamento([], pieno, 3, 6000)).toEqual(rifiuto);
    expect(collegaPagamento([], pieno, null, 6000)).toEqual(rifiuto);
    expect(collegaPagamento([], pagamento([], 0), null, 6000)).toEqual(rifiuto);
  });

  it('re-links a payment removed in this dialog instead of refusing it', () => {
    const tolto = link({ id_transazione: 9, id_altro: 20, elimina: true });
    expect(
      collegaPagamento([tolto], pagamento([{ id_transazione_economica: 3, importo: 5000 }]), 3, 6000),
    ).toEqual({ esito: 'ripristina', id_transazione: 9 });
  });

  it('proposes what the payment has left, within what the due still lacks', () => {
    const meta = pagamento([{ id_transazione_economica: 4, importo: 2000 }]);
    expect(collegaPagamento([], meta, 3, 6000)).toEqual({ esito: 'aggiungi', importo: 3000 });
    expect(collegaPagamento([link({ id_altro: 21, importo: 5000 })], meta, 3, 6000)).toEqual({
      esito: 'aggiungi',
      importo: 1000,
    });
  });
});
