import { describe, expect, it } from 'vitest';
import {
  CHI_NUOVA,
  CHI_PERSONALE,
  contattiDaApi,
  contattiPerApi,
  opzioniChi,
  relazioniPresenti,
  sceltaRelazione,
} from './contacts-model.ts';

describe('contacts form model (spec 1 §5.3)', () => {
  it('reads own contacts as "personale" only when the form has a relationship selector', () => {
    const api = [
      { id_contatto: 1, tipo: 'e', valore: 'a@b.it', notifica: true, chi: null },
      { id_contatto: 2, tipo: 't', valore: '3331234567', notifica: false, chi: 'Mamma' },
    ];
    expect(contattiDaApi(api, true).map((c) => c.chi)).toEqual([CHI_PERSONALE, 'Mamma']);
    expect(contattiDaApi(api, false).every((c) => !('chi' in c))).toBe(true);
  });

  it('sends own contacts without chi, normalised phones and trimmed emails', () => {
    const out = contattiPerApi([
      { tipo: 'e', valore: ' a@b.it ', notifica: true, chi: CHI_PERSONALE },
      { tipo: 't', valore: '333 1234567', notifica: false, chi: 'Papà' },
      { tipo: 'e', valore: 'c@d.it', notifica: false },
    ]);
    expect(out).toEqual([
      { tipo: 'e', valore: 'a@b.it', notifica: true },
      { tipo: 't', valore: '+393331234567', notifica: false, chi: 'Papà' },
      { tipo: 'e', valore: 'c@d.it', notifica: false },
    ]);
  });

  it('lists the relationships in use, without "personale" and "new"', () => {
    const contatti = [
      { tipo: 'e' as const, valore: '', notifica: true, chi: 'Mamma' },
      { tipo: 't' as const, valore: '', notifica: false, chi: CHI_NUOVA },
      { tipo: 't' as const, valore: '', notifica: false, chi: CHI_PERSONALE },
      { tipo: 't' as const, valore: '', notifica: false, chi: 'Mamma' },
    ];
    expect(relazioniPresenti(contatti)).toEqual(['Mamma']);
    expect(opzioniChi(contatti, 'Marco').map((o) => o.value)).toEqual([
      '',
      CHI_PERSONALE,
      'Mamma',
      CHI_NUOVA,
    ]);
  });

  it('disables Mamma in the new-relationship dialog once present (Papà stays)', () => {
    const scelte = sceltaRelazione([{ tipo: 'e', valore: '', notifica: true, chi: 'Mamma' }]);
    expect(scelte.find((s) => s.value === 'Mamma')?.disabled).toBe(true);
    expect(scelte.find((s) => s.value === 'Papà')?.disabled).toBe(false);
    expect(scelte.find((s) => s.value === 'Altro')?.disabled).toBe(false);
  });
});
