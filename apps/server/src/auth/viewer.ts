import type { Viewer } from '@zaino/domain/accesso';
import { MSG_SECONDO_FATTORE, secondoFattoreMancante } from '@zaino/domain/secondo-fattore';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { Loaders } from '../loaders.ts';
import type { TokenVerifier } from './identity-token.ts';
import { findSessioneViewer, findViewerAttuale } from './viewer.repo.ts';

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
 * The viewer of a request (GraphQL and REST): anonymous without a token; otherwise the token must be
 * valid (signature, issuer, audience, expiry), its session alive and its signing key still in the key
 * set, checked in the same statement
 * that reads the person's appointments in the active scout year and their kinships (decision 0908).
 * A token that fails either is UNAUTHENTICATED: the web reloads it and retries. A session that still
 * lacks its second factor is FORBIDDEN with `details.secondo_fattore` ('codice' | 'attivazione'). The active year and
 * the viewer's and their children's appointments read here prime the request's loaders.
 */
export async function viewerDellaRichiesta(
  db: Db,
  loaders: Loaders,
  verifyToken: TokenVerifier,
  token: string | null,
  obbligoSecondoFattore = true,
): Promise<RequestViewer> {
  if (!token) return ANONYMOUS;
  const claims = await verifyToken(token);
  if (!claims) throw new AppError('UNAUTHENTICATED');
  const letto = await findSessioneViewer(
    db,
    { sid: claims.sid, userId: claims.sub, kid: claims.kid },
    claims.id_persona,
  );
  if (!letto) throw new AppError('UNAUTHENTICATED');
  // Decision 0415: a session without its due second factor (signed in by email code or Google, or
  // a super role not enrolled yet) is refused everything, back office and family pages alike.
  const manca = secondoFattoreMancante({
    nomine: letto.nomine,
    totpAttivo: letto.totpAttivo,
    sessioneVerificata: letto.sessioneVerificata,
    obbligatorio: obbligoSecondoFattore,
  });
  if (manca) throw new AppError('FORBIDDEN', MSG_SECONDO_FATTORE[manca], { secondo_fattore: manca });
  loaders.anni.primeAttivo(letto.anno);
  // The viewer as a permission target (a family's own pages) reads nothing more (decision 0434).
  if (letto.anno && claims.id_persona > 0)
    loaders.persone.nomineRef.prime(
      { id: claims.id_persona, anno: letto.anno.anno_scout },
      { nomine: letto.nomine, nomine_figli: letto.nomine_figli },
    );
  return {
    id_persona: claims.id_persona,
    signedIn: true,
    userId: claims.sub,
    email: claims.email,
    username: claims.username,
    // A login not yet attached to a person (id_persona 0) has neither appointments nor relatives.
    nomine: letto.nomine,
    persone_correlate: letto.correlate,
    figli: letto.figli,
  };
}

/**
 * A job runs after its request, sometimes much later (queued behind another, or back in the queue
 * after a restart): it acts as who asked as they are now. An appointment removed meanwhile counts;
 * a login deleted or moved to another person makes the job anonymous, so its permission check
 * refuses it. Signing out does not stop a job already asked for.
 */
export async function viewerAttuale(db: Db, chiesto: RequestViewer): Promise<RequestViewer> {
  if (!chiesto.signedIn || !chiesto.userId) return ANONYMOUS;
  const letto = await findViewerAttuale(db, chiesto.userId, chiesto.id_persona);
  if (!letto) return ANONYMOUS;
  return { ...chiesto, nomine: letto.nomine, persone_correlate: letto.correlate, figli: letto.figli };
}
