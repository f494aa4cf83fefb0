import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { demoUsers } from './support/demo-users.ts';
import { scaricaDalDialogo } from './support/scarica.ts';
import { expectNienteScorreDiLato, expectNoHorizontalOverflow, reviewScreenshot } from './support/schermo.ts';
import { primaVoce, socioIscritto } from './support/tesoreria.ts';
import { expect, graphql, signIn, test } from './support/test.ts';

// Issue 11 review, decision 1121: the treasury screens at a phone's and a laptop's width (nothing
// scrolls sideways, the page nor a table), the budget's totals against its lines and bilancio.csv,
// and the auditor downloading a payment's receipt from its page. Shots in test-results/screenshots/.

test.describe.configure({ timeout: 180_000 });

const M_TF =
  'mutation($m: ModificaTransazioneFinanziariaInput!) { modificaTransazioneFinanziaria(modifica_transazione_finanziaria: $m) }';

/**
 * As the treasurer: a completed cash payment of a member to the section covering a new due with a
 * long description (so it gets a numbered receipt). Answers the payment's id.
 */
async function pagamentoConRicevuta(page: Page): Promise<number> {
  const persona = await socioIscritto(page);
  const voce = await primaVoce(page, 'E');
  const dovuto = {
    id_parte_da: persona.id_parte,
    id_parte_a: 1,
    importo: 3150,
    causale_desc: 'Quota campo invernale di reparto con pernottamento in rifugio e trasporto',
    id_voce_a: voce,
    anno_scout: persona.anno,
  };
  const { modificaTransazioneFinanziaria: id } = await graphql<{ modificaTransazioneFinanziaria: number }>(
    page,
    M_TF,
    {
      m: {
        id_transazione_finanziaria: -1,
        id_parte_da: persona.id_parte,
        id_parte_a: 1,
        importo: 3150,
        stato: 'completed',
        tipo_da: 'cash',
        tipo_a: 'cash',
        anno_scout: persona.anno,
        transazioni: [{ id_transazione: -1, importo: 3150, transazione_economica: dovuto }],
      },
    },
  );
  return id;
}

for (const [larghezza, altezza] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`le schermate della cassa a ${larghezza} px: niente scorre di lato`, async ({ page }) => {
    await page.setViewportSize({ width: larghezza, height: altezza });
    await signIn(page, demoUsers.tesoriere);
    const id = await pagamentoConRicevuta(page);
    /**
     * The page whole, checked for sideways scrolling first. On a phone a list of payments or dues
     * keeps its wide table scrolling inside its own frame (decision 1206): there only the page is
     * checked; everywhere else no table or box may scroll either.
     */
    const fotografa = async (nome: string, lista = false) => {
      await page.waitForLoadState('networkidle');
      if (lista && larghezza < 768) await expectNoHorizontalOverflow(page, larghezza);
      else await expectNienteScorreDiLato(page, larghezza);
      await reviewScreenshot(page, `cassa-schermi-${nome}-${larghezza}`, { fullPage: true });
    };

    await page.goto('/b/cassa');
    await expect(page.getByTestId('saldo-bank').getByTestId('saldo-finale')).toBeVisible();
    await saldiInOrdine(page);
    await fotografa('cassa');

    await page.goto('/b/cassa/pagamenti');
    await page.getByTestId('riga-pagamento').first().waitFor();
    await saldiInOrdine(page);
    await fotografa('pagamenti', true);

    await page.goto('/b/cassa/causali');
    await page.getByTestId('riga-causale').first().waitFor();
    await fotografa('causali', true);
    if (larghezza === 1280) {
      // Type and number are hidden until asked for; with every column shown the long texts wrap
      // and the table fits a 1366 px laptop.
      const intestazioni = page.locator('thead th');
      await expect(intestazioni.filter({ hasText: /^Tipo/ })).toHaveCount(0);
      await page.getByRole('button', { name: 'Colonne' }).click();
      for (const nome of ['Tipo', 'N.']) {
        await page.getByRole('menuitem', { name: nome, exact: true }).click();
        await expect(
          page.getByRole('menuitem', { name: nome, exact: true }).getByRole('checkbox'),
        ).toBeChecked();
      }
      await page.keyboard.press('Escape');
      await expect(intestazioni.filter({ hasText: /^Tipo/ })).toBeVisible();
      await expect(intestazioni.filter({ hasText: /^N\.$/ })).toBeVisible();
      await page.setViewportSize({ width: 1366, height: altezza });
      await expectNienteScorreDiLato(page, 1366);
      await reviewScreenshot(page, 'cassa-schermi-causali-tutte-le-colonne-1366');
      await page.setViewportSize({ width: larghezza, height: altezza });
    }

    await page.goto(`/b/transazioneFinanziaria/${id}/mostra`);
    await expect(page.getByRole('heading', { name: `Pagamento n. ${id}` })).toBeVisible();
    // A phone gets a card per covered due, a wider screen the table (decision 1121).
    const [visibile, nascosta] =
      larghezza < 768
        ? ['scheda-collegamento', 'riga-collegamento']
        : ['riga-collegamento', 'scheda-collegamento'];
    await expect(page.getByTestId(visibile)).toContainText('Quota campo invernale');
    await expect(page.getByTestId(nascosta)).toBeHidden();
    await expect(page.getByTestId('ricevuta-pagamento')).toBeVisible();
    await fotografa('pagamento');

    await page.goto('/b/cassa/bilanci');
    await page.getByTestId('riga-bilancio').first().waitFor();
    await fotografa('bilanci');
  });
}

