import type { Viewer } from '@zaino/domain/accesso';
import type { Db } from '../db/client.ts';
import type { Loaders } from '../loaders.ts';
import type { IdentityClaims } from './identity-token.ts';
import { findPersoneCorrelate } from './viewer.repo.ts';

/** The domain Viewer (spec 1 §6) plus who signed in. */
export interface RequestViewer extends Viewer {
  /** better-auth user id (the token's subject). */
  userId: string | null;
  email: string;
  username: string;
}

export const ANONYMOUS: RequestViewer = Object.freeze({
  id_persona: 0,
  nomine: [],
  persone_correlate: [],
  signedIn: false,
  userId: null,
  email: '',
  username: '',
}) as RequestViewer;

/**
 * Builds the viewer from verified token claims: id_persona from the token, the person's
 * appointments in the active scout year and the persons related by kinship, from the database.
 * A login not yet attached to a person (id_persona 0) has neither.
 */
export async function loadViewer(
  db: Db,
  loaders: Loaders,
  claims: IdentityClaims | null,
): Promise<RequestViewer> {
  if (!claims) return ANONYMOUS;
  const base = {
    id_persona: claims.id_persona,
    signedIn: true,
    userId: claims.sub,
    email: claims.email,
    username: claims.username,
  };
  if (claims.id_persona <= 0) return { ...base, nomine: [], persone_correlate: [], figli: [] };
  const anno = (await loaders.anni.annoAttivo())?.anno_scout;
  const [nomine, parenti] = await Promise.all([
    anno == null ? [] : loaders.iscrizioni.nomineRef.load({ id: claims.id_persona, anno }),
    findPersoneCorrelate(db, claims.id_persona),
  ]);
  return { ...base, nomine, persone_correlate: parenti.correlate, figli: parenti.figli };
}
