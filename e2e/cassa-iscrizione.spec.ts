import type { Page } from '@playwright/test';
import { demoUsers } from './support/demo-users.ts';
import { expect, graphql, signIn, test } from './support/test.ts';
import { reviewScreenshot } from './support/schermo.ts';

// Spec 3 §5, decision 1115: the due dialog's enrolment search (4 characters and a scout year), the
// generated description 'Quota associativa / di iscrizione {name} AS {year}/{year+1}', the enrolment
// shown again when the due is reopened, and the refusal of an enrolment that has its due already.
// Screenshots at 360 and 1280 px go to test-results/screenshots/ to be looked at.

interface IscrizioneDemo {
  id_iscrizione: number;
  nome: string;
  adulto: boolean;
  dovuto: number | null;
  stato: string;
}

/** The enrolments of the active year whose person has a party: those without a due and those with one. */
async function iscrizioniDemo(page: Page) {
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    '{ getAsAttivo { anno_scout } }',
  );
  const anno = getAsAttivo.anno_scout;
  const { personeSezione } = await graphql<{
    personeSezione: {
      id_parte: number | null;
      nome: string | null;
      cognome: string | null;
      iscrizione: {
        id_iscrizione: number;
        stato_iscrizione: string;
        categoria_quota: { adulto: boolean };
        transazione_economica: { id_transazione_economica: number } | null;
      } | null;
    }[];
  }>(
    page,
    `{ personeSezione(anno_scout: ${anno}) { id_parte nome cognome iscrizione { id_iscrizione stato_iscrizione categoria_quota { adulto } transazione_economica { id_transazione_economica } } } }`,
  );
  const tutte: IscrizioneDemo[] = personeSezione.flatMap((p) =>
    p.iscrizione && p.id_parte != null && p.nome && p.cognome && p.cognome.length >= 4
      ? [
          {
            id_iscrizione: p.iscrizione.id_iscrizione,
            nome: `${p.nome} ${p.cognome}`,
            adulto: p.iscrizione.categoria_quota.adulto,
            dovuto: p.iscrizione.transazione_economica?.id_transazione_economica ?? null,
            stato: p.iscrizione.stato_iscrizione,
          },
        ]
      : [],
  );
  const unico = (i: IscrizioneDemo) => tutte.filter((x) => x.nome === i.nome).length === 1;
  // A planned enrolment first (the usual one to charge), from the end of the list: other specs of
  // the run start from the first enrolments.
  const libere = tutte
    .filter((i) => i.dovuto === null && unico(i))
    .reverse()
    .sort((a, b) => Number(b.stato === 'prevista') - Number(a.stato === 'prevista'));
  return { anno, libera: libere[0]!, conDovuto: tutte.find((i) => i.dovuto !== null && unico(i))! };
}

