import { portata, portataCopreAmbito } from '@zaino/domain/accesso';
import { STATI_ISCRIZIONE } from '@zaino/domain/stati-iscrizione';
import { STATI_ACCOUNT, statoAccount } from '@zaino/domain/utenti';
import { assertCan } from '../../auth/assert-can.ts';
import { annoAttivo } from '../../auth/targets.ts';
import type { StatoIscrizioni } from '../../graphql/resolvers-types.gen.ts';
import type { ServiceContext } from '../../request-context.ts';
import { idRegistroSql } from './righe-registro.repo.ts';
import { ambitoRichiesto } from './persone.service.ts';
import { contaPerStatoEUtenti } from '../iscrizioni/iscrizioni.repo.ts';

/**
 * The register's dashboard (here, above the enrolments: it counts the register's persons).
 * Spec 2 §2 dashboard counts of a scout year, for exactly the persons the register of the same scope
 * lists for this viewer: enrolments by state (all six, zero included) and persons by account state.
 * The account state is the domain's rule applied to each counted group (a registered user, users,
 * none), so the dashboard and the register's 'stato_account' never disagree.
 */
export async function statoIscrizioni(
  sc: ServiceContext,
  args: { anno_scout: number; id_gruppo?: number | null; id_unita?: number | null },
): Promise<StatoIscrizioni> {
  assertCan(sc.viewer, 'backoffice.accedi');
  const ambito = await ambitoRichiesto(sc, args);
  const p = portata(sc.viewer);
  const registro = idRegistroSql(p, await annoAttivo(sc), args.anno_scout, ambito);
  const gruppi = await contaPerStatoEUtenti(sc.db, args.anno_scout, registro);
  const perStato = new Map<string, number>();
  const perAccount = new Map<string, number>();
  for (const g of gruppi) {
    perStato.set(g.stato, (perStato.get(g.stato) ?? 0) + g.n);
    const utenti = g.registrati
      ? [{ data_registrazione: new Date(0) }]
      : g.con_utenti
        ? [{ data_registrazione: null }]
        : [];
    const account = statoAccount(utenti, g.stato);
    if (account) perAccount.set(account, (perAccount.get(account) ?? 0) + g.n);
  }
  return {
    iscrizioni: STATI_ISCRIZIONE.map((chiave) => ({ chiave, n: perStato.get(chiave) ?? 0 })),
    utenti: STATI_ACCOUNT.map((chiave) => ({ chiave, n: perAccount.get(chiave) ?? 0 })),
    completo: portataCopreAmbito(p, ambito),
  };
}
