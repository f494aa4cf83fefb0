import { describe, expect, it } from 'vitest';
import {
  aggiungiEmailUtente,
  type ContattoForm,
  normalizzaContatti,
  nuovaRelazioneSchema,
  nuovoContatto,
  opzioniRelazione,
  validaContatti,
} from './form-contatti.ts';

const e = (valore: string, notifica: boolean | null = true, chi?: string | null): ContattoForm => ({
  tipo: 'e',
  valore,
  notifica,
  ...(chi === undefined ? {} : { chi }),
});
const t = (valore: string, chi?: string | null): ContattoForm => ({
  tipo: 't',
  valore,
  notifica: false,
  ...(chi === undefined ? {} : { chi }),
});

describe('spec 1 §5.3: contacts form', () => {
  it('a valid list', () => {
    const r = validaContatti([e('mario@example.it'), t('333 1234567')]);
    expect(r).toEqual({ ok: true, perContatto: [null, null], email: null, telefono: null, riepilogo: [] });
  });

  it.each([
    [
      'email invalid',
      [e('mario@'), t('3331234567')],
      ['Inserire un indirizzo valido', null],
      ["L'indirizzo mario@ non è valido"],
    ],
    [
      'email empty',
      [e(' '), e('a@b.it'), t('3331234567')],
      ['Non è possibile inserire un indirizzo vuoto', null, null],
      ['Non è possibile inserire un indirizzo vuoto'],
    ],
    [
      'email too long',
      [e(`${'a'.repeat(41)}@b.it`), t('3331234567')],
      ['Inserire un indirizzo valido', null],
      [`L'indirizzo ${'a'.repeat(41)}@b.it non è valido`],
    ],
    [
      'phone invalid',
      [e('a@b.it'), t('12')],
      [null, 'Inserire un numero valido'],
      ['Il numero di telefono 12 non è valido'],
    ],
    [
      'phone too short for a landline (decision 0109)',
      [e('a@b.it'), t('12345')],
      [null, 'Inserire un numero valido'],
      ['Il numero di telefono 12345 non è valido'],
    ],
    [
      'phone empty',
      [e('a@b.it'), t('3331234567'), t('')],
      [null, null, 'Non è possibile inserire un numero vuoto'],
      ['Non è possibile inserire un numero vuoto'],
    ],
  ])('%s', (_n, contatti, perContatto, riepilogo) => {
    const r = validaContatti(contatti);
    expect(r.ok).toBe(false);
    expect(r.perContatto).toEqual(perContatto);
    expect(r.riepilogo).toEqual(riepilogo);
  });

  it.each([
    [
      'no email (minimum 1 by default)',
      [t('3331234567')],
      {},
      'Inserire almeno un indirizzo email',
      null,
      ['Inserire almeno un indirizzo email'],
    ],
    [
      'duplicate emails, case-insensitive',
      [e('A@b.it'), e('a@B.it'), t('3331234567')],
      {},
      'Inserire email differenti',
      null,
      ['Inserire email differenti'],
    ],
    [
      'no email with notifications',
      [e('a@b.it', false), t('3331234567')],
      {},
      'Scegliere almeno un indirizzo email a cui ricevere notifiche',
      null,
      ['Indicare almeno un indirizzo al quale ricevere le notifiche'],
    ],
    [
      'no phone (minimum 1 by default)',
      [e('a@b.it')],
      {},
      null,
      'Inserire almeno un recapito telefonico',
      ['Indicare almeno un numero telefonico'],
    ],
    [
      'phones equal after normalisation',
      [e('a@b.it'), t('333 1234567'), t('+393331234567')],
      {},
      null,
      'Inserire numeri differenti',
      ['Inserire numeri differenti'],
    ],
    [
      '0039 and +39 are the same phone',
      [e('a@b.it'), t('00393331234567'), t('3331234567')],
      {},
      null,
      'Inserire numeri differenti',
      ['Inserire numeri differenti'],
    ],
    ['minimum 0 disables the requirement', [], { minEmail: 0, minTelefoni: 0 }, null, null, []],
    [
      'with minimum 0 no notification is required',
      [e('a@b.it', false)],
      { minEmail: 0, minTelefoni: 0 },
      null,
      null,
      [],
    ],
    [
      'minimum 2 emails',
      [e('a@b.it'), t('3331234567')],
      { minEmail: 2 },
      'Inserire almeno un indirizzo email',
      null,
      ['Inserire almeno un indirizzo email'],
    ],
  ] as const)('%s', (_n, contatti, opzioni, email, telefono, riepilogo) => {
    const r = validaContatti([...contatti], opzioni);
    expect(r.email).toBe(email);
    expect(r.telefono).toBe(telefono);
    expect(r.riepilogo).toEqual(riepilogo);
    expect(r.ok).toBe(email === null && telefono === null);
  });

  it.each([
    [
      'chi empty on a phone',
      [e('a@b.it'), t('3331234567', '')],
      ['Specificare a chi appartiene il numero 3331234567'],
    ],
    [
      "chi 'new' counts as incomplete",
      [e('a@b.it', true, 'new'), t('3331234567')],
      ["Specificare a chi appartiene l'indirizzo a@b.it"],
    ],
    ['chi chosen', [e('a@b.it', true, 'Mamma'), t('3331234567', 'Papà')], []],
    [
      'notifications not chosen',
      [e('a@b.it'), e('c@d.it', null), t('3331234567')],
      ["Scegliere se ricevere notifiche all'indirizzo c@d.it"],
    ],
  ] as const)('%s', (_n, contatti, riepilogo) => {
    const r = validaContatti([...contatti]);
    expect(r.riepilogo).toEqual(riepilogo);
    expect(r.ok).toBe(riepilogo.length === 0);
  });

  it('new entries: empty value and chi, notifications on for email, off for phone', () => {
    expect(nuovoContatto('e', true)).toEqual({ tipo: 'e', valore: '', notifica: true, chi: '' });
    expect(nuovoContatto('t', true)).toEqual({ tipo: 't', valore: '', notifica: false, chi: '' });
    expect(nuovoContatto('e')).toEqual({ tipo: 'e', valore: '', notifica: true });
  });

  it('a number starting with neither 0 nor 3 is refused with the spec messages, not given a 0 (decision 0109)', () => {
    const r = validaContatti([e('mario@example.it'), t('12345678')]);
    expect(r.ok).toBe(false);
    expect(r.perContatto).toEqual([null, 'Inserire un numero valido']);
    expect(r.riepilogo).toContain('Il numero di telefono 12345678 non è valido');
  });

  it('phones are normalised before saving', () => {
    expect(normalizzaContatti([t('333 123 4567'), e(' a@b.it ', null)])).toEqual([
      { tipo: 't', valore: '+393331234567', notifica: false },
      { tipo: 'e', valore: 'a@b.it', notifica: false },
    ]);
  });

  it("the signed-in user's email is added with notifications on if absent", () => {
    expect(aggiungiEmailUtente([t('3331234567')], 'me@x.it')).toEqual([
      t('3331234567'),
      { tipo: 'e', valore: 'me@x.it', notifica: true },
    ]);
    expect(aggiungiEmailUtente([e('ME@x.it', false)], 'me@x.it')).toEqual([e('ME@x.it', false)]);
    expect(aggiungiEmailUtente([], null)).toEqual([]);
  });

  it('a login email longer than a contact may be is not added (the person could not fix it)', () => {
    const lunga = `${'a'.repeat(40)}@example.it`;
    expect(aggiungiEmailUtente([t('3331234567')], lunga)).toEqual([t('3331234567')]);
  });
});

