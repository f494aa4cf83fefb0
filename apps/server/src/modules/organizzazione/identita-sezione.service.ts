import { identitaCompleta, identitaSezioneSchema } from '@zaino/domain/identita-sezione';
import { assertCan } from '../../auth/assert-can.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext } from '../../request-context.ts';
import { type IdentitaSezioneRow, salvaIdentitaSezione } from './identita-sezione.repo.ts';

/** What the API answers: the stored identity, or every field empty before the first save. */
export interface IdentitaSezioneVista {
  denominazione: string | null;
  indirizzo: string | null;
  cap: string | null;
  comune: string | null;
  provincia: string | null;
  codice_fiscale: string | null;
  partita_iva: string | null;
  runts: string | null;
  detraibilita: string | null;
  completa: boolean;
  aggiornata_il: Date | null;
}

const VUOTA: IdentitaSezioneVista = Object.freeze({
  denominazione: null,
  indirizzo: null,
  cap: null,
  comune: null,
  provincia: null,
  codice_fiscale: null,
  partita_iva: null,
  runts: null,
  detraibilita: null,
  completa: false,
  aggiornata_il: null,
});

const vista = (row: IdentitaSezioneRow | null): IdentitaSezioneVista =>
  row ? { ...VUOTA, ...row, completa: identitaCompleta(row) } : VUOTA;

/** Decision 1301 identitaSezione: the section's identity, for the admins (settings page). */
export async function identitaSezione(sc: ServiceContext): Promise<IdentitaSezioneVista> {
  assertCan(sc.viewer, 'identita.leggi');
  return vista(await sc.loaders.organizzazione.identita());
}

/**
 * Decision 1301 modificaIdentitaSezione: the super level replaces the whole identity, validated by
 * the domain schema (a bad field: VALIDATION, nothing written); the audit trigger records the change
 * in eventi with the author. Documents issued from now on print it; issued receipts are never redone.
 */
export async function modificaIdentitaSezione(
  sc: ServiceContext,
  input: unknown,
): Promise<IdentitaSezioneVista> {
  assertCan(sc.viewer, 'identita.modifica');
  const dati = parseInput(identitaSezioneSchema, input);
  return vista(await inTransazione(sc, (tx) => salvaIdentitaSezione(tx.db, dati)));
}

/** Whether the stored identity has what every receipt must name (production start warns otherwise). */
export async function identitaSezioneCompleta(sc: Pick<ServiceContext, 'loaders'>): Promise<boolean> {
  return identitaCompleta(await sc.loaders.organizzazione.identita());
}
