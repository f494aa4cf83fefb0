import { Outlet, useRouteLoaderData } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';

/**
 * The page of the matched route, or the 404 page when the navigation guard found that the viewer
 * lacks the catalogue action the route names: not allowed looks exactly like missing.
 */
export function GuardedOutlet() {
  const guard = useRouteLoaderData('root') as { notFound?: boolean } | null | undefined;
  return guard?.notFound ? <NotFound /> : <Outlet />;
}
