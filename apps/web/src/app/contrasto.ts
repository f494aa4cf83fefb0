// WCAG 2.2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), the formula axe applies: it lets
// the theme's tests check every text/background pair of the palettes (decision 1206).

/** Relative luminance of an opaque `#rrggbb` colour, from 0 (black) to 1 (white). */
export function luminanza(esadecimale: string): number {
  const cifre = /^#([0-9a-f]{6})$/i.exec(esadecimale)?.[1];
  if (!cifre) throw new Error(`Colore non valido: ${esadecimale}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const canale = Number.parseInt(cifre.slice(i, i + 2), 16) / 255;
    return canale <= 0.04045 ? canale / 12.92 : ((canale + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Contrast ratio of two opaque colours, from 1 (same) to 21 (black on white); the order does not matter. */
export function rapportoDiContrasto(a: string, b: string): number {
  const [chiaro, scuro] = [luminanza(a), luminanza(b)].sort((x, y) => y - x);
  return (chiaro! + 0.05) / (scuro! + 0.05);
}

/** WCAG AA minimum for normal-size text (1.4.3). */
export const CONTRASTO_MINIMO_TESTO = 4.5;

/** WCAG AA minimum for the parts of controls and focus indicators (1.4.11 non-text contrast). */
export const CONTRASTO_MINIMO_CONTROLLI = 3;
