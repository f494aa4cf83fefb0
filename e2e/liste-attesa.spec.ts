import type { Page } from '@playwright/test';
import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import {
  controllaAlleDueLarghezze,
  expectNoHorizontalOverflow,
  reviewScreenshot,
} from './support/schermo.ts';
import { expect, graphql, identityToken, signIn, test } from './support/test.ts';

// Issue 24, decision 1024: the card "Liste d'attesa" of /b/impostazioni. The office adds two
// persons never enrolled to a unit's list by name, moves the second above the first, removes one
// after confirming, and sets the unit's places; the auditor sees the same list without any button,
// and the server refuses the auditor's write. Each test puts the list and the places back.

test.describe.configure({ timeout: 120_000 });

interface Unita {
  id_unita: number;
  descrizione: string;
  posti: number | null;
  voci: { id_lista_attesa: number; id_persona: number; aperta: boolean }[];
}
interface Persona {
  id_persona: number;
  nome: string;
  cognome: string;
}

const leggiListe = async (page: Page) =>
  (
    await graphql<{ listeAttesa: Unita[] }>(
      page,
      '{ listeAttesa { id_unita descrizione posti voci { id_lista_attesa id_persona aperta } } }',
    )
  ).listeAttesa;

/** Two persons with no enrolment in the active year, with distinct full names. */
async function nonIscritti(page: Page): Promise<[Persona, Persona]> {
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    '{ getAsAttivo { anno_scout } }',
  );
  const r = await graphql<{ registroPagina: { righe: Persona[] } }>(
    page,
    `query($a: Int!) { registroPagina(anno_scout: $a, filtri: { iscrizione: "non_iscritti" }, per_pagina: 50) {
      righe { id_persona nome cognome } } }`,
    { a: getAsAttivo.anno_scout },
  );
  const nomi = new Map<string, Persona[]>();
  for (const p of r.registroPagina.righe.filter((x) => x.nome && x.cognome)) {
    const k = `${p.nome} ${p.cognome}`.toLowerCase();
    nomi.set(k, [...(nomi.get(k) ?? []), p]);
  }
  const unici = [...nomi.values()].filter((l) => l.length === 1).map((l) => l[0]!);
  expect(unici.length, 'demo persons never enrolled').toBeGreaterThanOrEqual(2);
  return [unici[0]!, unici[1]!];
}

/** The unit's list emptied of what a test added, and its places as they were. */
async function ripristina(page: Page, id_unita: number, posti: number | null, aggiunte: number[]) {
  const token = await identityToken(page);
  const chiama = (query: string) =>
    page.request.post('/graphql', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: { query },
    });
  const unita = (await leggiListe(page)).find((u) => u.id_unita === id_unita)!;
  for (const v of unita.voci.filter((x) => x.aperta && aggiunte.includes(x.id_persona)))
    await chiama(`mutation { rimuoviVoceListaAttesa(id_lista_attesa: ${v.id_lista_attesa}) { id_unita } }`);
  await chiama(
    `mutation { modificaPostiUnita(id_unita: ${id_unita}, posti: ${posti ?? 'null'}) { id_unita } }`,
  );
}

const carta = (page: Page) => page.getByRole('region', { name: "Liste d'attesa" });

async function apriUnita(page: Page, u: Unita) {
  const pannello = page.getByTestId(`lista-unita-${u.id_unita}`);
  await pannello.getByRole('button', { name: new RegExp(`^${u.descrizione}`) }).click();
  return pannello;
}

async function aggiungi(page: Page, pannello: ReturnType<Page['getByTestId']>, u: Unita, p: Persona) {
  const nome = `${p.nome} ${p.cognome}`;
  await page.getByTestId(`aggiungi-persona-${u.id_unita}`).fill(nome);
  await page.getByRole('option', { name: nome, exact: true }).click();
  await pannello.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(page.getByText(`${nome} è ora in lista d'attesa (${u.descrizione})`)).toBeVisible();
}

const ordine = (pannello: ReturnType<Page['getByTestId']>, u: Unita) =>
  pannello.getByRole('list', { name: `Lista d'attesa di ${u.descrizione}` }).getByRole('listitem');