/** Each balance row: its label and its amount on one line, every amount of a card right-aligned alike. */
async function saldiInOrdine(page: Page) {
  for (const tipo of ['bank', 'cash', 'satispay', 'stripe']) {
    const card = page.getByTestId(`saldo-${tipo}`);
    if ((await card.count()) === 0) continue;
    const destre = new Set<number>();
    for (const riga of await card.locator('[data-centesimi]').all()) {
      const [etichetta, importo] = [riga.locator('> *').first(), riga.locator('> *').last()];
      const [e, i] = [await etichetta.boundingBox(), await importo.boundingBox()];
      expect(e && i, 'label and amount on screen').toBeTruthy();
      expect(
        Math.abs(e!.y + e!.height / 2 - (i!.y + i!.height / 2)),
        'label and amount on one line',
      ).toBeLessThan(4);
      destre.add(Math.round(i!.x + i!.width));
    }
    expect(destre.size, 'amounts aligned on the right').toBe(1);
  }
}

/** The cents of every cell carrying them under a locator. */
const centesimiDi = async (dove: Locator) =>
  Promise.all((await dove.all()).map(async (c) => Number(await c.getAttribute('data-centesimi'))));
const somma = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

test('Bilanci: entrate e uscite positive nelle loro sezioni, i totali sono la somma delle righe e di bilancio.csv, il risultato ha il segno', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, demoUsers.revisore, { at: '/b/cassa/bilanci' });
  const entrate = page.getByTestId('bilancio-entrate');
  const uscite = page.getByTestId('bilancio-uscite');
  await entrate.getByTestId('riga-bilancio').first().waitFor();
  await uscite.getByTestId('riga-bilancio').first().waitFor();

  const totale = async (testId: string) =>
    Number(await page.getByTestId('totali-bilancio').getByTestId(testId).getAttribute('data-centesimi'));
  const colonne = ['preventivo', 'consuntivo'] as const;
  const schermo: Record<string, number> = {};
  for (const [sezione, righe] of [
    ['entrate', entrate],
    ['uscite', uscite],
  ] as const) {
    for (const colonna of colonne) {
      const valori = await centesimiDi(righe.getByTestId(`riga-bilancio`).getByTestId(colonna));
      // Every line of both sections is a positive amount (or zero), shown without a sign.
      for (const v of valori) expect(v).toBeGreaterThanOrEqual(0);
      await expect(righe.getByTestId(colonna).filter({ hasText: /^-/ })).toHaveCount(0);
      schermo[`${sezione}-${colonna}`] = somma(valori);
      expect(await totale(`totale-${sezione}-${colonna}`), `${sezione} ${colonna}`).toBe(somma(valori));
    }
  }
  for (const colonna of colonne) {
    expect(await totale(`risultato-${colonna}`)).toBe(
      schermo[`entrate-${colonna}`]! - schermo[`uscite-${colonna}`]!,
    );
    // The expenses' total is positive, not red; the result is signed and coloured by its sign.
    const usciteTotale = page.getByTestId('totali-bilancio').getByTestId(`totale-uscite-${colonna}`);
    await expect(usciteTotale).not.toHaveText(/^-/);
    await expect(usciteTotale).not.toHaveCSS('color', 'rgb(194, 29, 29)');
  }
  expect(schermo['uscite-preventivo'], 'the demo budget has expenses').toBeGreaterThan(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Esporta CSV' }).click();
  const testo = readFileSync((await (await download).path())!, 'utf8')
    .slice(1)
    .trimEnd();
  const csv = testo.split('\n').map((l) => l.replace(/\r$/, '').split(';'));
  expect(csv[0]).toEqual(['id_voce', 'codice', 'descrizione', 'preventivo', 'consuntivo']);
  const cents = (euro: string) => Math.round(Number(euro.replace(',', '.')) * 100);
  for (const [sezione, iniziale] of [
    ['entrate', 'E'],
    ['uscite', 'U'],
  ] as const) {
    const righe = csv.slice(1).filter((r) => r[1]!.startsWith(iniziale));
    // The demo budget fits a page per section: the lines on screen are all the lines of the file.
    await expect(page.getByTestId(`bilancio-${sezione}`).getByTestId('riga-bilancio')).toHaveCount(
      righe.length,
    );
    expect(somma(righe.map((r) => cents(r[3]!)))).toBe(schermo[`${sezione}-preventivo`]);
    expect(somma(righe.map((r) => cents(r[4]!)))).toBe(schermo[`${sezione}-consuntivo`]);
  }
  await reviewScreenshot(page, 'cassa-schermi-bilanci-revisore-1280', { fullPage: true });
});

