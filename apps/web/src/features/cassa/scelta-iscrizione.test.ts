import { describe, expect, it } from 'vitest';
import type { Soggetto } from './components/soggetto.ts';
import {
  causaleDellIscrizione,
  descrizioneDopoScelta,
  type IscrizionePerCausale,
  pagatoreDellIscrizione,
  pagatoreDopoScelta,
  rifiutoIscrizione,
} from './scelta-iscrizione.ts';

const iscrizione = (extra: Partial<IscrizionePerCausale> = {}): IscrizionePerCausale => ({
  anno_scout: 2025,
  categoria_quota: { adulto: false },
  persona: { id_parte: 40, nome: 'Luca', cognome: 'Bianchi' },
  transazione_economica: null,
  ...extra,
});
const persona = (id_parte: number, nome: string): Soggetto => ({ id_parte, tipo: 'persona', nome });

describe('the description generated for an enrolment (spec 3 §5)', () => {
  it('adults pay the Quota associativa, the others the Quota di iscrizione, of the enrolment year', () => {
    expect(causaleDellIscrizione(iscrizione())).toBe('Quota di iscrizione Luca Bianchi AS 2025/2026');
    expect(
      causaleDellIscrizione(
        iscrizione({
          anno_scout: 2024,
          categoria_quota: { adulto: true },
          persona: { nome: 'Anna', cognome: null },
        }),
      ),
    ).toBe('Quota associativa Anna AS 2024/2025');
  });
});

describe('choosing another enrolment (decision 1115)', () => {
  it('regenerates the description while it is empty or still the generated one, keeps one the user wrote', () => {
    const nuova = 'Quota di iscrizione Sara Neri AS 2025/2026';
    expect(descrizioneDopoScelta('', null, nuova)).toBe(nuova);
    expect(descrizioneDopoScelta('   ', 'Quota di iscrizione Luca Bianchi AS 2025/2026', nuova)).toBe(nuova);
    expect(
      descrizioneDopoScelta(
        'Quota di iscrizione Luca Bianchi AS 2025/2026',
        'Quota di iscrizione Luca Bianchi AS 2025/2026',
        nuova,
      ),
    ).toBe(nuova);
    expect(
      descrizioneDopoScelta('Quota ridotta Luca', 'Quota di iscrizione Luca Bianchi AS 2025/2026', nuova),
    ).toBe('Quota ridotta Luca');
    // A description written before the first choice is the user's too.
    expect(descrizioneDopoScelta('Quota di Luca, secondo figlio', null, nuova)).toBe(
      'Quota di Luca, secondo figlio',
    );
  });

  it('makes the enrolled person the payer unless the user chose another payer', () => {
    const luca = persona(40, 'Luca Bianchi');
    const sara = persona(41, 'Sara Neri');
    expect(pagatoreDellIscrizione(iscrizione())).toEqual(luca);
    expect(pagatoreDopoScelta(null, null, sara)).toEqual(sara);
    expect(pagatoreDopoScelta(luca, luca, sara)).toEqual(sara);
    const comune: Soggetto = { id_parte: 90, tipo: 'altro', nome: 'Comune' };
    expect(pagatoreDopoScelta(comune, luca, sara)).toEqual(comune);
    expect(pagatoreDopoScelta(comune, null, sara)).toEqual(comune);
    // A person without a party cannot pay: the payer stays.
    expect(pagatoreDellIscrizione(iscrizione({ persona: { id_parte: null, nome: 'X', cognome: 'Y' } }))).toBe(
      null,
    );
    expect(pagatoreDopoScelta(luca, luca, null)).toEqual(luca);
  });

  it('refuses an enrolment that already has another due, as the server does', () => {
    const conCausale = iscrizione({ transazione_economica: { id_transazione_economica: 7 } });
    expect(rifiutoIscrizione(conCausale, null)).toBe('Transazione economica già esistente');
    expect(rifiutoIscrizione(conCausale, 8)).toBe('Transazione economica già esistente');
    expect(rifiutoIscrizione(conCausale, 7)).toBe(null);
    expect(rifiutoIscrizione(iscrizione(), null)).toBe(null);
  });
});
