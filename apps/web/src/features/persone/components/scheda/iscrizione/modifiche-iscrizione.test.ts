import { describe, expect, it } from 'vitest';
import { descriviModificheIscrizione } from './modifiche-iscrizione.ts';

describe("the 'Modificare l’iscrizione?' confirmation says what changes", () => {
  const prima = { stato_iscrizione: 'prevista', n_tessera: '1000014' };

  it('a state change, with the person page labels', () => {
    expect(descriviModificheIscrizione(prima, { stato_iscrizione: 'inprova', n_tessera: '1000014' })).toEqual(
      ['Lo stato passa da Non rinnovata a In prova.'],
    );
  });

  it('only the card number: no word about a state that stays', () => {
    expect(descriviModificheIscrizione(prima, { stato_iscrizione: 'prevista', n_tessera: ' 2000 ' })).toEqual(
      ['Il numero di tessera diventa 2000.'],
    );
    expect(descriviModificheIscrizione(prima, { stato_iscrizione: 'prevista', n_tessera: '' })).toEqual([
      'Il numero di tessera viene cancellato.',
    ]);
  });

  it('both, and nothing when nothing changes (or the card is not editable)', () => {
    expect(
      descriviModificheIscrizione(
        { stato_iscrizione: 'incorso', n_tessera: null },
        { stato_iscrizione: 'completata', n_tessera: '7' },
      ),
    ).toEqual([
      'Lo stato passa da In corso a Completata (registro nazionale).',
      'Il numero di tessera diventa 7.',
    ]);
    expect(
      descriviModificheIscrizione(prima, { stato_iscrizione: 'prevista', n_tessera: '1000014' }),
    ).toEqual([]);
    expect(descriviModificheIscrizione(prima, { stato_iscrizione: 'prevista' })).toEqual([]);
  });
});
