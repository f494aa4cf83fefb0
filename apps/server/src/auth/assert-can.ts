import { type Azione, can, type Target } from '@zaino/domain/permessi';
import { AppError } from '../errors.ts';
import type { RequestViewer } from './viewer.ts';

/** Public operations aside, every operation needs a signed-in user (DESIGN.md §5). */
export function assertSignedIn(viewer: RequestViewer): void {
  if (!viewer.signedIn) throw new AppError('UNAUTHENTICATED');
}

/**
 * The server side of DESIGN.md §6: the domain's `can`, bound to the request's viewer. Called on the
 * first line of every service method. An action on a person the viewer may not see answers
 * NOT_FOUND, exactly as a missing person would; an action without a target answers FORBIDDEN.
 */
export function assertCan(viewer: RequestViewer, action: Azione, target?: Target): void {
  assertSignedIn(viewer);
  if (can(viewer, action, target)) return;
  throw new AppError(target ? 'NOT_FOUND' : 'FORBIDDEN');
}
