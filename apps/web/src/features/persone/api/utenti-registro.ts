import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { UtenteRegistroFragment } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import type { AmbitoRegistro } from '../../../lib/ambito-registro.ts';

export const UTENTE_REGISTRO = graphql(`
  fragment UtenteRegistro on Utente {
    id_utente
    id_persona
    username
    email
    data_registrazione
    data_ultimo_accesso
    persona {
      id_persona
      nome
      cognome
    }
  }
`);

const UTENTI_SEZIONE = graphql(`
  query utentiDellaSezione($anno_scout: Int!) {
    utentiSezione(anno_scout: $anno_scout) {
      ...UtenteRegistro
    }
  }
`);

const UTENTI_GRUPPO = graphql(`
  query utentiDelGruppo($id_gruppo: Int!, $anno_scout: Int!) {
    utentiGruppo(id_gruppo: $id_gruppo, anno_scout: $anno_scout) {
      ...UtenteRegistro
    }
  }
`);

const UTENTI_UNITA = graphql(`
  query utentiDellUnita($id_unita: Int!, $anno_scout: Int!) {
    utentiUnita(id_unita: $id_unita, anno_scout: $anno_scout) {
      ...UtenteRegistro
    }
  }
`);

export type UtenteDelRegistro = UtenteRegistroFragment;

async function carica(ambito: AmbitoRegistro, anno_scout: number): Promise<UtenteDelRegistro[]> {
  if (ambito.tipo === 'sezione')
    return (await request(UTENTI_SEZIONE, { anno_scout })).utentiSezione as UtenteDelRegistro[];
  if (ambito.tipo === 'gruppo')
    return (await request(UTENTI_GRUPPO, { id_gruppo: ambito.id_gruppo, anno_scout }))
      .utentiGruppo as UtenteDelRegistro[];
  return (await request(UTENTI_UNITA, { id_unita: ambito.id_unita, anno_scout }))
    .utentiUnita as UtenteDelRegistro[];
}

/** Spec 2 §7: the users of the chosen scope's register (its persons and their parents). */
export function useUtentiRegistro(
  ambito: AmbitoRegistro | null | undefined,
  anno: number | null,
  id_parte: number,
) {
  return useQuery({
    queryKey: chiavi.persone.utentiRegistro(anno, id_parte),
    queryFn: () => carica(ambito!, anno!),
    enabled: ambito != null && anno != null,
  });
}
