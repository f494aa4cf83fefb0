import type { Browser, Page } from '@playwright/test';
import { demoUsers } from './demo-users.ts';
import { expect, graphql, signIn } from './test.ts';

// The family's checkout in e2e: the demo parent's children, new dues created for them by the
// treasurer (each test its own, so tests do not depend on each other), and the checkout page.

export interface Figlio {
  nome: string;
  id_parte: number;
}

/** The demo parent's children (getPersoneSe: the parent first, then the children). */
export async function figli(page: Page): Promise<Figlio[]> {
  const { getPersoneSe } = await graphql<{
    getPersoneSe: { id_persona: number; id_parte: number | null; nome: string }[];
  }>(page, '{ getPersoneSe { id_persona id_parte nome } }');
  const lista = getPersoneSe
    .slice(1)
    .flatMap((p) => (p.id_parte ? [{ nome: p.nome, id_parte: p.id_parte }] : []));
  expect(lista.length, 'two children with a party').toBeGreaterThanOrEqual(2);
  return lista;
}

/** New dues of the children to the section, created by the treasurer; their descriptions. */
export async function nuoviDovuti(
  browser: Browser,
  righe: { figlio: Figlio; importo: number }[],
  /** the test's server when it has one of its own (testSuServerProprio) */
  baseURL = process.env.E2E_BASE_URL,
): Promise<string[]> {
  const contesto = await browser.newContext({ baseURL });
  const pagina = await contesto.newPage();
  await signIn(pagina, demoUsers.tesoriere);
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    pagina,
    '{ getAsAttivo { anno_scout } }',
  );
  const { elencaVoci } = await graphql<{ elencaVoci: { id_voce: number; codice: string }[] }>(
    pagina,
    '{ elencaVoci { id_voce codice } }',
  );
  const entrata = elencaVoci.find((v) => v.codice.startsWith('E'))!;
  const marca = Date.now().toString(36);
  const descrizioni: string[] = [];
  for (const [i, r] of righe.entries()) {
    const desc = `Uscita E2E ${marca}-${i} ${r.figlio.nome}`;
    await graphql(
      pagina,
      'mutation($m: ModificaTransazioneEconomicaInput!) { modificaTransazioneEconomica(modifica_transazione_economica: $m) }',
      {
        m: {
          id_parte_da: r.figlio.id_parte,
          id_parte_a: 1,
          importo: r.importo,
          causale_desc: desc,
          causale_tipo: 'altro',
          id_voce_a: entrata.id_voce,
          anno_scout: getAsAttivo.anno_scout,
        },
      },
    );
    descrizioni.push(desc);
  }
  await contesto.close();
  return descrizioni;
}

/** A due in the cart list, by its description. */
export const dovuto = (page: Page, desc: string) => page.getByRole('checkbox', { name: new RegExp(desc) });

export async function apriCheckout(page: Page) {
  await page.goto('/f/checkout');
  await expect(page.getByRole('heading', { name: 'Pagamento', level: 1 })).toBeVisible();
  await expect(page.getByTestId('dovuto').first()).toBeVisible();
}

/**
 * The parent pays one due by bank transfer at the checkout: the bank details, then a receipt
 * uploaded, which starts the payment (in verification until the office sees the money). Its id.
 */
export async function pagaConBonifico(page: Page, desc: string): Promise<number> {
  await apriCheckout(page);
  await dovuto(page, desc).check();
  await page.getByRole('radio', { name: /Bonifico bancario/ }).check();
  await page.getByRole('button', { name: 'Procedi al pagamento' }).click();
  await page
    .getByRole('dialog', { name: 'Conferma metodo di pagamento' })
    .getByRole('button', { name: 'Continua con il bonifico' })
    .click();
  await expect(page).toHaveURL(/\/f\/checkout\/bonifico$/);
  const causale = (await page.getByText(/^Pagamento \d+$/).textContent())!;
  await page.locator('input[type="file"]').setInputFiles({
    name: 'ricevuta-bonifico.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Carica', exact: true }).click();
  await expect(page).toHaveURL(/\/f\/checkout\/success$/);
  return Number(causale.replace('Pagamento ', ''));
}
