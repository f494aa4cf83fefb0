import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const ISCRIZIONE_PERSONA = graphql(`
  query iscrizionePersona($id_persona: Int!, $anno_scout: Int!) {
    persona(id_persona: $id_persona, anno_scout: $anno_scout) {
      id_persona
      nome
      cognome
      sesso
      data_nascita
      luogo_nascita
      codice_fiscale
      residenza_indirizzo
      residenza_comune
      residenza_provincia
      residenza_cap
      data_conferma
      viewerCan
      iscrizione {
        id_iscrizione
        anno_scout
        stato_iscrizione
        n_tessera
        errori_nazionale
        viewerCan
        statiConsentiti
        ruoliNominabili
        gruppiNominabili
        transazione_economica {
          id_transazione_economica
          stato
          importo
        }
        nomine {
          id_nomina
          id_ruolo
          id_gruppo
          ruolo {
            nome
          }
          gruppo {
            numero
          }
        }
      }
      consenso_privacy {
        id_consenso_privacy
        consenso_i
        consenso_l
        consenso_s
        consenso_t
        data_espressione
        titolare_nome
        cartaceo
        inserito_da_nome
      }
    }
    getAnniScout {
      anno_scout
      attivo
      inizio_fiscale
      viewerCan
    }
  }
`);

const RUOLI_E_GRUPPI = graphql(`
  query ruoliEGruppi {
    getRuoli {
      id_ruolo
      nome
      adulto
      diretto
    }
    elencaGruppi {
      id_gruppo
      numero
    }
  }
`);

const STORICO_PRIVACY = graphql(`
  query storicoPrivacy($id_persona: Int!) {
    persona(id_persona: $id_persona) {
      id_persona
      nome
      cognome
      storico_privacy {
        id_consenso_privacy
        consenso_i
        consenso_l
        consenso_s
        consenso_t
        data_espressione
        titolare_nome
        titolare_email
        testo_versione
        cartaceo
        inserito_da_nome
      }
    }
  }
`);

const MODIFICA_ISCRIZIONE = graphql(`
  mutation modificaIscrizione($modifica_iscrizione: ModificaIscrizioneInput!) {
    modificaIscrizione(modifica_iscrizione: $modifica_iscrizione) {
      id_iscrizione
    }
  }
`);

const MODIFICA_NOMINA = graphql(`
  mutation modificaNomina($modifica_nomina: ModificaNominaInput!) {
    modificaNomina(modifica_nomina: $modifica_nomina) {
      id_iscrizione
    }
  }
`);

const CONCEDI_AGEVOLAZIONE = graphql(`
  mutation concediAgevolazione($agevolazione: AgevolazioneInput!) {
    concediAgevolazione(agevolazione: $agevolazione) {
      id_iscrizione
    }
  }
`);

/** Spec 2 §2 'Iscrizione & Privacy': the person with the enrolment of `anno`, and the years. */
export function useIscrizionePersona(id_persona: number, anno_scout: number | null) {
  return useQuery({
    queryKey: chiavi.persone.iscrizione(id_persona, anno_scout),
    queryFn: () => request(ISCRIZIONE_PERSONA, { id_persona, anno_scout: anno_scout! }),
    enabled: anno_scout != null,
  });
}

export type PersonaIscrizione = NonNullable<ResultOf<typeof ISCRIZIONE_PERSONA>['persona']>;

/** The role catalogue and the groups (appointment form). */
export function useRuoliEGruppi(enabled: boolean) {
  return useQuery({
    queryKey: chiavi.organizzazione.ruoliEGruppi(),
    queryFn: () => request(RUOLI_E_GRUPPI),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}

/** Spec 2 §2 privacy history of a person, newest first. */
export function useStoricoPrivacy(id_persona: number) {
  return useQuery({
    queryKey: chiavi.persone.storicoPrivacy(id_persona),
    queryFn: async () => (await request(STORICO_PRIVACY, { id_persona })).persona,
  });
}

/** After an enrolment change: persons (tabs, registers), dashboard counts and events read again. */
function useInvalida() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: chiavi.persone.tutte }),
      queryClient.invalidateQueries({ queryKey: chiavi.iscrizioni.tutte }),
      queryClient.invalidateQueries({ queryKey: chiavi.eventi.tutti }),
    ]);
}

export type ModificaIscrizioneInput = VariablesOf<typeof MODIFICA_ISCRIZIONE>['modifica_iscrizione'];
export type ModificaNominaInput = VariablesOf<typeof MODIFICA_NOMINA>['modifica_nomina'];
export type AgevolazioneInput = VariablesOf<typeof CONCEDI_AGEVOLAZIONE>['agevolazione'];

export function useModificaIscrizione() {
  const invalida = useInvalida();
  return useMutation({
    mutationFn: (modifica_iscrizione: ModificaIscrizioneInput) =>
      request(MODIFICA_ISCRIZIONE, { modifica_iscrizione }),
    onSuccess: invalida,
  });
}

export function useModificaNomina() {
  const invalida = useInvalida();
  return useMutation({
    mutationFn: (modifica_nomina: ModificaNominaInput) => request(MODIFICA_NOMINA, { modifica_nomina }),
    onSuccess: invalida,
  });
}

export function useConcediAgevolazione() {
  const invalida = useInvalida();
  return useMutation({
    mutationFn: (agevolazione: AgevolazioneInput) => request(CONCEDI_AGEVOLAZIONE, { agevolazione }),
    onSuccess: invalida,
  });
}
