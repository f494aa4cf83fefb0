import type { AzioneDiSezione } from '@zaino/domain/permessi';
import { matchRoutes, type RouteObject } from 'react-router';

// Route permissions (decision 0307): a route's `handle` names the catalogue action it needs; the
// navigation guard and the side bar both read it from the one route table, registered here by
// router.tsx (the shell cannot import the router, which imports the shell).

/**
 * The `handle` of a route: `auth` flags routes that need a login, `azione` the section-wide action
 * they need (the guard knows the viewer's section-wide actions only; an action on one person or
 * enrolment is the screen's to check, through that object's viewerCan).
 */
export interface RouteHandle {
  auth?: boolean;
  azione?: AzioneDiSezione;
}

let table: RouteObject[] = [];

export function registerRoutes(routes: RouteObject[]): void {
  table = routes;
}

function handles(pathname: string): RouteHandle[] {
  return (matchRoutes(table, pathname) ?? []).map((m) => (m.route.handle as RouteHandle | undefined) ?? {});
}

export const requiresLogin = (pathname: string) => handles(pathname).some((h) => h.auth === true);

/** The actions the matched routes need (every one of them must be allowed). */
export const azioniRichieste = (pathname: string): AzioneDiSezione[] =>
  handles(pathname).flatMap((h) => (h.azione ? [h.azione] : []));
