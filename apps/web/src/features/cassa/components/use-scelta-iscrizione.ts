import { type Dispatch, type SetStateAction, useState } from 'react';
import { errorText } from '../../../lib/errors.ts';
import { type IscrizioneTrovata, useIscrizione } from '../api/cerca-iscrizioni.ts';
import {
  causaleDellIscrizione,
  descrizioneDopoScelta,
  pagatoreDellIscrizione,
  pagatoreDopoScelta,
  rifiutoIscrizione,
} from '../scelta-iscrizione.ts';
import type { Soggetto } from './soggetto.ts';

/**
 * The due dialog's enrolment (spec 3 §5, decision 1115): the one the saved due names, read once, or
 * the one chosen in the search, which fills in the description and the payer while the user has not
 * changed them. An enrolment that has another due is refused (the search shows why).
 */
export function useSceltaIscrizione(
  causale: { id_transazione_economica: number; id_iscrizione?: number | null } | null,
  campi: {
    setDesc: Dispatch<SetStateAction<string>>;
    setDa: Dispatch<SetStateAction<Soggetto | null>>;
  },
) {
  const idSalvata = causale?.id_iscrizione ?? null;
  const letta = useIscrizione(idSalvata);
  const [scelta, setScelta] = useState<IscrizioneTrovata | null>(null);
  const iscrizione = scelta ?? letta.data ?? null;

  function scegli(i: IscrizioneTrovata): string | null {
    const rifiuto = rifiutoIscrizione(i, causale?.id_transazione_economica ?? null);
    if (rifiuto) return rifiuto;
    const prima = iscrizione;
    campi.setDesc((d) =>
      descrizioneDopoScelta(d, prima ? causaleDellIscrizione(prima) : null, causaleDellIscrizione(i)),
    );
    campi.setDa((d) =>
      pagatoreDopoScelta(d, prima ? pagatoreDellIscrizione(prima) : null, pagatoreDellIscrizione(i)),
    );
    setScelta(i);
    return null;
  }

  return {
    iscrizione,
    id_iscrizione: iscrizione?.id_iscrizione ?? idSalvata,
    caricamento: scelta === null && letta.isLoading,
    errore: scelta === null && letta.isError ? errorText(letta.error) : null,
    scegli,
  };
}

export type SceltaIscrizione = ReturnType<typeof useSceltaIscrizione>;
