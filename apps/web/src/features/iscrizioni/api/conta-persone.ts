import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const CONTA_PERSONE = graphql(`
  query contaPersone($anno_scout: Int!, $id_parte: Int!) {
    contaPersone(anno_scout: $anno_scout, id_parte: $id_parte)
  }
`);

/** Dashboard count: enrolled persons of the party's scope in the scout year. */
export function useContaPersone(anno_scout: number | null, id_parte: number) {
  return useQuery({
    queryKey: chiavi.iscrizioni.conta(anno_scout, id_parte),
    queryFn: async () => (await request(CONTA_PERSONE, { anno_scout: anno_scout!, id_parte })).contaPersone,
    enabled: anno_scout !== null,
  });
}
