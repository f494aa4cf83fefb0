import { type QueryClient, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { ListeAttesaQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

export const LISTA_ATTESA_UNITA = graphql(`
  fragment ListaAttesaUnitaFields on ListaAttesaUnita {
    id_unita
    branca
    descrizione
    posti
    occupati
    voci {
      id_lista_attesa
      id_persona
      nome
      cognome
      posizione
      note
      data_richiesta
      aperta
    }
  }
`);

const LISTE_ATTESA = graphql(`
  query listeAttesa {
    getAsAttivo {
      anno_scout
    }
    listeAttesa {
      ...ListaAttesaUnitaFields
    }
  }
`);

export type ListeAttesa = ListeAttesaQuery;
export type ListaAttesaUnita = ListeAttesaQuery['listeAttesa'][number];
export type VoceListaAttesa = ListaAttesaUnita['voci'][number];

/** Decision 1024 listeAttesa: every unit with its places and its list, and the active year. */
export function useListeAttesa() {
  return useQuery({
    queryKey: chiavi.organizzazione.listeAttesa(),
    queryFn: () => request(LISTE_ATTESA),
  });
}

/** A write answers the unit it changed: that unit replaces its old self in the cached lists. */
export function sostituisciUnita(queryClient: QueryClient, unita: ListaAttesaUnita): void {
  queryClient.setQueryData<ListeAttesa>(chiavi.organizzazione.listeAttesa(), (prima) =>
    prima
      ? { ...prima, listeAttesa: prima.listeAttesa.map((u) => (u.id_unita === unita.id_unita ? unita : u)) }
      : prima,
  );
}
