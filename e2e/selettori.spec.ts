import type { Page } from '@playwright/test';
import { type DemoUser, demoUsers } from './support/demo-users.ts';
import { expect, graphql, signIn, test } from './support/test.ts';

// Issue 2 / spec 1 §2.4, §4.4, §6: the scout-year selector (only with more than one year, shown as
// year/year+1) and the unit selector ('Sezione' first, then the viewer's unit choices) change what
// /b/stato-iscrizioni shows; the count on screen is the one the server gives for the same arguments.

interface Gruppo {
  id_gruppo: number;
  numero: number;
  id_parte: number;
}

const annoLabel = (anno: number) => `${anno}/${anno + 1}`;

/** The units of a group as the unit selector lists them (spec 1 §9 descriptions). */
const unitaDelGruppo = (n: number) => [`${n}° gruppo`, `${n}° branco`, `${n}° reparto`, `${n}a compagnia`];

/** The scope the selector's choice stands for (spec 1 §4.4), as statoIscrizioni's arguments. */
async function ambito(page: Page, label: string): Promise<{ id_gruppo?: number; id_unita?: number }> {
  if (label === 'Sezione') return {};
  const match = /^(\d+)(?:°|a) (gruppo|branco|reparto|compagnia)$/.exec(label);
  if (!match) throw new Error(`Scelta di unità inattesa: ${label}`);
  const numero = Number(match[1]);
  const { elencaGruppi } = await graphql<{ elencaGruppi: Gruppo[] }>(
    page,
    '{ elencaGruppi { id_gruppo numero id_parte } }',
  );
  const gruppo = elencaGruppi.find((g) => g.numero === numero);
  if (!gruppo) throw new Error(`Gruppo ${numero} non trovato tra ${JSON.stringify(elencaGruppi)}`);
  if (match[2] === 'gruppo') return { id_gruppo: gruppo.id_gruppo };
  const branca = { branco: 'L', reparto: 'E', compagnia: 'R' }[
    match[2] as 'branco' | 'reparto' | 'compagnia'
  ];
  const { cercaUnita } = await graphql<{ cercaUnita: { id_unita: number } | null }>(
    page,
    'query ($branca: String!, $id_gruppo: Int!) { cercaUnita(branca: $branca, id_gruppo: $id_gruppo) { id_unita } }',
    { branca, id_gruppo: gruppo.id_gruppo },
  );
  if (!cercaUnita) throw new Error(`Unità ${label} non trovata`);
  return { id_unita: cercaUnita.id_unita };
}

/** The enrolled persons (any state but nessuna) of a choice and year within the viewer's reach. */
async function contaPersone(page: Page, anno_scout: number, label: string): Promise<number> {
  const data = await graphql<{ statoIscrizioni: { iscrizioni: { chiave: string; n: number }[] } }>(
    page,
    'query ($anno_scout: Int!, $id_gruppo: Int, $id_unita: Int) { statoIscrizioni(anno_scout: $anno_scout, id_gruppo: $id_gruppo, id_unita: $id_unita) { iscrizioni { chiave n } } }',
    { anno_scout, ...(await ambito(page, label)) },
  );
  return data.statoIscrizioni.iscrizioni.filter((c) => c.chiave !== 'nessuna').reduce((a, c) => a + c.n, 0);
}

/** The scout years, newest first, and the active one. */
async function anniScout(page: Page): Promise<{ anni: number[]; attivo: number }> {
  const data = await graphql<{ getAnniScout: { anno_scout: number }[]; getAsAttivo: { anno_scout: number } }>(
    page,
    '{ getAnniScout { anno_scout } getAsAttivo { anno_scout } }',
  );
  return {
    anni: data.getAnniScout.map((a) => a.anno_scout).sort((a, b) => b - a),
    attivo: data.getAsAttivo.anno_scout,
  };
}

const annoSelect = (page: Page) => page.getByRole('combobox', { name: 'Anno scout' });
const unitaSelect = (page: Page) => page.getByRole('combobox', { name: 'Unità' });

/** Waits until the dashboard shows this year, unit and count. */
async function expectDashboard(page: Page, anno: number, unita: string, conta: number) {
  await expect(page.getByTestId('anno-selezionato')).toHaveText(annoLabel(anno));
  await expect(page.getByTestId('unita-selezionata')).toHaveText(unita);
  await expect(page.getByTestId('conta-persone')).toHaveText(String(conta));
  await expect(page.getByTestId('contesto-selezionato')).toHaveText(
    `Anno scout ${annoLabel(anno)} · ${unita}`,
  );
}

