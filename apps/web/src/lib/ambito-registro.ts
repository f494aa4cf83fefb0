import { useQuery } from '@tanstack/react-query';
import { graphql } from '../gql/index.ts';
import { request } from './graphql.ts';
import { chiavi } from './query-keys.ts';
import type { UnitChoice } from './session-store.ts';

const UNITA_SCELTA = graphql(`
  query unitaDelRegistro($branca: String!, $id_gruppo: Int!) {
    cercaUnita(branca: $branca, id_gruppo: $id_gruppo) {
      id_unita
    }
  }
`);

/** Spec 2 §2 list scope: the section, the whole group (branch G), or one unit. */
export type AmbitoRegistro =
  | { tipo: 'sezione' }
  | { tipo: 'gruppo'; id_gruppo: number }
  | { tipo: 'unita'; id_unita: number };

/**
 * The register's scope from the shell's unit selector. A unit choice carries its group and branch,
 * not its id: the id is read once (cercaUnita). Undefined while it loads; null when the unit is gone.
 */
export function useAmbitoRegistro(scelta: UnitChoice): AmbitoRegistro | null | undefined {
  const unita = scelta.branca !== null && scelta.branca !== 'G' && scelta.id_gruppo !== null;
  const q = useQuery({
    queryKey: chiavi.persone.unitaScelta(scelta.branca ?? '', scelta.id_gruppo ?? 0),
    queryFn: async () =>
      (await request(UNITA_SCELTA, { branca: scelta.branca ?? '', id_gruppo: scelta.id_gruppo ?? 0 }))
        .cercaUnita,
    enabled: unita,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (scelta.branca === null || scelta.id_gruppo === null) return { tipo: 'sezione' };
  if (scelta.branca === 'G') return { tipo: 'gruppo', id_gruppo: scelta.id_gruppo };
  if (q.isPending) return undefined;
  return q.data ? { tipo: 'unita', id_unita: q.data.id_unita } : null;
}
