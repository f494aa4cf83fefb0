import {
  type AzioneDiSezione,
  type AzioneSu,
  can,
  type Target,
  type TargetPer,
  visibile,
} from '@zaino/domain/permessi';
import { AppError } from '../errors.ts';
import type { RequestViewer } from './viewer.ts';

/** Public operations aside, every operation needs a signed-in user (DESIGN.md §5). */
export function assertSignedIn(viewer: RequestViewer): void {
  if (!viewer.signedIn) throw new AppError('UNAUTHENTICATED');
}

/**
 * The server side of DESIGN.md §6: the domain's `can`, bound to the request's viewer, on the first
 * line of every service method. An anonymous caller is UNAUTHENTICATED; a refused action on a
 * resource the viewer may not see answers NOT_FOUND (with the same message a missing one gets), on a
 * visible one or on the whole section FORBIDDEN.
 */
export function assertCan(viewer: RequestViewer, azione: AzioneDiSezione): void;
export function assertCan<A extends AzioneSu>(
  viewer: RequestViewer,
  azione: A,
  target: TargetPer<A>,
  nonTrovato?: string,
): void;
export function assertCan(
  viewer: RequestViewer,
  azione: AzioneDiSezione | AzioneSu,
  target?: Target,
  nonTrovato?: string,
): void {
  assertSignedIn(viewer);
  if (can(viewer, azione, target)) return;
  if (target && !visibile(viewer, target)) throw new AppError('NOT_FOUND', nonTrovato);
  throw new AppError('FORBIDDEN');
}
