import type { Page } from '@playwright/test';
import {
  CORREZIONI_CONTROLLI,
  NOMI_CONTROLLI,
  TIPI_CONTROLLO,
  type TipoControllo,
} from '@zaino/domain/controlli';
import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { expectNoHorizontalOverflow, reviewScreenshot } from './support/schermo.ts';
import { expect, graphql, identityToken, signIn, test } from './support/test.ts';

// Decision 1402: a unit leader sees, on the page of a person of theirs, the open data-quality
// findings about them ('Controlli sui dati'), with the check's name and what to fix; the checks
// pages stay the administrators', who also get a link to the check. The demo section has records
// wrong on purpose (controlli-demo.ts); the office recomputes the checks first.

interface Rilievo {
  id_controllo: number;
  tipo: TipoControllo;
  ignora: boolean;
  persone: { id_persona: number }[];
}

const riquadro = (page: Page) => page.getByRole('region', { name: 'Controlli sui dati' });

/** The open findings about a person the signed-in viewer may read on the page, or null if refused. */
async function controlliDi(page: Page, id: number): Promise<{ tipo: TipoControllo }[] | null> {
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${await identityToken(page)}`, 'content-type': 'application/json' },
    data: { query: `{ controlliPersona(id_persona: ${id}) { tipo } }` },
  });
  const body = (await res.json()) as { data?: { controlliPersona: { tipo: TipoControllo }[] } | null };
  return body.data?.controlliPersona ?? null;
}

/** The persons named in the open findings the viewer reads (elencaControlli, every check). */
async function personeConRilievi(page: Page): Promise<number[]> {
  const ids = new Set<number>();
  for (const tipo of TIPI_CONTROLLO) {
    const { elencaControlli } = await graphql<{ elencaControlli: Rilievo[] }>(
      page,
      `{ elencaControlli(tipo: ${tipo}) { id_controllo tipo ignora persone { id_persona } } }`,
    );
    for (const r of elencaControlli.filter((x) => !x.ignora))
      for (const p of r.persone) ids.add(p.id_persona);
  }
  return [...ids];
}

test('a unit leader sees the findings about a person of theirs on the person page', async ({ page }) => {
  await signIn(page, demoUsers.cens, { at: '/b' });
  const ricalcolo = await page.request.post('/segreteria/controlli', {
    headers: { authorization: `Bearer ${await identityToken(page)}` },
  });
  expect(ricalcolo.status()).toBe(200);

  await signIn(page, demoUsers.capobranco, { at: '/b' });
  // A person of the pack a demo mistake is about: the leader's page of them answers findings.
  let scelta: { id: number; tipo: TipoControllo } | undefined;
  for (const id of await personeConRilievi(page)) {
    const trovati = await controlliDi(page, id);
    if (trovati?.[0]) {
      scelta = { id, tipo: trovati[0].tipo };
      break;
    }
  }
  expect(scelta, 'a person of the pack with a finding').toBeDefined();
  const { id, tipo } = scelta!;

  await page.goto(`/b/persona/${id}/anagrafica`);
  const box = riquadro(page);
  await expect(box).toBeVisible();
  await expect(box.getByText('Controlli sui dati')).toBeVisible();
  await expect(box.getByText(NOMI_CONTROLLI[tipo], { exact: true })).toBeVisible();
  await expect(box.getByText(CORREZIONI_CONTROLLI[tipo])).toBeVisible();
  // The checks pages are the administrators': no link to them for a leader.
  await expect(box.getByRole('link', { name: /^Vai al controllo/ })).toHaveCount(0);
  // Shown on every tab of the person.
  await page.getByRole('tab', { name: 'Iscrizione & Privacy' }).click();
  await expect(page).toHaveURL((u) => u.pathname === `/b/persona/${id}/iscrizioni`);
  await expect(page.getByTestId('iscrizione')).toBeVisible();
  await expect(riquadro(page).getByText(NOMI_CONTROLLI[tipo], { exact: true })).toBeVisible();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page, width);
    await reviewScreenshot(page, `controlli-persona-capo-${width}`, { fullPage: true });
    await senzaViolazioniGravi(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A person of theirs with no open finding: nothing is shown.
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    '{ getAsAttivo { anno_scout } }',
  );
  const { personeSezione } = await graphql<{ personeSezione: { id_persona: number }[] }>(
    page,
    `{ personeSezione(anno_scout: ${getAsAttivo.anno_scout}) { id_persona } }`,
  );
  let pulita: number | undefined;
  for (const p of personeSezione) {
    if ((await controlliDi(page, p.id_persona))?.length === 0) {
      pulita = p.id_persona;
      break;
    }
  }
  expect(pulita, 'a person of the pack with no finding').toBeDefined();
  // Asserted once the page has its answer, not before it asked.
  const risposta = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('controlliPersona'),
  );
  await page.goto(`/b/persona/${pulita}/anagrafica`);
  expect((await (await risposta).json()).data.controlliPersona).toEqual([]);
  await expect(page.getByRole('tab', { name: 'Anagrafica & Contatti' })).toBeVisible();
  await expect(riquadro(page)).toHaveCount(0);

  // The office sees the same box on the same person, with the link to the check's list.
  await signIn(page, demoUsers.cens, { at: `/b/persona/${id}/anagrafica` });
  const link = riquadro(page).getByRole('link', { name: `Vai al controllo ${NOMI_CONTROLLI[tipo]}` });
  await expect(link).toBeVisible();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalOverflow(page, width);
    await reviewScreenshot(page, `controlli-persona-ufficio-${width}`, { fullPage: true });
    await senzaViolazioniGravi(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await link.click();
  await expect(page).toHaveURL((u) => u.pathname === `/b/controlli/${tipo}`);
  await expect(page.getByRole('heading', { name: NOMI_CONTROLLI[tipo], level: 1 })).toBeVisible();
});
