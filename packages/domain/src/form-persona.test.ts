import { describe, expect, it } from 'vitest';
import {
  nuovaPersonaSchema,
  type OpzioniPersona,
  type PersonaForm,
  personaSchema,
  provinciaSchema,
  rigaRiepilogo,
  verificaPersona,
} from './form-persona.ts';

const OGGI = '2025-06-01';
const completa: PersonaForm = {
  nome: 'Mario',
  cognome: 'Rossi',
  sesso: 'M',
  codice_fiscale: 'RSSMRA85T10A562S',
  data_nascita: '1985-12-10',
  luogo_nascita: 'Roma',
  residenza_comune: 'Roma',
  residenza_indirizzo: 'Via Appia 1',
  residenza_provincia: 'RM',
  residenza_cap: '00184',
};
const socio: OpzioniPersona = { socio: true, utente: true, modificheMaggiori: true, oggi: OGGI };
const vuota: PersonaForm = Object.fromEntries(
  Object.keys(completa).map((k) => [k, '']),
) as unknown as PersonaForm;

describe('spec 2 §5: person form field messages', () => {
  it('a complete member is valid', () => {
    expect(verificaPersona(completa, socio)).toEqual([]);
  });

  it.each([
    ['nome', '', 'Questo campo è obbligatorio', 'Nome non inserito'],
    ['nome', 'M', 'Inserire un nome valido', 'Nome troppo corto'],
    ['nome', 'M'.repeat(41), 'Inserire un nome valido', 'Nome troppo lungo'],
    ['nome', 'Mario2', 'Inserire un nome valido', 'Nome contiene caratteri non validi'],
    ['cognome', '', 'Questo campo è obbligatorio', 'Cognome non inserito'],
    ['cognome', 'R', 'Inserire un cognome valido', 'Cognome troppo corto'],
    ['cognome', 'Rossi#', 'Inserire un cognome valido', 'Cognome contiene caratteri non validi'],
    ['sesso', '', 'Questo campo è obbligatorio', 'Sesso non inserito'],
    ['sesso', 'X', 'Questo campo è obbligatorio', 'Sesso non valido'],
    ['codice_fiscale', '', 'Questo campo è obbligatorio', 'Codice fiscale non inserito'],
    [
      'codice_fiscale',
      'RSSMRA85T10A562T',
      'Inserire un codice fiscale corretto',
      'Codice fiscale non valido',
    ],
    ['data_nascita', '', 'Questo campo è obbligatorio', 'Data di nascita non inserita'],
    ['data_nascita', '2022-01-01', 'Inserire una data corretta', 'Data di nascita non valida'],
    ['data_nascita', '1900-01-01', 'Inserire una data corretta', 'Data di nascita non valida'],
    ['luogo_nascita', 'R', 'Inserire un comune corretto', 'Luogo di nascita troppo corto'],
    ['luogo_nascita', 'R'.repeat(46), 'Inserire un comune corretto', 'Luogo di nascita troppo lungo'],
    [
      'residenza_comune',
      'Roma 2',
      'Inserire un comune corretto',
      'Comune di residenza contiene caratteri non validi',
    ],
    ['residenza_indirizzo', 'V', 'Inserire un indirizzo corretto', 'Indirizzo troppo corto'],
    ['residenza_indirizzo', 'V'.repeat(61), 'Inserire un indirizzo corretto', 'Indirizzo troppo lungo'],
    ['residenza_provincia', 'RMA', 'Inserire una provincia corretta', 'Provincia non valida'],
    ['residenza_provincia', 'R', 'Inserire una provincia corretta', 'Provincia non valida'],
    ['residenza_cap', '123', 'Inserire un cap corretto', 'CAP non valido'],
    ['residenza_cap', '001845', 'Inserire un cap corretto', 'CAP non valido'],
    ['residenza_cap', '0018a', 'Inserire un cap corretto', 'CAP non valido'],
  ] as const)('%s = %j → %s / %s', (campo, valore, messaggio, riepilogo) => {
    expect(verificaPersona({ ...completa, [campo]: valore }, socio)).toEqual([
      { campo, messaggio, riepilogo },
    ]);
  });

  it('nome and cognome are required only for a member or user; other fields only for a member', () => {
    expect(verificaPersona(vuota, { ...socio, socio: false, utente: false })).toEqual([]);
    expect(verificaPersona(vuota, { ...socio, socio: false, utente: true }).map((e) => e.campo)).toEqual([
      'nome',
      'cognome',
    ]);
    expect(verificaPersona(vuota, socio)).toHaveLength(10);
  });

  it.each([
    ['Mario', 'Marco', true],
    ['Mario', 'Mario Luigi', true],
    ['Mario', 'Giuseppe', false],
    ['Rossi', 'Bianchi', false],
  ])('without major changes, %s → %s allowed: %s', (prima, dopo, ok) => {
    const o = { ...socio, modificheMaggiori: false, originale: { nome: prima } };
    const errori = verificaPersona({ ...completa, nome: dopo }, o);
    expect(errori.length === 0).toBe(ok);
    if (!ok) expect(errori[0]?.messaggio).toMatch(/troppo diverso/);
  });

  it('major changes allowed on the person page', () => {
    const o = { ...socio, modificheMaggiori: true, originale: { nome: 'Mario' } };
    expect(verificaPersona({ ...completa, nome: 'Giuseppe' }, o)).toEqual([]);
  });

  it('summary lines', () => {
    expect(rigaRiepilogo('nome', 'mancante')).toBe('Nome non inserito');
    expect(rigaRiepilogo('nome', 'corto')).toBe('Nome troppo corto');
    expect(rigaRiepilogo('codice_fiscale', 'non_valido')).toBe('Codice fiscale non valido');
  });
});

