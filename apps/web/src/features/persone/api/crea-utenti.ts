import { useMutation } from '@tanstack/react-query';

// Contract shared by the account tab and mass registration (issue 9). Owned by the mass-registration
// work, which replaces these bodies with the real GraphQL calls:
//   creaUtente(email, id_persona, relazione, nome, cognome): EsitoNuovoUtente!
//   creaUtentiInMassa(utenti: [NuovoUtente!]!): [EsitoNuovoUtente!]!

/** Spec 2 §3 mass-registration item, also creaUtente's arguments. */
export interface NuovoUtente {
  email: string;
  id_persona: number;
  /** RELAZIONE_STESSA_PERSONA (the person's own user) or a parent's relation (Mamma, Papà, free text) */
  relazione: string;
  nome?: string | null;
  cognome?: string | null;
}

/** Per item: the user made, or why not. */
export interface EsitoNuovoUtente {
  id_persona: number;
  id_utente: number | null;
  registration_token: string | null;
  errorType: string | null;
  errorMessage: string | null;
}

/** creaUtente: one account for a person or for a new parent of the person. */
export function useCreaUtente() {
  return useMutation<EsitoNuovoUtente, Error, NuovoUtente>({
    mutationFn: async () => {
      throw new Error('Funzione in costruzione');
    },
  });
}

/** creaUtentiInMassa: one result per item, in order. */
export function useCreaUtentiInMassa() {
  return useMutation<EsitoNuovoUtente[], Error, NuovoUtente[]>({
    mutationFn: async () => {
      throw new Error('Funzione in costruzione');
    },
  });
}
