import type { Page } from '@playwright/test';
import { freshEmail } from './support/accounts.ts';
import { demoUsers } from './support/demo-users.ts';
import { waitForMail } from './support/mailbox.ts';
import { expect, graphql, identityToken, signIn, test } from './support/test.ts';
import { reviewScreenshot } from './support/schermo.ts';

// Spec 2 §2/§3 /b/register (decision 0904): the secretary creates the users of a selection of
// persons without users (an adult: own account; minors: a parent's), sees the validation message,
// the per-row states, sends an invite read from the test mail server, runs it again without
// duplicates, and sees the empty state. Screenshots at 360 and 1280 px.

/** 18 or more on `oggi` (spec 2 §9 adult cut-off), on ISO dates. */
function isMaggiorenne(nascita: string, oggi: string): boolean {
  const [a, m, g] = nascita.split('-').map(Number) as [number, number, number];
  const [oa, om, og] = oggi.split('-').map(Number) as [number, number, number];
  return oa - a - (om < m || (om === m && og < g) ? 1 : 0) >= 18;
}

interface Candidata {
  id_persona: number;
  nome: string | null;
  cognome: string | null;
  data_nascita: string | null;
  utenti: { id_utente: number; registration_token: string | null }[];
  parentele: {
    desc: string;
    id_persona_figlio: number;
    genitore: { utenti: { id_utente: number }[] } | null;
  }[];
}

const CAMPI = `id_persona nome cognome data_nascita utenti { id_utente registration_token }
  parentele { desc id_persona_figlio genitore { utenti { id_utente } } }`;

/** Persons read through the API as the signed-in viewer (aliases in chunks, missing ids skipped). */
async function leggiPersone(page: Page, ids: number[]): Promise<Candidata[]> {
  const token = await identityToken(page);
  const out: Candidata[] = [];
  for (let i = 0; i < ids.length; i += 25) {
    const parte = ids.slice(i, i + 25);
    const res = await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: {
        query: `{ ${parte.map((id) => `p${id}: persona(id_persona: ${id}) { ${CAMPI} }`).join(' ')} }`,
      },
    });
    const body = (await res.json()) as { data?: Record<string, Candidata | null> };
    out.push(...Object.values(body.data ?? {}).filter((p): p is Candidata => p != null));
  }
  return out;
}

/** Persons without users and whose parents have none: one adult and two minors, the last ids. */
async function scegliPersone(page: Page): Promise<Candidata[]> {
  const oggi = new Date().toISOString().slice(0, 10);
  const tutte = await leggiPersone(
    page,
    Array.from({ length: 600 }, (_, i) => i + 1),
  );
  const libere = tutte
    .filter(
      (p) =>
        p.nome &&
        p.cognome &&
        p.data_nascita &&
        p.utenti.length === 0 &&
        !p.parentele.some(
          (r) => r.id_persona_figlio === p.id_persona && (r.genitore?.utenti.length ?? 0) > 0,
        ),
    )
    .sort((a, b) => b.id_persona - a.id_persona);
  const adulto = libere.find((p) => isMaggiorenne(p.data_nascita!, oggi));
  const minori = libere.filter((p) => !isMaggiorenne(p.data_nascita!, oggi)).slice(0, 2);
  expect(adulto, 'an adult without users').toBeTruthy();
  expect(minori).toHaveLength(2);
  // A fourth person, whose user takes an email the page then tries for the adult.
  const quarta = libere.find((p) => p !== adulto && !minori.includes(p));
  expect(quarta).toBeTruthy();
  return [adulto!, ...minori, quarta!];
}

const nome = (p: Candidata) => `${p.nome} ${p.cognome}`;

