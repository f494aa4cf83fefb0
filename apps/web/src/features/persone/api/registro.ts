import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FiltriRegistro, MAX_PER_PAGINA_REGISTRO, PER_PAGINA_REGISTRO } from '@zaino/domain/registro';
import { graphql } from '../../../gql/index.ts';
import type { RegistroPersonaFragment } from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { chiavi } from '../../../lib/query-keys.ts';
import type { AmbitoRegistro } from '../../../lib/ambito-registro.ts';
import type { AnagraficaPersona } from '../components/registro/anagrafica-esportata.ts';

export const REGISTRO_PERSONA = graphql(`
  fragment RegistroPersona on Persona {
    id_persona
    nome
    cognome
    data_nascita
    stato_account
    accesso
    parentele {
      id_parentela
      desc
      id_persona_genitore
      id_persona_figlio
      genitore {
        id_persona
        nome
        cognome
      }
      figlio {
        id_persona
        nome
        cognome
      }
    }
    iscrizione {
      id_iscrizione
      stato_iscrizione
      n_tessera
      errori_nazionale
      nomine {
        id_nomina
        id_ruolo
        gruppo {
          numero
        }
      }
    }
  }
`);

// Decision 0907: the page asks for one page at a time, filtered and sorted by the server.
const REGISTRO_PAGINA = graphql(`
  query registroPagina(
    $anno_scout: Int!
    $id_gruppo: Int
    $id_unita: Int
    $filtri: FiltriRegistroInput
    $ordina: String
    $pagina: Int
    $per_pagina: Int
  ) {
    registroPagina(
      anno_scout: $anno_scout
      id_gruppo: $id_gruppo
      id_unita: $id_unita
      filtri: $filtri
      ordina: $ordina
      pagina: $pagina
      per_pagina: $per_pagina
    ) {
      totale
      righe {
        ...RegistroPersona
      }
    }
  }
`);

// Decision 0917: the export with the secretary's columns reads these too, same filters and order.
const REGISTRO_ANAGRAFICA = graphql(`
  query registroAnagrafica(
    $anno_scout: Int!
    $id_gruppo: Int
    $id_unita: Int
    $filtri: FiltriRegistroInput
    $ordina: String
    $pagina: Int
    $per_pagina: Int
  ) {
    registroPagina(
      anno_scout: $anno_scout
      id_gruppo: $id_gruppo
      id_unita: $id_unita
      filtri: $filtri
      ordina: $ordina
      pagina: $pagina
      per_pagina: $per_pagina
    ) {
      totale
      righe {
        ...RegistroPersona
        codice_fiscale
        residenza_indirizzo
        residenza_cap
        residenza_comune
        residenza_provincia
        contatti {
          tipo
          valore
        }
      }
    }
  }
`);

export type PersonaRegistro = RegistroPersonaFragment & AnagraficaPersona;

/** What a register page shows: filters, sort ('?ordina=' form) and page. */
export interface RichiestaRegistro {
  filtri: FiltriRegistro;
  ordina: string;
  pagina: number;
}

export interface PaginaRegistro {
  righe: PersonaRegistro[];
  totale: number;
}

async function caricaPagina(
  ambito: AmbitoRegistro,
  anno_scout: number,
  r: RichiestaRegistro,
  per_pagina: number,
  anagrafica = false,
): Promise<PaginaRegistro> {
  const { registroPagina } = await request(anagrafica ? REGISTRO_ANAGRAFICA : REGISTRO_PAGINA, {
    anno_scout,
    id_gruppo: ambito.tipo === 'gruppo' ? ambito.id_gruppo : null,
    id_unita: ambito.tipo === 'unita' ? ambito.id_unita : null,
    filtri: r.filtri,
    ordina: r.ordina || null,
    pagina: r.pagina,
    per_pagina,
  });
  // The fragment's fields are read as plain data (no fragment masking in this codegen setup).
  return registroPagina as PaginaRegistro;
}

/**
 * Spec 2 §7 / decision 0907: one page (25 rows) of the register of the chosen scope and year, as
 * filtered and sorted by the server within the viewer's reach; the previous page stays shown while
 * the next one loads.
 */
export function useRegistroPagina(
  ambito: AmbitoRegistro | null | undefined,
  anno: number | null,
  id_parte: number,
  r: RichiestaRegistro,
) {
  return useQuery({
    queryKey: chiavi.persone.registroPagina(anno, id_parte, r),
    queryFn: () => caricaPagina(ambito!, anno!, r, PER_PAGINA_REGISTRO),
    enabled: ambito != null && anno != null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every row of the filtered, sorted register (the export), page after page; `progresso` hears the
 * rows read so far and the total.
 */
export async function caricaRegistroIntero(
  ambito: AmbitoRegistro,
  anno: number,
  r: Omit<RichiestaRegistro, 'pagina'>,
  progresso: (letti: number, totale: number) => void,
  /** with the secretary's columns (decision 0917) */
  anagrafica = false,
): Promise<PersonaRegistro[]> {
  const righe: PersonaRegistro[] = [];
  for (let pagina = 1; ; pagina++) {
    const p = await caricaPagina(ambito, anno, { ...r, pagina }, MAX_PER_PAGINA_REGISTRO, anagrafica);
    righe.push(...p.righe);
    progresso(righe.length, p.totale);
    if (p.righe.length < MAX_PER_PAGINA_REGISTRO || righe.length >= p.totale) return righe;
  }
}
