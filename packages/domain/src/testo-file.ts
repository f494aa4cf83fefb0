// Decisions 1141, 1156, 0429: the text of a file a person uploads (a bank's CSV, the national
// body's export), decoded the same way on the server and in the browser's preview.

// Windows-1252's bytes 0x80–0x9F (the WHATWG table; 0x81, 0x8D, 0x8F, 0x90, 0x9D stay as they are).
// Node 20's TextDecoder('windows-1252') decodes them as Latin-1 (C1 controls), a browser as the
// table says: mapping them here makes the server and the preview read '€' and '’' alike.
const CP1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * A text file's content: UTF-16 when it starts with a UTF-16 byte-order mark (Excel's "Unicode
 * text"), UTF-8 when it is valid UTF-8, else Windows-1252 (what Italian banks' and Excel's CSVs
 * often are). A leading BOM is dropped.
 */
export function testoDelFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252')
      .decode(bytes)
      .replace(/[\u0080-\u009f]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80] ?? c);
  }
}