test('il revisore scarica la ricevuta dalla pagina del pagamento, senza pulsanti per modificarlo', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, demoUsers.tesoriere);
  const id = await pagamentoConRicevuta(page);
  const { transazioneFinanziaria } = await graphql<{ transazioneFinanziaria: { numero_ricevuta: number } }>(
    page,
    'query($id: Int!) { transazioneFinanziaria(id_transazione_finanziaria: $id) { numero_ricevuta } }',
    { id },
  );
  expect(transazioneFinanziaria.numero_ricevuta).toBeGreaterThan(0);
  await page.context().clearCookies();

  await signIn(page, demoUsers.revisore, { at: `/b/transazioneFinanziaria/${id}/mostra` });
  await expect(page.getByRole('heading', { name: `Pagamento n. ${id}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica pagamento' })).toHaveCount(0);
  const ricevuta = page.getByTestId('ricevuta-pagamento');
  await expect(ricevuta).toContainText(`Ricevuta n. ${transazioneFinanziaria.numero_ricevuta}`);
  await expectNienteScorreDiLato(page, 360);
  await reviewScreenshot(page, 'cassa-schermi-pagamento-revisore-360', { fullPage: true });
  const pdf = await scaricaDalDialogo(
    page,
    ricevuta.getByRole('button', { name: 'Scarica la ricevuta' }),
    'Ricevuta pronta!',
    'Scarica ricevuta',
  );
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // No way to remove or add files: the page only reads.
  await expect(page.getByRole('button', { name: /^Togli / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Carica allegato' })).toHaveCount(0);
});
