// Issue 25, decision 0930: merging a duplicate pair into one person, previewed then done in one
// transaction. Safe to repeat: once merged, the other person is gone and a second merge is refused.
import { campiDaCompletare, fusioneSchema, motivoRifiutoFusione } from '@zaino/domain/fusione-persone';
import { assertCan } from '../../auth/assert-can.ts';
import { AppError, notFound } from '../../errors.ts';
import type { FusionePersone } from '../../graphql/resolvers-types.gen.ts';
import { parseInput } from '../../parse-input.ts';
import { inTransazione, type ServiceContext, type TxContext } from '../../request-context.ts';
import {
  contaFusione,
  type PersonaDaUnire,
  parteHaConti,
  personeDaUnire,
  registraFusione,
  spostaTutto,
} from './fusione.repo.ts';

export const msgPersonaNonPiuPresente = (id: number) =>
  `La persona ${id} non esiste più (forse è già stata unita a un'altra): non è cambiato nulla.`;
export const MSG_CONTI_DA_UNIRE =
  'Entrambe le persone hanno una parte con bilancio, saldi o ricevute propri: sistemali in tesoreria prima di unirle.';

interface Piano {
  vista: FusionePersone;
  k: PersonaDaUnire;
  e: PersonaDaUnire;
}

/**
 * Reads both persons (locked for the merge, not for the preview) and works out the merge; `rifiuto`
 * says why it cannot be done.
 */
async function pianifica(t: TxContext, args: unknown, blocca: boolean): Promise<Piano> {
  const { id_tieni, id_elimina } = parseInput(fusioneSchema, args);
  const persone = await personeDaUnire(t.tx, [id_tieni, id_elimina], blocca);
  const k = persone.get(id_tieni);
  const e = persone.get(id_elimina);
  if (!k) throw notFound(msgPersonaNonPiuPresente(id_tieni));
  if (!e) throw notFound(msgPersonaNonPiuPresente(id_elimina));
  const completa = campiDaCompletare(k, e);
  const rifiuto =
    motivoRifiutoFusione(
      { nome: k.nome as string | null, cognome: k.cognome as string | null, anni: k.anni },
      { nome: e.nome as string | null, cognome: e.cognome as string | null, anni: e.anni },
    ) ??
    (k.id_parte != null && e.id_parte != null && (await parteHaConti(t.db, e.id_parte))
      ? MSG_CONTI_DA_UNIRE
      : null);
  const persona = (p: PersonaDaUnire) => ({
    id_persona: p.id_persona,
    nome: p.nome as string | null,
    cognome: p.cognome as string | null,
  });
  return {
    k,
    e,
    vista: {
      tieni: persona(k),
      elimina: persona(e),
      conteggi: await contaFusione(t.db, k.id_persona, e.id_persona),
      campi_completati: Object.keys(completa),
      rifiuto,
      eseguita: false,
    },
  };
}

/** Decision 0930: what the merge would do, read in a transaction that changes nothing. */
export async function anteprimaFusione(sc: ServiceContext, args: unknown): Promise<FusionePersone> {
  assertCan(sc.viewer, 'persone.unisci');
  return inTransazione(sc, async (t) => (await pianifica(t, args, false)).vista);
}

/** Decision 0930: the merge, all or nothing; refused with the preview's reason, nothing changed. */
export async function unisciPersone(sc: ServiceContext, args: unknown): Promise<FusionePersone> {
  assertCan(sc.viewer, 'persone.unisci');
  return inTransazione(sc, async (t) => {
    const { vista, k, e } = await pianifica(t, args, true);
    if (vista.rifiuto) throw new AppError('CONFLICT', vista.rifiuto);
    await spostaTutto(t.tx, k, e, campiDaCompletare(k, e));
    await registraFusione(
      t.tx,
      k.id_persona,
      { id_persona: e.id_persona, nome: e.nome as string | null, cognome: e.cognome as string | null },
      vista.conteggi,
    );
    return { ...vista, eseguita: true };
  });
}
