import { inflateRawSync } from 'node:zlib';

/** The files of a zip archive (an XLSX) by name, as text: enough to read a sheet in a test. */
export function fileZip(zip: Buffer): Map<string, string> {
  const fine = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const voci = zip.readUInt16LE(fine + 10);
  let p = zip.readUInt32LE(fine + 16);
  const file = new Map<string, string>();
  for (let i = 0; i < voci; i++) {
    const metodo = zip.readUInt16LE(p + 10);
    const compresso = zip.readUInt32LE(p + 20);
    const lNome = zip.readUInt16LE(p + 28);
    const lExtra = zip.readUInt16LE(p + 30);
    const lCommento = zip.readUInt16LE(p + 32);
    const locale = zip.readUInt32LE(p + 42);
    const nome = zip.subarray(p + 46, p + 46 + lNome).toString('utf8');
    const inizio = locale + 30 + zip.readUInt16LE(locale + 26) + zip.readUInt16LE(locale + 28);
    const dati = zip.subarray(inizio, inizio + compresso);
    file.set(nome, (metodo === 8 ? inflateRawSync(dati) : dati).toString('utf8'));
    p += 46 + lNome + lExtra + lCommento;
  }
  return file;
}
