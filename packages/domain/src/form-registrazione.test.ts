import { describe, expect, it } from 'vitest';
import { ESEMPIO_CODICE } from './codice-registrazione.ts';
import {
  completamentoRegistrazioneSchema,
  MSG_COMPLETAMENTO,
  MSG_RICERCA_VUOTA,
  ricercaCodiceSchema,
} from './form-registrazione.ts';

const messaggi = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);
const base = {
  registration_token: 'MROABC234',
  nome: 'Mario',
  cognome: 'Rossi',
  sesso: 'M',
  contatti: [{ tipo: 'e', valore: 'mario@example.it', notifica: true }],
};
const senzaIscrizione = completamentoRegistrazioneSchema({ conIscrizione: false });

describe('spec 1 §5.2: registration completion form', () => {
  it('a valid form is trimmed', () => {
    const r = senzaIscrizione.parse({
      ...base,
      nome: '  Mario ',
      registration_token: ' https://x/register/MROABC234 ',
    });
    expect(r).toMatchObject({ nome: 'Mario', registration_token: 'MROABC234' });
  });

  it.each([
    [{ nome: '' }, ['Nome non inserito']],
    [{ nome: '   ' }, ['Nome non inserito']],
    [{ nome: undefined }, ['Nome non inserito']],
    [{ nome: 'M' }, ['Nome troppo corto']],
    [{ nome: 'M'.repeat(31) }, ['Nome troppo lungo']],
    [{ nome: 'M'.repeat(30) }, []],
    [{ nome: 'Mario3' }, ['Nome contiene caratteri non validi']],
    [{ cognome: '' }, ['Cognome non inserito']],
    [{ cognome: 'R' }, ['Cognome troppo corto']],
    [{ cognome: 'R'.repeat(31) }, ['Cognome troppo lungo']],
    [{ cognome: 'Rossi_' }, ['Cognome contiene caratteri non validi']],
    [{ sesso: '' }, ['Specificare il genere con cui rivolgerci a te']],
    [{ sesso: 'X' }, ['Specificare il genere con cui rivolgerci a te']],
    [{ sesso: 'F' }, []],
  ])('%j → %j', (modifica, attesi) => {
    expect(messaggi(senzaIscrizione.safeParse({ ...base, ...modifica }))).toEqual(attesi);
  });

  it('phones: 0 in registration for people without an enrolment, 1 with one', () => {
    expect(senzaIscrizione.safeParse(base).success).toBe(true);
    const conIscrizione = completamentoRegistrazioneSchema({ conIscrizione: true });
    expect(messaggi(conIscrizione.safeParse(base))).toEqual(['Indicare almeno un numero telefonico']);
    const ok = conIscrizione.parse({
      ...base,
      contatti: [...base.contatti, { tipo: 't', valore: '3331234567', notifica: false }],
    });
    expect(ok).not.toHaveProperty('nome'); // name and gender only without an enrolment
  });

  it('contact errors are listed too', () => {
    expect(messaggi(senzaIscrizione.safeParse({ ...base, contatti: [] }))).toEqual([
      'Inserire almeno un indirizzo email',
    ]);
  });

  it('an empty contact entry is refused, not silently accepted', () => {
    const vuoti = [
      ...base.contatti,
      { tipo: 'e', valore: ' ', notifica: false },
      { tipo: 't', valore: '', notifica: false },
    ];
    expect(messaggi(senzaIscrizione.safeParse({ ...base, contatti: vuoti }))).toEqual([
      'Non è possibile inserire un indirizzo vuoto',
      'Non è possibile inserire un numero vuoto',
    ]);
  });

  it('a hand-made contact type or an over-long relationship gets an Italian message', () => {
    const tipo = [...base.contatti, { tipo: 'x', valore: 'a', notifica: false }];
    expect(messaggi(senzaIscrizione.safeParse({ ...base, contatti: tipo }))).toContain(
      MSG_COMPLETAMENTO.tipoContatto,
    );
    const chi = [{ ...base.contatti[0]!, chi: 'x'.repeat(41) }];
    expect(messaggi(senzaIscrizione.safeParse({ ...base, contatti: chi }))).toEqual([
      MSG_COMPLETAMENTO.chiLungo,
    ]);
  });

  it('inline hints and summary title', () => {
    expect(MSG_COMPLETAMENTO.nomeInline).toBe('Inserisci il tuo nome');
    expect(MSG_COMPLETAMENTO.cognomeInline).toBe('Inserisci il tuo cognome');
    expect(MSG_COMPLETAMENTO.sessoInline).toBe('Dicci come parlarti!');
    expect(MSG_COMPLETAMENTO.titoloRiepilogo).toBe('Controlla i dati inseriti:');
  });
});

describe('spec 2 §5: registration code search', () => {
  const s = ricercaCodiceSchema('zaino.example');
  it.each([
    ['MROABC234', 'MROABC234'],
    ['https://zaino.example/register/MROABC234', 'MROABC234'],
    [' zaino.example/register/MROABC234 ', 'MROABC234'],
  ])('%j → %s', (input, codice) => expect(s.parse(input)).toBe(codice));
  it.each(['MROABC23', 'https://zaino.example/register/', 'https://zaino.example/register/MROABC2345', ''])(
    '%j is refused',
    (input) => {
      expect(messaggi(s.safeParse(input))).toEqual([
        // Issue 23 item 10: an example code where the spec's text says {code}.
        `Il codice deve essere di 9 caratteri. Il link deve essere del tipo zaino.example/register/${ESEMPIO_CODICE}`,
      ]);
    },
  );
  it('empty result', () => expect(MSG_RICERCA_VUOTA).toBe('Codice o link non valido'));
});
