import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * Spec 3 §8 download dialog: clicks what opens it, waits for the ready text, fetches the signed link
 * (opened in a new window by the page) and closes the dialog. Answers the file's response.
 */
export async function scaricaDalDialogo(page: Page, pulsante: Locator, pronto: string, titolo: string) {
  await pulsante.click();
  const download = page.getByRole('dialog', { name: titolo });
  await expect(download.getByText(pronto)).toBeVisible();
  const link = download.getByRole('link', { name: /^Scarica/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const risposta = await page.request.get((await link.getAttribute('href'))!);
  expect(risposta.status()).toBe(200);
  // The footer's 'Chiudi' (the corner X is named 'Chiudi' too, but has no text).
  await download.getByRole('button', { name: 'Chiudi' }).filter({ hasText: 'Chiudi' }).click();
  await expect(download).toBeHidden();
  return risposta;
}
