import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messaggiDistinti, valida } from './validazione.ts';

const schema = z.object({
  nome: z.string().min(1, 'Inserisci il nome'),
  contatti: z.array(z.object({ valore: z.string().min(1, 'Contatto vuoto') })),
});

describe('one validation contract: field path and Italian message', () => {
  it('valid values come back parsed', () => {
    expect(valida(schema, { nome: 'Sara', contatti: [] })).toEqual({
      ok: true,
      dati: { nome: 'Sara', contatti: [] },
    });
  });
  it('each problem names its field path', () => {
    const esito = valida(schema, { nome: '', contatti: [{ valore: '' }, { valore: '' }] });
    expect(esito).toEqual({
      ok: false,
      errori: [
        { campo: 'nome', messaggio: 'Inserisci il nome' },
        { campo: 'contatti.0.valore', messaggio: 'Contatto vuoto' },
        { campo: 'contatti.1.valore', messaggio: 'Contatto vuoto' },
      ],
    });
    if (!esito.ok) expect(messaggiDistinti(esito.errori)).toEqual(['Inserisci il nome', 'Contatto vuoto']);
  });
});
