import { describe, expect, it } from 'vitest';
import { testoDelFile } from './testo-file.ts';

// Decisions 1141, 1156, 0429: the one decoder of an uploaded text file (a bank's statement, the
// national export), used by the server and by the web's preview.
describe('testoDelFile', () => {
  it('reads valid UTF-8 as UTF-8', () => {
    expect(testoDelFile(new TextEncoder().encode('Caffè;€ 3,50'))).toBe('Caffè;€ 3,50');
  });

  it('reads anything else as Windows-1252, as Italian banks export', () => {
    // 'Caffè;€' in Windows-1252: è is 0xE8, € is 0x80 (both invalid alone in UTF-8).
    expect(testoDelFile(Uint8Array.from([0x43, 0x61, 0x66, 0x66, 0xe8, 0x3b, 0x80]))).toBe('Caffè;€');
  });

  it('reads 0x80–0x9F by the Windows-1252 table, not as Latin-1 controls (Node 20)', () => {
    // dell’ «Rossi» – 5 … : the typographic characters a bank's reason carries.
    const bytes = Uint8Array.from([0x64, 0x65, 0x6c, 0x6c, 0x92, 0x20, 0x96, 0x20, 0x85, 0xe0, 0x81]);
    expect(testoDelFile(bytes)).toBe('dell\u2019 \u2013 \u2026\u00e0\u0081');
  });

  it('drops a leading BOM', () => {
    expect(testoDelFile(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
  });

  it('reads UTF-16 with its byte-order mark, as Excel saves "Unicode text"', () => {
    const le = Uint8Array.from([0xff, 0xfe, 0x43, 0x00, 0xe8, 0x00, 0x3b, 0x00]);
    expect(testoDelFile(le)).toBe('Cè;');
    const be = Uint8Array.from([0xfe, 0xff, 0x00, 0x43, 0x00, 0xe8, 0x00, 0x3b]);
    expect(testoDelFile(be)).toBe('Cè;');
  });
});
