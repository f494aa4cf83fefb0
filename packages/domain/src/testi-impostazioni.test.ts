import { describe, expect, it } from 'vitest';
import { MSG_ANNO_SCOUT } from './form-anno-scout.ts';
import { MSG_IDENTITA } from './identita-sezione.ts';
import { MSG_LISTE_ATTESA } from './liste-attesa-gestione.ts';

// Decision 1025: the settings page's own texts write the apostrophe as the spec's quoted texts do
// (straight, "Liste d'attesa"), so the page never mixes ’ and '.
describe('the messages of the settings page', () => {
  const messaggi = [MSG_ANNO_SCOUT, MSG_IDENTITA, MSG_LISTE_ATTESA].flatMap((m) => Object.values(m));
  it('use the straight apostrophe only', () => {
    expect(messaggi.some((m) => m.includes("'"))).toBe(true);
    expect(messaggi.filter((m) => m.includes('’'))).toEqual([]);
  });
});
