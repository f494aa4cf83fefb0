import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, type DiskStorage } from '../src/adapters/storage/disk-storage.ts';
import type { Cartella, FileSalvato } from '../src/adapters/storage/storage.ts';
import { PULIZIA_FILE, pulisciFileOrfani } from '../src/modules/allegati/pulizia-file.ts';
import { PUBLIC_URL, rows } from './helpers.ts';
import { createTestDatabase, dbKinds, type TestDatabase } from './test-db.ts';
import { PDF } from './upload.ts';

// Issue 22 item 3 (decision 1211): uploads no payment claimed and old statement exports are deleted
// by a round that is idempotent and safe to cut short; claimed files and receipts are kept.

const ORA = 60 * 60 * 1000;

describe.each(dbKinds)('clean-up of orphan files on the disk store, on %s', (kind) => {
  let database: TestDatabase;
  /** Milliseconds the store's clock is moved ahead (a claim long after the upload). */
  let avanti = 0;
  let storage: DiskStorage;

  /** Uploads a PDF through an upload link of `cartella`, as a browser does. */
  const carica = async (cartella: Cartella): Promise<FileSalvato> => {
    const post = await storage.createPostUrl({ cartella });
    return storage.accept(post.fields, { data: PDF, tipo: 'pdf' });
  };
  const claim = (key: string) =>
    rows(
      database,
      `insert into allegati (nome, dimensione, s3_key) values ('ricevuta.pdf', ${PDF.length}, '${key}')`,
    );
  const esiste = async (f: FileSalvato) => (await storage.get(f.key)) !== null;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    storage = createDiskStorage({
      dir: undefined,
      secret: 'p'.repeat(32),
      publicUrl: PUBLIC_URL,
      adesso: () => Date.now() + avanti,
    });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('deletes unclaimed uploads after the grace and exports after a day, keeps claimed files and receipts', async () => {
    const bonificoUsato = await carica('bonifici');
    const bonificoOrfano = await carica('bonifici');
    const allegatoUsato = await carica('allegati');
    const allegatoOrfano = await carica('allegati');
    const estratto = await storage.put({ cartella: 'estratti-conto', tipo: 'pdf', nome: 'e.pdf', body: PDF });
    const ricevuta = await storage.put({ cartella: 'ricevute', tipo: 'pdf', nome: 'r.pdf', body: PDF });
    await claim(bonificoUsato.key);
    await claim(allegatoUsato.key);
    const tutti = [bonificoUsato, bonificoOrfano, allegatoUsato, allegatoOrfano, estratto, ricevuta];

    // Within the grace (the page may still claim them): nothing goes.
    const adesso = Date.now();
    expect(
      await pulisciFileOrfani(database.db, storage, adesso + PULIZIA_FILE.caricamentiMs - 60_000),
    ).toEqual({
      eliminati: 0,
    });
    for (const f of tutti) expect(await esiste(f)).toBe(true);

    // After it, the orphan uploads go; the claimed ones, the export (a day) and the receipt stay.
    const dopo = adesso + PULIZIA_FILE.caricamentiMs + 60_000;
    expect(await pulisciFileOrfani(database.db, storage, dopo)).toEqual({ eliminati: 2 });
    expect(await Promise.all(tutti.map(esiste))).toEqual([true, false, true, false, true, true]);
    expect(await storage.findUploaded(bonificoOrfano.key)).toBeNull();
    // A second round changes nothing.
    expect(await pulisciFileOrfani(database.db, storage, dopo)).toEqual({ eliminati: 0 });

    // A day later the export goes too; the receipt never does.
    expect(await pulisciFileOrfani(database.db, storage, adesso + 25 * ORA)).toEqual({ eliminati: 1 });
    expect(await Promise.all(tutti.map(esiste))).toEqual([true, false, true, false, false, true]);
    expect(await storage.elenca('ricevute')).toHaveLength(1);
  });

  it('a round cut short is finished by the next one, including a half-deleted file', async () => {
    const orfani = await Promise.all([carica('bonifici'), carica('bonifici'), carica('allegati')]);
    const dopo = Date.now() + PULIZIA_FILE.caricamentiMs + 60_000;
    // The process dies after the first deletion.
    let fatte = 0;
    const fragile = {
      elenca: storage.elenca,
      elimina: async (base: string) => {
        if (fatte++ >= 1) throw new Error('processo interrotto');
        await storage.elimina(base);
      },
    };
    await expect(pulisciFileOrfani(database.db, fragile, dopo)).rejects.toThrow('processo interrotto');
    expect((await Promise.all(orfani.map(esiste))).filter(Boolean)).toHaveLength(2);
    const restanti = await storage.elenca('bonifici');
    expect(restanti.length).toBeGreaterThan(0);
    // The next round deletes the rest.
    expect((await pulisciFileOrfani(database.db, storage, dopo)).eliminati).toBe(2);
    expect((await Promise.all(orfani.map(esiste))).some(Boolean)).toBe(false);
  });

  it('an upload older than an hour can no longer be claimed (the clean-up may be deleting it)', async () => {
    const f = await carica('bonifici');
    expect(await storage.findUploaded(f.key)).not.toBeNull();
    avanti = ORA + 60_000;
    try {
      expect(await storage.findUploaded(f.key)).toBeNull();
    } finally {
      avanti = 0;
    }
  });
});
