import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import type { IdentitaSezioneQuery } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';

const IDENTITA_SEZIONE = graphql(`
  query identitaSezione {
    identitaSezione {
      denominazione
      indirizzo
      cap
      comune
      provincia
      codice_fiscale
      partita_iva
      runts
      detraibilita
      completa
    }
  }
`);

export type IdentitaSezione = IdentitaSezioneQuery['identitaSezione'];

/** Decision 1301 identitaSezione: the section's identity (every field null before the first save). */
export function useIdentitaSezione() {
  return useQuery({
    queryKey: chiavi.organizzazione.identita(),
    queryFn: async () => (await request(IDENTITA_SEZIONE)).identitaSezione,
  });
}
