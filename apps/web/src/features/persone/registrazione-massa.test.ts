import { RELAZIONE_STESSA_PERSONA } from '@zaino/domain/form-account';
import { describe, expect, it } from 'vitest';
import {
  leggiSelezione,
  msgDeadlock,
  relazioneIniziale,
  relazioniOccupate,
  tipoAccount,
} from './registrazione-massa.ts';

describe('mass registration selection', () => {
  const p = { id_persona: 7, nome: ' Ada ', cognome: 'Neri', data_nascita: '2015-03-01' };

  it('takes the router state first (array or { persone }), else the saved selection', () => {
    expect(leggiSelezione([p], null)).toEqual([{ ...p, nome: 'Ada' }]);
    expect(leggiSelezione({ persone: [p] }, JSON.stringify([{ id_persona: 9 }]))[0]!.id_persona).toBe(7);
    expect(leggiSelezione(null, JSON.stringify([{ id_persona: 9, nome: 'Bo' }]))).toEqual([
      { id_persona: 9, nome: 'Bo', cognome: null, data_nascita: null },
    ]);
  });

  it('drops malformed entries and duplicates; broken JSON is an empty selection', () => {
    expect(
      leggiSelezione(null, JSON.stringify([{ id_persona: 'x' }, p, p, { id_persona: -1 }])),
    ).toHaveLength(1);
    expect(leggiSelezione(undefined, '{not json')).toEqual([]);
    expect(leggiSelezione(undefined, null)).toEqual([]);
  });

  it('adult cut-off 18: own account for adults, a parent for minors, a choice without a birth date', () => {
    expect(tipoAccount('2008-06-10', '2026-06-10')).toBe('proprio');
    expect(tipoAccount('2008-06-11', '2026-06-10')).toBe('genitore');
    expect(tipoAccount(null, '2026-06-10')).toBe('scelta');
    expect(relazioneIniziale('proprio')).toBe(RELAZIONE_STESSA_PERSONA);
    expect(relazioneIniziale('genitore')).toBe('Mamma');
  });

  it('the deadlock message of spec 2 §8', () => {
    expect(msgDeadlock('Ada Neri')).toBe(
      'Troppe operazioni contemporanee su Ada Neri: riprova cliccando ancora su "Crea Utenti"',
    );
  });
});

describe('relations already taken (decision 0904)', () => {
  it('a parent with a user, and the own account, are taken; a parent without a user is free', () => {
    const occupate = relazioniOccupate({
      proprio: true,
      genitori: [
        { desc: 'Mamma', conUtente: true },
        { desc: 'Papà', conUtente: false },
      ],
    });
    expect([...occupate].sort()).toEqual(['Mamma', RELAZIONE_STESSA_PERSONA].sort());
  });

  it('a minor starts on the first free parent, then Altro', () => {
    expect(relazioneIniziale('genitore')).toBe('Mamma');
    expect(relazioneIniziale('genitore', new Set(['Mamma']))).toBe('Papà');
    expect(relazioneIniziale('genitore', new Set(['Mamma', 'Papà']))).toBe('Altro');
    expect(relazioneIniziale('proprio', new Set([RELAZIONE_STESSA_PERSONA]))).toBe(RELAZIONE_STESSA_PERSONA);
  });

  it('nothing known: nothing taken', () => {
    expect(relazioniOccupate(undefined).size).toBe(0);
  });
});
