import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { ControlliPersonaQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const CONTROLLI_PERSONA = graphql(`
  query controlliPersona($id_persona: Int!) {
    controlliPersona(id_persona: $id_persona) {
      id_controllo
      tipo
      dettagli
      persone {
        id_persona
        nome
        cognome
      }
      altre_persone
    }
  }
`);

export type ControlloPersona = ControlliPersonaQuery['controlliPersona'][number];

/**
 * Decision 1402: the open findings about one person; asked only when the person's viewerCan has
 * 'controlli.leggiPersona' (the server refuses it anyway). Under the checks' key, so a recompute or
 * an ignore refreshes it.
 */
export function useControlliPersona(id_persona: number, attiva: boolean) {
  return useQuery({
    queryKey: chiavi.controlli.persona(id_persona),
    queryFn: async () => (await request(CONTROLLI_PERSONA, { id_persona })).controlliPersona,
    enabled: attiva,
  });
}
