import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { session } from '../../../lib/session-store.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const NOME_PERSONA_SE = graphql(`
  query nomePersonaSe {
    getPersonaSe {
      id_persona
      nome
      cognome
    }
  }
`);

/** The name of the person the signed-in login is attached to (for 'già associate a {name}'). */
export function useNomePersonaSe() {
  const id_persona = session.use((s) => s.user?.id_persona ?? 0);
  return useQuery({
    queryKey: chiavi.persone.nomeSe(id_persona),
    queryFn: async () => (await request(NOME_PERSONA_SE)).getPersonaSe,
    enabled: id_persona > 0,
    staleTime: 5 * 60_000,
  });
}
