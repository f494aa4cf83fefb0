import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_TYPES, internalErrorMessage, isErrorType } from './errori.ts';

describe('error types (DESIGN.md §5)', () => {
  it('include INTERNAL and RATE_LIMITED, each with an Italian default message', () => {
    expect(ERROR_TYPES).toContain('INTERNAL');
    expect(ERROR_TYPES).toContain('RATE_LIMITED');
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_TYPES].sort());
    for (const t of ERROR_TYPES) expect(ERROR_MESSAGES[t].length).toBeGreaterThan(5);
  });

  it('an unexpected error names only the request id', () => {
    expect(internalErrorMessage('req-7')).toBe('Errore interno del server (richiesta req-7)');
  });

  it('recognise the known types only', () => {
    expect(isErrorType('FORBIDDEN')).toBe(true);
    expect(isErrorType('forbidden')).toBe(false);
    expect(isErrorType(undefined)).toBe(false);
  });
});
