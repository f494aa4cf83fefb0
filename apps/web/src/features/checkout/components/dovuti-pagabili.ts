import { MSG_CHECKOUT, residuoCheckout } from '@zaino/domain/checkout';
import { pagamentoConsentitoFront, type StatoIscrizione } from '@zaino/domain/stati-iscrizione';
import type { PersonaCheckout } from '../api/get-dovuti-checkout.ts';
import type { DovutoPagabile } from './dovuti-famiglia.tsx';

/**
 * Spec 3 §2: per person, the dues still to pay (donations excluded); an enrolment fee the server
 * would refuse (privacy not answered, enrolment on trial or cancelled: spec 3 §4) is shown locked.
 */
export function dovutiPagabili(persone: readonly PersonaCheckout[]) {
  return persone
    .map((persona) => ({
      persona,
      dovuti: persona.transazioni_economiche_todo.flatMap((dovuto): DovutoPagabile[] => {
        const residuo = residuoCheckout(dovuto);
        if (residuo <= 0) return [];
        const iscrizione = persona.iscrizione;
        const bloccato =
          dovuto.id_iscrizione != null &&
          dovuto.id_iscrizione === iscrizione?.id_iscrizione &&
          !pagamentoConsentitoFront(iscrizione.stato_iscrizione as StatoIscrizione, {
            consenso_i: persona.consenso_privacy?.consenso_i,
            consenso_l: persona.consenso_privacy?.consenso_l,
            consenso_s: persona.consenso_privacy?.consenso_s,
            consenso_t: persona.consenso_privacy?.consenso_t,
          });
        return [{ dovuto, residuo, bloccato: bloccato ? MSG_CHECKOUT.iscrizioneNonPagabile : null }];
      }),
    }))
    .filter((p) => p.dovuti.length > 0);
}

/** What may go in the cart: each payable due's outstanding amount (a locked one counts as zero). */
export function residuiPagabili(elenco: ReturnType<typeof dovutiPagabili>): Map<number, number> {
  return new Map(
    elenco.flatMap((p) =>
      p.dovuti.map((d) => [d.dovuto.id_transazione_economica, d.bloccato ? 0 : d.residuo] as const),
    ),
  );
}
