import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const PERSONA_TESTATA = graphql(`
  query personaTestata($id_persona: Int!) {
    persona(id_persona: $id_persona) {
      id_persona
      nome
      cognome
      viewerCan
    }
  }
`);

/** The person page's header: the name and the catalogue actions the viewer has on the person. */
export function usePersonaTestata(id_persona: number) {
  return useQuery({
    queryKey: chiavi.persone.testata(id_persona),
    queryFn: async () => (await request(PERSONA_TESTATA, { id_persona })).persona,
    enabled: Number.isInteger(id_persona) && id_persona > 0,
  });
}
