import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

// Keyboard checks shared by the specs (decisions 1208, 0205): every Tab stop shows the theme's focus
// ring (a computed outline), and controls are touch targets of at least 36 × 36 px.

export const MIN_TOCCO = 36;
/** Close buttons of dialogs and toasts (theme defaults, decision 0205). */
export const MIN_TOCCO_CHIUDI = 44;

/** What the focused element looks like, for the messages of failed assertions. */
export const descriviFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const nome = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> ${nome}`;
  });

/**
 * The focused element shows a focus ring: an outline on itself or, for a password field's inner
 * input, on the bordered box around it (the theme's `:has(:focus-visible)`), and no box that clips
 * its content cuts the ring off (mantine-datatable's header text box does). '' on the page's body,
 * else what is wrong.
 */
const difettoAnello = (page: Page) =>
  page.evaluate(() => {
    const attivo = document.activeElement;
    if (!attivo || attivo === document.body) return '';
    const contorno = (e: Element) => {
      const s = getComputedStyle(e);
      return s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
    };
    const el = contorno(attivo) ? attivo : attivo.parentElement;
    if (!el || !contorno(el)) return 'no outline';
    const s = getComputedStyle(el);
    const fuori = Number.parseFloat(s.outlineWidth) + Number.parseFloat(s.outlineOffset);
    const r = el.getBoundingClientRect();
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const sa = getComputedStyle(a);
      const b = a.getBoundingClientRect();
      const tagliaX =
        sa.overflowX !== 'visible' && (r.left - fuori < b.left - 0.5 || r.right + fuori > b.right + 0.5);
      const tagliaY =
        sa.overflowY !== 'visible' && (r.top - fuori < b.top - 0.5 || r.bottom + fuori > b.bottom + 0.5);
      if (tagliaX || tagliaY) return `outline clipped by <${a.tagName.toLowerCase()} class="${a.className}">`;
    }
    return '';
  });

export async function anelloSulFocus(page: Page) {
  expect(await difettoAnello(page), `focus ring on ${await descriviFocus(page)}`).toBe('');
}

export async function grandeAbbastanza(controllo: Locator, minimo = MIN_TOCCO) {
  const box = (await controllo.boundingBox())!;
  const nome = await controllo.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent?.trim());
  // Rounded: a 36 px box may measure 35.99999 after the layout's fractions.
  expect(Math.round(box.height), `height of ${nome}`).toBeGreaterThanOrEqual(minimo);
  expect(Math.round(box.width), `width of ${nome}`).toBeGreaterThanOrEqual(minimo);
}

const haIlFocus = (l: Locator) => l.evaluate((el) => el === document.activeElement);

/** A link inside a sentence: exempt from the target size (WCAG 2.5.8), its line sets its height. */
const inlinea = (l: Locator) => l.evaluate((el) => getComputedStyle(el).display === 'inline');

/**
 * Tab (or Shift+Tab) until `bersaglio` has the focus, checking at every stop the focus ring and, with
 * `misura` and but for links in a sentence, the size. Returns the stops passed (with the target).
 * Fails if not reached in `max`.
 */
export async function tabFino(
  page: Page,
  bersaglio: Locator,
  { indietro = false, max = 60, misura = true } = {},
): Promise<string[]> {
  await expect(bersaglio).toBeVisible();
  const fermate: string[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(indietro ? 'Shift+Tab' : 'Tab');
    await anelloSulFocus(page);
    fermate.push(await descriviFocus(page));
    const fermata = page.locator(':focus');
    if (misura && (await fermata.count()) === 1 && !(await inlinea(fermata))) await grandeAbbastanza(fermata);
    if (await haIlFocus(bersaglio)) return fermate;
  }
  throw new Error(`Not reached by ${indietro ? 'Shift+Tab' : 'Tab'}: ${bersaglio}`);
}
