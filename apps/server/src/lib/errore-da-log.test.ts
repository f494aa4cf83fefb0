import { describe, expect, it } from 'vitest';
import { erroreDaLog } from './errore-da-log.ts';

describe('unexpected errors reach the log without personal data', () => {
  it('a failed query keeps its SQL and the database message, never its parameters', () => {
    const causa = Object.assign(new Error('value too long for type character varying(40)'), {
      code: '22001',
      detail: 'Key (email)=(mario@example.it) already exists.',
    });
    const errore = Object.assign(
      new Error('Failed query: insert into "contatti" values ($1, $2)\nparams: 117,mario@example.it'),
      {
        name: 'DrizzleQueryError',
        query: 'insert into "contatti" values ($1, $2)',
        params: [117, 'mario@example.it'],
        cause: causa,
      },
    );
    const log = erroreDaLog(errore);
    expect(log).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'value too long for type character varying(40)',
      query: 'insert into "contatti" values ($1, $2)',
      code: '22001',
    });
    expect(JSON.stringify(log)).not.toContain('mario@example.it');
  });

  it('any other error keeps its message and stack', () => {
    const log = erroreDaLog(new TypeError('x is not a function'));
    expect(log.message).toBe('x is not a function');
    expect(log.type).toBe('TypeError');
    expect(String(log.stack)).toContain('at ');
  });
});
