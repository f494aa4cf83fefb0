import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { RegistroPersonaFragment } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import type { AmbitoRegistro } from '../../../lib/ambito-registro.ts';

export const REGISTRO_PERSONA = graphql(`
  fragment RegistroPersona on Persona {
    id_persona
    nome
    cognome
    data_nascita
    stato_account
    accesso
    parentele {
      id_parentela
      desc
      id_persona_genitore
      id_persona_figlio
      genitore {
        id_persona
        nome
        cognome
      }
      figlio {
        id_persona
        nome
        cognome
      }
    }
    iscrizione {
      id_iscrizione
      stato_iscrizione
      n_tessera
      errori_nazionale
      nomine {
        id_nomina
        id_ruolo
        gruppo {
          numero
        }
      }
    }
  }
`);

const REGISTRO_SEZIONE = graphql(`
  query registroSezione($anno_scout: Int!) {
    personeSezione(anno_scout: $anno_scout) {
      ...RegistroPersona
    }
  }
`);

const REGISTRO_GRUPPO = graphql(`
  query registroGruppo($id_gruppo: Int!, $anno_scout: Int!) {
    personeGruppo(id_gruppo: $id_gruppo, anno_scout: $anno_scout) {
      ...RegistroPersona
    }
  }
`);

const REGISTRO_UNITA = graphql(`
  query registroUnita($id_unita: Int!, $anno_scout: Int!) {
    personeUnita(id_unita: $id_unita, anno_scout: $anno_scout) {
      ...RegistroPersona
    }
  }
`);

export type PersonaRegistro = RegistroPersonaFragment;

async function carica(ambito: AmbitoRegistro, anno_scout: number): Promise<PersonaRegistro[]> {
  // The fragment's fields are read as plain data (no fragment masking in this codegen setup).
  if (ambito.tipo === 'sezione')
    return (await request(REGISTRO_SEZIONE, { anno_scout })).personeSezione as PersonaRegistro[];
  if (ambito.tipo === 'gruppo')
    return (await request(REGISTRO_GRUPPO, { id_gruppo: ambito.id_gruppo, anno_scout }))
      .personeGruppo as PersonaRegistro[];
  return (await request(REGISTRO_UNITA, { id_unita: ambito.id_unita, anno_scout }))
    .personeUnita as PersonaRegistro[];
}

/** Spec 2 §7: the register of the chosen scope and year (the server scopes it to the viewer's reach). */
export function useRegistro(
  ambito: AmbitoRegistro | null | undefined,
  anno: number | null,
  id_parte: number,
) {
  return useQuery({
    queryKey: chiavi.persone.registro(anno, id_parte),
    queryFn: () => carica(ambito!, anno!),
    enabled: ambito != null && anno != null,
  });
}
