import { Anchor } from '@mantine/core';
import { etichettaCausaleTipo } from '@zaino/domain/transazioni';
import { Link, useNavigate } from 'react-router';
import { Importo } from '../../../components/importo.tsx';
import { StatoCausale, StatoPagamento } from '../../../components/stati-tesoreria.tsx';
import { mostraData } from '../../../lib/data-ora.ts';
import { nomeParte } from '../../../lib/parte.ts';
import { useTransazioneEconomica } from '../api/transazione-economica.ts';
import { ETICHETTE_METODO } from '@zaino/domain/transazioni';
import { CausaleDialog, useCausaleDialog } from './causale-dialog.tsx';
import { Campi, Campo, PaginaTransazione } from './dettaglio.tsx';
import { TabellaCollegamenti } from './tabella-collegamenti.tsx';

const INTESTAZIONI = [
  { testo: 'Pagamento' },
  { testo: 'Stato' },
  { testo: 'Pagato il' },
  { testo: 'Coperto', importo: true },
];

/** Spec 3 §2: a due (causale), opened from a list row, with the payments covering it. */
export function TransazioneEconomicaPage() {
  const dialogo = useCausaleDialog();
  const navigate = useNavigate();
  return (
    <PaginaTransazione
      param="idTransazioneEconomica"
      nome="Causale"
      useDati={useTransazioneEconomica}
      modifica={{ etichetta: 'Modifica causale', apri: dialogo.apri }}
    >
      {(c, prefisso) => (
        <>
          <Campi>
            <Campo etichetta="Causale">{c.causale_desc}</Campo>
            <Campo etichetta="Importo">
              <Importo centesimi={c.importo} fz="md" fw={700} />
            </Campo>
            <Campo etichetta="Stato">
              <StatoCausale stato={c.stato} />
            </Campo>
            <Campo etichetta="Da">{nomeParte(c.parte_da, c.id_parte_da)}</Campo>
            <Campo etichetta="A">{nomeParte(c.parte_a, c.id_parte_a)}</Campo>
            <Campo etichetta="Tipo">{etichettaCausaleTipo(c.causale_tipo)}</Campo>
            <Campo etichetta="Creata il">{mostraData(c.data_creata)}</Campo>
            <Campo etichetta="Pagata il">{mostraData(c.data_pagata)}</Campo>
            <Campo etichetta="Dettagli">{c.causale_dettagli}</Campo>
          </Campi>
          <TabellaCollegamenti
            titolo="Pagamenti"
            intestazioni={INTESTAZIONI}
            vuoto="Nessuna transazione"
            righe={c.transazioni.flatMap(({ id_transazione, importo, transazione_finanziaria: tf }) =>
              tf
                ? [
                    {
                      key: id_transazione,
                      celle: [
                        <Anchor
                          key="pagamento"
                          component={Link}
                          to={`${prefisso}/transazioneFinanziaria/${tf.id_transazione_finanziaria}/mostra`}
                        >
                          n. {tf.id_transazione_finanziaria} · {ETICHETTE_METODO[tf.tipo_da]}
                        </Anchor>,
                        <StatoPagamento key="stato" stato={tf.stato} />,
                        mostraData(tf.data_pagata),
                        <Importo key="coperto" centesimi={importo} />,
                      ],
                    },
                  ]
                : [],
            )}
          />
          <CausaleDialog
            {...dialogo.props}
            onEliminata={() => navigate(prefisso === '/b' ? '/b/cassa/causali' : prefisso)}
          />
        </>
      )}
    </PaginaTransazione>
  );
}
