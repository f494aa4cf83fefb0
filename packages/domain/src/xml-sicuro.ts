// XML read the same way by every import (camt.053 statements, XLSX sheets): fast-xml-parser with
// entities off and values left as text, the five predefined entities and character references
// decoded by hand, so no DOCTYPE or entity declaration can expand anything (DESIGN.md).
import { XMLParser } from 'fast-xml-parser';

// biome-ignore lint/suspicious/noExplicitAny: the parsed XML is an untyped tree, read through the helpers below.
export type Nodo = any;

/** A parser that keeps namespaces out, attributes as '@name', and `elenchi` always as arrays. */
export function parserXml(elenchi: ReadonlySet<string>): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (nome) => elenchi.has(nome),
  });
}

const PREDEFINITE: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML's five predefined entities and character references, decoded by hand: the parser expands none. */
export function decodificaEntita(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/gi, (tutto, e: string) => {
    if (e[0] !== '#') return PREDEFINITE[e.toLowerCase()] ?? tutto;
    const codice = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
    return codice > 0 && codice <= 0x10ffff ? String.fromCodePoint(codice) : tutto;
  });
}

/** The text of a leaf, whether or not it carries attributes; null when it has none. */
export function testoNodo(n: Nodo): string | null {
  if (n === undefined || n === null) return null;
  if (typeof n === 'string') return decodificaEntita(n);
  if (typeof n === 'object' && typeof n['#text'] === 'string') return decodificaEntita(n['#text']);
  return null;
}

/** A node that may be one element, several, or none, as an array. */
export const elencoNodi = (n: Nodo): Nodo[] =>
  Array.isArray(n) ? n : n === undefined || n === null ? [] : [n];
