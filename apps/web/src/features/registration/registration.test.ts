import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/graphql.ts';
import type { IdentityResult } from '../../lib/identity-token.ts';
import {
  codeSituation,
  invitoRegistrazione,
  MSG_ERRORE_JWT,
  msgCodiceNonValido,
  prossimoPasso,
  readingA,
  readingB,
  riepilogoErrori,
  saluto,
  waitForPersona,
} from './registration.ts';

const user = (id_persona: number) => ({ id_persona, email: 'a@b.it', username: 'a-at-b.it' });

describe('greeting (spec 1 §2.8)', () => {
  it('uses the gendered wording', () => {
    expect(saluto('Marco', 'M')).toBe('Ciao Marco, benvenuto!');
    expect(saluto('Giulia', 'F')).toBe('Ciao Giulia, benvenuta!');
    expect(saluto(null, null)).toBe('Ciao, benvenuto/a!');
  });
});

describe('only the configured federated providers are named (issue 8 item 17)', () => {
  const none = { google: false, facebook: false };
  it('greeting of /register/code/{code}', () => {
    expect(invitoRegistrazione({ google: true, facebook: true })).toBe(
      'Per completare la registrazione accedi con Google o Facebook, oppure crea un account con la tua email e una password.',
    );
    expect(invitoRegistrazione({ google: true, facebook: false })).toBe(
      'Per completare la registrazione accedi con Google, oppure crea un account con la tua email e una password.',
    );
    expect(invitoRegistrazione({ google: false, facebook: true })).toContain('accedi con Facebook, oppure');
    expect(invitoRegistrazione(none)).toBe(
      'Per completare la registrazione crea un account con la tua email e una password.',
    );
  });
  it('next step on the landing page of a code', () => {
    expect(prossimoPasso(none)).toBe(
      'Nel prossimo passo potrai creare un account con la tua email e una password. Poi ti chiederemo di controllare i tuoi recapiti.',
    );
    expect(prossimoPasso({ google: false, facebook: true })).toBe(
      'Nel prossimo passo potrai accedere con Facebook, oppure creare un account con la tua email e una password. Poi ti chiederemo di controllare i tuoi recapiti.',
    );
    for (const text of [invitoRegistrazione(none), prossimoPasso(none)]) {
      expect(text).not.toMatch(/Google|Facebook/);
    }
  });
});

describe('code lookup errors, reading A (entry screen)', () => {
  it('maps ALREADY_USED / "Utente già registrato" to the already-registered screen', () => {
    expect(readingA(new ApiError('Utente già registrato', { errorType: 'ALREADY_USED' }))).toEqual({
      kind: 'already-used',
    });
    expect(readingA(new ApiError('Utente già registrato'))).toEqual({ kind: 'already-used' });
  });
  it('maps NOT_FOUND to the invalid-code screen, others to Errore / Errore di rete', () => {
    expect(readingA(new ApiError('x', { errorType: 'NOT_FOUND' }))).toEqual({ kind: 'invalid' });
    expect(readingA(new ApiError('boom', { errorType: 'RATE_LIMITED' }))).toEqual({
      kind: 'error',
      message: 'Errore: boom',
    });
    expect(readingA(new ApiError('x', { network: true }))).toEqual({
      kind: 'error',
      message: 'Errore di rete',
    });
  });
});

describe('code lookup errors, reading B (completion screen)', () => {
  it('gives the spec texts', () => {
    expect(readingB(new ApiError('x', { errorType: 'NOT_FOUND' }), 'ABC123456', 's@x.it').message).toBe(
      msgCodiceNonValido('ABC123456'),
    );
    const used = readingB(
      new ApiError('Utente già registrato', {
        errorType: 'ALREADY_USED',
        extensions: { stesso_utente: true },
      }),
      'ABC123456',
      's@x.it',
    );
    expect(used).toMatchObject({ kind: 'already-used', sameLogin: true });
    expect(used.message).toContain(
      "è già stato utilizzato. Se non ricordi di averlo utilizzato tu, chiedi spiegazioni a chi te l'ha dato o a s@x.it",
    );
    expect(readingB(new ApiError('boom'), 'C', 's').message).toBe('Errore: boom');
    expect(readingB(new ApiError('offline', { network: true }), 'C', 's').message).toBe(
      'Errore di rete: offline',
    );
    // the GraphQL client's own network error is not prefixed twice
    const rete = new ApiError('Errore di rete: impossibile raggiungere il server', { network: true });
    expect(readingB(rete, 'C', 's').message).toBe('Errore di rete: impossibile raggiungere il server');
  });
});

describe('code situation (spec 1 §2.8, §4.1)', () => {
  it('decides from the login and the code person', () => {
    expect(codeSituation(null, { id_persona: 5 })).toBe('anonymous');
    expect(codeSituation(user(0), { id_persona: 5 })).toBe('complete');
    expect(codeSituation(user(5), { id_persona: 5 })).toBe('linked');
    expect(codeSituation(user(6), { id_persona: 5 })).toBe('other-person');
  });
});

describe('completion polling (spec 1 §4.1: up to 10 times, 1 s apart)', () => {
  it('stops as soon as the token carries the person', async () => {
    const results: IdentityResult[] = [
      { kind: 'user', user: user(0) },
      { kind: 'network' },
      { kind: 'user', user: user(42) },
    ];
    const load = vi.fn(async () => results.shift() ?? { kind: 'anonymous' as const });
    const sleep = vi.fn(async () => {});
    expect(await waitForPersona(load, sleep)).toBe(42);
    expect(load).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(1000);
  });

  it('gives up after 10 tries (the JWT toast)', async () => {
    const load = vi.fn(async (): Promise<IdentityResult> => ({ kind: 'user', user: user(0) }));
    const sleep = vi.fn(async () => {});
    expect(await waitForPersona(load, sleep)).toBeNull();
    expect(load).toHaveBeenCalledTimes(10);
    expect(sleep).toHaveBeenCalledTimes(9);
    expect(MSG_ERRORE_JWT).toBe("C'è stato un errore: impossibile ricaricare il codice JWT");
  });
});

describe("the modal 'Controlla i dati inseriti:' (spec 1 §5.2)", () => {
  it('lists each problem once, in the summary words, not again in the field words', () => {
    const riepilogo = ['Il numero di telefono 12 non è valido'];
    expect(riepilogoErrori(['Il numero di telefono 12 non è valido'], { riepilogo })).toEqual(riepilogo);
    expect(
      riepilogoErrori(['Nome troppo corto'], {
        riepilogo: ['Il numero di telefono 12 non è valido', 'Non è possibile inserire un numero vuoto'],
      }),
    ).toEqual([
      'Nome troppo corto',
      'Il numero di telefono 12 non è valido',
      'Non è possibile inserire un numero vuoto',
    ]);
  });
});
