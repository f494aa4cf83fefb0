import { describe, expect, it } from 'vitest';
import { FILE_OSTILI, FILE_SANI, jpg, pdf, png } from '../../../test/file-ostili.ts';
import { scriviRicevuta } from '../../modules/ricevute/ricevuta-pdf.ts';
import { MESSAGGI_FILE, RifiutoFile, controllaCaricato } from './rifiuto-file.ts';
import { MAX_UPLOAD_BYTES } from './storage.ts';
import { controllaStruttura, LIMITI_IMMAGINE } from './struttura-file.ts';
import { rilevaTipo } from './tipo-file.ts';

/** The refusal a file meets from the checks every store applies, or null when it is kept. */
async function esito(dati: Buffer) {
  try {
    controllaCaricato({
      dimensione: dati.length,
      max: MAX_UPLOAD_BYTES,
      tipo: await rilevaTipo(dati),
      contenuto: dati,
    });
    return null;
  } catch (err) {
    if (err instanceof RifiutoFile) return { status: err.status, message: err.message, motivo: err.motivo };
    throw err;
  }
}

const MESSAGGIO = {
  tipo: MESSAGGI_FILE.tipo,
  contenuto: MESSAGGI_FILE.contenuto,
  'troppo-grande': MESSAGGI_FILE.troppoGrande(MAX_UPLOAD_BYTES),
  vuoto: MESSAGGI_FILE.vuoto,
} as const;

describe('uploads: the structure behind the first bytes (decision 0426)', () => {
  it('the corpus holds at least 50 hostile files of every kind the issue names', () => {
    expect(FILE_OSTILI.length).toBeGreaterThanOrEqual(50);
    const perche = FILE_OSTILI.map((f) => f.perche).join('\n');
    for (const tipo of [
      /executable/,
      /SVG/,
      /HTML|web page/,
      /PDF that is also/,
      /after IEND/,
      /inflating/,
      /pixels/,
      /over 10 MB/,
    ])
      expect(perche).toMatch(tipo);
    expect(FILE_OSTILI.filter((f) => /\.\w+\.\w+$/.test(f.nome)).length).toBeGreaterThanOrEqual(5);
  });

  it.each(FILE_OSTILI.map((f) => [f.perche, f] as const))('refused: %s', async (_, f) => {
    const dati = f.dati();
    // Those refused by content pass the first-bytes check: only the structure stops them.
    if (f.rifiuto === 'contenuto') expect(await rilevaTipo(dati)).toBeDefined();
    expect(await esito(dati)).toMatchObject({ message: MESSAGGIO[f.rifiuto] });
  });

  it.each(FILE_SANI.map((f) => [f.perche, f] as const))('kept: %s', async (_, f) => {
    expect(await esito(f.dati())).toBeNull();
  });

  it('a receipt as Zaino writes it passes (compressed streams, fonts, images)', async () => {
    const ricevuta = await scriviRicevuta({
      emittente: { nome: 'Associazione Scout Esempio APS', righe: ['Via dei Pioppi 12, 20159 Milano (MI)'] },
      numero: 12,
      anno_scout: 2026,
      data: new Date('2026-10-01T10:00:00Z'),
      pagante: { nome: 'Giulia Bianchi', righe: [] },
      importo: 12050,
      commissione: 0,
      metodo: 'Bonifico',
      voci: [{ descrizione: 'Quota 2026', importo: 12050 }],
      verifica: 'https://zaino.example.it/r/abcdefghijklmnopqrstuv',
    });
    expect(await rilevaTipo(ricevuta)).toBe('pdf');
    expect(controllaStruttura(ricevuta, 'pdf')).toBeNull();
  });

  it('images at the bounds pass, one pixel beyond them does not', () => {
    const lato = LIMITI_IMMAGINE.lato;
    const area = Math.floor(LIMITI_IMMAGINE.pixel / lato);
    expect(controllaStruttura(png(lato, area), 'png')).toBeNull();
    expect(controllaStruttura(png(lato + 1, 1), 'png')).toBe('dimensioni-immagine');
    expect(controllaStruttura(png(lato, area + 1), 'png')).toBe('dimensioni-immagine');
    expect(controllaStruttura(jpg(lato, area), 'jpg')).toBeNull();
    expect(controllaStruttura(jpg(1, lato + 1), 'jpg')).toBe('dimensioni-immagine');
  });

  it('names why, for the log', () => {
    expect(controllaStruttura(Buffer.concat([png(), Buffer.from('PK\u0003\u0004')]), 'png')).toBe(
      'dati-dopo-la-fine',
    );
    expect(controllaStruttura(pdf('1 0 obj << /OpenAction << /S /JavaScript >> >> endobj\n'), 'pdf')).toBe(
      'contenuto-attivo',
    );
    expect(controllaStruttura(Buffer.from('%PDF-1.7\nno end'), 'pdf')).toBe('struttura');
  });
});
