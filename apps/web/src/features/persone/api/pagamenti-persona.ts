import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const PAGAMENTI_PERSONA = graphql(`
  query pagamentiPersona($id_persona: Int!) {
    persona(id_persona: $id_persona) {
      id_persona
      id_parte
      nome
      cognome
    }
  }
`);

export const PARTE_PERSONA_PAGAMENTI = graphql(`
  fragment PartePersonaPagamenti on Parte {
    id_parte
    desc
    nome_persona
  }
`);

const MOVIMENTI_PERSONA = graphql(`
  query movimentiPersona($id_parte: Int!) {
    getTeParte(id_parte: $id_parte) {
      id_transazione_economica
      id_parte_da
      id_parte_a
      parte_da {
        ...PartePersonaPagamenti
      }
      parte_a {
        ...PartePersonaPagamenti
      }
      importo
      causale_desc
      stato
      data_creata
      anno_scout
    }
    getTfParte(id_parte: $id_parte) {
      id_transazione_finanziaria
      id_parte_da
      id_parte_a
      parte_da {
        ...PartePersonaPagamenti
      }
      parte_a {
        ...PartePersonaPagamenti
      }
      importo
      stato
      tipo_da
      tipo_a
      data_creata
      data_pagata
    }
  }
`);

/**
 * Spec 2 §2 'Pagamenti & Quote': the dues and payments of the person's party, every year, newest
 * first (getTeParte, getTfParte; 'persona.pagamenti', decision 1101).
 */
export function usePagamentiPersona(id_persona: number) {
  return useQuery({
    queryKey: chiavi.persone.schedaPagamenti(id_persona),
    queryFn: async () => {
      const persona = (await request(PAGAMENTI_PERSONA, { id_persona })).persona;
      const nome = [persona?.nome, persona?.cognome].filter(Boolean).join(' ');
      if (!persona?.id_parte) return { id_parte: null, nome, dovuti: [], pagamenti: [] };
      const m = await request(MOVIMENTI_PERSONA, { id_parte: persona.id_parte });
      return { id_parte: persona.id_parte, nome, dovuti: m.getTeParte, pagamenti: m.getTfParte };
    },
  });
}
