import { TIPO_XLSX } from '@zaino/domain/nazionale-file';
import { MSG_XLSX } from '@zaino/domain/xlsx-foglio';
import writeXlsxFile from 'write-excel-file/node';
import { type FakeNazionale, startFakeNazionale } from '../apps/server/test/fake-nazionale.ts';
import { senzaViolazioniGravi } from './support/accessibilita.ts';
import { demoUsers } from './support/demo-users.ts';
import { controllaAlleDueLarghezze } from './support/schermo.ts';
import { testSuServerProprio } from './support/server-proprio.ts';
import { expect, graphql, identityToken, signIn } from './support/test.ts';

// Issue 25, decision 1401: the 'Nazionale' section of the person page. A server of its own talks to
// the local national service (apps/server/test/fake-nazionale.ts, the protocol of decision 0923);
// the office downloads from it a record whose name differs from ours, takes the national name, sends
// the person back after spec 2 §8's overwrite confirmation, and creates a person missing nationally.

let fake: FakeNazionale | undefined;

const test = testSuServerProprio({
  inOrdine: true,
  env: async () => {
    fake = await startFakeNazionale();
    return { NAZIONALE_URL: fake.url, NAZIONALE_TOKEN: fake.token };
  },
});

test.afterAll(async () => {
  await fake?.close();
});

// Spec 2 §8, as the server words it: the confirmation before overwriting national data.
const CONFERMA =
  'Sovrascrivere i dati nel database nazionale? Codice fiscale, data e luogo di nascita e sesso vengono ignorati; email e alias non vengono sovrascritti.';

interface Socio {
  id_persona: number;
  nome: string | null;
  cognome: string | null;
  sesso: string | null;
  data_nascita: string | null;
  luogo_nascita: string | null;
  codice_fiscale: string | null;
  residenza_indirizzo: string | null;
  residenza_comune: string | null;
  residenza_provincia: string | null;
  residenza_cap: string | null;
  iscrizione: {
    stato_iscrizione: string;
    n_tessera: string | null;
    nomine: { id_ruolo: string; gruppo: { numero: number } | null }[];
  } | null;
}

const SOCI = (anno: number) => `{ personeSezione(anno_scout: ${anno}) { id_persona nome cognome sesso
  data_nascita luogo_nascita codice_fiscale residenza_indirizzo residenza_comune residenza_provincia
  residenza_cap iscrizione { stato_iscrizione n_tessera nomine { id_ruolo gruppo { numero } } } } }`;

/** The national value of the postcode: another one than ours. */
const capNazionale = (p: Socio) => (p.residenza_cap === '00100' ? '00200' : '00100');

/** The national record of a person as the service holds it: ours, with the name, address and postcode changed. */
const recordDi = (p: Socio) => ({
  tessera: p.iscrizione!.n_tessera!,
  nome: `${p.nome}x`,
  cognome: p.cognome,
  sesso: p.sesso,
  dataNascita: p.data_nascita?.slice(0, 10) ?? null,
  luogoNascita: p.luogo_nascita,
  codiceFiscale: p.codice_fiscale,
  indirizzo: `${p.residenza_indirizzo} bis`,
  comune: p.residenza_comune,
  provincia: p.residenza_provincia,
  cap: capNazionale(p),
  incarichi: p.iscrizione!.nomine.map((n) => ({
    idTipoIncarico: n.id_ruolo,
    gruppo: n.gruppo?.numero ?? null,
  })),
  stato_rinnovo: 'R',
});

const scheda = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Nazionale' });

let idConfronto = 0;
let nomeConfronto = '';