interface Caso {
  user: DemoUser;
  /** every option of the unit selector, in order (null: compute from the groups, for admins) */
  unita: string[] | null;
  /** the unit choices the test walks through */
  prova: string[];
}

const CASI: Caso[] = [
  { user: 'cens', unita: null, prova: ['2° gruppo', '5° branco', '10a compagnia'] },
  { user: 'capogruppo', unita: ['Sezione', ...unitaDelGruppo(2)], prova: ['2° gruppo', '2° reparto'] },
  { user: 'capobranco', unita: ['Sezione', '2° branco'], prova: ['2° branco'] },
];

for (const { user, unita, prova } of CASI) {
  test.describe(`Selettori come ${user}`, () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page, demoUsers[user]);
      await expect(page).toHaveURL((url) => url.pathname === '/b/stato-iscrizioni');
    });

    test("l'anno scout cambia i numeri di Stato iscrizioni", async ({ page }) => {
      const { anni, attivo } = await anniScout(page);
      // The demo section has the active year and the previous one: the selector is shown.
      expect(anni).toEqual([attivo, attivo - 1]);
      const select = annoSelect(page);
      await expect(select).toBeVisible();
      await expect(select.locator('option')).toHaveText(anni.map(annoLabel));
      for (const label of await select.locator('option').allTextContents()) {
        expect(label).toMatch(/^\d{4}\/\d{4}$/);
      }
      await expect(select).toHaveValue(String(attivo));

      const oraAttivo = await contaPersone(page, attivo, 'Sezione');
      const oraPrecedente = await contaPersone(page, attivo - 1, 'Sezione');
      expect(oraAttivo).toBeGreaterThan(0);
      expect(oraPrecedente, 'the demo years must differ for the test to mean anything').not.toBe(oraAttivo);
      await expectDashboard(page, attivo, 'Sezione', oraAttivo);

      await select.selectOption({ label: annoLabel(attivo - 1) });
      await expectDashboard(page, attivo - 1, 'Sezione', oraPrecedente);

      await select.selectOption({ label: annoLabel(attivo) });
      await expectDashboard(page, attivo, 'Sezione', oraAttivo);
    });

    test("l'unità cambia i numeri di Stato iscrizioni", async ({ page }) => {
      const { attivo } = await anniScout(page);
      const select = unitaSelect(page);
      await expect(select).toBeVisible();
      let attese = unita;
      if (attese === null) {
        // Admins get every group of the section, each with its branco, reparto and compagnia.
        const { elencaGruppi } = await graphql<{ elencaGruppi: Gruppo[] }>(
          page,
          '{ elencaGruppi { numero } }',
        );
        const numeri = elencaGruppi.map((g) => g.numero).sort((a, b) => a - b);
        expect(numeri).toEqual([2, 5, 10]);
        attese = ['Sezione', ...numeri.flatMap(unitaDelGruppo)];
      }
      await expect(select.locator('option')).toHaveText(attese);
      await expect(select.locator('option:checked')).toHaveText('Sezione');

      const sezione = await contaPersone(page, attivo, 'Sezione');
      await expectDashboard(page, attivo, 'Sezione', sezione);

      let precedente = sezione;
      for (const label of prova) {
        const conta = await contaPersone(page, attivo, label);
        // The counts are within the viewer's reach: a leader's 'Sezione' is what they lead, so only
        // an administrator's units are strictly smaller than the section (and differ from each other).
        if (unita === null) {
          expect(conta, `${label}: a unit counts fewer persons than the whole section`).toBeLessThan(sezione);
          expect(conta, `${label} must show a different number than the previous choice`).not.toBe(
            precedente,
          );
        } else {
          expect(conta, `${label}: never more than the section`).toBeLessThanOrEqual(sezione);
          expect(conta, `${label}: someone is enrolled there`).toBeGreaterThan(0);
        }
        await select.selectOption({ label });
        await expectDashboard(page, attivo, label, conta);
        precedente = conta;
      }

      // The year selector works on the chosen unit too.
      const last = prova.at(-1)!;
      const annoPrima = await contaPersone(page, attivo - 1, last);
      await annoSelect(page).selectOption({ label: annoLabel(attivo - 1) });
      await expectDashboard(page, attivo - 1, last, annoPrima);

      await select.selectOption({ label: 'Sezione' });
      await expectDashboard(page, attivo - 1, 'Sezione', await contaPersone(page, attivo - 1, 'Sezione'));
    });
  });
}
