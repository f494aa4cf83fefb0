import { describe, expect, it } from 'vitest';
import { luminanza, rapportoDiContrasto } from './contrasto.ts';

describe('WCAG contrast', () => {
  it('black on white is 21:1 and a colour on itself is 1:1, in either order', () => {
    expect(rapportoDiContrasto('#000000', '#ffffff')).toBe(21);
    expect(rapportoDiContrasto('#ffffff', '#000000')).toBe(21);
    expect(rapportoDiContrasto('#237032', '#237032')).toBe(1);
  });

  it('gives the ratios axe reports for Mantine’s default dimmed grey and green.9', () => {
    expect(rapportoDiContrasto('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(rapportoDiContrasto('#ffffff', '#2b8a3e')).toBeCloseTo(4.37, 2);
  });

  it('weighs green more than red and red more than blue (the eye’s sensitivity)', () => {
    expect(luminanza('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(luminanza('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(luminanza('#0000FF')).toBeCloseTo(0.0722, 4);
  });

  it('refuses what is not an opaque #rrggbb colour', () => {
    expect(() => luminanza('#fff')).toThrow('Colore non valido: #fff');
    expect(() => luminanza('rgba(0, 0, 0, 0.5)')).toThrow('Colore non valido');
  });
});
