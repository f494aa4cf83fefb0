import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql/index.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import type { AccountFamiglia } from '../registrazione-massa.ts';

export const ACCOUNT_FAMIGLIE = graphql(`
  query accountFamiglie($id_persone: [Int!]!) {
    persone(id_persone: $id_persone) {
      id_persona
      utenti {
        id_utente
      }
      parentele {
        desc
        id_persona_figlio
        genitore {
          utenti {
            id_utente
          }
        }
      }
    }
  }
`);

/** Mass registration: the accounts each selected person's family already has, by id_persona. */
export function useAccountFamiglie(ids: readonly number[]) {
  return useQuery({
    queryKey: chiavi.persone.accountFamiglie(ids),
    queryFn: async () => {
      const { persone } = await request(ACCOUNT_FAMIGLIE, { id_persone: [...ids] });
      return new Map<number, AccountFamiglia>(
        persone.map((p) => [
          p.id_persona,
          {
            proprio: p.utenti.length > 0,
            genitori: p.parentele
              .filter((k) => k.id_persona_figlio === p.id_persona)
              .map((k) => ({ desc: k.desc, conUtente: (k.genitore?.utenti.length ?? 0) > 0 })),
          },
        ]),
      );
    },
    enabled: ids.length > 0,
  });
}
