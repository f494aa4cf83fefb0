// Decision 1141: uploading a bank statement. The file is read whole by the domain (camt.053 or a
// CSV with its mapping) before anything is written; then, in one transaction, the file row and the
// lines not stored yet. The same bytes, or the same lines in another file, change nothing.
import { createHash } from 'node:crypto';
import { leggiCamt053 } from '@zaino/domain/camt053';
import { leggiCsvBanca } from '@zaino/domain/csv-banca';
import { MSG_MOVIMENTI, schemaImportaEstratto } from '@zaino/domain/form-estratti-banca';
import { LIMITI_ESTRATTO, MSG_ESTRATTO } from '@zaino/domain/movimenti-banca';
import { testoDelFile } from '@zaino/domain/testo-file';
import { assertCan } from '../../auth/assert-can.ts';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import {
  findEstrattoPerHash,
  identitaPresenti,
  insertEstratto,
  insertMovimenti,
  upsertMappatura,
} from './estratti-banca.repo.ts';

export interface EsitoImportazione {
  /** The file's row; null when nothing was new (no row is written for it). */
  id_estratto: number | null;
  righe_lette: number;
  righe_nuove: number;
  /** Every line of the file was known already (the same file, or its lines in an earlier one). */
  gia_importato: boolean;
}

function bytesDa(base64: string): Buffer {
  const pulito = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(pulito) || pulito.length % 4 === 1)
    throw new AppError('VALIDATION', MSG_MOVIMENTI.base64);
  return Buffer.from(pulito, 'base64');
}

/** POST /segreteria/estratti-banca: {formato, nome_file, contenuto (base64), mappatura?}. 'estrattiBanca.gestisci'. */
export async function importaEstrattoBanca(sc: ServiceContext, input: unknown): Promise<EsitoImportazione> {
  assertCan(sc.viewer, 'estrattiBanca.gestisci');
  const p = parseInput(schemaImportaEstratto, input);
  const bytes = bytesDa(p.contenuto);
  if (bytes.length > LIMITI_ESTRATTO.byte) throw new AppError('VALIDATION', MSG_ESTRATTO.troppoGrande);
  if (bytes.length === 0) throw new AppError('VALIDATION', MSG_ESTRATTO.vuoto);
  const testo = testoDelFile(bytes);
  const mappatura = p.formato === 'csv' ? p.mappatura! : null;
  const letto = mappatura ? leggiCsvBanca(testo, mappatura) : leggiCamt053(testo);
  if (!letto.ok) throw new AppError('VALIDATION', letto.errore);
  const righe = letto.righe;
  const hash = createHash('sha256').update(bytes).digest('hex');
  return inTransazione(sc, async (tx) => {
    if (mappatura) await upsertMappatura(tx.db, mappatura.banca, mappatura);
    const gia = { righe_lette: righe.length, righe_nuove: 0, gia_importato: true };
    const stesso = await findEstrattoPerHash(tx.db, hash);
    if (stesso !== null) return { id_estratto: stesso, ...gia };
    const presenti = await identitaPresenti(
      tx.db,
      righe.map((r) => r.identita),
    );
    const nuove = righe.filter((r) => !presenti.has(r.identita));
    if (nuove.length === 0) return { id_estratto: null, ...gia };
    const id = await insertEstratto(tx.db, {
      hash,
      nome_file: p.nome_file,
      formato: p.formato,
      banca: mappatura?.banca ?? null,
      righe: righe.length,
      caricato_da: tx.autore,
    });
    // A concurrent upload of the very same bytes committed first: its lines are those.
    if (id === null) return { id_estratto: await findEstrattoPerHash(tx.db, hash), ...gia };
    const inserite = await insertMovimenti(tx.db, id, nuove);
    return { id_estratto: id, righe_lette: righe.length, righe_nuove: inserite, gia_importato: false };
  });
}
