import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** Where review screenshots go when asked for (E2E_SCREENSHOTS=1; gitignored). */
export const SCREENSHOTS = 'test-results/screenshots';

/**
 * A screenshot for a person to look at (`E2E_SCREENSHOTS=1 npx playwright test …`), saved as
 * test-results/screenshots/<name>.png. Left out otherwise: the specs assert what they check, and
 * taking pictures nobody opens costs every run time.
 */
export async function reviewScreenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: opts.fullPage ?? false });
}

// What "nothing scrolls sideways" means on a screen (decisions 1206, 1121): the page is no wider than
// the viewport, and no box of it (a table's scroll area) holds content wider than itself.

/** Width of the whole page content: more than the viewport means something overflows sideways. */
const scrollWidth = (page: Page) => page.evaluate<number>('document.scrollingElement.scrollWidth');

/** The visible elements that stick out of the viewport on the right (to explain an overflow). */
const overflowing = (page: Page, width: number) =>
  page.evaluate<string[]>(`[...document.querySelectorAll('body *')]
    .filter((el) => el.getBoundingClientRect().right > ${width} + 0.5 && el.getClientRects().length > 0)
    .slice(0, 10)
    .map((el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').join('.') : ''))`);

/**
 * Polled for a few seconds: right after a viewport change an open dialog or drawer still has its
 * old size until its transition ends (a CI run caught a modal at 481 px with nothing left sticking
 * out a moment later). An overflow that stays fails, naming what sticks out.
 */
export async function expectNoHorizontalOverflow(page: Page, width: number) {
  await expect(async () => {
    const actual = await scrollWidth(page);
    expect(
      actual,
      `elements wider than ${width}px: ${(await overflowing(page, width)).join(', ')}`,
    ).toBeLessThanOrEqual(width);
  }).toPass({ timeout: 5_000 });
}

/**
 * The boxes of the main area that scroll sideways (a table in a scroll container wider than the
 * screen's room for it): each as its class and how many pixels it hides.
 */
const contenitoriCheScorrono = (page: Page) =>
  page.evaluate<string[]>(`[...document.querySelectorAll('main *')]
    .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1
      && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
    .map((el) => (typeof el.className === 'string' ? el.className : el.tagName) + ' +' + (el.scrollWidth - el.clientWidth) + 'px')`);

/** Neither the page nor any table or box inside it scrolls sideways at this width. */
export async function expectNienteScorreDiLato(page: Page, width: number) {
  await expectNoHorizontalOverflow(page, width);
  expect(await contenitoriCheScorrono(page), 'boxes scrolling sideways').toEqual([]);
}

/**
 * The page at desktop and phone width: nothing sticks out sideways at either, and a review
 * screenshot of each when asked (E2E_SCREENSHOTS=1). Leaves the desktop width set.
 */
export async function controllaAlleDueLarghezze(page: Page, nome: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page, width);
    await reviewScreenshot(page, `${nome}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
