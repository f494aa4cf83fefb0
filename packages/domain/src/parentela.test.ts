import { describe, expect, it } from 'vitest';
import { MSG_RELAZIONE } from './form-contatti.ts';
import { collegaParentelaSchema, MSG_PARENTELA, sceltaDaDesc } from './parentela.ts';
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
  it('needs at least 3 characters after trimming', async () => {
    const { chiaveRicercaSchema, MSG_CHIAVE_CORTA } = await import('./parentela.ts');
    expect(chiaveRicercaSchema.safeParse(' ab ').error?.issues[0]?.message).toBe(MSG_CHIAVE_CORTA);
    expect(chiaveRicercaSchema.parse(' ros ')).toBe('ros');
  });
});