describe('spec 2 §5: person schema trims and sends empty strings as null', () => {
  it('parses', () => {
    const r = personaSchema({ ...socio, socio: false, utente: false }).parse({
      ...vuota,
      nome: ' Mario ',
      codice_fiscale: 'rssmra85t10a562s',
      residenza_provincia: 'rm',
    });
    expect(r.nome).toBe('Mario');
    expect(r.cognome).toBeNull();
    expect(r.codice_fiscale).toBe('RSSMRA85T10A562S');
    expect(r.residenza_provincia).toBe('RM');
  });
  it('reports field issues', () => {
    const r = personaSchema(socio).safeParse({ ...completa, residenza_cap: 'x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['residenza_cap', 'Inserire un cap corretto'],
    ]);
  });
});

describe('spec 2 §5: new person, province exactly 2 characters (EE abroad)', () => {
  it.each([
    ['RM', 'RM'],
    ['ee', 'EE'],
    [' mi ', 'MI'],
  ])('%j → %s', (p, atteso) => expect(provinciaSchema.parse(p)).toBe(atteso));
  it.each(['', 'R', 'ROM', '12'])('%j is refused', (p) => {
    expect(provinciaSchema.safeParse(p).error?.issues[0]?.message).toBe('Inserire una provincia corretta');
  });
  it('whole new-person form', () => {
    expect(nuovaPersonaSchema(OGGI).safeParse({ persona: completa, provincia_nascita: 'EE' }).success).toBe(
      true,
    );
    expect(nuovaPersonaSchema(OGGI).safeParse({ persona: completa, provincia_nascita: '' }).success).toBe(
      false,
    );
  });
  it('failure message and summary title', async () => {
    const { MSG_PERSONA } = await import('./form-persona.ts');
    expect(MSG_PERSONA.nuovaPersonaErrore).toBe('Controlla di aver compilato correttamente tutti i campi');
    expect(MSG_PERSONA.titoloRiepilogo).toBe('Controlla i dati inseriti:');
  });
});
