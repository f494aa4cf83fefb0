import { describe, expect, it } from 'vitest';
import { campiDaPrendere, descriviPresa, erroreProvinciaNascita } from './campi-nazionale.ts';

const campi = [
  { campo: 'nome', etichetta: 'Nome', locale: 'Marco', nazionale: 'Marcoo', diverso: true, prendibile: true },
  {
    campo: 'cognome',
    etichetta: 'Cognome',
    locale: 'Rossi',
    nazionale: 'Rossi',
    diverso: false,
    prendibile: true,
  },
  {
    campo: 'residenza_cap',
    etichetta: 'CAP',
    locale: null,
    nazionale: '20100',
    diverso: true,
    prendibile: true,
  },
  { campo: 'email', etichetta: 'Email', locale: 'a@b.it', nazionale: null, diverso: true, prendibile: false },
];

describe('campi del nazionale', () => {
  it('only differing fields our person can take are offered', () => {
    expect(campiDaPrendere(campi).map((c) => c.campo)).toEqual(['nome', 'residenza_cap']);
  });

  it('the confirmation names the chosen fields with both values, an empty one as a dash', () => {
    expect(descriviPresa(campi, new Set(['residenza_cap', 'email', 'cognome']))).toEqual([
      'CAP: «—» diventa «20100».',
    ]);
    expect(descriviPresa(campi, new Set(['nome']))).toEqual(['Nome: «Marco» diventa «Marcoo».']);
  });

  it('the province of birth is two letters', () => {
    expect(erroreProvinciaNascita(' mi ')).toBeNull();
    expect(erroreProvinciaNascita('EE')).toBeNull();
    expect(erroreProvinciaNascita('MIL')).toMatch(/2 lettere/);
    expect(erroreProvinciaNascita('')).toMatch(/2 lettere/);
  });
});
