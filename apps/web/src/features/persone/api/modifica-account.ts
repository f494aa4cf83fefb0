import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const MODIFICA_UTENTE = graphql(`
  mutation modificaUtenteAccount($id_persona: Int!, $id_utente: Int!, $elimina: Boolean, $reset_password: Boolean) {
    modificaUtente(id_persona: $id_persona, id_utente: $id_utente, elimina: $elimina, reset_password: $reset_password)
  }
`);

const MODIFICA_PARENTELA = graphql(`
  mutation modificaParentelaAccount(
    $id_parentela: Int
    $elimina: Boolean
    $id_persona_figlio: Int
    $id_persona_genitore: Int
    $desc: String
  ) {
    modificaParentela(
      id_parentela: $id_parentela
      elimina: $elimina
      id_persona_figlio: $id_persona_figlio
      id_persona_genitore: $id_persona_genitore
      desc: $desc
    )
  }
`);

/** Every person screen reads users and kinships: a change refreshes them all. */
function useInvalidaPersone() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: chiavi.persone.tutte });
}

/** Spec 2 §7 modificaUtente: delete a user or reset its password. */
export function useModificaUtente() {
  const invalida = useInvalidaPersone();
  return useMutation({
    mutationFn: (v: { id_persona: number; id_utente: number; azione: 'elimina' | 'reset_password' }) =>
      request(MODIFICA_UTENTE, {
        id_persona: v.id_persona,
        id_utente: v.id_utente,
        elimina: v.azione === 'elimina',
        reset_password: v.azione === 'reset_password',
      }),
    onSuccess: invalida,
  });
}

const AZZERA_SECONDO_FATTORE = graphql(`
  mutation azzeraSecondoFattoreAccount($id_persona: Int!, $id_utente: Int!) {
    azzeraSecondoFattore(id_persona: $id_persona, id_utente: $id_utente)
  }
`);

/** Issue 27, decision 0415: the office clears a user's second factor (lost phone and codes). */
export function useAzzeraSecondoFattore() {
  const invalida = useInvalidaPersone();
  return useMutation({
    mutationFn: (v: { id_persona: number; id_utente: number }) => request(AZZERA_SECONDO_FATTORE, v),
    onSuccess: invalida,
  });
}

/** Spec 2 §7 modificaParentela: unlink a parent. */
export function useScollegaParentela() {
  const invalida = useInvalidaPersone();
  return useMutation({
    mutationFn: (id_parentela: number) => request(MODIFICA_PARENTELA, { id_parentela, elimina: true }),
    onSuccess: invalida,
  });
}

/** Spec 2 §7 modificaParentela: link an existing person as parent (associa-account). */
export function useCollegaParentela() {
  const invalida = useInvalidaPersone();
  return useMutation({
    mutationFn: (v: { id_persona_figlio: number; id_persona_genitore: number; desc: string }) =>
      request(MODIFICA_PARENTELA, v),
    onSuccess: invalida,
  });
}
