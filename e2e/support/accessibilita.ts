import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * No serious or critical axe violation on the page as it is now (open dialogs included), with every
 * rule on: colour contrast too, which the theme meets (decision 1206). The message lists each
 * violated rule with the elements it found, so a failure says where to look.
 */
export async function senzaViolazioniGravi(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const gravi = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    gravi.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`,
    ),
  ).toEqual([]);
}
