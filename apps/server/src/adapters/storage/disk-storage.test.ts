import { describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';
import { MESSAGGI_FILE } from './rifiuto-file.ts';
import { nomeAscii } from './storage.ts';

const PDF = Buffer.from('%PDF-1.4\n%test\n%%EOF\n');

function store(adesso = () => Date.now()) {
  return createDiskStorage({
    dir: undefined,
    secret: 's'.repeat(32),
    publicUrl: 'http://localhost:3000',
    adesso,
  });
}

describe('disk file store (embedded default of the file port)', () => {
  it('gives an S3-style post: url and fields with a generated key; the upload is found by that key', async () => {
    const s = store();
    const post = await s.createPostUrl({ cartella: 'bonifici' });
    // Relative, so a page opened at another host than PUBLIC_URL posts to itself (CSP connect-src 'self').
    expect(post.url).toBe('/file/carica');
    expect(post.fields.key).toMatch(/^bonifici\/[0-9a-f-]{36}$/);
    expect(await s.findUploaded(post.fields.key!)).toBeNull();
    const salvato = await s.accept(
      { ...post.fields, 'x-amz-meta-filename': 'Ricevuta «bonifico».pdf' },
      { data: PDF, tipo: 'pdf' },
    );
    expect(salvato).toMatchObject({
      key: `${post.fields.key}.pdf`,
      dimensione: PDF.length,
      contentType: 'application/pdf',
    });
    expect(salvato.nome).toBe('Ricevuta bonifico.pdf');
    // with or without the extension the client appended
    expect(await s.findUploaded(post.fields.key!)).toEqual(salvato);
    expect(await s.findUploaded(`${post.fields.key}.jpeg`)).toEqual(salvato);
    expect(await s.findUploaded('../../etc/passwd')).toBeNull();
  });

  it('gives back the bytes of a stored file by its key, nothing for another or a malformed key', async () => {
    const s = store();
    const salvato = await s.put({
      cartella: 'ricevute',
      tipo: 'pdf',
      nome: 'ricevuta-1-2025.pdf',
      body: PDF,
    });
    expect(await s.get(salvato.key)).toEqual(PDF);
    expect(await s.get(salvato.key.replace(/\.pdf$/, '.png'))).toBeNull();
    expect(await s.get('ricevute/00000000-0000-4000-8000-000000000000.pdf')).toBeNull();
    expect(await s.get('../../etc/passwd')).toBeNull();
  });

  it('refuses a tampered policy, an expired one, a replayed key, a larger file, an unknown type', async () => {
    let t = Date.now();
    const s = store(() => t);
    const post = await s.createPostUrl({ cartella: 'allegati', maxBytes: 100 });
    const prova = (campi: Record<string, string>, data = PDF, tipo: 'pdf' | 'ignoto' = 'pdf') =>
      s.accept(campi, { data, tipo: tipo === 'ignoto' ? undefined : tipo }).then(
        () => 'ok',
        (e: Error) => e.message,
      );
    expect(await prova({ ...post.fields, key: 'allegati/00000000-0000-0000-0000-000000000000' })).toBe(
      MESSAGGI_FILE.firma,
    );
    expect(await prova({ ...post.fields, signature: 'x' })).toBe(MESSAGGI_FILE.firma);
    expect(await prova(post.fields, Buffer.alloc(101, 1))).toBe(MESSAGGI_FILE.troppoGrande(100));
    expect(await prova(post.fields, PDF, 'ignoto')).toBe(MESSAGGI_FILE.tipo);
    t += 16 * 60 * 1000;
    expect(await prova(post.fields)).toBe(MESSAGGI_FILE.scaduto);
    t -= 16 * 60 * 1000;
    expect(await prova(post.fields)).toBe('ok');
    expect(await prova(post.fields)).toBe(MESSAGGI_FILE.giaCaricato);
  });

  it('signs download links that expire and name the file in ASCII', async () => {
    let t = Date.now();
    const s = store(() => t);
    const salvato = await s.put({
      cartella: 'ricevute',
      tipo: 'pdf',
      nome: 'Ricevuta n. 3 — Àlfa.pdf',
      body: PDF,
    });
    const url = new URL(await s.getSignedUrl(salvato.key, salvato.nome));
    const query = Object.fromEntries(url.searchParams);
    expect(query.nome).toBe('Ricevuta n. 3  Alfa.pdf');
    expect((await s.open(query)).percorso).toMatch(/\.pdf$/);
    await expect(s.open({ ...query, nome: 'altro.pdf' })).rejects.toThrow(MESSAGGI_FILE.downloadNonValido);
    t += 6 * 60 * 1000;
    await expect(s.open(query)).rejects.toThrow(MESSAGGI_FILE.downloadScaduto);
  });

  it('names files in plain ASCII without quotes or control characters', () => {
    expect(nomeAscii('"ciao"\r\n.pdf')).toBe('ciao.pdf');
    expect(nomeAscii('论文')).toBe('file');
  });
});
