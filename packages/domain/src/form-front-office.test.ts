import { describe, expect, it } from 'vitest';
import {
  chiaveConEstensione,
  confermaDatiSchema,
  datiDetrazioneCompleti,
  datiUtenteSchema,
  donazioneSchema,
  nomeFileAscii,
  percorsoDatiDonatore,
  privacySchema,
  richiedeDatiDonatore,
  verificaFileRicevuta,
} from './form-front-office.ts';

const messaggi = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('spec 3 §5: personal-data confirmation (all required)', () => {
  it('requires every field', () => {
    const r = confermaDatiSchema('2025-06-01').safeParse({});
    expect(messaggi(r)).toHaveLength(10);
    expect(new Set(messaggi(r))).toEqual(new Set(['Questo campo è obbligatorio']));
  });
});

describe('spec 3 §5: user-data edit form', () => {
  it.each([
    [{ nome: 'Mario', cognome: 'Rossi' }, []],
    [{ nome: '', cognome: 'Rossi' }, ['Questo campo è obbligatorio']],
    [{ nome: 'M', cognome: 'Rossi' }, ['Inserire un nome valido']],
    [{ nome: 'Mario', cognome: 'R0ssi' }, ['Inserire un cognome valido']],
  ])('%j → %j', (v, attesi) => expect(messaggi(datiUtenteSchema.safeParse(v))).toEqual(attesi));

  const donatore = {
    nome: 'Mario',
    cognome: 'Rossi',
    codice_fiscale: 'RSSMRA85T10A562S',
    residenza_indirizzo: 'Via Appia 1',
    residenza_comune: 'Roma',
    residenza_provincia: 'RM',
  };
  it.each(Object.keys(donatore).map((k) => [k]))('a donor without %s has no deductible receipt', (k) => {
    expect(datiDetrazioneCompleti({ ...donatore, [k]: '' })).toBe(false);
    expect(richiedeDatiDonatore(100, { ...donatore, [k]: null })).toBe(true);
  });
  it('complete donors and zero donations go on', () => {
    expect(datiDetrazioneCompleti(donatore)).toBe(true);
    expect(richiedeDatiDonatore(100, donatore)).toBe(false);
    expect(richiedeDatiDonatore(0, {})).toBe(false);
    expect(percorsoDatiDonatore(7)).toBe('/f/7/utente/modifica');
  });
});

describe('spec 3 §5: privacy, four required choices', () => {
  it.each([
    [{ consenso_i: true, consenso_l: false, consenso_s: true, consenso_t: false }, 0],
    [{ consenso_i: true, consenso_l: false, consenso_s: true }, 1],
    [{}, 4],
    [{ consenso_i: null, consenso_l: false, consenso_s: true, consenso_t: false }, 1],
  ])('%j → %s errors', (v, n) => expect(messaggi(privacySchema.safeParse(v))).toHaveLength(n));
});

describe('spec 3 §9, decision 1210: donation 0 to 10.000 euros', () => {
  it.each([
    ['', 0],
    ['0', 0],
    ['10', 1000],
    ['10000', 1000000],
  ])('%j → %s cents', (v, c) => expect(donazioneSchema.parse(v)).toBe(c));
  it.each(['-1', '10000,01', '10000000', 'abc'])('%j is refused', (v) =>
    expect(donazioneSchema.safeParse(v).success).toBe(false),
  );
  it('the refusal names the limit in Italian', () => {
    expect(donazioneSchema.safeParse('10001').error?.issues[0]?.message).toBe(
      'Inserire un importo tra 0 e 10.000 €',
    );
  });
});

describe('spec 3 §5: bank receipt upload', () => {
  it.each([
    ['ricevuta.pdf', null],
    ['foto.JPG', null],
    ['foto.jpeg', null],
    ['screen.png', null],
    ['doc.docx', 'Sono ammessi solo file jpg, png, jpeg o pdf'],
    ['senza', 'Sono ammessi solo file jpg, png, jpeg o pdf'],
    [null, 'Selezionare un file'],
  ])('%j → %j', (nome, atteso) => expect(verificaFileRicevuta(nome)).toBe(atteso));
  it('stored key gets the extension, filename is plain ASCII', () => {
    expect(chiaveConEstensione('abc/123', 'Ricevuta.PDF')).toBe('abc/123.pdf');
    expect(chiaveConEstensione('abc', 'senza')).toBe('abc');
    expect(nomeFileAscii('ricevùta bonifico\u0007 Straße.pdf')).toBe('ricevuta bonifico Strasse.pdf');
  });
});