test('the office adds, moves and removes persons on a unit’s waiting list and sets its places', async ({
  page,
}) => {
  await signIn(page, demoUsers.cens, { at: '/b/impostazioni' });
  const [unita] = await leggiListe(page);
  const u = unita!;
  const [a, b] = await nonIscritti(page);
  try {
    await expect(carta(page).getByRole('heading', { name: "Liste d'attesa" })).toBeVisible();
    const pannello = await apriUnita(page, u);
    await expect(pannello.getByText("Nessuno in lista d'attesa.")).toBeVisible();

    await aggiungi(page, pannello, u, a);
    await aggiungi(page, pannello, u, b);
    const righe = ordine(pannello, u);
    await expect(righe).toHaveCount(2);
    await expect(righe.nth(0)).toContainText(`1. ${a.nome} ${a.cognome}`);
    await expect(righe.nth(1)).toContainText(`2. ${b.nome} ${b.cognome}`);
    // The first cannot go up, the last cannot go down.
    await expect(pannello.getByRole('button', { name: `Sposta su ${a.nome} ${a.cognome}` })).toBeDisabled();
    await expect(pannello.getByRole('button', { name: `Sposta giù ${b.nome} ${b.cognome}` })).toBeDisabled();
    await senzaViolazioniGravi(page);
    await controllaAlleDueLarghezze(page, 'liste-attesa');

    await pannello.getByRole('button', { name: `Sposta su ${b.nome} ${b.cognome}` }).click();
    await expect(righe.nth(0)).toContainText(`1. ${b.nome} ${b.cognome}`);
    await expect(righe.nth(1)).toContainText(`2. ${a.nome} ${a.cognome}`);

    // Remove asks first: 'Annulla' keeps the entry, 'Rimuovi' takes it away.
    await pannello.getByRole('button', { name: `Rimuovi ${b.nome} ${b.cognome}` }).click();
    const dialogo = page.getByRole('dialog', { name: "Rimuovere dalla lista d'attesa?" });
    await expect(dialogo).toContainText(`${b.nome} ${b.cognome}`);
    await dialogo.getByRole('button', { name: 'Annulla' }).click();
    await expect(righe).toHaveCount(2);
    await pannello.getByRole('button', { name: `Rimuovi ${b.nome} ${b.cognome}` }).click();
    await dialogo.getByRole('button', { name: 'Rimuovi' }).click();
    await expect(page.getByText(`${b.nome} ${b.cognome} tolto dalla lista d'attesa`)).toBeVisible();
    await expect(righe).toHaveCount(1);
    await expect(righe.nth(0)).toContainText(`1. ${a.nome} ${a.cognome}`);

    // Places: out of bounds is refused in Italian; 12 is saved and kept after a reload.
    const posti = pannello.getByTestId(`posti-${u.id_unita}`);
    await posti.fill('1000');
    await pannello.getByRole('button', { name: 'Salva posti' }).click();
    await expect(
      pannello.getByText('Indicare un numero di posti tra 0 e 999, o lasciare vuoto'),
    ).toBeVisible();
    await posti.fill('12');
    await pannello.getByRole('button', { name: 'Salva posti' }).click();
    await expect(page.getByText(`Posti di ${u.descrizione} salvati`)).toBeVisible();
    await reviewScreenshot(page, 'liste-attesa-dopo', { fullPage: true });
    await page.reload();
    const dopo = await apriUnita(page, u);
    await expect(dopo.getByTestId(`posti-${u.id_unita}`)).toHaveValue('12');
    await expect(ordine(dopo, u)).toHaveCount(1);
    const salvata = (await leggiListe(page)).find((x) => x.id_unita === u.id_unita)!;
    expect(salvata.posti).toBe(12);
    expect(salvata.voci.filter((v) => v.aperta).map((v) => v.id_persona)).toEqual([a.id_persona]);
  } finally {
    await ripristina(page, u.id_unita, u.posti, [a.id_persona, b.id_persona]);
  }
});

test('at 360 px an empty list is one short line, and the page writes the apostrophe one way', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, demoUsers.cens, { at: '/b/impostazioni' });
  const vuote = (await leggiListe(page)).filter((u) => !u.voci.some((v) => v.aperta));
  expect(vuote.length, 'demo units with nobody waiting').toBeGreaterThanOrEqual(2);
  // Decision 1025: the unit's name and 'Nessuno in attesa' on one line (a row, not a card).
  for (const u of vuote) {
    const testata = page
      .getByTestId(`lista-unita-${u.id_unita}`)
      .getByRole('button', { name: new RegExp(`^${u.descrizione}`) });
    await expect(testata).toContainText('Nessuno in attesa');
    const riquadro = await testata.boundingBox();
    expect(riquadro!.height, u.descrizione).toBeLessThanOrEqual(52);
  }
  // The spec quotes its texts with the straight apostrophe; the page's own texts follow it.
  await expect(carta(page).getByRole('heading', { name: "Liste d'attesa" })).toBeVisible();
  expect(await page.getByRole('main').innerText()).not.toContain('’');
  await expectNoHorizontalOverflow(page, 360);
  await reviewScreenshot(page, 'liste-attesa-vuote-360', { fullPage: true });
});

test('the auditor reads the waiting lists without buttons, and the server refuses its writes', async ({
  page,
}) => {
  await signIn(page, demoUsers.cens, { at: '/b/impostazioni' });
  const [unita] = await leggiListe(page);
  const u = unita!;
  const [a] = await nonIscritti(page);
  await graphql(
    page,
    `mutation { aggiungiVoceListaAttesa(id_unita: ${u.id_unita}, id_persona: ${a.id_persona}) { id_unita } }`,
  );
  try {
    await signIn(page, demoUsers.revisore, { at: '/b/impostazioni' });
    const pannello = await apriUnita(page, u);
    await expect(ordine(pannello, u)).toHaveCount(1);
    await expect(ordine(pannello, u).nth(0)).toContainText(`1. ${a.nome} ${a.cognome}`);
    await expect(pannello.getByText(/^Posti: /)).toBeVisible();
    for (const nome of [/^Sposta su/, /^Sposta giù/, /^Rimuovi/, /^Aggiungi$/, /^Salva posti$/])
      await expect(pannello.getByRole('button', { name: nome })).toHaveCount(0);
    await expect(pannello.getByTestId(`posti-${u.id_unita}`)).toHaveCount(0);
    await senzaViolazioniGravi(page);
    await controllaAlleDueLarghezze(page, 'liste-attesa-revisore');

    // What the screen hides, the server refuses: the same call by the auditor.
    const voce = (await leggiListe(page)).find((x) => x.id_unita === u.id_unita)!.voci[0]!;
    const res = await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${await identityToken(page)}`, 'content-type': 'application/json' },
      data: {
        query: `mutation { rimuoviVoceListaAttesa(id_lista_attesa: ${voce.id_lista_attesa}) { id_unita } }`,
      },
    });
    const body = (await res.json()) as { errors?: { extensions?: { errorType?: string } }[] };
    expect(body.errors?.[0]?.extensions?.errorType).toBe('FORBIDDEN');
    expect((await leggiListe(page)).find((x) => x.id_unita === u.id_unita)!.voci).toHaveLength(1);
  } finally {
    await signIn(page, demoUsers.cens);
    await ripristina(page, u.id_unita, u.posti, [a.id_persona]);
  }
});
