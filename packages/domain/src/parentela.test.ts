import { describe, expect, it } from 'vitest';
import { MSG_RELAZIONE } from './form-contatti.ts';
import {
  altriFigli,
  chiaveRicercaSchema,
  collegaParentelaSchema,
  MSG_CHIAVE_CORTA,
  MSG_PARENTELA,
  motivoNonCollegabile,
  sceltaDaDesc,
} from './parentela.ts';
import { valida } from './validazione.ts';

describe('decision 0903: linking an existing person as a parent', () => {
  const base = { id_persona_figlio: 10, id_persona_genitore: 20 };

  it('reads Mamma and Papà as themselves and anything else as Altro', () => {
    expect(sceltaDaDesc('Papà')).toEqual({ scelta: 'Papà' });
    expect(sceltaDaDesc(' Nonna ')).toEqual({ scelta: 'Altro', altro: 'Nonna' });
  });

  it('keeps the desc of a valid relationship', () => {
    expect(collegaParentelaSchema.parse({ ...base, desc: 'Mamma' }).desc).toBe('Mamma');
    expect(collegaParentelaSchema.parse({ ...base, desc: ' Zia Anna ' }).desc).toBe('Zia Anna');
  });

  it.each([
    ['', MSG_RELAZIONE.descrivi],
    ['Zi', MSG_RELAZIONE.descrivi],
    ['x'.repeat(41), MSG_RELAZIONE.descrivi],
    ['Zia!', MSG_RELAZIONE.caratteri],
  ])('refuses desc %j with %j', (desc, messaggio) => {
    const esito = valida(collegaParentelaSchema, { ...base, desc });
    expect(esito.ok).toBe(false);
    if (!esito.ok) expect(esito.errori.map((e) => e.messaggio)).toContain(messaggio);
  });

  it('refuses linking a person to themself', () => {
    const esito = valida(collegaParentelaSchema, { ...base, id_persona_genitore: 10, desc: 'Papà' });
    expect(esito.ok).toBe(false);
    if (!esito.ok) expect(esito.errori[0]!.messaggio).toBe(MSG_PARENTELA.stessaPersona);
  });
});

describe('spec 2 §5: the associa-account search key', () => {
  it('needs at least 3 characters after trimming', () => {
    expect(chiaveRicercaSchema.safeParse(' ab ').error?.issues[0]?.message).toBe(MSG_CHIAVE_CORTA);
    expect(chiaveRicercaSchema.parse(' ros ')).toBe('ros');
  });
});

describe('spec 2 §5: the disabled link button and the other children of a parent', () => {
  const kin = [
    { id_persona_genitore: 20, id_persona_figlio: 10 },
    { id_persona_genitore: 10, id_persona_figlio: 30 },
    { id_persona_genitore: 20, id_persona_figlio: 11 },
  ];
  it('already linked: the person themself or one of their parents', () => {
    expect(motivoNonCollegabile(10, { id_persona: 10 }, kin)).toBe('Account già collegato');
    expect(motivoNonCollegabile(10, { id_persona: 20 }, kin)).toBe('Account già collegato');
  });
  it('kinship registered: the found person is their child; anyone else can be linked', () => {
    expect(motivoNonCollegabile(10, { id_persona: 30 }, kin)).toBe('Parentela già registrata');
    expect(motivoNonCollegabile(10, { id_persona: 40 }, kin)).toBeNull();
  });
  it('lists the other children of a parent, once each', () => {
    expect(altriFigli(20, 10, [...kin, kin[2]!])).toEqual([11]);
    expect(altriFigli(10, 99, kin)).toEqual([30]);
    expect(altriFigli(30, 10, kin)).toEqual([]);
  });
});