test('the office compares a person with the national record, takes the national name and sends it back', async ({
  page,
}) => {
  await signIn(page, demoUsers.cens, { at: '/b' });
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    '{ getAsAttivo { anno_scout } }',
  );
  const { personeSezione } = await graphql<{ personeSezione: Socio[] }>(page, SOCI(getAsAttivo.anno_scout));
  const conTessera = (stato: string) =>
    personeSezione.find(
      (p) =>
        p.nome && p.residenza_indirizzo && p.iscrizione?.stato_iscrizione === stato && p.iscrizione.n_tessera,
    );
  const persona = conTessera('completata');
  expect(persona, 'a completed enrolment with a card number').toBeDefined();
  idConfronto = persona!.id_persona;
  nomeConfronto = persona!.nome!;
  fake!.soci = [recordDi(persona!)];
  const scaricato = await page.request.post('/segreteria/download-nazionale', {
    headers: { authorization: `Bearer ${await identityToken(page)}` },
  });
  expect(await scaricato.json()).toMatchObject({ status: 'success', persone: 1 });

  await page.goto(`/b/persona/${idConfronto}/iscrizioni`);
  const sezione = scheda(page);
  await expect(sezione.getByRole('table')).toBeVisible();
  // The name differs: marked, both values shown; the fields that agree are not marked.
  const rigaNome = sezione.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Nome/ }) });
  await expect(rigaNome.getByText('Diverso')).toBeVisible();
  await expect(sezione.getByTestId('locale-nome')).toHaveText(nomeConfronto);
  await expect(sezione.getByTestId('nazionale-nome')).toHaveText(`${nomeConfronto}x`);
  const rigaCognome = sezione
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Cognome/ }) });
  await expect(rigaCognome.getByText('Diverso')).toHaveCount(0);
  await expect(sezione.getByTestId('esito-nazionale')).toContainText('Alcuni dati non corrispondono: nome');
  // Dates in Italian; the download just made is dated.
  await expect(sezione.getByTestId('nazionale-data_nascita')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(sezione.getByTestId('date-nazionale')).toHaveText(
    /^Ultimo download dal nazionale: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · Ultimo confronto: \d{2}\/\d{2}\/\d{4}/,
  );
  await controllaAlleDueLarghezze(page, 'nazionale-confronto');
  await senzaViolazioniGravi(page);

  // "Prendi il nazionale": chosen, confirmed with both values, and our person changes.
  const prendi = sezione.getByRole('button', { name: 'Prendi il nazionale' });
  await expect(prendi).toBeDisabled();
  await sezione.getByRole('checkbox', { name: 'Prendi il nazionale: Nome' }).check();
  await prendi.click();
  const dialogo = page.getByRole('dialog', { name: 'Prendere i dati dal nazionale?' });
  await expect(dialogo).toContainText(`Nome: «${nomeConfronto}» diventa «${nomeConfronto}x».`);
  await dialogo.getByRole('button', { name: 'Prendi il nazionale' }).click();
  await expect(page.getByText('Persona aggiornata con successo!')).toBeVisible();
  await expect(sezione.getByTestId('locale-nome')).toHaveText(`${nomeConfronto}x`);
  await expect(rigaNome.getByText('Diverso')).toHaveCount(0);
  await expect(sezione.getByRole('checkbox', { name: 'Prendi il nazionale: Nome' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${nomeConfronto}x`);

  // Decision 1403: each differing field a push writes can be held back (all sent by default); the
  // address is, the postcode is not.
  const inviaIndirizzo = sezione.getByRole('checkbox', { name: 'Invia al nazionale: Indirizzo' });
  const inviaCap = sezione.getByRole('checkbox', { name: 'Invia al nazionale: CAP' });
  await expect(inviaIndirizzo).toBeChecked();
  await expect(inviaCap).toBeChecked();
  // Not offered where nothing differs (the name now agrees) nor where a push never writes (email).
  await expect(sezione.getByRole('checkbox', { name: 'Invia al nazionale: Nome' })).toHaveCount(0);
  await expect(sezione.getByRole('checkbox', { name: 'Invia al nazionale: Email' })).toHaveCount(0);
  await inviaIndirizzo.uncheck();
  // With every differing field held back there is nothing to send.
  await inviaCap.uncheck();
  await expect(sezione.getByRole('button', { name: 'Invia al nazionale' })).toBeDisabled();
  await inviaCap.check();

  // "Invia al nazionale": the server asks spec 2 §8's confirmation first; nothing is sent before it.
  await sezione.getByRole('button', { name: 'Invia al nazionale' }).click();
  const sovrascrivi = page.getByRole('dialog', { name: 'Sovrascrivere i dati nazionali?' });
  await expect(sovrascrivi).toContainText(CONFERMA);
  expect(fake!.invii).toHaveLength(0);
  await controllaAlleDueLarghezze(page, 'nazionale-conferma');
  await sovrascrivi.getByRole('button', { name: 'Sovrascrivi' }).click();
  await expect(page.getByText('Dati aggiornati')).toBeVisible();
  await expect(sovrascrivi).toBeHidden();
  expect(fake!.invii).toHaveLength(1);
  expect(fake!.invii[0]).toMatchObject({
    metodo: 'PUT',
    corpo: {
      tessera: persona!.iscrizione!.n_tessera,
      nome: `${nomeConfronto}x`,
      // The held-back address keeps the national value; the postcode takes ours.
      indirizzo: `${persona!.residenza_indirizzo} bis`,
      cap: persona!.residenza_cap,
    },
  });
  expect(persona!.residenza_cap).not.toBe(capNazionale(persona!));
  // The national copy is the record sent: the address still differs, the postcode no longer.
  await expect(inviaIndirizzo).not.toBeChecked();
  await expect(inviaCap).toHaveCount(0);
  await expect(sezione.getByRole('button', { name: 'Invia al nazionale' })).toBeDisabled();
  await inviaIndirizzo.check();

  // A service failure: the spec's failure toast, and the section stays as it was.
  fake!.modo = 'errore';
  await sezione.getByRole('button', { name: 'Invia al nazionale' }).click();
  await sovrascrivi.getByRole('button', { name: 'Sovrascrivi' }).click();
  await expect(page.getByText('Errore nell’invio')).toBeVisible();
  await expect(page.getByText(/C'è stato un errore: .*servizio in manutenzione/)).toBeVisible();
  fake!.modo = 'normale';
  expect(fake!.invii).toHaveLength(1);
});

test('a person missing nationally is created with the province of birth', async ({ page }) => {
  await signIn(page, demoUsers.cens, { at: '/b' });
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    '{ getAsAttivo { anno_scout } }',
  );
  const { personeSezione } = await graphql<{ personeSezione: Socio[] }>(page, SOCI(getAsAttivo.anno_scout));
  // Enrolled by the section with a card number, and not in the national copy the first test downloaded.
  const persona = personeSezione.find(
    (p) =>
      p.id_persona !== idConfronto && p.iscrizione?.stato_iscrizione === 'sezione' && p.iscrizione.n_tessera,
  );
  expect(persona, 'a section enrolment with a card number').toBeDefined();
  await page.goto(`/b/persona/${persona!.id_persona}/iscrizioni`);
  const sezione = scheda(page);
  await expect(sezione.getByText('La persona non è presente nel database nazionale')).toBeVisible();
  await sezione.getByRole('button', { name: 'Crea nel nazionale' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Crea nel nazionale' });
  const provincia = dialogo.getByRole('textbox', { name: 'Provincia di nascita' });
  await provincia.fill('M');
  await dialogo.getByRole('button', { name: 'Crea nel nazionale' }).click();
  await expect(dialogo.getByText('Inserire 2 lettere (EE per l’estero)')).toBeVisible();
  const prima = fake!.invii.length;
  await controllaAlleDueLarghezze(page, 'nazionale-crea');
  await provincia.fill('mi');
  await provincia.press('Enter');
  await expect(page.getByText('Persona creata nel nazionale')).toBeVisible();
  await expect(dialogo).toBeHidden();
  expect(fake!.invii.slice(prima)).toMatchObject([
    { metodo: 'POST', corpo: { tessera: persona!.iscrizione!.n_tessera, nome: persona!.nome } },
  ]);
  // Now the national copy has the person: the field-by-field table replaces the alert.
  await expect(sezione.getByRole('table')).toBeVisible();
  await expect(sezione.getByTestId('nazionale-cognome')).toHaveText(persona!.cognome ?? '—');
});

test('a unit leader sees no national section, and the server refuses the view', async ({ page }) => {
  await signIn(page, demoUsers.capobranco, { at: '/b' });
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    '{ getAsAttivo { anno_scout } }',
  );
  const { personeSezione } = await graphql<{ personeSezione: Socio[] }>(page, SOCI(getAsAttivo.anno_scout));
  const persona = personeSezione.find((p) => p.iscrizione?.n_tessera);
  expect(persona, 'an enrolled member the unit leader reads').toBeDefined();
  await page.goto(`/b/persona/${persona!.id_persona}/iscrizioni`);
  await expect(page.getByTestId('iscrizione')).toBeVisible();
  await expect(scheda(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Invia al nazionale' })).toHaveCount(0);
  // By URL too: the query and 'prendi il nazionale' are refused.
  const token = await identityToken(page);
  for (const query of [
    `{ schedaNazionale(id_persona: ${persona!.id_persona}) { tessera } }`,
    `mutation { prendiDalNazionale(id_persona: ${persona!.id_persona}, campi: ["nome"]) { tessera } }`,
  ]) {
    const res = await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: { query },
    });
    const body = (await res.json()) as {
      data?: Record<string, unknown>;
      errors?: { extensions?: { errorType?: string } }[];
    };
    expect(body.errors?.length, query).toBe(1);
    expect(['FORBIDDEN', 'NOT_FOUND']).toContain(body.errors![0]!.extensions?.errorType);
    expect(Object.values(body.data ?? {}).filter((v) => v != null)).toEqual([]);
  }
  const push = await page.request.post('/segreteria/push-nazionale', {
    headers: { authorization: `Bearer ${token}` },
    data: { id_persona: persona!.id_persona, conferma: true },
  });
  expect([403, 404]).toContain(push.status());
  expect(
    fake!.invii.every((i) => (i.corpo as { tessera?: string }).tessera !== persona!.iscrizione!.n_tessera),
  ).toBe(true);
});

// Decisions 0923, 0924: the office uploads the national body's export file from the checklist's
// download row. A CSV with one member, surname changed, is compared like a download; then the same
// member as XLSX with the right surname and the birth date as a date cell clears the mismatch; a
// file that is not the national export, or an .xlsx that is not a workbook, is refused with the
// domain's Italian message and changes nothing.
test('the office uploads the national export file as CSV or XLSX; a wrong file is refused', async ({
  page,
}) => {
  await signIn(page, demoUsers.cens, { at: '/b/impostazioni' });
  const { getAsAttivo } = await graphql<{ getAsAttivo: { anno_scout: number } }>(
    page,
    '{ getAsAttivo { anno_scout } }',
  );
  const { personeSezione } = await graphql<{ personeSezione: Socio[] }>(page, SOCI(getAsAttivo.anno_scout));
  const p = personeSezione.find((s) => s.iscrizione?.n_tessera && s.cognome && s.nome)!;
  const riga = page.getByTestId('passo-download-nazionale');
  await expect(riga.getByRole('button', { name: 'Carica il file del nazionale' })).toBeVisible();

  const carica = async (nome: string, contenuto: string | Buffer) => {
    const scelta = page.waitForEvent('filechooser');
    await riga.getByRole('button', { name: 'Carica il file del nazionale' }).click();
    await (await scelta).setFiles(
      typeof contenuto === 'string'
        ? { name: nome, mimeType: 'text/csv', buffer: Buffer.from(contenuto, 'utf8') }
        : { name: nome, mimeType: TIPO_XLSX, buffer: contenuto },
    );
  };
  const erroriNazionali = async () => {
    const { personeSezione: dopo } = await graphql<{
      personeSezione: { id_persona: number; iscrizione: { errori_nazionale: string | null } | null }[];
    }>(
      page,
      `{ personeSezione(anno_scout: ${getAsAttivo.anno_scout}) { id_persona iscrizione { errori_nazionale } } }`,
    );
    return dopo.find((x) => x.id_persona === p.id_persona)?.iscrizione?.errori_nazionale;
  };
  await carica('sbagliato.csv', 'questo non è il file del nazionale\n');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /tessera/i })
      .first(),
  ).toBeVisible();

  const csv = [
    'Tessera;Cognome;Nome;Sesso;Data di nascita;Codice Fiscale',
    `${p.iscrizione!.n_tessera};${p.cognome}z;${p.nome};${p.sesso ?? ''};${p.data_nascita?.slice(0, 10) ?? ''};${p.codice_fiscale ?? ''}`,
    '',
  ].join('\n');
  await carica('nazionale.csv', csv);
  await expect(
    page.getByText(/^Dati aggiornati \(persone scaricate: 1, persone confrontate: \d+/).first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(riga).toContainText('Ultima esecuzione:');
  await expect(riga).toContainText(/riuscita, persone scaricate: 1,/);
  // The person's enrolment now carries the mismatch the file brought.
  expect(await erroriNazionali()).toMatch(/cognome/i);

  // A zip's signature and nothing of a workbook after it (decision 0429: the bytes decide the format).
  await carica(
    'nazionale.xlsx',
    Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('questo non è un foglio Excel')]),
  );
  await expect(page.getByRole('alert').filter({ hasText: MSG_XLSX.danneggiato }).first()).toBeVisible();
  expect(await erroriNazionali()).toMatch(/cognome/i);

  const nascita = p.data_nascita?.slice(0, 10);
  const xlsx = await writeXlsxFile([
    ['N. tessera', 'Cognome', 'Nome', 'Sesso', 'Data di nascita', 'CF'].map((value) => ({ value })),
    [
      { value: p.iscrizione!.n_tessera! },
      { value: p.cognome ?? '' },
      { value: p.nome ?? '' },
      { value: p.sesso ?? '' },
      nascita ? { value: new Date(`${nascita}T00:00:00Z`), type: Date, format: 'dd/mm/yyyy' } : { value: '' },
      { value: p.codice_fiscale ?? '' },
    ],
  ]).toBuffer();
  await carica('nazionale.xlsx', xlsx);
  // Only the XLSX's upload can clear the mismatch the CSV left.
  await expect.poll(erroriNazionali, { timeout: 30_000 }).not.toMatch(/cognome|data_nascita/);
  await controllaAlleDueLarghezze(page, 'impostazioni-file-nazionale');
});
