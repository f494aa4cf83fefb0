import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { controllaAlleDueLarghezze } from './support/schermo.ts';
import { testSuServerProprio } from './support/server-proprio.ts';
import { expect, graphql, identityToken, signIn } from './support/test.ts';

// Issue 26, decisions 1151-1154: the payment reminders page. The active year's late fee is moved to
// a week from today, so today is in the 'almost in mora' window and the demo's open fees are due a
// reminder: a server of its own, so the other specs' fees and phases stay as the demo has them.

const test = testSuServerProprio({ inOrdine: true });

const iso = (d: Date) => d.toISOString().slice(0, 10);

test('the treasurer previews today’s reminders, sends them once, and reads what was sent', async ({
  page,
}) => {
  await signIn(page, demoUsers.cens, { at: '/b' });
  const { getAsAttivo: a } = await graphql<{ getAsAttivo: Record<string, unknown> }>(
    page,
    `{ getAsAttivo { anno_scout inizio_fiscale limite_iscrizioni limite_mora mora_nuovi mora_rinnovi
       quota_giovani_nuovi quota_giovani_rinnovi quota_adulti_nuovi quota_adulti_rinnovi } }`,
  );
  const tra = (giorni: number) => iso(new Date(Date.now() + giorni * 86_400_000));
  const r = await page.request.post('/segreteria/modifica-anno-scout', {
    headers: { authorization: `Bearer ${await identityToken(page)}` },
    data: { ...a, limite_mora: tra(7), limite_iscrizioni: tra(200) },
  });
  expect(r.status(), await r.text()).toBe(200);

  await page.context().clearCookies();
  await signIn(page, demoUsers.tesoriere, { at: '/b/cassa/promemoria' });
  await expect(page.getByRole('heading', { name: 'Oggi' })).toBeVisible();
  // The late fee's day in Italian, as everywhere on screen.
  const [aa, mm, gg] = tra(7).split('-');
  await expect(
    page.getByText(`Quota in scadenza (prima della mora) · mora dal ${gg}/${mm}/${aa}`),
  ).toBeVisible();
  const invia = page.getByRole('button', { name: 'Invia promemoria' });
  await expect(invia).toBeVisible();
  await expect(page.getByText("Nessun promemoria inviato quest'anno.")).toBeVisible();
  await controllaAlleDueLarghezze(page, 'promemoria-anteprima');
  await senzaViolazioniGravi(page);

  await invia.click();
  const dialogo = page.getByRole('dialog', { name: 'Invia promemoria' });
  await dialogo.getByRole('button', { name: /^Invia \d+ mail$/ }).click();
  await expect(dialogo).toBeHidden();
  // Sent: nothing left to send today, and the history lists each reminded due.
  await expect(page.getByText('Nessun promemoria da inviare oggi.')).toBeVisible();
  await expect(invia).toHaveCount(0);
  const inviati = page.getByRole('region', { name: 'Inviati' }).getByRole('listitem');
  await expect(inviati.first()).toBeVisible();
  const n = await inviati.count();
  await expect(inviati.filter({ hasText: 'Inviato' })).toHaveCount(n);
  // Again: the same due and phase are never reminded twice.
  await page.reload();
  await expect(page.getByText('Nessun promemoria da inviare oggi.')).toBeVisible();
  await expect(inviati).toHaveCount(n);
  await controllaAlleDueLarghezze(page, 'promemoria-inviati');
});

test('the auditor reads the reminders without sending; a unit leader gets the 404 page', async ({ page }) => {
  await signIn(page, demoUsers.revisore, { at: '/b/cassa/promemoria' });
  await expect(page.getByRole('heading', { name: 'Inviati' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invia promemoria' })).toHaveCount(0);
  await page.context().clearCookies();
  await signIn(page, demoUsers.capobranco, { at: '/b/cassa/promemoria' });
  await expect(page.getByText('Pagina non trovata')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oggi' })).toHaveCount(0);
});
