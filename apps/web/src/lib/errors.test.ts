import { describe, expect, it } from 'vitest';
import { ApiError } from './graphql.ts';
import { errorMessage, errorText, NETWORK_ERROR_TEXT } from './errors.ts';

describe('errorText', () => {
  it.each(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed'])(
    'a failed fetch (%s) is a network error',
    (message) => {
      expect(errorText(new TypeError(message))).toBe(NETWORK_ERROR_TEXT);
    },
  );

  it('a TypeError of the code is shown as an error, not as the network', () => {
    expect(errorText(new TypeError("Cannot read properties of null (reading 'value')"))).toBe(
      "Errore: Cannot read properties of null (reading 'value')",
    );
  });
});

describe('errorMessage', () => {
  // Spec 3 §8 toasts carry their own prefix: "C'è stato un errore: {message}", never "…: Errore: …".
  it('is the bare message of a server refusal or an error', () => {
    expect(errorMessage(new Error('archivio non raggiungibile'))).toBe('archivio non raggiungibile');
    expect(errorText(new Error('archivio non raggiungibile'))).toBe('Errore: archivio non raggiungibile');
  });

  it('names a failed fetch or an unreachable API as the network', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_TEXT);
    expect(errorMessage(new ApiError('offline', { network: true }))).toBe(NETWORK_ERROR_TEXT);
    expect(errorMessage(new ApiError('Voce non trovata', { errorType: 'NOT_FOUND' }))).toBe(
      'Voce non trovata',
    );
  });
});
