import { describe, expect, it } from 'vitest';
import {
  type Anagrafica,
  anniInConflitto,
  campiDaCompletare,
  fusioneSchema,
  motivoRifiutoFusione,
} from './fusione-persone.ts';

const base: Anagrafica = {
  nome: 'Zeno',
  cognome: 'Rossi',
  sesso: 'M',
  data_nascita: '2010-01-02',
  codice_fiscale: null,
  luogo_nascita: '',
  residenza_cap: null,
  residenza_comune: 'Roma',
  residenza_indirizzo: null,
  residenza_provincia: null,
  id_persona_nazionale: null,
};

describe('merging a duplicate pair (decision 0930)', () => {
  it('the kept person wins every disagreement and takes only what it lacks', () => {
    const altro: Anagrafica = {
      ...base,
      nome: 'Zenone',
      codice_fiscale: 'RSSZNE10A02H501X',
      luogo_nascita: 'Roma',
      residenza_comune: 'Milano',
      id_persona_nazionale: 7,
    };
    expect(campiDaCompletare(base, altro)).toEqual({
      codice_fiscale: 'RSSZNE10A02H501X',
      luogo_nascita: 'Roma',
      id_persona_nazionale: 7,
    });
    expect(campiDaCompletare(altro, base)).toEqual({});
  });

  it('refuses two enrolments in the same scout year, naming both persons and the years', () => {
    expect(anniInConflitto([2024, 2025], [2025, 2023, 2024])).toEqual([2024, 2025]);
    expect(anniInConflitto([2024], [2023])).toEqual([]);
    expect(
      motivoRifiutoFusione(
        { nome: 'Zeno', cognome: 'Rossi', anni: [2025] },
        { nome: null, cognome: 'Rossi', anni: [2025, 2099] },
      ),
    ).toBe(
      "Zeno Rossi e Rossi sono iscritti entrambi nell'anno scout 2025/26: elimina o correggi una delle due iscrizioni prima di unirli.",
    );
    expect(
      motivoRifiutoFusione({ nome: 'A', cognome: 'B', anni: [2024] }, { nome: 'A', cognome: 'B', anni: [] }),
    ).toBeNull();
  });

  it('bounds its input: two distinct positive ids', () => {
    expect(fusioneSchema.safeParse({ id_tieni: 1, id_elimina: 2 }).success).toBe(true);
    const stessa = fusioneSchema.safeParse({ id_tieni: 3, id_elimina: 3 });
    expect(stessa.success).toBe(false);
    expect(stessa.error?.issues[0]?.message).toBe('Scegli due persone diverse da unire');
    expect(fusioneSchema.safeParse({ id_tieni: 0, id_elimina: 2 }).success).toBe(false);
    expect(fusioneSchema.safeParse({ id_tieni: 1, id_elimina: 2 ** 31 }).success).toBe(false);
  });
});
