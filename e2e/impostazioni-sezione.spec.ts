import type { Page } from '@playwright/test';
import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { expectNoHorizontalOverflow, reviewScreenshot } from './support/schermo.ts';
import { registraToast, toastVisti } from './support/toast.ts';
import { expect, graphql, signIn, test } from './support/test.ts';

// Decision 1301 (issue 24): the first card of /b/impostazioni, 'Dati della sezione'. The
// administrator edits the section's identity and sees 'Dati aggiornati' (spec 2 §8); a bad codice
// fiscale shows the domain's Italian message under its field and saves nothing; the auditor reads
// the same fields without a save button. Checked at a phone's and a laptop's width, with axe.

test.describe.configure({ timeout: 120_000 });

const CAMPI = 'denominazione indirizzo cap comune provincia codice_fiscale partita_iva runts detraibilita';
type Identita = Record<string, string | null>;

const MSG_CF = "Codice fiscale non valido: 11 cifre per un'associazione, 16 caratteri per una persona fisica";

const leggi = async (page: Page) =>
  (await graphql<{ identitaSezione: Identita }>(page, `{ identitaSezione { ${CAMPI} } }`)).identitaSezione;

/** Puts the identity back as it was, so the other specs of this server see the demo one. */
const ripristina = (page: Page, identita: Identita) =>
  graphql(
    page,
    `mutation ($i: IdentitaSezioneInput!) { modificaIdentitaSezione(identita: $i) { denominazione } }`,
    { i: identita },
  );

const carta = (page: Page) => page.getByRole('region', { name: 'Dati della sezione' });

for (const [larghezza, altezza] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`a ${larghezza} px l'amministratore modifica i dati della sezione`, async ({ page }) => {
    await page.setViewportSize({ width: larghezza, height: altezza });
    await registraToast(page);
    await signIn(page, demoUsers.cens);
    const prima = await leggi(page);
    try {
      await page.goto('/b/impostazioni');
      await expect(page.getByRole('heading', { name: 'Impostazioni', level: 1 })).toBeVisible();
      await expect(page.getByText('Questa sezione è in costruzione.')).toHaveCount(0);
      const dati = carta(page);
      await expect(dati.getByRole('heading', { name: 'Dati della sezione' })).toBeVisible();
      const denominazione = dati.getByLabel('Denominazione');
      await expect(denominazione).toHaveValue(prima.denominazione ?? '');
      await expect(dati.getByLabel('Codice fiscale')).toHaveValue(prima.codice_fiscale ?? '');

      // A codice fiscale with a wrong check digit: the Italian message under the field, nothing sent.
      await dati.getByLabel('Codice fiscale').fill('94120870631');
      await dati.getByRole('button', { name: 'Salva' }).click();
      await expect(dati.getByText(MSG_CF)).toBeVisible();
      await expect(dati.getByLabel('Codice fiscale')).toHaveAttribute('aria-invalid', 'true');
      await expectNoHorizontalOverflow(page, larghezza);
      await senzaViolazioniGravi(page);
      await reviewScreenshot(page, `impostazioni-sezione-errore-${larghezza}`, { fullPage: true });
      expect((await leggi(page)).codice_fiscale).toBe(prima.codice_fiscale);

      // Fixed, with a new name and a partita IVA: saved, the toast, the values kept after a reload.
      const nuovo = `Associazione Scout Prova ${larghezza} APS`;
      await denominazione.fill(nuovo);
      await dati.getByLabel('Codice fiscale').fill('94999990008');
      await dati.getByLabel('Partita IVA').fill('12345678903');
      await dati.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText('Dati aggiornati')).toBeVisible();
      await expect(dati.getByText(MSG_CF)).toHaveCount(0);
      expect(await toastVisti(page)).toContain('Dati aggiornati');
      await reviewScreenshot(page, `impostazioni-sezione-${larghezza}`, { fullPage: true });
      await page.reload();
      await expect(carta(page).getByLabel('Denominazione')).toHaveValue(nuovo);
      await expect(carta(page).getByLabel('Partita IVA')).toHaveValue('12345678903');
      expect(await leggi(page)).toMatchObject({
        denominazione: nuovo,
        codice_fiscale: '94999990008',
        partita_iva: '12345678903',
      });
    } finally {
      await ripristina(page, prima);
    }
  });
}

test('the auditor reads the section’s data without a save button', async ({ page }) => {
  await signIn(page, demoUsers.revisore);
  await page.goto('/b/impostazioni');
  const dati = carta(page);
  await expect(dati.getByLabel('Denominazione')).not.toHaveValue('');
  await expect(dati.getByLabel('Denominazione')).toHaveAttribute('readonly', '');
  await expect(dati.getByRole('button', { name: 'Salva' })).toHaveCount(0);
  await expect(dati.getByText('Solo le nomine di sezione possono modificare questi dati.')).toBeVisible();
});
