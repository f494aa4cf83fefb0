import { describe, expect, it } from 'vitest';
import {
  invitoSchema,
  MSG_ACCOUNT,
  motivoCollegamentoDisabilitato,
  nuovoAccountSchema,
  parseCc,
  registrazioneMassaSchema,
} from './form-account.ts';

const messaggi = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('spec 2 §5: new account', () => {
  it.each([
    [{ email: 'a@b.it', relazione: 'Mamma' }, []],
    [{ email: 'a@b.it', relazione: 'Mamma', nome: 'Anna', cognome: 'Bianchi' }, []],
    [{ email: 'a@b.it', relazione: 'Mamma', nome: '', cognome: '' }, []],
    [{ email: 'a@', relazione: 'Mamma' }, ['Inserire un email valido']],
    [{ relazione: 'Mamma' }, ['Inserire un email valido']],
    [{ email: 'a@b.it', relazione: 'Mamma', nome: 'A' }, ['Inserire un nome valido']],
    [{ email: 'a@b.it', relazione: 'Mamma', nome: 'A'.repeat(41) }, ['Inserire un nome valido']],
    [{ email: 'a@b.it', relazione: 'Mamma', cognome: 'B1' }, ['Inserire un cognome valido']],
  ])('%j → %j', (v, attesi) => {
    expect(messaggi(nuovoAccountSchema.safeParse(v))).toEqual(attesi);
  });

  it('link button disabled reasons', () => {
    expect(motivoCollegamentoDisabilitato(true, true)).toBe('Account già collegato');
    expect(motivoCollegamentoDisabilitato(false, true)).toBe('Parentela già registrata');
    expect(motivoCollegamentoDisabilitato(false, false)).toBeNull();
  });

  it('registration code permission message', () => {
    expect(MSG_ACCOUNT.codiceNonVisibile).toBe(
      "Non hai i permessi sufficienti per visualizzare il codice/link di registrazione dell'utente",
    );
    expect(MSG_ACCOUNT.nessunaSelezione).toBe('Nessuna persona selezionata. Torna indietro');
  });
});

describe('spec 2 §5: mass registration item (email required)', () => {
  it.each([
    [{ email: 'a@b.it', id_persona: 5, relazione: 'Papà' }, []],
    [{ email: '', id_persona: 5, relazione: 'Papà' }, ['Inserire un email valido']],
    [{ id_persona: 5, relazione: 'Papà' }, ['Inserire un email valido']],
  ])('%j → %j', (v, attesi) => {
    expect(messaggi(registrazioneMassaSchema.safeParse(v))).toEqual(attesi);
  });
});

describe('spec 2 §5: invite, email required if the user has none; cc comma-separated and trimmed', () => {
  it.each([
    [' a@b.it , c@d.it ,, ', ['a@b.it', 'c@d.it']],
    ['', []],
    [null, []],
  ])('cc %j → %j', (cc, atteso) => expect(parseCc(cc)).toEqual(atteso));

  it('uses the user email when none is typed', () => {
    expect(invitoSchema('u@x.it').parse({ email: '', cc: 'a@b.it' })).toEqual({
      email: 'u@x.it',
      cc: ['a@b.it'],
    });
    expect(messaggi(invitoSchema(null).safeParse({ email: '' }))).toEqual(['Inserire un email valido']);
    expect(messaggi(invitoSchema(null).safeParse({ email: 'n@x.it', cc: 'a@b.it, bad' }))).toEqual([
      "L'indirizzo bad non è valido",
    ]);
  });
});
