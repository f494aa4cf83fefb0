import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CONTRASTO_MINIMO_CONTROLLI, CONTRASTO_MINIMO_TESTO, rapportoDiContrasto } from './contrasto.ts';
import { theme, variabiliCss } from './theme.ts';

// Decision 1206: the pairs Mantine draws in the light scheme with `primaryShade: 7`, each at least 4.5:1.

const BIANCO = '#ffffff';
const colori = theme.colors as Record<string, MantineColorsTuple>;
const grigio = colori.gray!;
/** White and the greys the app and Mantine put behind text (gray.0 pages, gray.1 hovered rows). */
const sfondi = [BIANCO, grigio[0], grigio[1]];

/** Every colour the web app names in `color=`, `c=` or a badge's colour. */
const COLORI_USATI = ['green', 'red', 'orange', 'yellow', 'teal', 'blue'] as const;

describe('theme contrast (WCAG AA, decision 1206)', () => {
  it('uses shade 7 for filled backgrounds and texts, with the scout green as primary', () => {
    expect(theme.primaryShade).toBe(7);
    expect(theme.primaryColor).toBe('green');
    expect(colori.green).toHaveLength(10);
    expect(colori.green![7]).toBe('#237032');
  });

  describe.each(COLORI_USATI)('%s', (nome) => {
    const tono = colori[nome]!;

    it('white text on the filled shade 7 and on its hover shade 8', () => {
      expect(rapportoDiContrasto(BIANCO, tono[7])).toBeGreaterThanOrEqual(CONTRASTO_MINIMO_TESTO);
      expect(rapportoDiContrasto(BIANCO, tono[8])).toBeGreaterThanOrEqual(CONTRASTO_MINIMO_TESTO);
    });

    it('shade 7 as text (c=, links, outline) on white, gray.0, gray.1 and its own shade 0', () => {
      for (const sfondo of [...sfondi, tono[0]])
        expect(rapportoDiContrasto(tono[7], sfondo), `${tono[7]} on ${sfondo}`).toBeGreaterThanOrEqual(
          CONTRASTO_MINIMO_TESTO,
        );
    });

    it('shade 6 as text on white (the error colour is red.6)', () => {
      expect(rapportoDiContrasto(tono[6], BIANCO)).toBeGreaterThanOrEqual(CONTRASTO_MINIMO_TESTO);
    });

    it('light variant: shade 9 on shade 1, and on shade 2 when hovered', () => {
      expect(rapportoDiContrasto(tono[9], tono[1])).toBeGreaterThanOrEqual(CONTRASTO_MINIMO_TESTO);
      expect(rapportoDiContrasto(tono[9], tono[2])).toBeGreaterThanOrEqual(CONTRASTO_MINIMO_TESTO);
    });

    it('keeps Mantine’s pale shades 0–5 (backgrounds and charts) and darkens only 6–9', () => {
      if (nome !== 'green') expect(tono.slice(0, 6)).toEqual(DEFAULT_THEME.colors[nome].slice(0, 6));
      for (let i = 1; i < 10; i++)
        expect(rapportoDiContrasto(tono[i]!, BIANCO)).toBeGreaterThan(
          rapportoDiContrasto(tono[i - 1]!, BIANCO),
        );
    });
  });

  it('dimmed grey (gray.6) on white, gray.0 and gray.1; placeholders use it too', () => {
    expect(rapportoDiContrasto(DEFAULT_THEME.colors.gray[6], BIANCO)).toBeLessThan(CONTRASTO_MINIMO_TESTO);
    for (const sfondo of sfondi)
      expect(rapportoDiContrasto(grigio[6], sfondo), `gray.6 on ${sfondo}`).toBeGreaterThanOrEqual(
        CONTRASTO_MINIMO_TESTO,
      );
    expect(variabiliCss(DEFAULT_THEME).light['--mantine-color-placeholder']).toBe(
      'var(--mantine-color-gray-6)',
    );
  });

  it('focus ring: the primary filled colour, at least 3:1 on every surface a control sits on (decision 0205)', () => {
    expect(theme.focusRing).toBe('auto');
    const anello = colori[theme.primaryColor!]![theme.primaryShade as number]!;
    // Pages (white, gray.0), hovered and striped rows (gray.1), light alerts and badges (green.0, green.1).
    for (const sfondo of [...sfondi, colori.green![0]!, colori.green![1]!])
      expect(rapportoDiContrasto(anello, sfondo), `ring ${anello} on ${sfondo}`).toBeGreaterThanOrEqual(
        CONTRASTO_MINIMO_CONTROLLI,
      );
  });

  it('gives every Mantine input (text, select, number, date, textarea…) the ring class', () => {
    const classi = theme.components?.Input?.classNames as { input?: string } | undefined;
    expect(classi?.input).toEqual(expect.stringContaining('anello'));
  });

  it('dialogs and toasts: close buttons named "Chiudi", 44 px (size xl), in the theme for all', () => {
    const chiudi = { closeButtonProps: { 'aria-label': 'Chiudi', size: 'xl', iconSize: 20 } };
    expect(theme.components?.Modal?.defaultProps).toEqual(chiudi);
    expect(theme.components?.Notification?.defaultProps).toEqual(chiudi);
  });
});
