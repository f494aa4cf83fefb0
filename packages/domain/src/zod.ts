// The one zod of the domain (decision 0310): every schema imports `z` from here, so zod's messages
// are Italian wherever a schema is parsed (server, web, tests) before any schema is used. A schema's
// own message (the spec's texts) always wins; these are the fallback for a rule without one, which
// zod would otherwise write in English ("Too small: expected string to have >=1 characters").
import { z } from 'zod';
import { msgTestoTroppoLungo, msgTroppiElementi } from './limiti-input.ts';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

const TIPI: Readonly<Record<string, string>> = {
  string: 'deve essere un testo',
  number: 'deve essere un numero',
  int: 'deve essere un numero intero',
  bigint: 'deve essere un numero intero',
  boolean: 'deve essere vero o falso',
  array: 'deve essere un elenco',
  object: 'deve essere un oggetto',
  date: 'deve essere una data',
};

const CON_ELEMENTI = new Set(['array', 'set', 'map', 'file']);

/** The Italian message of a zod issue that its schema did not word itself. */
export function messaggioZod(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Dato mancante';
      return `Dato non valido: ${TIPI[issue.expected] ?? 'tipo non previsto'}`;
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return msgTestoTroppoLungo(max);
      if (CON_ELEMENTI.has(issue.origin)) return msgTroppiElementi(max);
      return issue.inclusive
        ? `Valore troppo grande: al massimo ${max}`
        : `Valore troppo grande: meno di ${max}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? 'Questo campo è obbligatorio' : `Testo troppo corto: almeno ${min} caratteri`;
      if (CON_ELEMENTI.has(issue.origin)) return `Servono almeno ${min} elementi`;
      return issue.inclusive
        ? `Valore troppo piccolo: almeno ${min}`
        : `Valore troppo piccolo: più di ${min}`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'Indirizzo email non valido' : 'Formato non valido';
    case 'invalid_value':
      return 'Valore non previsto';
    case 'unrecognized_keys':
      return `Campi non previsti: ${issue.keys.join(', ')}`;
    default:
      return 'Dato non valido';
  }
}

z.config({ localeError: messaggioZod });

export { z };