describe('spec 1 §5.3: new relationship', () => {
  const msg = (v: unknown) => {
    const r = nuovaRelazioneSchema.safeParse(v);
    return r.success ? r.data : r.error.issues.map((i) => i.message);
  };
  it.each([
    [{ scelta: 'Mamma' }, 'Mamma'],
    [{ scelta: 'Papà' }, 'Papà'],
    [{ scelta: 'Altro', altro: ' Nonna ' }, 'Nonna'],
    [{ scelta: 'Altro', altro: 'Zio 2' }, 'Zio 2'],
    [{ scelta: 'Altro', altro: 'Zi' }, ['Descrivi la relazione']],
    [{ scelta: 'Altro', altro: '' }, ['Descrivi la relazione']],
    [{ scelta: 'Altro', altro: 'x'.repeat(41) }, ['Descrivi la relazione']],
    [{ scelta: 'Altro', altro: 'Nonna!' }, ['Evita di utilizzare caratteri speciali']],
    [{ scelta: 'Altro', altro: "Nonna'" }, ['Evita di utilizzare caratteri speciali']],
    [{}, ['Descrivi la relazione']],
  ])('%j → %j', (v, atteso) => {
    expect(msg(v)).toEqual(atteso);
  });
  it('Mamma and Papà are disabled when already present', () => {
    expect(opzioniRelazione(['Mamma']).map((o) => [o.value, o.disabled])).toEqual([
      ['Mamma', true],
      ['Papà', false],
      ['Altro', false],
    ]);
  });
  it('failure alert text', async () => {
    const { MSG_RELAZIONE } = await import('./form-contatti.ts');
    expect(MSG_RELAZIONE.errore).toBe(
      "Errore nell'inserimento dei dati, assicurarsi di avere compilato tutti i dati correttamente",
    );
  });
});
