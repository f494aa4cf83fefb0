import { Outlet, useRouteLoaderData } from 'react-router';
import { NotFound } from '../../components/not-found.tsx';
import { AvvisoDiNavigazione } from './avviso-di-navigazione.tsx';

/**
 * The page of the matched route, or the 404 page when the navigation guard found that the viewer
 * lacks the catalogue action the route names: not allowed looks exactly like missing. Above it, the
 * guard's message when it redirected the user here.
 */
export function GuardedOutlet() {
  const guard = useRouteLoaderData('root') as { notFound?: boolean } | null | undefined;
  if (guard?.notFound) return <NotFound />;
  return (
    <>
      <AvvisoDiNavigazione />
      <Outlet />
    </>
  );
}
