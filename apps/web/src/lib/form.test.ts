import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { erroriDelServer, validaModulo } from './form.ts';
import { ApiError } from './graphql.ts';

const schema = z.object({
  nome: z.string().min(1, 'Inserisci il tuo nome'),
  contatti: z.array(z.object({ valore: z.string().min(1, 'Non è possibile inserire un indirizzo vuoto') })),
});

describe('the web reads forms with the domain schema, in the shape the server answers', () => {
  it('field errors by path and the summary messages', () => {
    const m = validaModulo(schema, { nome: '', contatti: [{ valore: '' }] });
    expect(m.ok).toBe(false);
    expect(m.errore('nome')).toBe('Inserisci il tuo nome');
    expect(m.errore('contatti')).toBe('Non è possibile inserire un indirizzo vuoto');
    expect(m.errore('cognome')).toBeUndefined();
    expect(m.messaggi).toEqual(['Inserisci il tuo nome', 'Non è possibile inserire un indirizzo vuoto']);
  });

  it('valid values come back parsed', () => {
    expect(validaModulo(schema, { nome: 'Sara', contatti: [] }).dati).toEqual({ nome: 'Sara', contatti: [] });
  });

  it('a server VALIDATION answer becomes the same shape; other errors are not validation', () => {
    const errore = new ApiError('Nome non inserito', {
      errorType: 'VALIDATION',
      extensions: { errori: [{ campo: 'nome', messaggio: 'Nome non inserito' }] },
    });
    expect(erroriDelServer(errore)).toEqual([{ campo: 'nome', messaggio: 'Nome non inserito' }]);
    expect(erroriDelServer(new ApiError('x', { errorType: 'NOT_FOUND', extensions: {} }))).toBeNull();
  });
});
