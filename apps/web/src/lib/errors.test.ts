import { describe, expect, it } from 'vitest';
import { errorText, NETWORK_ERROR_TEXT } from './errors.ts';

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
