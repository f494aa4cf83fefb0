import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { NodeResult } from 'axe-core';
import { expect } from './test.ts';

/** An element axe faulted, with the colours and ratio when it is a contrast failure. */
function descrivi(n: NodeResult): string {
  const contrasto = n.any.find((c) => c.id === 'color-contrast')?.data as
    | { fgColor: string; bgColor: string; contrastRatio: number }
    | undefined;
  const dove = n.target.join(' ');
  return contrasto
    ? `${dove} (${contrasto.fgColor} on ${contrasto.bgColor}: ${contrasto.contrastRatio})`
    : dove;
}

/**
 * No serious or critical axe violation on the page as it is now (open dialogs included), with every
 * rule on: colour contrast too, which the theme meets (decision 1206), and no exception (the tables'
 * header controls are our own since decision 0205). A failure lists each violated rule with the
 * elements it found.
 */
export async function senzaViolazioniGravi(page: Page) {
  // A dialog still fading in blends its colours with the overlay: axe would measure a frame, not
  // the theme. Wait until no transition or animation runs.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // Legacy mode: axe.run() in the page itself, which also reads its same-origin frames (the app has
  // no other kind). The default mode runs each frame apart and then merges the results in a new
  // blank page into which it loads axe again: that page cost about half a second of CPU a check
  // and gave the same violations (decision 0317).
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const gravi: string[] = [];
  for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
    gravi.push(`${v.id}: ${v.nodes.map(descrivi).join(', ')}`);
  expect(gravi).toEqual([]);
}