test.describe('Registrazione in massa', () => {
  test('cens crea gli utenti di tre persone, invia un invito e ripete senza duplicati', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, demoUsers.cens);
    const [adulto, minore1, minore2, quarta] = (await scegliPersone(page)) as [
      Candidata,
      Candidata,
      Candidata,
      Candidata,
    ];
    const scelte = [adulto, minore1, minore2];
    const emailOccupata = freshEmail('massa.occupata');
    const occupata = await graphql<{ creaUtente: { errorType: string | null } }>(
      page,
      `mutation ($e: String!, $p: Int!) { creaUtente(email: $e, id_persona: $p, relazione: "stessa persona") { errorType } }`,
      { e: emailOccupata, p: quarta.id_persona },
    );
    expect(occupata.creaUtente.errorType).toBeNull();
    await page.evaluate(
      (sel) => {
        localStorage.setItem('zaino.registrazioneMassa', JSON.stringify(sel));
        localStorage.setItem('zaino.registrazioneMassa.il', String(Date.now()));
      },
      [
        ...scelte.map((p) => ({
          id_persona: p.id_persona,
          nome: p.nome,
          cognome: p.cognome,
          data_nascita: p.data_nascita,
        })),
      ],
    );
    await page.goto('/b/register');
    await expect(page.getByRole('heading', { name: 'Registrazione in massa', level: 1 })).toBeVisible();
    const riga = (p: Candidata) => page.getByTestId(`riga-${p.id_persona}`);
    for (const p of scelte) await expect(riga(p)).toContainText(nome(p));
    await expect(riga(adulto)).toContainText('Maggiorenne');
    await expect(riga(minore1)).toContainText('Minorenne');

    // A bad email: the form message, nothing sent.
    const emailAdulto = freshEmail('massa.adulto');
    const emailMamma = freshEmail('massa.mamma');
    const emailPapa = freshEmail('massa.papa');
    await riga(adulto).getByRole('textbox', { name: 'Email', exact: true }).fill('non-una-email');
    await riga(minore1).getByRole('textbox', { name: 'Email del genitore', exact: true }).fill(emailMamma);
    await riga(minore2).getByRole('textbox', { name: 'Email del genitore', exact: true }).fill(emailPapa);
    await page.getByRole('button', { name: 'Crea Utenti' }).click();
    await expect(riga(adulto)).toContainText('Inserire un email valido');
    // The first field to fix gets the focus (keyboard users).
    await expect(riga(adulto).getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
    await expect(riga(adulto)).toHaveAttribute('data-stato', 'empty');

    // Valid emails, but the adult's belongs to another user; the second minor's account is the
    // father's, with his name.
    await riga(adulto).getByRole('textbox', { name: 'Email', exact: true }).fill(emailOccupata);
    await riga(minore2).getByRole('combobox', { name: 'Account di' }).selectOption('Papà');
    await riga(minore2)
      .getByRole('textbox', { name: 'Nome del genitore (facoltativo)', exact: true })
      .fill('Guido');
    await page.setViewportSize({ width: 360, height: 800 });
    await reviewScreenshot(page, 'registrazione-massa-360', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Crea Utenti' }).click();
    // The adult's row fails alone, with the server's reason; the others are made.
    await expect(riga(adulto)).toHaveAttribute('data-stato', 'failed');
    await expect(riga(adulto).getByTestId('errore-riga')).toHaveText(
      'Questa email è già usata da un altro utente',
    );
    await expect(riga(minore1)).toHaveAttribute('data-stato', 'success');
    await expect(riga(minore2)).toHaveAttribute('data-stato', 'success');
    const primiCodici = await Promise.all(
      [minore1, minore2].map((p) => riga(p).getByTestId('codice-riga').innerText()),
    );
    await page.setViewportSize({ width: 360, height: 800 });
    await reviewScreenshot(page, 'registrazione-massa-errore-360', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Fixed and clicked again: only the failed row is sent.
    await riga(adulto).getByRole('textbox', { name: 'Email', exact: true }).fill(emailAdulto);
    const richiesta = page.waitForRequest(
      (r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('creaUtentiInMassa'),
    );
    await page.getByRole('button', { name: 'Crea Utenti' }).click();
    const inviati = (await richiesta).postDataJSON() as { variables: { utenti: { id_persona: number }[] } };
    expect(inviati.variables.utenti.map((u) => u.id_persona)).toEqual([adulto.id_persona]);
    for (const p of scelte) await expect(riga(p)).toHaveAttribute('data-stato', 'success');
    const codici = await Promise.all(scelte.map((p) => riga(p).getByTestId('codice-riga').innerText()));
    for (const c of codici) expect(c).toMatch(/^[A-Z]{3}[A-Z2-9]{6}$/);
    expect(codici.slice(1)).toEqual(primiCodici);
    await expect(page.getByRole('button', { name: 'Crea Utenti' })).toBeDisabled();
    await expect(riga(adulto).getByTestId('riepilogo-riga')).toHaveText(`Account personale: ${emailAdulto}`);
    await expect(riga(minore2).getByTestId('riepilogo-riga')).toHaveText(
      `Account di Papà (Guido): ${emailPapa}`,
    );
    await reviewScreenshot(page, 'registrazione-massa-1280', { fullPage: true });

    // The adult's invite, with a cc, read from the test mail server.
    const since = Date.now();
    await riga(adulto)
      .getByRole('button', { name: `Invia invito a ${nome(adulto)}` })
      .click();
    await expect(
      riga(adulto).getByRole('textbox', { name: `Email di ${nome(adulto)}`, exact: true }),
    ).toHaveValue(emailAdulto);
    const cc = freshEmail('massa.cc');
    await riga(adulto)
      .getByRole('textbox', { name: 'Cc (facoltativo, separati da virgola)', exact: true })
      // Typed key by key, as a person does (a state update once read the event too late and crashed).
      .pressSequentially(` ${cc} `);
    await page.setViewportSize({ width: 360, height: 800 });
    await reviewScreenshot(page, 'registrazione-massa-invito-360', { fullPage: true });
    // Enter in a field sends the invite (keyboard), not the page's 'Crea Utenti' form.
    await riga(adulto)
      .getByRole('textbox', { name: 'Cc (facoltativo, separati da virgola)', exact: true })
      .press('Enter');
    await expect(page.getByText(`Email inviata con successo a ${emailAdulto}!`)).toBeVisible();
    const mail = await waitForMail(emailAdulto, { after: since, subjectIncludes: 'invito' });
    expect(mail.subject).toBe('Zaino: il tuo invito a registrarti');
    expect(mail.text).toContain(`/register/${codici[0]}`);
    expect(mail.to).toContain(cc);
    await expect(riga(adulto).locator('[data-testid^="invito-"]')).toHaveAttribute('data-stato', 'success');
    await reviewScreenshot(page, 'registrazione-massa-fatto-360', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // After a reload the page knows what exists: the rows say so and the taken relations are
    // disabled (the server would answer 'Parentela già registrata').
    await page.reload();
    await expect(riga(adulto).getByTestId('account-esistente')).toHaveText('Ha già un account');
    await expect(riga(minore1).getByTestId('account-esistente')).toBeVisible();
    await expect(riga(minore1).getByRole('option', { name: 'Mamma (ha già un account)' })).toBeDisabled();
    await expect(riga(minore2).getByRole('option', { name: 'Papà (ha già un account)' })).toBeDisabled();

    // Run again with the same items: the same users answer, nothing is duplicated.
    const { creaUtentiInMassa: ancora } = await graphql<{
      creaUtentiInMassa: { registration_token: string | null; errorType: string | null }[];
    }>(
      page,
      `mutation ($u: [NuovoUtente!]!) { creaUtentiInMassa(utenti: $u) { registration_token errorType } }`,
      {
        u: [
          { email: emailAdulto, id_persona: adulto.id_persona, relazione: 'stessa persona' },
          { email: emailMamma, id_persona: minore1.id_persona, relazione: 'Mamma' },
          { email: emailPapa, id_persona: minore2.id_persona, relazione: 'Papà' },
        ],
      },
    );
    expect(ancora.map((e) => e.errorType)).toEqual([null, null, null]);
    expect(ancora.map((e) => e.registration_token)).toEqual(codici);
    const dopo = await leggiPersone(
      page,
      scelte.map((p) => p.id_persona),
    );
    const perId = new Map(dopo.map((p) => [p.id_persona, p]));
    expect(perId.get(adulto.id_persona)!.utenti).toHaveLength(1);
    const genitori = (p: Candidata, desc: string) =>
      perId
        .get(p.id_persona)!
        .parentele.filter((r) => r.id_persona_figlio === p.id_persona && r.desc === desc);
    expect(genitori(minore1, 'Mamma')).toHaveLength(1);
    expect(genitori(minore2, 'Papà')).toHaveLength(1);
    expect(genitori(minore2, 'Papà')[0]!.genitore!.utenti).toHaveLength(1);

    // Done (every row's account exists, as the reloaded page shows) and left in the app: the
    // selection kept in localStorage is forgotten (decision 0916).
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page).not.toHaveURL(/\/b\/register$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('zaino.registrazioneMassa'))).toBeNull();
  });

  test('una selezione lasciata a metà da più di un giorno è dimenticata', async ({ page }) => {
    await signIn(page, demoUsers.cens);
    await page.evaluate(() => {
      const sel = [{ id_persona: 1, nome: 'Ada', cognome: 'Neri', data_nascita: null }];
      localStorage.setItem('zaino.registrazioneMassa', JSON.stringify(sel));
      localStorage.setItem('zaino.registrazioneMassa.il', String(Date.now() - 25 * 60 * 60 * 1000));
    });
    await page.goto('/b/register');
    await expect(page.getByTestId('registrazione-vuota')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('zaino.registrazioneMassa'))).toBeNull();
  });

  test('senza selezione: “Nessuna persona selezionata. Torna indietro” con il link al registro', async ({
    page,
  }) => {
    await signIn(page, demoUsers.cens);
    await page.evaluate(() => localStorage.removeItem('zaino.registrazioneMassa'));
    await page.goto('/b/register');
    const vuota = page.getByTestId('registrazione-vuota');
    await expect(vuota).toHaveText('Nessuna persona selezionata. Torna indietro');
    await expect(vuota.getByRole('link', { name: 'Torna indietro' })).toHaveAttribute('href', '/b/soci');
    await page.setViewportSize({ width: 360, height: 640 });
    await reviewScreenshot(page, 'registrazione-massa-vuota-360', { fullPage: true });
  });
});
