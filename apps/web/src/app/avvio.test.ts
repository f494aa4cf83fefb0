import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Decision 0318: index.html paints the spec's loading display before the scripts arrive; it must
// say what the app's own display says (components/loading.tsx), and say why without JavaScript.
const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const loading = readFileSync(new URL('../components/loading.tsx', import.meta.url), 'utf8');

describe('the loading display in index.html', () => {
  it("is inside the app's root, as a status with the app's own text", () => {
    const root = /<div id="root">([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? '';
    expect(root).toContain('role="status"');
    const testo = />([^<]+)<\/Text>/.exec(loading)?.[1];
    expect(testo).toBe('Caricamento...');
    expect(root).toContain(testo);
  });

  it('is hidden without JavaScript, where an Italian message says what to do', () => {
    expect(html).toMatch(/<noscript><style>\.avvio \{ display: none; \}<\/style><\/noscript>/);
    expect(html).toMatch(
      /<noscript><p class="senza-js">Zaino ha bisogno di JavaScript[^<]+<\/p><\/noscript>/,
    );
  });
});
