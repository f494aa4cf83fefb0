import { describe, expect, it } from 'vitest';
import {
  campiPersona,
  creaPersonaSchema,
  modificaPersonaSchema,
  riepilogoPersona,
} from './form-modifica-persona.ts';
import type { OpzioniPersona } from './form-persona.ts';
import { valida } from './validazione.ts';

const OGGI = '2025-06-01';
const completa = {
  nome: 'Mario',
  cognome: 'Rossi',
  sesso: 'M',
  codice_fiscale: 'rssmra85t10a562s',
  data_nascita: '1985-12-10',
  luogo_nascita: 'Roma',
  residenza_comune: 'Roma',
  residenza_indirizzo: 'Via Appia 1',
  residenza_provincia: 'rm',
  residenza_cap: '00184',
};
const socio = { socio: true, utente: false, oggi: OGGI };

describe('spec 2 §7 modificaPersona: one schema for the person, contacts and parents', () => {
  it('a valid form: fields trimmed and upper-cased, empty becomes null, tick read', () => {
    const esito = valida(modificaPersonaSchema({ socio: false, utente: false, oggi: OGGI }), {
      ...completa,
      nome: '  Mario ',
      luogo_nascita: '',
      aggiorna_data_conferma: true,
    });
    expect(esito.ok).toBe(true);
    if (!esito.ok) return;
    expect(esito.dati.persona.nome).toBe('Mario');
    expect(esito.dati.persona.codice_fiscale).toBe('RSSMRA85T10A562S');
    expect(esito.dati.persona.residenza_provincia).toBe('RM');
    expect(esito.dati.persona.luogo_nascita).toBeNull();
    expect(esito.dati.aggiorna_data_conferma).toBe(true);
    expect(esito.dati.contatti).toBeUndefined();
    expect(esito.dati.parentele).toEqual([]);
  });

  it('field errors carry the spec messages on their field', () => {
    const esito = valida(modificaPersonaSchema(socio), {
      ...completa,
      nome: 'M',
      codice_fiscale: 'XXX',
      residenza_provincia: 'Roma',
      residenza_cap: '1',
    });
    expect(esito.ok).toBe(false);
    if (esito.ok) return;
    expect(esito.errori).toEqual([
      { campo: 'nome', messaggio: 'Inserire un nome valido' },
      { campo: 'codice_fiscale', messaggio: 'Inserire un codice fiscale corretto' },
      { campo: 'residenza_provincia', messaggio: 'Inserire una provincia corretta' },
      { campo: 'residenza_cap', messaggio: 'Inserire un cap corretto' },
    ]);
  });

  it('a member needs every field; a person without enrolment or user needs none', () => {
    const vuota = campiPersona({});
    const membro = valida(modificaPersonaSchema(socio), vuota);
    expect(membro.ok).toBe(false);
    if (!membro.ok) expect(membro.errori.map((e) => e.campo)).toContain('residenza_cap');
    expect(valida(modificaPersonaSchema({ socio: false, utente: false, oggi: OGGI }), vuota).ok).toBe(true);
    const utente = valida(modificaPersonaSchema({ socio: false, utente: true, oggi: OGGI }), vuota);
    expect(utente.ok ? [] : utente.errori.map((e) => e.campo)).toEqual(['nome', 'cognome']);
  });

  it('contacts: no minimum, each wrong entry on its index, duplicates on the list', () => {
    const s = modificaPersonaSchema(socio);
    expect(valida(s, { ...completa, contatti: [] }).ok).toBe(true);
    const esito = valida(s, {
      ...completa,
      contatti: [
        { tipo: 'e', valore: 'non-una-mail', notifica: true },
        { tipo: 't', valore: '333 111 2222', notifica: false },
        { tipo: 't', valore: '+393331112222', notifica: false },
      ],
    });
    expect(esito.ok ? [] : esito.errori).toEqual([
      { campo: 'contatti.0.valore', messaggio: 'Inserire un indirizzo valido' },
      { campo: 'contatti', messaggio: 'Inserire numeri differenti' },
    ]);
  });

  it("parents' contacts and kinship labels are checked on their own path", () => {
    const esito = valida(modificaPersonaSchema(socio), {
      ...completa,
      parentele: [
        {
          id_parentela: 4,
          desc: 'Zi@',
          genitore: { contatti: [{ tipo: 't', valore: '12', notifica: false }] },
        },
      ],
    });
    expect(esito.ok ? [] : esito.errori).toEqual([
      { campo: 'parentele.0.desc', messaggio: 'Evita di utilizzare caratteri speciali' },
      { campo: 'parentele.0.genitore.contatti.0.valore', messaggio: 'Inserire un numero valido' },
    ]);
    const ok = valida(modificaPersonaSchema(socio), {
      ...completa,
      parentele: [{ id_parentela: 4, desc: 'Papà' }],
    });
    expect(ok.ok).toBe(true);
  });

  it('an email without a notification choice is refused (summary line)', () => {
    const esito = valida(modificaPersonaSchema(socio), {
      ...completa,
      contatti: [{ tipo: 'e', valore: 'a@b.it', notifica: null }],
    });
    expect(esito.ok ? [] : esito.errori.map((e) => e.messaggio)).toEqual([
      "Scegliere se ricevere notifiche all'indirizzo a@b.it",
    ]);
  });
});

describe('decision 0902: the new-person form', () => {
  it('every field is required; the province is 2 letters, EE abroad', () => {
    const s = creaPersonaSchema(OGGI);
    const estero = valida(s, { persona: { ...completa, residenza_provincia: 'ee' } });
    expect(estero.ok && estero.dati.persona.residenza_provincia).toBe('EE');
    expect(estero.ok && estero.dati.contatti).toEqual([]);
    const vuota = valida(s, { persona: campiPersona({}) });
    expect(vuota.ok ? 0 : vuota.errori.length).toBe(10);
    const prov = valida(s, { persona: { ...completa, residenza_provincia: 'E' } });
    expect(prov.ok ? [] : prov.errori).toEqual([
      { campo: 'persona.residenza_provincia', messaggio: 'Inserire una provincia corretta' },
    ]);
  });
});

describe("spec 2 §5: the lines of 'Controlla i dati inseriti:'", () => {
  it('person lines first, then each contacts list, each once', () => {
    const o: OpzioniPersona = { ...socio, modificheMaggiori: true };
    const righe = riepilogoPersona(campiPersona({ ...completa, nome: '', codice_fiscale: 'X' }), o, [
      [{ tipo: 't', valore: '12', notifica: false }],
      [
        { tipo: 'e', valore: 'a@b.it', notifica: true },
        { tipo: 'e', valore: 'A@b.it', notifica: false },
      ],
    ]);
    expect(righe).toEqual([
      'Nome non inserito',
      'Codice fiscale non valido',
      'Il numero di telefono 12 non è valido',
      'Inserire email differenti',
    ]);
  });
});