async function nuovaCausale(page: Page) {
  await page.goto('/b/cassa/causali');
  await page.getByRole('button', { name: 'Nuova causale' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Nuova causale' });
  await dialogo.getByRole('combobox', { name: 'Tipo', exact: true }).click();
  await page.getByRole('option', { name: 'Iscrizione', exact: true }).filter({ visible: true }).click();
  return dialogo;
}

// Long flows on a machine that may be shared: a generous budget, never a speed check.
test.describe.configure({ timeout: 180_000 });

test('the treasurer creates an enrolment due by searching the enrolment, then reopens it', async ({
  page,
}) => {
  await signIn(page, demoUsers.tesoriere);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { anno, libera, conDovuto } = await iscrizioniDemo(page);
  const generata = `${libera.adulto ? 'Quota associativa' : 'Quota di iscrizione'} ${libera.nome} AS ${anno}/${anno + 1}`;

  await page.goto('/b/cassa/causali');
  await page.getByRole('button', { name: 'Nuova causale' }).click();
  let dialogo = page.getByRole('dialog', { name: 'Nuova causale' });
  // Type 'altro' (the default): a description of 4 characters is refused.
  const causale = dialogo.getByRole('textbox', { name: 'Causale' });
  await causale.fill('Cena');
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(dialogo.getByText('Inserire una descrizione di almeno 5 caratteri')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Annulla' }).click();

  dialogo = await nuovaCausale(page);
  // Type 'iscrizione': the enrolment is required.
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(dialogo.getByText("Scegliere l'iscrizione")).toBeVisible();

  await dialogo.getByRole('button', { name: 'Cerca iscrizione' }).click();
  const cerca = page.getByRole('dialog', { name: 'Cerca iscrizione' });
  await expect(cerca.getByRole('combobox', { name: 'Anno scout' })).toHaveValue(`${anno}/${anno + 1}`);
  const campo = cerca.getByRole('textbox', { name: 'Nome e cognome' });
  await campo.fill(libera.nome.slice(0, 3));
  await expect(cerca.getByText('Inserire almeno 4 caratteri')).toBeVisible();
  await campo.fill(libera.nome);
  const risultato = (nome: string) => cerca.getByTestId('risultato-ricerca').filter({ hasText: nome });
  await expect(risultato(libera.nome)).toBeVisible();
  await expect(risultato(libera.nome)).toContainText(`AS ${anno}/${anno + 1}`);
  await reviewScreenshot(page, 'cassa-cerca-iscrizione-1280');

  // An enrolment that has its due already cannot be chosen.
  await campo.fill(conDovuto.nome);
  await risultato(conDovuto.nome).getByRole('button', { name: 'Scegli' }).click();
  await expect(cerca.getByRole('alert')).toHaveText('Transazione economica già esistente');

  await campo.fill(libera.nome);
  await risultato(libera.nome).getByRole('button', { name: 'Scegli' }).click();
  await expect(cerca).toBeHidden();
  await expect(causale).toHaveValue(generata);
  await expect(dialogo.getByRole('combobox', { name: 'Da', exact: true })).toHaveValue(libera.nome);
  await expect(dialogo.getByTestId('campo-iscrizione')).toContainText(libera.nome);
  await reviewScreenshot(page, 'cassa-causale-iscrizione-1280');

  await dialogo.getByRole('textbox', { name: 'Importo (€)' }).fill('85');
  await dialogo.getByRole('combobox', { name: 'Voce (entrata)' }).click();
  await page.getByRole('option', { name: /^E\d/ }).first().click();
  await dialogo.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Causale registrata con successo!')).toBeVisible();

  const { iscrizione } = await graphql<{
    iscrizione: {
      transazione_economica: {
        id_transazione_economica: number;
        causale_desc: string;
        causale_tipo: string;
        importo: number;
      };
    };
  }>(
    page,
    'query($id: Int!) { iscrizione(id_iscrizione: $id) { transazione_economica { id_transazione_economica causale_desc causale_tipo importo } } }',
    { id: libera.id_iscrizione },
  );
  const salvata = iscrizione.transazione_economica;
  expect(salvata).toMatchObject({ causale_desc: generata, causale_tipo: 'iscrizione', importo: 8500 });

  // Reopened: its enrolment is shown, and the description kept.
  await page.goto(`/b/transazioneEconomica/${salvata.id_transazione_economica}/mostra`);
  await page.getByRole('button', { name: 'Modifica causale' }).click();
  const modifica = page.getByRole('dialog', { name: 'Modifica causale' });
  await expect(modifica.getByRole('combobox', { name: 'Tipo', exact: true })).toHaveValue('Iscrizione');
  await expect(modifica.getByTestId('campo-iscrizione')).toContainText(libera.nome);
  await expect(modifica.getByTestId('campo-iscrizione')).toContainText(`AS ${anno}/${anno + 1}`);
  await expect(modifica.getByRole('textbox', { name: 'Causale' })).toHaveValue(generata);
  await modifica.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Causale registrata con successo!')).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the enrolment search and the chosen enrolment fit a phone', async ({ page }) => {
    await signIn(page, demoUsers.tesoriere);
    const { libera } = await iscrizioniDemo(page);
    const dialogo = await nuovaCausale(page);
    await dialogo.getByRole('button', { name: 'Cerca iscrizione' }).click();
    const cerca = page.getByRole('dialog', { name: 'Cerca iscrizione' });
    await cerca.getByRole('textbox', { name: 'Nome e cognome' }).fill(libera.nome);
    await expect(cerca.getByTestId('risultato-ricerca').first()).toBeVisible();
    const scegli = cerca.getByRole('button', { name: 'Scegli' }).first();
    await expect(scegli).toBeInViewport();
    await reviewScreenshot(page, 'cassa-cerca-iscrizione-360');
    await scegli.click();
    await expect(cerca).toBeHidden();
    await expect(dialogo.getByTestId('campo-iscrizione')).toContainText(libera.nome);
    await dialogo.getByTestId('campo-iscrizione').scrollIntoViewIfNeeded();
    await reviewScreenshot(page, 'cassa-causale-iscrizione-360');
  });
});
