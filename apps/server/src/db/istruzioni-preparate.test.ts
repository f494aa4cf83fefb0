import { describe, expect, it } from 'vitest';
import {
  conNome,
  esitoErrore,
  type IstruzioniDellaConnessione,
  MAX_PARAMETRI,
  MAX_PER_CONNESSIONE,
} from './istruzioni-preparate.ts';

const nuova = (): IstruzioniDellaConnessione => ({ parsedStatements: {}, submittedNamedStatements: {} });
const nome = (r: { primo: unknown }) => (r.primo as { name?: string }).name;

describe('which statements are prepared once per connection (decision 0432)', () => {
  it('names a parameterised statement, the same text with the same name, keeping its options', () => {
    const c = nuova();
    const a = conNome({ text: 'select 1 from persone where id_persona = $1', rowMode: 'array' }, [7], c, 0);
    expect(a.nuova).toBe(true);
    expect(a.primo).toMatchObject({ text: 'select 1 from persone where id_persona = $1', rowMode: 'array' });
    expect(nome(a)).toMatch(/^zaino_\d+$/);
    const b = conNome('select 1 from persone where id_persona = $1', [8], c, 1);
    expect(nome(b)).toBe(nome(a));
    expect(nome(conNome('select 2 from persone where id_persona = $1', [8], c, 1))).not.toBe(nome(a));
  });

  it('counts a text once on a connection that already prepared it', () => {
    const c = nuova();
    const a = conNome('select $1::int + 100', [1], c, 0);
    c.parsedStatements[nome(a)!] = 'select $1::int + 100';
    expect(conNome('select $1::int + 100', [2], c, 1).nuova).toBe(false);
  });

  it('leaves alone statements without parameters, already named, or objects that submit themselves', () => {
    const c = nuova();
    expect(conNome('begin', undefined, c, 0)).toEqual({ primo: 'begin', nuova: false });
    expect(conNome({ text: 'select $1::int', values: [] }, undefined, c, 0).nuova).toBe(false);
    const nominata = { text: 'select $1::int', name: 'mia' };
    expect(conNome(nominata, [1], c, 0).primo).toBe(nominata);
    const cursore = { text: 'select $1::int', values: [1], submit() {} };
    expect(conNome(cursore, undefined, c, 0).primo).toBe(cursore);
    expect(nome(conNome({ text: 'select $1::int + 3', values: [1] }, undefined, c, 0))).toBeDefined();
  });

  it('never prepares a star PostgreSQL expands, which a new column would change', () => {
    const c = nuova();
    for (const testo of [
      'select * from persone where id_persona = $1',
      'select p.*, p.data_nascita::text from persone p where p.id_persona = $1',
      'update persone set nome = $1 returning *',
      'select id_persona,* from persone where id_persona = $1',
      'select distinct * from persone where id_persona = $1',
      'select distinct on (cognome) * from persone where id_persona = $1',
      'select /* tutto */ * from persone where id_persona = $1',
    ])
      expect(conNome(testo, [1], c, 0).nuova, testo).toBe(false);
    expect(conNome('select count(*) from persone where id_parte = $1', [1], c, 0).nuova).toBe(true);
  });

  it('stops preparing new texts on a full connection, still using the ones it holds', () => {
    const c = nuova();
    const tenuta = conNome('select $1::int + 1000', [1], c, 0);
    c.parsedStatements[nome(tenuta)!] = 'select $1::int + 1000';
    expect(conNome('select $1::int + 1001', [1], c, MAX_PER_CONNESSIONE).nuova).toBe(false);
    expect(nome(conNome('select $1::int + 1001', [1], c, MAX_PER_CONNESSIONE))).toBeUndefined();
    expect(nome(conNome('select $1::int + 1000', [1], c, MAX_PER_CONNESSIONE))).toBe(nome(tenuta));
  });

  it('leaves a long list of values unnamed: one text per length, a batch not worth a name', () => {
    const c = nuova();
    const lista = (n: number) => Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ');
    const testo = (n: number) => `select 1 from persone where id_persona in (${lista(n)})`;
    expect(conNome(testo(MAX_PARAMETRI), Array(MAX_PARAMETRI).fill(1), c, 0).nuova).toBe(true);
    expect(conNome(testo(MAX_PARAMETRI + 1), Array(MAX_PARAMETRI + 1).fill(1), c, 0).nuova).toBe(false);
  });

  it('after a failure: forgets a statement the server no longer holds, gives up a connection whose plan changed', () => {
    const c = nuova();
    const nome = (conNome('select $1::int + 2000', [1], c, 0).primo as { name: string }).name;
    const pianoCambiato = Object.assign(new Error('cached plan must not change result type'), {
      code: '0A000',
    });
    expect(esitoErrore(nome, pianoCambiato)).toBe('scarta');
    expect(
      esitoErrore(nome, Object.assign(new Error('prepared statement does not exist'), { code: '26000' })),
    ).toBe('dimentica');
    // A value pg could not convert: no SQLSTATE, and pg closed the statement on the server.
    expect(esitoErrore(nome, new TypeError('Converting circular structure to JSON'))).toBe('dimentica');
    expect(esitoErrore(nome, Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe('nulla');
    expect(esitoErrore('mia', pianoCambiato)).toBe('nulla');
    expect(esitoErrore(undefined, pianoCambiato)).toBe('nulla');
  });
});
