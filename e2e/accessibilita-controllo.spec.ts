import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { expect, test } from './support/test.ts';

// The accessibility check every screen's spec calls must itself be able to fail: a serious violation
// on the page, and one inside a frame of the same origin, each make it fail with the rule's name.
const PAGINA = `<!doctype html><html lang="it"><head><title>Prova</title></head><body><main>
  <h1>Prova</h1>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  <iframe title="Riquadro" srcdoc="<!doctype html><html lang='it'><head><title>Dentro</title></head><body><main><button></button></main></body></html>"></iframe>
</main></body></html>`;

test('the accessibility check fails on a serious violation, in the page and in its frame', async ({
  page,
}) => {
  // On the app's origin, as every screen is checked (a page set from a string has none).
  await page.goto('/login');
  await page.evaluate((html) => {
    document.open();
    document.write(html);
    document.close();
  }, PAGINA);
  await expect(page.frameLocator('iframe').locator('button')).toHaveCount(1);
  const errore = await senzaViolazioniGravi(page).then(
    () => '',
    (e: Error) => e.message,
  );
  expect(errore).toContain('image-alt');
  expect(errore).toContain('button-name');
});

test('the accessibility check passes a page without violations', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="it"><head><title>Prova</title></head><body><main><h1>Prova</h1><button>Salva</button></main></body></html>',
  );
  await senzaViolazioniGravi(page);
});
