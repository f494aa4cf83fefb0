import { Anchor } from '@mantine/core';
import { etichettaMetodi } from '@zaino/domain/form-tesoreria';
import { Link, useNavigate } from 'react-router';
import { Importo } from '../../../components/importo.tsx';
import { StatoCausale, StatoPagamento } from '../../../components/stati-tesoreria.tsx';
import { mostraData } from '../../../lib/data-ora.ts';
import { nomeParte } from '../../../lib/parte.ts';
import { useTransazioneFinanziaria } from '../api/transazione-finanziaria.ts';
import { ETICHETTE_METODO } from '@zaino/domain/transazioni';
import { Campi, Campo, PaginaTransazione } from './dettaglio.tsx';
import { DocumentiPagamento } from './documenti-pagamento.tsx';
import { ReinviaRicevuta } from './reinvia-ricevuta.tsx';
import { TabellaCollegamenti } from './tabella-collegamenti.tsx';
import { PagamentoDialog, usePagamentoDialog } from './pagamento-dialog.tsx';

const INTESTAZIONI = [
  { testo: 'Causale' },
  { testo: 'Stato' },
  { testo: 'Dovuto', importo: true },
  { testo: 'Coperto', importo: true },
];

/** Spec 3 §2: a payment, opened from a list row, with the dues it covers. */
export function TransazioneFinanziariaPage() {
  const dialogo = usePagamentoDialog();
  const navigate = useNavigate();
  return (
    <PaginaTransazione
      param="idTransazioneFinanziaria"
      nome="Pagamento"
      useDati={useTransazioneFinanziaria}
      modifica={{ etichetta: 'Modifica pagamento', apri: dialogo.apri }}
    >
      {(p, prefisso) => (
        <>
          <Campi>
            <Campo etichetta="Importo">
              <Importo centesimi={p.importo} fz="md" fw={700} />
            </Campo>
            <Campo etichetta="Stato">
              <StatoPagamento stato={p.stato} />
            </Campo>
            <Campo etichetta="Metodo">
              {etichettaMetodi(p.tipo_da, p.tipo_a) ??
                `${ETICHETTE_METODO[p.tipo_da]} → ${ETICHETTE_METODO[p.tipo_a]}`}
            </Campo>
            <Campo etichetta="Da">{nomeParte(p.parte_da, p.id_parte_da)}</Campo>
            <Campo etichetta="A">{nomeParte(p.parte_a, p.id_parte_a)}</Campo>
            <Campo etichetta="Pagato il">{mostraData(p.data_pagata)}</Campo>
            <Campo etichetta="Creato il">{mostraData(p.data_creata)}</Campo>
            <Campo etichetta="Commissioni">
              {p.commissione_da || p.commissione_a ? (
                <Importo centesimi={-(p.commissione_da + p.commissione_a)} />
              ) : null}
            </Campo>
            <Campo etichetta="Numero ricevuta">{p.numero_ricevuta ? String(p.numero_ricevuta) : null}</Campo>
            {p.stripe_payment_id && <Campo etichetta="Stripe">{p.stripe_payment_id}</Campo>}
            {p.satispay_payment_id && <Campo etichetta="Satispay">{p.satispay_payment_id}</Campo>}
          </Campi>
          <TabellaCollegamenti
            titolo="Causali coperte"
            intestazioni={INTESTAZIONI}
            vuoto="Nessuna causale trovata"
            righe={p.transazioni.map(({ id_transazione, importo, transazione_economica: te }) => ({
              key: id_transazione,
              celle: [
                te ? (
                  <Anchor
                    key="causale"
                    component={Link}
                    to={`${prefisso}/transazioneEconomica/${te.id_transazione_economica}/mostra`}
                  >
                    {te.causale_desc}
                  </Anchor>
                ) : (
                  '—'
                ),
                te && <StatoCausale key="stato" stato={te.stato} />,
                te && <Importo key="dovuto" centesimi={te.importo} />,
                <Importo key="coperto" centesimi={importo} />,
              ],
            }))}
          />
          <DocumentiPagamento
            ricevuta_id_allegato={p.ricevuta_id_allegato}
            numero_ricevuta={p.numero_ricevuta}
            bonifico_id_allegato={p.bonifico_id_allegato}
            allegati={p.allegati}
          />
          {p.ricevuta_id_allegato != null && (
            <ReinviaRicevuta id_transazione_finanziaria={p.id_transazione_finanziaria} />
          )}
          <PagamentoDialog
            {...dialogo.props}
            onEliminato={() => navigate(prefisso === '/b' ? '/b/cassa/pagamenti' : prefisso)}
          />
        </>
      )}
    </PaginaTransazione>
  );
}
