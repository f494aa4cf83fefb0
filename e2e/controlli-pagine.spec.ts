import { PER_PAGINA_CONTROLLI } from '@zaino/domain/controlli';
import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { controllaAlleDueLarghezze } from './support/schermo.ts';
import { testSuServerProprio } from './support/server-proprio.ts';
import { expect, graphql, signIn } from './support/test.ts';

// Decision 0925: a check's list comes from the server a page at a time. Enough never-enrolled
// persons make 'Persone inutili' longer than a page; the pager moves to the last page, which
// shows the rest; ignoring there changes the server's count. It adds persons, so it runs on a
// server of its own: the specs that count the demo section's persons never see them.

const test = testSuServerProprio();

const CREA = 'mutation($p: NuovaPersonaInput!) { creaPersona(nuova_persona: $p) }';

test('a check longer than a page: pager, last page, ignore there', async ({ page }) => {
  await signIn(page, demoUsers.cens, { at: '/b/controlli' });
  const dati = {
    cognome: 'Inutilissima',
    sesso: 'M',
    data_nascita: '1985-12-10',
    luogo_nascita: 'Roma',
    codice_fiscale: 'RSSMRA85T10A562S',
    residenza_indirizzo: 'Via Appia 1',
    residenza_comune: 'Roma',
    residenza_provincia: 'RM',
    residenza_cap: '00184',
  };
  for (let i = 0; i < PER_PAGINA_CONTROLLI; i++)
    await graphql(page, CREA, { p: { ...dati, nome: `Paginetta ${String.fromCharCode(65 + i)}` } });
  await page.getByRole('button', { name: 'Ricalcola' }).click();
  await expect(page.getByText('Controlli ricalcolati')).toBeVisible();
  await page.getByRole('link', { name: 'Persone inutili' }).click();
  await expect(page.getByRole('heading', { name: 'Persone inutili', level: 1 })).toBeVisible();

  const conta = page.getByTestId('conta-controlli');
  await expect(conta).toHaveText(/^\d+ rilievi$/);
  const totale = Number.parseInt((await conta.textContent()) ?? '', 10);
  expect(totale).toBeGreaterThan(PER_PAGINA_CONTROLLI);
  const pagine = Math.ceil(totale / PER_PAGINA_CONTROLLI);
  const righe = page.getByTestId('elenco-controlli').locator('tbody tr');
  await expect(righe).toHaveCount(PER_PAGINA_CONTROLLI);
  const primaRiga = (await righe.first().textContent()) ?? '';

  await page.getByRole('button', { name: `Pagina ${pagine}` }).click();
  const resto = totale - (pagine - 1) * PER_PAGINA_CONTROLLI;
  await expect(righe).toHaveCount(resto);
  await expect(righe.first()).not.toHaveText(primaRiga);
  await controllaAlleDueLarghezze(page, 'controlli-pagine');
  await senzaViolazioniGravi(page);

  await righe.first().getByRole('button', { name: 'Ignora' }).click();
  await expect(conta).toHaveText(`${totale - 1} rilievi`);
  await expect(page.getByRole('switch', { name: 'Mostra ignorati (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Pagina precedente' }).click();
  await expect(righe).toHaveCount(PER_PAGINA_CONTROLLI);
});
