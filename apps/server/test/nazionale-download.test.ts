import { LIMITI_FILE_NAZIONALE, MSG_FILE_NAZIONALE_GRANDE, TIPO_XLSX } from '@zaino/domain/nazionale-file';
import { libroXlsx } from '@zaino/domain/xlsx.fixture';
import { LIMITI_XLSX, MSG_XLSX } from '@zaino/domain/xlsx-foglio';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_NESSUN_CONNETTORE } from '../src/adapters/nazionale/connettore.ts';
import { rows, startTestApp, type TestApp, tokenFor, type DemoUser } from './helpers.ts';
import { type FakeNazionale, startFakeNazionale } from './fake-nazionale.ts';
import { dbKinds } from './test-db.ts';

// Issue 25, spec 2 §7 POST /segreteria/download-nazionale (decisions 0921–0923): administrators only;
// the uploaded export file or the configured HTTP service replaces the national copy and the
// comparison of the active year's enrolments in one transaction; a bad source changes nothing.

interface Iscritto {
  id_iscrizione: number;
  n_tessera: string | null;
  nome: string;
  cognome: string;
  sesso: string | null;
  data_nascita: string | null;
  codice_fiscale: string | null;
  stato_iscrizione: string;
  nomine: string;
}

const QUERY_ISCRITTI = `
  select i.id_iscrizione, i.n_tessera, p.nome, p.cognome, p.sesso, p.data_nascita::text as data_nascita,
    p.codice_fiscale, i.stato_iscrizione,
    coalesce((select string_agg(n.id_ruolo || coalesce(':' || g.numero, ''), '|') from nomine n
      left join gruppi g on g.id_gruppo = n.id_gruppo where n.id_iscrizione = i.id_iscrizione), '') as nomine
  from iscrizioni i join persone p on p.id_persona = i.id_persona
  join anni_scout a on a.anno_scout = i.anno_scout and a.attivo
  order by i.id_iscrizione`;

const riga = (i: Iscritto, cognome = i.cognome) =>
  [
    i.n_tessera,
    i.nome,
    cognome,
    i.sesso ?? '',
    i.data_nascita ?? '',
    i.codice_fiscale ?? '',
    i.nomine,
    i.stato_iscrizione === 'completata' ? 'R' : 'r',
  ].join(';');
const INTESTAZIONE = 'tessera;nome;cognome;sesso;data nascita;codice fiscale;incarichi;stato rinnovo';

/** The same rows as an XLSX built with the export library, the birth date as a real date cell. */
async function xlsx(righe: string[]): Promise<Buffer> {
  const celle = righe.map((r, n) =>
    r
      .split(';')
      .map((v, j) =>
        n > 0 && j === 4 && v
          ? { value: new Date(`${v}T00:00:00Z`), type: Date, format: 'dd/mm/yyyy' }
          : { value: v },
      ),
  );
  return writeXlsxFile(celle).toBuffer();
}

/** The national copy as stored, to compare before and after an upload. */
const COPIA_NAZIONALE =
  'select tessera, nome, cognome, sesso, data_nascita::text as d, codice_fiscale, incarichi, stato_rinnovo from nazionale_persone order by tessera';

