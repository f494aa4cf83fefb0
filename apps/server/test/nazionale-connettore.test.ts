import { MSG_FILE_NAZIONALE_EXCEL_COME_TESTO } from '@zaino/domain/nazionale-file';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { MSG_INVIO_NON_DISPONIBILE } from '../src/adapters/nazionale/connettore.ts';
import { connettoreFile } from '../src/adapters/nazionale/file-connettore.ts';
import { connettoreConfigurato, connettoreHttp } from '../src/adapters/nazionale/http-connettore.ts';
import { type FakeNazionale, startFakeNazionale } from './fake-nazionale.ts';

// The two national connectors (decision 0923): the uploaded file and the HTTP service, this one
// against a local fake speaking the same protocol, including its failures.

const socio = {
  tessera: 'A1',
  nome: 'Mario',
  cognome: 'Rossi',
  sesso: 'M',
  dataNascita: '2010-02-01',
  codiceFiscale: 'RSSMRA10B01H501X',
  incarichi: [{ idTipoIncarico: 'E', gruppo: 3 }],
  stato_rinnovo: 'R',
};

describe('national connectors', () => {
  let fake: FakeNazionale;
  const config = (timeoutMs = 2_000) => ({ url: fake.url, token: fake.token, timeoutMs });

  beforeAll(async () => {
    fake = await startFakeNazionale([socio]);
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.modo = 'normale';
    fake.soci = [socio];
    fake.invii = [];
  });

  it('the file connector reads the upload and cannot write', async () => {
    const c = connettoreFile('tessera;nome;cognome\nZ9;Anna;Bianchi');
    expect(await c.scarica()).toEqual({
      ok: true,
      valore: [expect.objectContaining({ tessera: 'Z9', nome: 'Anna', incarichi: [] })],
    });
    expect(await connettoreFile('nome\nA').scarica()).toEqual({
      ok: false,
      errore: expect.stringMatching(/Manca la colonna/),
    });
    expect(await c.invia({} as never, { nuovo: false })).toEqual({
      ok: false,
      errore: MSG_INVIO_NON_DISPONIBILE,
    });
  });

  it('the file connector tells an XLSX from a CSV by its bytes, not by how it was sent (decision 0429)', async () => {
    const righe = [
      ['tessera', 'nome', 'cognome'],
      ['Z9', 'Anna', 'Bianchi'],
    ];
    const xlsx = await writeXlsxFile(righe.map((r) => r.map((value) => ({ value })))).toBuffer();
    expect(xlsx.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    const atteso = { ok: true, valore: [expect.objectContaining({ tessera: 'Z9', cognome: 'Bianchi' })] };
    expect(await connettoreFile(xlsx).scarica()).toEqual(atteso);
    const csv = Buffer.from(righe.map((r) => r.join(';')).join('\n'));
    expect(await connettoreFile(csv).scarica()).toEqual(atteso);
    // The workbook's bytes already decoded as text (a client that sent it as a string) cannot be
    // read again, and the message says why instead of "Manca la colonna".
    expect(await connettoreFile(xlsx.toString('utf8')).scarica()).toEqual({
      ok: false,
      errore: MSG_FILE_NAZIONALE_EXCEL_COME_TESTO,
    });
  });

  it('downloads the records through the fake, read by the domain rules', async () => {
    const r = await connettoreHttp(config()).scarica();
    expect(r).toEqual({
      ok: true,
      valore: [
        expect.objectContaining({
          tessera: 'A1',
          sesso: 'M',
          incarichi: [{ idTipoIncarico: 'E', gruppo: 3 }],
        }),
      ],
    });
  });

  it('writes a person with PUT and a new one with POST', async () => {
    const c = connettoreHttp(config());
    const r = await c.scarica();
    if (!r.ok) throw new Error(r.errore);
    const [record] = r.valore;
    if (!record) throw new Error('nessun record');
    expect(await c.invia({ ...record, nome: 'Marco' }, { nuovo: false })).toEqual({ ok: true, valore: null });
    expect(await c.invia({ ...record, tessera: 'N1' }, { nuovo: true })).toEqual({ ok: true, valore: null });
    expect(fake.invii.map((i) => [i.metodo, i.percorso])).toEqual([
      ['PUT', '/api/soci/A1'],
      ['POST', '/api/soci'],
    ]);
    expect(fake.invii[0]?.corpo).toMatchObject({ nome: 'Marco', tessera: 'A1' });
    expect(await c.invia({ ...record, tessera: 'X' }, { nuovo: false })).toEqual({
      ok: false,
      errore: 'Il servizio nazionale ha risposto con un errore (HTTP 404): tessera sconosciuta',
    });
  });

  it('reports a 500 with its message, a wrong token, and a body that is not JSON', async () => {
    fake.modo = 'errore';
    expect(await connettoreHttp(config()).scarica()).toEqual({
      ok: false,
      errore: 'Il servizio nazionale ha risposto con un errore (HTTP 500): servizio in manutenzione',
    });
    fake.modo = 'normale';
    expect(await connettoreHttp({ ...config(), token: 'sbagliato' }).scarica()).toEqual({
      ok: false,
      errore: 'Il servizio nazionale ha risposto con un errore (HTTP 401): token non valido',
    });
    fake.modo = 'non-json';
    expect(await connettoreHttp(config()).scarica()).toEqual({
      ok: false,
      errore: 'Il servizio nazionale ha risposto con dati non leggibili',
    });
  });

  it('refuses records that break the rules, all or nothing', async () => {
    fake.soci = [socio, { ...socio, tessera: 'B2', sesso: 'X' }];
    expect(await connettoreHttp(config()).scarica()).toEqual({
      ok: false,
      errore: 'Socio 2 del servizio nazionale: sesso non valido: X',
    });
    fake.soci = [socio, { ...socio, tessera: ' a1' }];
    expect(await connettoreHttp(config()).scarica()).toMatchObject({
      ok: false,
      errore: expect.stringMatching(/due volte/),
    });
  });

  it('gives up when the service does not answer in time', async () => {
    fake.modo = 'lento';
    expect(await connettoreHttp(config(300)).scarica()).toEqual({
      ok: false,
      errore: 'Il servizio nazionale non ha risposto in tempo (attesa massima 0,3 s)',
    });
  });

  it('says the service is unreachable when nothing listens', async () => {
    const r = await connettoreHttp({ url: 'http://127.0.0.1:9/api', token: 't', timeoutMs: 2_000 }).scarica();
    expect(r).toEqual({ ok: false, errore: 'Il servizio nazionale non è raggiungibile' });
  });

  it('is configured only with both URL and token', () => {
    const env = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40), STORAGE_SECRET: 'y'.repeat(40) } as const;
    const opz = { persistSecret: false };
    expect(loadConfig({ ...env }, opz).nazionale).toBeUndefined();
    expect(connettoreConfigurato(undefined)).toBeUndefined();
    expect(
      loadConfig({ ...env, NAZIONALE_URL: 'https://n.example.it/api', NAZIONALE_TOKEN: 't' }, opz).nazionale,
    ).toEqual({
      url: 'https://n.example.it/api',
      token: 't',
      timeoutMs: 20_000,
    });
    expect(() => loadConfig({ ...env, NAZIONALE_URL: 'https://n.example.it' }, opz)).toThrow(
      'NAZIONALE_URL e NAZIONALE_TOKEN vanno impostati insieme',
    );
  });
});
