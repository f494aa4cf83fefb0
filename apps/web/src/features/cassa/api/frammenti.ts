import { graphql } from '../../../gql/index.ts';

// The fields every treasury list reads of a party, a payment and a due (spec 3 §3), shared by the
// operations of this folder.

export const PARTE_CASSA = graphql(`
  fragment ParteCassa on Parte {
    id_parte
    desc
    id_persona
    id_unita
    id_gruppo
    nome_persona
  }
`);

export const PAGAMENTO_CASSA = graphql(`
  fragment PagamentoCassa on TransazioneFinanziaria {
    id_transazione_finanziaria
    id_parte_da
    id_parte_a
    parte_da {
      ...ParteCassa
    }
    parte_a {
      ...ParteCassa
    }
    importo
    stato
    tipo_da
    tipo_a
    commissione_da
    commissione_a
    numero_ricevuta
    data_creata
    data_pagata
    anno_scout
  }
`);

export const CAUSALE_CASSA = graphql(`
  fragment CausaleCassa on TransazioneEconomica {
    id_transazione_economica
    id_parte_da
    id_parte_a
    parte_da {
      ...ParteCassa
    }
    parte_a {
      ...ParteCassa
    }
    importo
    causale_desc
    causale_dettagli
    causale_tipo
    id_voce_da
    id_voce_a
    data_creata
    data_pagata
    stato
    id_iscrizione
    anno_scout
    transazioni {
      id_transazione
      id_transazione_finanziaria
      importo
    }
  }
`);
