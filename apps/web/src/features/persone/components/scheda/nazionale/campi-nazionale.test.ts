import { describe, expect, it } from 'vitest';
import { CAMPI_INVIABILI } from '@zaino/domain/nazionale-scheda';
import {
  campiDaInviare,
  campiDaPrendere,
  campiInviati,
  descriviPresa,
  erroreProvinciaNascita,
} from './campi-nazionale.ts';

const campi = [
  {
    campo: 'nome',
    etichetta: 'Nome',
    locale: 'Marco',
    nazionale: 'Marcoo',
    diverso: true,
    prendibile: true,
    inviabile: true,
  },
  {
    campo: 'cognome',
    etichetta: 'Cognome',
    locale: 'Rossi',
    nazionale: 'Rossi',
    diverso: false,
    prendibile: true,
    inviabile: true,
  },
  {
    campo: 'residenza_cap',
    etichetta: 'CAP',
    locale: null,
    nazionale: '20100',
    diverso: true,
    prendibile: true,
    inviabile: true,
  },
  {
    campo: 'sesso',
    etichetta: 'Sesso',
    locale: 'M',
    nazionale: 'F',
    diverso: true,
    prendibile: true,
    inviabile: false,
  },
  {
    campo: 'email',
    etichetta: 'Email',
    locale: 'a@b.it',
    nazionale: null,
    diverso: true,
    prendibile: false,
    inviabile: false,
  },
];

describe('campi del nazionale', () => {
  it('only differing fields our person can take are offered', () => {
    expect(campiDaPrendere(campi).map((c) => c.campo)).toEqual(['nome', 'residenza_cap', 'sesso']);
  });

  it('a push offers a choice on the differing fields it can write, and sends all but the unticked', () => {
    expect(campiDaInviare(campi).map((c) => c.campo)).toEqual(['nome', 'residenza_cap']);
    expect(campiInviati(campi, new Set())).toEqual([...CAMPI_INVIABILI]);
    expect(campiInviati(campi, new Set(['nome']))).toEqual(CAMPI_INVIABILI.filter((c) => c !== 'nome'));
    // Only a differing field can be held back: an equal one, or one a push never writes, is ignored.
    expect(campiInviati(campi, new Set(['cognome', 'sesso', 'email']))).toEqual([...CAMPI_INVIABILI]);
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