describe.each(dbKinds)('download-nazionale on %s', (kind) => {
  let t: TestApp;
  let senza: TestApp;
  let fake: FakeNazionale;
  const token: Partial<Record<DemoUser, string>> = {};
  let iscritti: Iscritto[];

  const errori = async () =>
    new Map(
      (
        await rows<{ id_iscrizione: number; errori_nazionale: string | null }>(
          t.database,
          'select i.id_iscrizione, i.errori_nazionale from iscrizioni i join anni_scout a on a.anno_scout = i.anno_scout and a.attivo',
        )
      ).map((r) => [Number(r.id_iscrizione), r.errori_nazionale]),
    );
  const carica = (
    app: TestApp,
    chi: DemoUser | null,
    corpo: string | Uint8Array,
    url = '/segreteria/download-nazionale/file',
    tipo = typeof corpo === 'string' ? 'text/csv' : TIPO_XLSX,
  ) =>
    app.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': tipo,
        ...(chi ? { authorization: `Bearer ${token[chi]}` } : {}),
      },
      payload: typeof corpo === 'string' ? corpo : Buffer.from(corpo),
    });

  beforeAll(async () => {
    fake = await startFakeNazionale();
    t = await startTestApp(kind, { env: { NAZIONALE_URL: fake.url, NAZIONALE_TOKEN: fake.token } });
    senza = await startTestApp(kind);
    for (const v of [
      'cens',
      'tesoriere',
      'revisore',
      'capogruppo',
      'capobranco',
      'genitore',
      'giovane',
    ] as const)
      token[v] = await tokenFor(t.app, v);
    iscritti = await rows<Iscritto>(t.database, QUERY_ISCRITTI);
  }, 240_000);
  afterAll(async () => {
    await t?.app.close();
    await senza?.app.close();
    await fake?.close();
  });

  it('is refused to every viewer but the super level, by URL too, and changes nothing', async () => {
    const prima = await errori();
    expect((await carica(t, null, INTESTAZIONE)).statusCode).toBe(401);
    for (const chi of ['revisore', 'capogruppo', 'capobranco', 'genitore', 'giovane'] as const) {
      const r = await carica(t, chi, INTESTAZIONE);
      expect(r.statusCode, chi).toBe(403);
      const h = await carica(t, chi, '{}', '/segreteria/download-nazionale', 'application/json');
      expect(h.statusCode, chi).toBe(403);
    }
    expect(await errori()).toEqual(prima);
  });

  it('without a configured service says so in Italian', async () => {
    const r = await senza.app.inject({
      method: 'POST',
      url: '/segreteria/download-nazionale',
      headers: { authorization: `Bearer ${await tokenFor(senza.app, 'cens')}` },
    });
    expect(r.json()).toEqual({ status: 'failed', message: MSG_NESSUN_CONNETTORE });
  });

  it('a malformed file fails with its line and leaves the national copy and the comparison as they were', async () => {
    const prima = await errori();
    const [n] = await rows<{ n: number }>(t.database, 'select count(*)::int as n from nazionale_persone');
    const r = await carica(t, 'cens', `${INTESTAZIONE}\nX1;Anna;Rossi;Q;;;;R`);
    expect(r.json()).toEqual({ status: 'failed', message: 'Riga 2: sesso non valido: Q' });
    expect(await errori()).toEqual(prima);
    expect(await rows(t.database, 'select count(*)::int as n from nazionale_persone')).toEqual([n]);
    // A header with no person would empty the copy and mark every enrolment as missing nationally.
    for (const corpo of [INTESTAZIONE, `${INTESTAZIONE}\n\n`]) {
      const vuoto = await carica(t, 'cens', corpo);
      expect(vuoto.json()).toEqual({ status: 'failed', message: 'Il file non contiene persone' });
    }
    expect(await errori()).toEqual(prima);
    expect(await rows(t.database, 'select count(*)::int as n from nazionale_persone')).toEqual([n]);
  });

  it('a good file (tesoriere, a super role) replaces the copy and compares every enrolment', async () => {
    const conTessera = iscritti.filter((i) => i.n_tessera);
    const [uguale, diverso, assente] = conTessera;
    if (!uguale || !diverso || !assente) throw new Error('il seed non ha abbastanza tessere');
    const file = [INTESTAZIONE, riga(uguale), riga(diverso, 'Cognomediverso')].join('\n');
    const r = await carica(t, 'tesoriere', file);
    expect(r.json()).toEqual({
      status: 'success',
      persone: 2,
      confrontate: conTessera.length,
      non_corrispondenti: conTessera.length - 1,
    });
    const e = await errori();
    expect(e.get(uguale.id_iscrizione)).toBe('');
    expect(e.get(diverso.id_iscrizione)).toBe('cognome');
    expect(e.get(assente.id_iscrizione)).toBe('assente');
    const senzaTessera = iscritti.find((i) => !i.n_tessera);
    if (senzaTessera) expect(e.get(senzaTessera.id_iscrizione)).toBeNull();
    const [info] = await rows<{ d: unknown; c: unknown }>(
      t.database,
      'select ultimo_download_nazionale as d, ultimo_confronto_nazionale as c from info_generali',
    );
    expect(info?.d).not.toBeNull();
    expect(info?.c).not.toBeNull();
    const [link] = await rows<{ tessera: string }>(
      t.database,
      `select n.tessera from persone p join nazionale_persone n on n.id_persona_nazionale = p.id_persona_nazionale
       join iscrizioni i on i.id_persona = p.id_persona where i.id_iscrizione = ${uguale.id_iscrizione}`,
    );
    expect(link?.tessera).toBe(uguale.n_tessera);
  });

  it('the same file as XLSX (dates as date cells) stores the same copy and comparison as the CSV', async () => {
    const [uguale, diverso] = iscritti.filter((i) => i.n_tessera);
    if (!uguale || !diverso) throw new Error('il seed non ha abbastanza tessere');
    const righe = [INTESTAZIONE, riga(uguale), riga(diverso, 'Cognomediverso')];
    const csv = await carica(t, 'cens', righe.join('\n'));
    const copiaCsv = await rows<{ d: string | null }>(t.database, COPIA_NAZIONALE);
    // A birth date goes through a real date cell.
    expect(copiaCsv.some((p) => p.d !== null)).toBe(true);
    const erroriCsv = await errori();
    // Another copy first, so the XLSX's upload alone must write the same rows again.
    await carica(t, 'cens', [INTESTAZIONE, riga(uguale)].join('\n'));
    expect(await rows(t.database, COPIA_NAZIONALE)).toHaveLength(1);
    const r = await carica(t, 'cens', await xlsx(righe));
    expect(r.json()).toEqual(csv.json());
    expect(r.json()).toMatchObject({ status: 'success', persone: 2 });
    expect(await rows(t.database, COPIA_NAZIONALE)).toEqual(copiaCsv);
    expect(await errori()).toEqual(erroriCsv);
  });

  it('an XLSX labelled text/csv is read as XLSX and a CSV labelled XLSX as CSV, by their bytes (decision 0429)', async () => {
    const [uguale, diverso] = iscritti.filter((i) => i.n_tessera);
    if (!uguale || !diverso) throw new Error('il seed non ha abbastanza tessere');
    const righe = [INTESTAZIONE, riga(uguale), riga(diverso, 'Cognomediverso')];
    const comeXlsx = await carica(t, 'cens', await xlsx(righe));
    expect(comeXlsx.json()).toMatchObject({ status: 'success', persone: 2 });
    const copia = await rows(t.database, COPIA_NAZIONALE);
    const erroriXlsx = await errori();
    for (const tipo of ['text/csv', 'text/csv; charset=utf-8', 'text/plain']) {
      // Another copy first, so each upload alone must write the same rows again.
      await carica(t, 'cens', [INTESTAZIONE, riga(uguale)].join('\n'));
      expect(await rows(t.database, COPIA_NAZIONALE)).toHaveLength(1);
      const r = await carica(t, 'cens', await xlsx(righe), undefined, tipo);
      expect(r.json(), tipo).toEqual(comeXlsx.json());
      expect(await rows(t.database, COPIA_NAZIONALE)).toEqual(copia);
      expect(await errori()).toEqual(erroriXlsx);
    }
    await carica(t, 'cens', [INTESTAZIONE, riga(uguale)].join('\n'));
    const csvComeXlsx = await carica(
      t,
      'cens',
      new TextEncoder().encode(righe.join('\n')),
      undefined,
      TIPO_XLSX,
    );
    expect(csvComeXlsx.json()).toEqual(comeXlsx.json());
    expect(await rows(t.database, COPIA_NAZIONALE)).toEqual(copia);
  });

  it('a malformed, too large, bomb-like, encrypted or empty XLSX fails in Italian and changes nothing', async () => {
    const [uguale] = iscritti.filter((i) => i.n_tessera);
    if (!uguale) throw new Error('nessuna tessera');
    const buono = await xlsx([INTESTAZIONE, riga(uguale)]);
    const prima = await rows(t.database, COPIA_NAZIONALE);
    const primaErrori = await errori();
    const zip = (n: number) => Object.assign(new Uint8Array(n), { 0: 0x50, 1: 0x4b, 2: 3, 3: 4 });
    const casi: [string, Uint8Array, string][] = [
      ['troncato', buono.subarray(0, buono.length - 300), MSG_XLSX.danneggiato],
      ['non un zip', Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0, 0x9c, 0xff, 0]), MSG_XLSX.nonXlsx],
      ['protetto', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), MSG_XLSX.protetto],
      ['troppo grande', zip(LIMITI_FILE_NAZIONALE.byte + 1), MSG_FILE_NAZIONALE_GRANDE],
      ['bomba', libroXlsx(' '.repeat(LIMITI_XLSX.scompresso + 1024 * 1024)), MSG_XLSX.troppoGrande],
      ['senza fogli', libroXlsx('', { fogli: '' }), MSG_XLSX.senzaFogli],
      ['foglio vuoto', libroXlsx(''), 'Il file è vuoto'],
    ];
    for (const [nome, corpo, messaggio] of casi) {
      const r = await carica(t, 'cens', corpo);
      expect(r.json(), nome).toEqual({ status: 'failed', message: messaggio });
    }
    expect(await rows(t.database, COPIA_NAZIONALE)).toEqual(prima);
    expect(await errori()).toEqual(primaErrori);
    // Who may not download may not upload an XLSX either.
    expect((await carica(t, 'revisore', buono)).statusCode).toBe(403);
  });

  it('the configured HTTP service feeds the same comparison', async () => {
    const [uguale] = iscritti.filter((i) => i.n_tessera);
    if (!uguale) throw new Error('nessuna tessera');
    const [c3, s, d, cf, nom, rin] = riga(uguale).split(';').slice(2);
    fake.soci = [
      {
        tessera: uguale.n_tessera,
        nome: uguale.nome,
        cognome: c3,
        sesso: s || null,
        dataNascita: d || null,
        codiceFiscale: cf || null,
        incarichi: (nom ?? '')
          .split('|')
          .filter(Boolean)
          .map((x) => ({
            idTipoIncarico: x.split(':')[0],
            gruppo: x.split(':')[1] ? Number(x.split(':')[1]) : null,
          })),
        stato_rinnovo: rin,
      },
    ];
    const r = await t.app.inject({
      method: 'POST',
      url: '/segreteria/download-nazionale',
      headers: { authorization: `Bearer ${token.cens}` },
    });
    expect(r.json()).toMatchObject({ status: 'success', persone: 1 });
    expect((await errori()).get(uguale.id_iscrizione)).toBe('');
    fake.modo = 'errore';
    const f = await t.app.inject({
      method: 'POST',
      url: '/segreteria/download-nazionale',
      headers: { authorization: `Bearer ${token.cens}` },
    });
    expect(f.json()).toEqual({
      status: 'failed',
      message: 'Il servizio nazionale ha risposto con un errore (HTTP 500): servizio in manutenzione',
    });
    expect((await errori()).get(uguale.id_iscrizione)).toBe('');
    fake.modo = 'normale';
  });
});
