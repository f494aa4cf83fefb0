/* eslint-disable */
import * as types from './graphql.ts';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query getPersonaSe {\n    getPersonaSe {\n      id_persona\n      nome\n      cognome\n      sesso\n      id_parte\n      utenti {\n        id_utente\n        username\n        email\n      }\n      contatti {\n        id_contatto\n        tipo\n        valore\n        notifica\n      }\n      iscrizione {\n        id_iscrizione\n        anno_scout\n        stato_iscrizione\n        nomine {\n          id_nomina\n          id_ruolo\n          id_gruppo\n          ruolo {\n            id_ruolo\n            adulto\n            branca\n            diretto\n          }\n        }\n      }\n    }\n  }\n": typeof types.GetPersonaSeDocument,
    "\n  query viewerCan {\n    viewerCan\n  }\n": typeof types.ViewerCanDocument,
    "\n  fragment IscrizioneCausale on Iscrizione {\n    id_iscrizione\n    anno_scout\n    n_tessera\n    stato_iscrizione\n    categoria_quota {\n      adulto\n    }\n    persona {\n      id_persona\n      id_parte\n      nome\n      cognome\n    }\n    transazione_economica {\n      id_transazione_economica\n    }\n  }\n": typeof types.IscrizioneCausaleFragmentDoc,
    "\n  query cercaIscrizioniCausale($search_key: String!, $anno_scout: Int!) {\n    cercaIscrizione(search_key: $search_key, anno_scout: $anno_scout) {\n      ...IscrizioneCausale\n    }\n  }\n": typeof types.CercaIscrizioniCausaleDocument,
    "\n  query iscrizioneCausale($id: Int!) {\n    iscrizione(id_iscrizione: $id) {\n      ...IscrizioneCausale\n    }\n  }\n": typeof types.IscrizioneCausaleDocument,
    "\n  query cercaAltriSoggetti($search_key: String!) {\n    cercaParte(search_key: $search_key) {\n      ...ParteCassa\n    }\n  }\n": typeof types.CercaAltriSoggettiDocument,
    "\n  mutation modificaParte($modifica_parte: ModificaParteInput!) {\n    modificaParte(modifica_parte: $modifica_parte)\n  }\n": typeof types.ModificaParteDocument,
    "\n  query cercaCausaliDaCollegare($search_key: String!) {\n    cercaTransazioneEconomica(search_key: $search_key) {\n      ...CausaleCassa\n    }\n  }\n": typeof types.CercaCausaliDaCollegareDocument,
    "\n  query cercaPagamentiDaCollegare($search_key: String!) {\n    cercaTransazioneFinanziaria(search_key: $search_key) {\n      ...PagamentoCassa\n      transazioni {\n        id_transazione\n        id_transazione_economica\n        importo\n      }\n    }\n  }\n": typeof types.CercaPagamentiDaCollegareDocument,
    "\n  query elencaBilanci($anno_scout: Int!, $id_parte: Int!) {\n    elencaBilanci(anno_scout: $anno_scout, id_parte: $id_parte) {\n      id_parte\n      anno_scout\n      id_voce\n      preventivo\n      consuntivo\n      voce {\n        id_voce\n        codice\n        descrizione\n      }\n    }\n  }\n": typeof types.ElencaBilanciDocument,
    "\n  query elencaVoci {\n    elencaVoci {\n      id_voce\n      codice\n      descrizione\n      tipo\n      in_uso\n      riga_ets\n    }\n  }\n": typeof types.ElencaVociDocument,
    "\n  fragment ParteCassa on Parte {\n    id_parte\n    desc\n    id_persona\n    id_unita\n    id_gruppo\n    nome_persona\n  }\n": typeof types.ParteCassaFragmentDoc,
    "\n  fragment PagamentoCassa on TransazioneFinanziaria {\n    id_transazione_finanziaria\n    id_parte_da\n    id_parte_a\n    parte_da {\n      ...ParteCassa\n    }\n    parte_a {\n      ...ParteCassa\n    }\n    importo\n    stato\n    tipo_da\n    tipo_a\n    commissione_da\n    commissione_a\n    numero_ricevuta\n    data_creata\n    data_pagata\n    anno_scout\n  }\n": typeof types.PagamentoCassaFragmentDoc,
    "\n  fragment CausaleCassa on TransazioneEconomica {\n    id_transazione_economica\n    id_parte_da\n    id_parte_a\n    parte_da {\n      ...ParteCassa\n    }\n    parte_a {\n      ...ParteCassa\n    }\n    importo\n    causale_desc\n    causale_dettagli\n    causale_tipo\n    id_voce_da\n    id_voce_a\n    data_creata\n    data_pagata\n    stato\n    id_iscrizione\n    anno_scout\n    transazioni {\n      id_transazione\n      id_transazione_finanziaria\n      importo\n    }\n  }\n": typeof types.CausaleCassaFragmentDoc,
    "\n  query getTeParte($id_parte: Int!, $anno_scout: Int) {\n    getTeParte(id_parte: $id_parte, anno_scout: $anno_scout) {\n      ...CausaleCassa\n    }\n  }\n": typeof types.GetTeParteDocument,
    "\n  query getTfParteTipo($id_parte: Int!, $tipo: MetodoPagamento!, $anno_scout: Int) {\n    getTfParteTipo(id_parte: $id_parte, tipo: $tipo, anno_scout: $anno_scout) {\n      ...PagamentoCassa\n    }\n  }\n": typeof types.GetTfParteTipoDocument,
    "\n  query getTfParte($id_parte: Int!, $anno_scout: Int) {\n    getTfParte(id_parte: $id_parte, anno_scout: $anno_scout) {\n      ...PagamentoCassa\n    }\n  }\n": typeof types.GetTfParteDocument,
    "\n  query getTrasferimentiParte($id_parte: Int!, $anno_scout: Int) {\n    getTrasferimentiParte(id_parte: $id_parte, anno_scout: $anno_scout) {\n      ...PagamentoCassa\n    }\n  }\n": typeof types.GetTrasferimentiParteDocument,
    "\n  mutation modificaBilancio($modifica_bilancio: ModificaBilancioInput!) {\n    modificaBilancio(modifica_bilancio: $modifica_bilancio) {\n      id_voce\n    }\n  }\n": typeof types.ModificaBilancioDocument,
    "\n  mutation modificaTransazioneEconomica($modifica_transazione_economica: ModificaTransazioneEconomicaInput!) {\n    modificaTransazioneEconomica(modifica_transazione_economica: $modifica_transazione_economica)\n  }\n": typeof types.ModificaTransazioneEconomicaDocument,
    "\n  mutation modificaTransazioneFinanziaria(\n    $modifica_transazione_finanziaria: ModificaTransazioneFinanziariaInput!\n  ) {\n    modificaTransazioneFinanziaria(modifica_transazione_finanziaria: $modifica_transazione_finanziaria)\n  }\n": typeof types.ModificaTransazioneFinanziariaDocument,
    "\n  mutation createTransazioneFinanziariaAllegatoPostUrl {\n    createTransazioneFinanziariaAllegatoPostUrl\n  }\n": typeof types.CreateTransazioneFinanziariaAllegatoPostUrlDocument,
    "\n  mutation modificaVoce($modifica_voce: ModificaVoceInput!) {\n    modificaVoce(modifica_voce: $modifica_voce) {\n      id_voce\n    }\n  }\n": typeof types.ModificaVoceDocument,
    "\n  query movimentiBanca($stato: StatoMovimentoBanca!) {\n    movimentiBanca(stato: $stato) {\n      id_movimento\n      data\n      importo\n      verso\n      causale\n      controparte\n      riferimento\n      stato\n      id_transazione_finanziaria\n      id_voce\n      suggerimenti {\n        regola\n        punteggio\n        spiegazione\n        id_transazione_finanziaria\n        id_parte_da\n        pagante\n        ripartizione { id_transazione_economica importo causale_desc }\n      }\n      possibile_doppio_pagamento { id_transazione_economica importo causale_desc }\n      quote_pagate { id_transazione_economica importo causale_desc }\n    }\n  }\n": typeof types.MovimentiBancaDocument,
    "\n  query cercaDovutiPerMovimento($search_key: String!) {\n    cercaTransazioneEconomica(search_key: $search_key) {\n      id_transazione_economica\n      id_parte_da\n      importo\n      causale_desc\n      stato\n      transazioni {\n        id_transazione\n        importo\n        stato_pagamento\n        id_transazione_finanziaria\n        transazione_finanziaria { tipo_da importo transazioni { importo } }\n      }\n    }\n  }\n": typeof types.CercaDovutiPerMovimentoDocument,
    "\n  query riepilogoMovimentiBanca {\n    riepilogoMovimentiBanca { da_abbinare abbinata ignorata }\n  }\n": typeof types.RiepilogoMovimentiBancaDocument,
    "\n  query mappatureCsvBanca {\n    mappatureCsvBanca { banca mappatura }\n  }\n": typeof types.MappatureCsvBancaDocument,
    "\n  mutation confermaMovimentiBanca($conferme: [ConfermaMovimentoInput!]!) {\n    confermaMovimentiBanca(conferme: $conferme) {\n      id_movimento\n      id_transazione_finanziaria\n      tipo_errore\n      errore\n      richiede_conferma\n    }\n  }\n": typeof types.ConfermaMovimentiBancaDocument,
    "\n  mutation ignoraMovimentoBanca($id_movimento: Int!, $ignora: Boolean!) {\n    ignoraMovimentoBanca(id_movimento: $id_movimento, ignora: $ignora) { id_movimento stato }\n  }\n": typeof types.IgnoraMovimentoBancaDocument,
    "\n  mutation assegnaUscitaBanca($assegna: AssegnaUscitaInput!) {\n    assegnaUscitaBanca(assegna: $assegna)\n  }\n": typeof types.AssegnaUscitaBancaDocument,
    "\n  query anteprimaPromemoria {\n    anteprimaPromemoria {\n      anno_scout\n      oggi\n      fase\n      mora_dal\n      gia_inviati\n      mail {\n        fase\n        destinatari\n        voci { id_transazione_economica nome cognome causale importo coperto mora mora_inclusa da_pagare_con_mora }\n      }\n      senza_indirizzo { id_transazione_economica nome cognome causale importo coperto }\n    }\n  }\n": typeof types.AnteprimaPromemoriaDocument,
    "\n  query storicoPromemoria($anno_scout: Int!) {\n    storicoPromemoria(anno_scout: $anno_scout) {\n      id_promemoria\n      nome\n      cognome\n      causale\n      fase\n      destinatari\n      stato\n      creato\n      inviato\n    }\n  }\n": typeof types.StoricoPromemoriaDocument,
    "\n  mutation inviaPromemoria {\n    inviaPromemoria { mail_inviate mail_fallite dovuti }\n  }\n": typeof types.InviaPromemoriaDocument,
    "\n  query rendicontoEts($anno_scout: Int!) {\n    rendicontoEts(anno_scout: $anno_scout) {\n      anno_scout\n      sezioni {\n        sezione\n        uscite {\n          titolo\n          righe { codice numero titolo anno precedente }\n          totale { anno precedente }\n        }\n        entrate {\n          titolo\n          righe { codice numero titolo anno precedente }\n          totale { anno precedente }\n        }\n        risultato { anno precedente }\n      }\n      non_classificate { id_voce codice descrizione tipo anno precedente }\n      totale_uscite { anno precedente }\n      totale_entrate { anno precedente }\n      risultato { anno precedente }\n    }\n  }\n": typeof types.RendicontoEtsDocument,
    "\n  query saldoAnnuale($id_parte: Int!, $anno_scout: Int!) {\n    saldoAnnuale(id_parte: $id_parte, anno_scout: $anno_scout) {\n      id_parte\n      anno_scout\n      metodi {\n        tipo\n        iniziale\n        entrate\n        uscite\n        finale\n      }\n    }\n  }\n": typeof types.SaldoAnnualeDocument,
    "\n  query transazioneEconomica($id: Int!) {\n    transazioneEconomica(id_transazione_economica: $id) {\n      ...CausaleCassa\n      transazioni {\n        id_transazione\n        importo\n        transazione_finanziaria {\n          id_transazione_finanziaria\n          importo\n          stato\n          tipo_da\n          tipo_a\n          data_pagata\n        }\n      }\n    }\n  }\n": typeof types.TransazioneEconomicaDocument,
    "\n  query transazioneFinanziaria($id: Int!) {\n    transazioneFinanziaria(id_transazione_finanziaria: $id) {\n      ...PagamentoCassa\n      stripe_payment_id\n      satispay_payment_id\n      bonifico_id_allegato\n      ricevuta_id_allegato\n      allegati {\n        id_allegato\n        nome\n        dimensione\n        s3_key\n      }\n      transazioni {\n        id_transazione\n        importo\n        transazione_economica {\n          id_transazione_economica\n          causale_desc\n          importo\n          stato\n        }\n      }\n    }\n  }\n": typeof types.TransazioneFinanziariaDocument,
    "\n  mutation reinviaRicevuta($id_transazione_finanziaria: Int!) {\n    reinviaRicevuta(id_transazione_finanziaria: $id_transazione_finanziaria) { destinatari }\n  }\n": typeof types.ReinviaRicevutaDocument,
    "\n  query coordinateBonifico($id_transazione_finanziaria: Int!) {\n    coordinateBonifico(id_transazione_finanziaria: $id_transazione_finanziaria) {\n      iban\n      beneficiario\n      importo\n      causale\n    }\n  }\n": typeof types.CoordinateBonificoDocument,
    "\n  query getPersoneSeCheckout {\n    getPersoneSe {\n      id_persona\n      nome\n      cognome\n      codice_fiscale\n      residenza_indirizzo\n      residenza_comune\n      residenza_provincia\n      consenso_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n      }\n      iscrizione {\n        id_iscrizione\n        stato_iscrizione\n      }\n      transazioni_economiche_todo {\n        id_transazione_economica\n        importo\n        stato\n        causale_desc\n        causale_tipo\n        anno_scout\n        id_iscrizione\n        transazioni {\n          id_transazione\n          importo\n          stato_pagamento\n        }\n      }\n    }\n  }\n": typeof types.GetPersoneSeCheckoutDocument,
    "\n  query pagamentoCheckout($id_transazione_finanziaria: Int!) {\n    transazioneFinanziaria(id_transazione_finanziaria: $id_transazione_finanziaria) {\n      id_transazione_finanziaria\n      stato\n      ricevuta_id_allegato\n    }\n  }\n": typeof types.PagamentoCheckoutDocument,
    "\n  mutation preparaCheckout($preparazione_checkout: PreparazioneCheckoutInput!) {\n    preparaCheckout(preparazione_checkout: $preparazione_checkout) {\n      id_transazione_finanziaria\n      metodo\n      stripe_payment_id\n      satispay_payment_id\n      bonifico_upload_url\n      redirect_url\n      commissione\n      importo\n    }\n  }\n": typeof types.PreparaCheckoutDocument,
    "\n  mutation verificaCheckout($id_transazione_finanziaria: Int!, $bonifico_upload_key: String) {\n    verificaCheckout(\n      id_transazione_finanziaria: $id_transazione_finanziaria\n      bonifico_upload_key: $bonifico_upload_key\n    )\n  }\n": typeof types.VerificaCheckoutDocument,
    "\n  query elencaControlliPagina($tipo: TipoControllo!, $ignorati: Boolean!, $pagina: Int!, $per_pagina: Int!) {\n    elencaControlliPagina(tipo: $tipo, ignorati: $ignorati, pagina: $pagina, per_pagina: $per_pagina) {\n      totale\n      righe {\n        id_controllo\n        tipo\n        dettagli\n        ignora\n        id_persona\n        persone {\n          id_persona\n          nome\n          cognome\n        }\n        altre_persone\n        unita {\n          id_gruppo\n          branca\n          descrizione\n        }\n      }\n    }\n  }\n": typeof types.ElencaControlliPaginaDocument,
    "\n  query anteprimaFusione($id_tieni: Int!, $id_elimina: Int!) {\n    anteprimaFusione(id_tieni: $id_tieni, id_elimina: $id_elimina) {\n      tieni {\n        id_persona\n      }\n      elimina {\n        id_persona\n      }\n      conteggi {\n        contatti\n        contatti_doppi\n        parentele\n        parentele_doppie\n        iscrizioni\n        nomine\n        liste_attesa\n        liste_attesa_doppie\n        utenti\n        consensi_privacy\n        dovuti\n        pagamenti\n        collegamenti\n        allegati\n        conti\n        rilievi\n      }\n      campi_completati\n      rifiuto\n    }\n  }\n": typeof types.AnteprimaFusioneDocument,
    "\n  mutation unisciPersone($id_tieni: Int!, $id_elimina: Int!) {\n    unisciPersone(id_tieni: $id_tieni, id_elimina: $id_elimina) {\n      eseguita\n    }\n  }\n": typeof types.UnisciPersoneDocument,
    "\n  mutation ignoraControllo($id_controllo: Int!, $ignora: Boolean!) {\n    ignoraControllo(id_controllo: $id_controllo, ignora: $ignora) {\n      id_controllo\n      ignora\n    }\n  }\n": typeof types.IgnoraControlloDocument,
    "\n  query statisticheControlli {\n    statisticheControlli {\n      tipo\n      nome\n      totale\n      ignorati\n    }\n    ultimoRicalcoloControlli {\n      eseguito\n      nome_autore\n    }\n  }\n": typeof types.StatisticheControlliDocument,
    "\n  mutation compilaPrivacyFamiglia(\n    $id_persona: Int!\n    $consenso_i: Boolean\n    $consenso_l: Boolean\n    $consenso_s: Boolean\n    $consenso_t: Boolean\n    $versione_testo: String\n  ) {\n    compilaPrivacy(\n      id_persona: $id_persona\n      consenso_i: $consenso_i\n      consenso_l: $consenso_l\n      consenso_s: $consenso_s\n      consenso_t: $consenso_t\n      versione_testo: $versione_testo\n    ) {\n      id_consenso_privacy\n    }\n  }\n": typeof types.CompilaPrivacyFamigliaDocument,
    "\n  query getPersoneSe {\n    getPersoneSe {\n      id_persona\n      id_parte\n      nome\n      cognome\n      sesso\n      data_nascita\n      data_conferma\n      consenso_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n      }\n      iscrizione {\n        id_iscrizione\n        anno_scout\n        stato_iscrizione\n        categoria_quota {\n          adulto\n          nuovo\n        }\n        transazione_economica {\n          id_transazione_economica\n          importo\n          stato\n        }\n        nomine {\n          id_nomina\n          id_ruolo\n          id_gruppo\n        }\n      }\n    }\n    getAsAttivo {\n      anno_scout\n      attivo\n      inizio_fiscale\n      limite_iscrizioni\n      limite_mora\n      mora_nuovi\n      mora_rinnovi\n      quota_giovani_nuovi\n      quota_giovani_rinnovi\n      quota_adulti_nuovi\n      quota_adulti_rinnovi\n    }\n  }\n": typeof types.GetPersoneSeDocument,
    "\n  query getTeFamiglia($id_parte: Int!) {\n    getTeParte(id_parte: $id_parte) {\n      id_transazione_economica\n      anno_scout\n      importo\n      stato\n      causale_desc\n      causale_tipo\n      data_creata\n    }\n  }\n": typeof types.GetTeFamigliaDocument,
    "\n  query getTfPersona($id_persona: Int!) {\n    getTfPersona(id_persona: $id_persona) {\n      id_transazione_finanziaria\n      importo\n      commissione_da\n      stato\n      tipo_da\n      tipo_a\n      data_creata\n      data_pagata\n      numero_ricevuta\n      ricevuta_id_allegato\n      transazioni {\n        id_transazione\n        importo\n        transazione_economica {\n          id_transazione_economica\n          causale_desc\n        }\n      }\n    }\n  }\n": typeof types.GetTfPersonaDocument,
    "\n  mutation modificaPersonaFamiglia($modifica_persona: ModificaPersonaInput!) {\n    modificaPersona(modifica_persona: $modifica_persona)\n  }\n": typeof types.ModificaPersonaFamigliaDocument,
    "\n  query personaFamiglia($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      sesso\n      data_nascita\n      codice_fiscale\n      luogo_nascita\n      residenza_indirizzo\n      residenza_comune\n      residenza_provincia\n      residenza_cap\n      data_conferma\n      consenso_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n        data_espressione\n      }\n      contatti {\n        id_contatto\n        tipo\n        valore\n        notifica\n        chi\n      }\n      parentele {\n        id_parentela\n        id_persona_figlio\n        desc\n        genitore {\n          id_persona\n          nome\n          cognome\n          contatti {\n            id_contatto\n            tipo\n            valore\n            notifica\n            chi\n          }\n        }\n      }\n    }\n  }\n": typeof types.PersonaFamigliaDocument,
    "\n  mutation preparaQuota($id_iscrizione: Int!) {\n    modificaTransazioneEconomica(modifica_transazione_economica: { id_iscrizione: $id_iscrizione })\n  }\n": typeof types.PreparaQuotaDocument,
    "\n  mutation aggiungiVoceListaAttesa($id_unita: Int!, $id_persona: Int!, $note: String) {\n    aggiungiVoceListaAttesa(id_unita: $id_unita, id_persona: $id_persona, note: $note) {\n      ...ListaAttesaUnitaFields\n    }\n  }\n": typeof types.AggiungiVoceListaAttesaDocument,
    "\n  query anniScoutImpostazioni {\n    getAnniScout {\n      anno_scout\n      attivo\n      presenteOFuturo\n      inizio_fiscale\n      limite_iscrizioni\n      limite_mora\n      mora_nuovi\n      mora_rinnovi\n      quota_giovani_nuovi\n      quota_giovani_rinnovi\n      quota_adulti_nuovi\n      quota_adulti_rinnovi\n    }\n  }\n": typeof types.AnniScoutImpostazioniDocument,
    "\n  query identitaSezione {\n    identitaSezione {\n      denominazione\n      indirizzo\n      cap\n      comune\n      provincia\n      codice_fiscale\n      partita_iva\n      runts\n      detraibilita\n      completa\n    }\n  }\n": typeof types.IdentitaSezioneDocument,
    "\n  fragment ListaAttesaUnitaFields on ListaAttesaUnita {\n    id_unita\n    branca\n    descrizione\n    posti\n    occupati\n    voci {\n      id_lista_attesa\n      id_persona\n      nome\n      cognome\n      posizione\n      note\n      data_richiesta\n      aperta\n    }\n  }\n": typeof types.ListaAttesaUnitaFieldsFragmentDoc,
    "\n  query listeAttesa {\n    getAsAttivo {\n      anno_scout\n    }\n    listeAttesa {\n      ...ListaAttesaUnitaFields\n    }\n  }\n": typeof types.ListeAttesaDocument,
    "\n  mutation modificaIdentitaSezione($identita: IdentitaSezioneInput!) {\n    modificaIdentitaSezione(identita: $identita) {\n      denominazione\n      indirizzo\n      cap\n      comune\n      provincia\n      codice_fiscale\n      partita_iva\n      runts\n      detraibilita\n      completa\n    }\n  }\n": typeof types.ModificaIdentitaSezioneDocument,
    "\n  mutation modificaPostiUnita($id_unita: Int!, $posti: Int) {\n    modificaPostiUnita(id_unita: $id_unita, posti: $posti) {\n      ...ListaAttesaUnitaFields\n    }\n  }\n": typeof types.ModificaPostiUnitaDocument,
    "\n  mutation rimuoviVoceListaAttesa($id_lista_attesa: Int!) {\n    rimuoviVoceListaAttesa(id_lista_attesa: $id_lista_attesa) {\n      ...ListaAttesaUnitaFields\n    }\n  }\n": typeof types.RimuoviVoceListaAttesaDocument,
    "\n  query saldoInizialeAnno($id_parte: Int!, $anno_scout: Int!) {\n    saldoAnnuale(id_parte: $id_parte, anno_scout: $anno_scout) {\n      id_parte\n      anno_scout\n      bank\n      cash\n      satispay\n      stripe\n    }\n  }\n": typeof types.SaldoInizialeAnnoDocument,
    "\n  mutation modificaSaldoAnnualeImpostazioni($modifica: ModificaSaldoAnnualeInput!) {\n    modificaSaldoAnnuale(modifica_saldo_annuale: $modifica) {\n      id_parte\n      anno_scout\n      bank\n      cash\n      satispay\n      stripe\n    }\n  }\n": typeof types.ModificaSaldoAnnualeImpostazioniDocument,
    "\n  mutation spostaVoceListaAttesa($id_lista_attesa: Int!, $verso: VersoSpostamento!) {\n    spostaVoceListaAttesa(id_lista_attesa: $id_lista_attesa, verso: $verso) {\n      ...ListaAttesaUnitaFields\n    }\n  }\n": typeof types.SpostaVoceListaAttesaDocument,
    "\n  query iniziFiscali {\n    getAnniScout {\n      anno_scout\n      inizio_fiscale\n    }\n  }\n": typeof types.IniziFiscaliDocument,
    "\n  query statoIscrizioni($anno_scout: Int!, $id_gruppo: Int, $id_unita: Int) {\n    statoIscrizioni(anno_scout: $anno_scout, id_gruppo: $id_gruppo, id_unita: $id_unita) {\n      iscrizioni {\n        chiave\n        n\n      }\n      utenti {\n        chiave\n        n\n      }\n      completo\n    }\n  }\n": typeof types.StatoIscrizioniDocument,
    "\n  query elencaEventi($id_gruppo: Int, $id_unita: Int) {\n    elencaEventi(id_gruppo: $id_gruppo, id_unita: $id_unita) {\n      id_evento\n      rev_date\n      rev_author\n      rev_type\n      table\n      id_persona\n      details\n      anno_scout\n      persona {\n        id_persona\n        nome\n        cognome\n      }\n    }\n  }\n": typeof types.ElencaEventiDocument,
    "\n  fragment AnnoScoutFields on AnnoScout {\n    anno_scout\n    attivo\n  }\n": typeof types.AnnoScoutFieldsFragmentDoc,
    "\n  query cercaUnita($branca: String!, $id_gruppo: Int!) {\n    cercaUnita(branca: $branca, id_gruppo: $id_gruppo) {\n      id_unita\n      id_parte\n    }\n  }\n": typeof types.CercaUnitaDocument,
    "\n  query elencaGruppi {\n    elencaGruppi {\n      id_gruppo\n      numero\n      id_parte\n    }\n  }\n": typeof types.ElencaGruppiDocument,
    "\n  query getAnniScout {\n    getAnniScout {\n      ...AnnoScoutFields\n    }\n  }\n": typeof types.GetAnniScoutDocument,
    "\n  query getAsAttivo {\n    getAsAttivo {\n      ...AnnoScoutFields\n    }\n  }\n": typeof types.GetAsAttivoDocument,
    "\n  query gruppo($id_gruppo: Int!) {\n    gruppo(id_gruppo: $id_gruppo) {\n      id_gruppo\n      numero\n      id_parte\n    }\n  }\n": typeof types.GruppoDocument,
    "\n  query pingDb {\n    pingDb\n  }\n": typeof types.PingDbDocument,
    "\n  query accountFamiglie($id_persone: [Int!]!) {\n    persone(id_persone: $id_persone) {\n      id_persona\n      utenti {\n        id_utente\n      }\n      parentele {\n        desc\n        id_persona_figlio\n        genitore {\n          utenti {\n            id_utente\n          }\n        }\n      }\n    }\n  }\n": typeof types.AccountFamiglieDocument,
    "\n  query personaAccount($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      data_nascita\n      viewerCan\n      utenti {\n        id_utente\n        id_persona\n        username\n        email\n        data_registrazione\n        registration_token\n      }\n      parentele {\n        id_parentela\n        id_persona_genitore\n        id_persona_figlio\n        desc\n        figlio {\n          id_persona\n          nome\n          cognome\n        }\n        genitore {\n          id_persona\n          nome\n          cognome\n          viewerCan\n          utenti {\n            id_utente\n            id_persona\n            username\n            email\n            data_registrazione\n            registration_token\n          }\n          parentele {\n            id_parentela\n            id_persona_genitore\n            id_persona_figlio\n          }\n        }\n      }\n    }\n  }\n": typeof types.PersonaAccountDocument,
    "\n  query cercaPersona($registration_token: String, $search_key: String) {\n    cercaPersona(registration_token: $registration_token, search_key: $search_key) {\n      id_persona\n      nome\n      cognome\n      parentele {\n        id_parentela\n        id_persona_figlio\n        desc\n        figlio {\n          id_persona\n          nome\n          cognome\n        }\n      }\n      utenti {\n        id_utente\n        email\n        username\n        data_registrazione\n        registration_token\n      }\n    }\n  }\n": typeof types.CercaPersonaDocument,
    "\n  query cercaCollegabili($search_key: String, $id_persona_figlio: Int!) {\n    cercaPersona(search_key: $search_key) {\n      id_persona\n      collegabileA(id_persona_figlio: $id_persona_figlio)\n    }\n  }\n": typeof types.CercaCollegabiliDocument,
    "\n  query controlliPersona($id_persona: Int!) {\n    controlliPersona(id_persona: $id_persona) {\n      id_controllo\n      tipo\n      dettagli\n      persone {\n        id_persona\n        nome\n        cognome\n      }\n      altre_persone\n    }\n  }\n": typeof types.ControlliPersonaDocument,
    "\n  mutation creaPersona($nuova_persona: NuovaPersonaInput!) {\n    creaPersona(nuova_persona: $nuova_persona)\n  }\n": typeof types.CreaPersonaDocument,
    "\n  mutation creaUtente($email: String!, $id_persona: Int!, $relazione: String!, $nome: String, $cognome: String) {\n    creaUtente(email: $email, id_persona: $id_persona, relazione: $relazione, nome: $nome, cognome: $cognome) {\n      id_persona\n      id_utente\n      registration_token\n      errorType\n      errorMessage\n    }\n  }\n": typeof types.CreaUtenteDocument,
    "\n  mutation creaUtentiInMassa($utenti: [NuovoUtente!]!) {\n    creaUtentiInMassa(utenti: $utenti) {\n      id_persona\n      id_utente\n      registration_token\n      errorType\n      errorMessage\n    }\n  }\n": typeof types.CreaUtentiInMassaDocument,
    "\n  mutation inviaInvitoUtente($id_utente: Int!, $email: String, $cc: [String!]) {\n    inviaInvitoUtente(id_utente: $id_utente, email: $email, cc: $cc)\n  }\n": typeof types.InviaInvitoUtenteDocument,
    "\n  query iscrizionePersona($id_persona: Int!, $anno_scout: Int!) {\n    persona(id_persona: $id_persona, anno_scout: $anno_scout) {\n      id_persona\n      nome\n      cognome\n      sesso\n      data_nascita\n      luogo_nascita\n      codice_fiscale\n      residenza_indirizzo\n      residenza_comune\n      residenza_provincia\n      residenza_cap\n      data_conferma\n      viewerCan\n      iscrizione {\n        id_iscrizione\n        anno_scout\n        stato_iscrizione\n        n_tessera\n        errori_nazionale\n        viewerCan\n        statiConsentiti\n        ruoliNominabili\n        gruppiNominabili\n        transazione_economica {\n          id_transazione_economica\n          stato\n          importo\n        }\n        nomine {\n          id_nomina\n          id_ruolo\n          id_gruppo\n          ruolo {\n            nome\n          }\n          gruppo {\n            numero\n          }\n        }\n      }\n      consenso_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n        data_espressione\n        titolare_nome\n        cartaceo\n        inserito_da_nome\n      }\n    }\n    getAnniScout {\n      anno_scout\n      attivo\n      inizio_fiscale\n      viewerCan\n    }\n  }\n": typeof types.IscrizionePersonaDocument,
    "\n  query ruoliEGruppi {\n    getRuoli {\n      id_ruolo\n      nome\n      adulto\n      diretto\n    }\n    elencaGruppi {\n      id_gruppo\n      numero\n    }\n  }\n": typeof types.RuoliEGruppiDocument,
    "\n  query storicoPrivacy($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      storico_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n        data_espressione\n        titolare_nome\n        titolare_email\n        testo_versione\n        cartaceo\n        inserito_da_nome\n      }\n    }\n  }\n": typeof types.StoricoPrivacyDocument,
    "\n  mutation modificaIscrizione($modifica_iscrizione: ModificaIscrizioneInput!) {\n    modificaIscrizione(modifica_iscrizione: $modifica_iscrizione) {\n      id_iscrizione\n    }\n  }\n": typeof types.ModificaIscrizioneDocument,
    "\n  mutation modificaNomina($modifica_nomina: ModificaNominaInput!) {\n    modificaNomina(modifica_nomina: $modifica_nomina) {\n      id_iscrizione\n    }\n  }\n": typeof types.ModificaNominaDocument,
    "\n  mutation concediAgevolazione($agevolazione: AgevolazioneInput!) {\n    concediAgevolazione(agevolazione: $agevolazione) {\n      id_iscrizione\n    }\n  }\n": typeof types.ConcediAgevolazioneDocument,
    "\n  mutation modificaUtenteAccount($id_persona: Int!, $id_utente: Int!, $elimina: Boolean, $reset_password: Boolean) {\n    modificaUtente(id_persona: $id_persona, id_utente: $id_utente, elimina: $elimina, reset_password: $reset_password)\n  }\n": typeof types.ModificaUtenteAccountDocument,
    "\n  mutation modificaParentelaAccount(\n    $id_parentela: Int\n    $elimina: Boolean\n    $id_persona_figlio: Int\n    $id_persona_genitore: Int\n    $desc: String\n  ) {\n    modificaParentela(\n      id_parentela: $id_parentela\n      elimina: $elimina\n      id_persona_figlio: $id_persona_figlio\n      id_persona_genitore: $id_persona_genitore\n      desc: $desc\n    )\n  }\n": typeof types.ModificaParentelaAccountDocument,
    "\n  mutation azzeraSecondoFattoreAccount($id_persona: Int!, $id_utente: Int!) {\n    azzeraSecondoFattore(id_persona: $id_persona, id_utente: $id_utente)\n  }\n": typeof types.AzzeraSecondoFattoreAccountDocument,
    "\n  mutation modificaPersona($modifica_persona: ModificaPersonaInput!) {\n    modificaPersona(modifica_persona: $modifica_persona)\n  }\n": typeof types.ModificaPersonaDocument,
    "\n  query pagamentiPersona($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      id_parte\n      nome\n      cognome\n    }\n  }\n": typeof types.PagamentiPersonaDocument,
    "\n  fragment PartePersonaPagamenti on Parte {\n    id_parte\n    desc\n    nome_persona\n  }\n": typeof types.PartePersonaPagamentiFragmentDoc,
    "\n  query movimentiPersona($id_parte: Int!) {\n    getTeParte(id_parte: $id_parte) {\n      id_transazione_economica\n      id_parte_da\n      id_parte_a\n      parte_da {\n        ...PartePersonaPagamenti\n      }\n      parte_a {\n        ...PartePersonaPagamenti\n      }\n      importo\n      causale_desc\n      stato\n      data_creata\n      anno_scout\n    }\n    getTfParte(id_parte: $id_parte) {\n      id_transazione_finanziaria\n      id_parte_da\n      id_parte_a\n      parte_da {\n        ...PartePersonaPagamenti\n      }\n      parte_a {\n        ...PartePersonaPagamenti\n      }\n      importo\n      stato\n      tipo_da\n      tipo_a\n      data_creata\n      data_pagata\n    }\n  }\n": typeof types.MovimentiPersonaDocument,
    "\n  query personaAnagrafica($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      sesso\n      data_nascita\n      codice_fiscale\n      luogo_nascita\n      residenza_indirizzo\n      residenza_comune\n      residenza_provincia\n      residenza_cap\n      data_conferma\n      viewerCan\n      iscrizione {\n        id_iscrizione\n      }\n      utenti {\n        id_utente\n      }\n      contatti {\n        id_contatto\n        tipo\n        valore\n        notifica\n        chi\n      }\n      parentele {\n        id_parentela\n        id_persona_genitore\n        id_persona_figlio\n        desc\n        genitore {\n          id_persona\n          nome\n          cognome\n          viewerCan\n          contatti {\n            id_contatto\n            tipo\n            valore\n            notifica\n            chi\n          }\n        }\n      }\n    }\n    getAsAttivo {\n      anno_scout\n      inizio_fiscale\n    }\n  }\n": typeof types.PersonaAnagraficaDocument,
    "\n  query personaTestata($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      viewerCan\n    }\n  }\n": typeof types.PersonaTestataDocument,
    "\n  mutation registraPrivacyCartacea(\n    $id_persona: Int!\n    $consenso_i: Boolean\n    $consenso_l: Boolean\n    $consenso_s: Boolean\n    $consenso_t: Boolean\n    $firmato_da: String\n    $data_firma: String\n  ) {\n    registraPrivacyCartacea(\n      id_persona: $id_persona\n      consenso_i: $consenso_i\n      consenso_l: $consenso_l\n      consenso_s: $consenso_s\n      consenso_t: $consenso_t\n      firmato_da: $firmato_da\n      data_firma: $data_firma\n    ) {\n      id_consenso_privacy\n    }\n  }\n": typeof types.RegistraPrivacyCartaceaDocument,
    "\n  fragment RegistroPersona on Persona {\n    id_persona\n    nome\n    cognome\n    data_nascita\n    stato_account\n    accesso\n    parentele {\n      id_parentela\n      desc\n      id_persona_genitore\n      id_persona_figlio\n      genitore {\n        id_persona\n        nome\n        cognome\n      }\n      figlio {\n        id_persona\n        nome\n        cognome\n      }\n    }\n    iscrizione {\n      id_iscrizione\n      stato_iscrizione\n      n_tessera\n      errori_nazionale\n      nomine {\n        id_nomina\n        id_ruolo\n        gruppo {\n          numero\n        }\n      }\n    }\n  }\n": typeof types.RegistroPersonaFragmentDoc,
    "\n  query registroPagina(\n    $anno_scout: Int!\n    $id_gruppo: Int\n    $id_unita: Int\n    $filtri: FiltriRegistroInput\n    $ordina: String\n    $pagina: Int\n    $per_pagina: Int\n  ) {\n    registroPagina(\n      anno_scout: $anno_scout\n      id_gruppo: $id_gruppo\n      id_unita: $id_unita\n      filtri: $filtri\n      ordina: $ordina\n      pagina: $pagina\n      per_pagina: $per_pagina\n    ) {\n      totale\n      righe {\n        ...RegistroPersona\n      }\n    }\n  }\n": typeof types.RegistroPaginaDocument,
    "\n  query registroAnagrafica(\n    $anno_scout: Int!\n    $id_gruppo: Int\n    $id_unita: Int\n    $filtri: FiltriRegistroInput\n    $ordina: String\n    $pagina: Int\n    $per_pagina: Int\n  ) {\n    registroPagina(\n      anno_scout: $anno_scout\n      id_gruppo: $id_gruppo\n      id_unita: $id_unita\n      filtri: $filtri\n      ordina: $ordina\n      pagina: $pagina\n      per_pagina: $per_pagina\n    ) {\n      totale\n      righe {\n        ...RegistroPersona\n        codice_fiscale\n        residenza_indirizzo\n        residenza_cap\n        residenza_comune\n        residenza_provincia\n        contatti {\n          tipo\n          valore\n        }\n      }\n    }\n  }\n": typeof types.RegistroAnagraficaDocument,
    "\n  query schedaNazionale($id_persona: Int!) {\n    schedaNazionale(id_persona: $id_persona) {\n      tessera\n      presente\n      errori_nazionale\n      campi {\n        campo\n        etichetta\n        locale\n        nazionale\n        diverso\n        prendibile\n        inviabile\n      }\n    }\n    general {\n      ultimo_download_nazionale\n      ultimo_confronto_nazionale\n    }\n  }\n": typeof types.SchedaNazionaleDocument,
    "\n  mutation prendiDalNazionale($id_persona: Int!, $campi: [String!]!) {\n    prendiDalNazionale(id_persona: $id_persona, campi: $campi) {\n      tessera\n    }\n  }\n": typeof types.PrendiDalNazionaleDocument,
    "\n  fragment UtenteRegistro on Utente {\n    id_utente\n    id_persona\n    username\n    email\n    data_registrazione\n    data_ultimo_accesso\n    persona {\n      id_persona\n      nome\n      cognome\n    }\n  }\n": typeof types.UtenteRegistroFragmentDoc,
    "\n  query utentiDellaSezione($anno_scout: Int!) {\n    utentiSezione(anno_scout: $anno_scout) {\n      ...UtenteRegistro\n    }\n  }\n": typeof types.UtentiDellaSezioneDocument,
    "\n  query utentiDelGruppo($id_gruppo: Int!, $anno_scout: Int!) {\n    utentiGruppo(id_gruppo: $id_gruppo, anno_scout: $anno_scout) {\n      ...UtenteRegistro\n    }\n  }\n": typeof types.UtentiDelGruppoDocument,
    "\n  query utentiDellUnita($id_unita: Int!, $anno_scout: Int!) {\n    utentiUnita(id_unita: $id_unita, anno_scout: $anno_scout) {\n      ...UtenteRegistro\n    }\n  }\n": typeof types.UtentiDellUnitaDocument,
    "\n  query nomePersonaSe {\n    getPersonaSe {\n      id_persona\n      nome\n      cognome\n    }\n  }\n": typeof types.NomePersonaSeDocument,
    "\n  mutation registraUtente($registrazione_utente: RegistrazioneUtenteInput!) {\n    registraUtente(registrazione_utente: $registrazione_utente)\n  }\n": typeof types.RegistraUtenteDocument,
    "\n  query utenteNonRegistrato($registration_token: String!) {\n    utenteNonRegistrato(registration_token: $registration_token) {\n      registration_token\n      data_registrazione\n      id_utente\n      id_persona\n      username\n      email\n      persona {\n        id_persona\n        nome\n        cognome\n        sesso\n        contatti {\n          id_contatto\n          tipo\n          valore\n          notifica\n          chi\n        }\n        iscrizione {\n          id_iscrizione\n        }\n      }\n    }\n  }\n": typeof types.UtenteNonRegistratoDocument,
    "\n  query getAllegatoSignedUrl($id_allegato: Int!) {\n    getAllegatoSignedUrl(id_allegato: $id_allegato)\n  }\n": typeof types.GetAllegatoSignedUrlDocument,
    "\n  query unitaDelRegistro($branca: String!, $id_gruppo: Int!) {\n    cercaUnita(branca: $branca, id_gruppo: $id_gruppo) {\n      id_unita\n    }\n  }\n": typeof types.UnitaDelRegistroDocument,
    "\n  query azioniAnniScout {\n    getAnniScout {\n      anno_scout\n      inizio_fiscale\n      viewerCan\n    }\n  }\n": typeof types.AzioniAnniScoutDocument,
    "\n  query cercaPersoneParte($search_key: String!, $anno_scout: Int!, $per_pagina: Int!) {\n    iscritti: registroPagina(\n      anno_scout: $anno_scout\n      filtri: { nomecognome: $search_key }\n      per_pagina: $per_pagina\n    ) {\n      righe {\n        id_persona\n        id_parte\n        nome\n        cognome\n      }\n    }\n    altri: registroPagina(\n      anno_scout: $anno_scout\n      filtri: { nomecognome: $search_key, iscrizione: \"non_iscritti\" }\n      per_pagina: $per_pagina\n    ) {\n      righe {\n        id_persona\n        id_parte\n        nome\n        cognome\n      }\n    }\n  }\n": typeof types.CercaPersoneParteDocument,
    "\n  query partiStruttura {\n    elencaUnita {\n      id_unita\n      branca\n      id_parte\n      gruppo {\n        numero\n      }\n    }\n    elencaGruppi {\n      id_gruppo\n      numero\n      id_parte\n    }\n  }\n": typeof types.PartiStrutturaDocument,
};
const documents: Documents = {
    "\n  query getPersonaSe {\n    getPersonaSe {\n      id_persona\n      nome\n      cognome\n      sesso\n      id_parte\n      utenti {\n        id_utente\n        username\n        email\n      }\n      contatti {\n        id_contatto\n        tipo\n        valore\n        notifica\n      }\n      iscrizione {\n        id_iscrizione\n        anno_scout\n        stato_iscrizione\n        nomine {\n          id_nomina\n          id_ruolo\n          id_gruppo\n          ruolo {\n            id_ruolo\n            adulto\n            branca\n            diretto\n          }\n        }\n      }\n    }\n  }\n": types.GetPersonaSeDocument,
    "\n  query viewerCan {\n    viewerCan\n  }\n": types.ViewerCanDocument,
    "\n  fragment IscrizioneCausale on Iscrizione {\n    id_iscrizione\n    anno_scout\n    n_tessera\n    stato_iscrizione\n    categoria_quota {\n      adulto\n    }\n    persona {\n      id_persona\n      id_parte\n      nome\n      cognome\n    }\n    transazione_economica {\n      id_transazione_economica\n    }\n  }\n": types.IscrizioneCausaleFragmentDoc,
    "\n  query cercaIscrizioniCausale($search_key: String!, $anno_scout: Int!) {\n    cercaIscrizione(search_key: $search_key, anno_scout: $anno_scout) {\n      ...IscrizioneCausale\n    }\n  }\n": types.CercaIscrizioniCausaleDocument,
    "\n  query iscrizioneCausale($id: Int!) {\n    iscrizione(id_iscrizione: $id) {\n      ...IscrizioneCausale\n    }\n  }\n": types.IscrizioneCausaleDocument,
    "\n  query cercaAltriSoggetti($search_key: String!) {\n    cercaParte(search_key: $search_key) {\n      ...ParteCassa\n    }\n  }\n": types.CercaAltriSoggettiDocument,
    "\n  mutation modificaParte($modifica_parte: ModificaParteInput!) {\n    modificaParte(modifica_parte: $modifica_parte)\n  }\n": types.ModificaParteDocument,
    "\n  query cercaCausaliDaCollegare($search_key: String!) {\n    cercaTransazioneEconomica(search_key: $search_key) {\n      ...CausaleCassa\n    }\n  }\n": types.CercaCausaliDaCollegareDocument,
    "\n  query cercaPagamentiDaCollegare($search_key: String!) {\n    cercaTransazioneFinanziaria(search_key: $search_key) {\n      ...PagamentoCassa\n      transazioni {\n        id_transazione\n        id_transazione_economica\n        importo\n      }\n    }\n  }\n": types.CercaPagamentiDaCollegareDocument,
    "\n  query elencaBilanci($anno_scout: Int!, $id_parte: Int!) {\n    elencaBilanci(anno_scout: $anno_scout, id_parte: $id_parte) {\n      id_parte\n      anno_scout\n      id_voce\n      preventivo\n      consuntivo\n      voce {\n        id_voce\n        codice\n        descrizione\n      }\n    }\n  }\n": types.ElencaBilanciDocument,
    "\n  query elencaVoci {\n    elencaVoci {\n      id_voce\n      codice\n      descrizione\n      tipo\n      in_uso\n      riga_ets\n    }\n  }\n": types.ElencaVociDocument,
    "\n  fragment ParteCassa on Parte {\n    id_parte\n    desc\n    id_persona\n    id_unita\n    id_gruppo\n    nome_persona\n  }\n": types.ParteCassaFragmentDoc,
    "\n  fragment PagamentoCassa on TransazioneFinanziaria {\n    id_transazione_finanziaria\n    id_parte_da\n    id_parte_a\n    parte_da {\n      ...ParteCassa\n    }\n    parte_a {\n      ...ParteCassa\n    }\n    importo\n    stato\n    tipo_da\n    tipo_a\n    commissione_da\n    commissione_a\n    numero_ricevuta\n    data_creata\n    data_pagata\n    anno_scout\n  }\n": types.PagamentoCassaFragmentDoc,
    "\n  fragment CausaleCassa on TransazioneEconomica {\n    id_transazione_economica\n    id_parte_da\n    id_parte_a\n    parte_da {\n      ...ParteCassa\n    }\n    parte_a {\n      ...ParteCassa\n    }\n    importo\n    causale_desc\n    causale_dettagli\n    causale_tipo\n    id_voce_da\n    id_voce_a\n    data_creata\n    data_pagata\n    stato\n    id_iscrizione\n    anno_scout\n    transazioni {\n      id_transazione\n      id_transazione_finanziaria\n      importo\n    }\n  }\n": types.CausaleCassaFragmentDoc,
    "\n  query getTeParte($id_parte: Int!, $anno_scout: Int) {\n    getTeParte(id_parte: $id_parte, anno_scout: $anno_scout) {\n      ...CausaleCassa\n    }\n  }\n": types.GetTeParteDocument,
    "\n  query getTfParteTipo($id_parte: Int!, $tipo: MetodoPagamento!, $anno_scout: Int) {\n    getTfParteTipo(id_parte: $id_parte, tipo: $tipo, anno_scout: $anno_scout) {\n      ...PagamentoCassa\n    }\n  }\n": types.GetTfParteTipoDocument,
    "\n  query getTfParte($id_parte: Int!, $anno_scout: Int) {\n    getTfParte(id_parte: $id_parte, anno_scout: $anno_scout) {\n      ...PagamentoCassa\n    }\n  }\n": types.GetTfParteDocument,
    "\n  query getTrasferimentiParte($id_parte: Int!, $anno_scout: Int) {\n    getTrasferimentiParte(id_parte: $id_parte, anno_scout: $anno_scout) {\n      ...PagamentoCassa\n    }\n  }\n": types.GetTrasferimentiParteDocument,
    "\n  mutation modificaBilancio($modifica_bilancio: ModificaBilancioInput!) {\n    modificaBilancio(modifica_bilancio: $modifica_bilancio) {\n      id_voce\n    }\n  }\n": types.ModificaBilancioDocument,
    "\n  mutation modificaTransazioneEconomica($modifica_transazione_economica: ModificaTransazioneEconomicaInput!) {\n    modificaTransazioneEconomica(modifica_transazione_economica: $modifica_transazione_economica)\n  }\n": types.ModificaTransazioneEconomicaDocument,
    "\n  mutation modificaTransazioneFinanziaria(\n    $modifica_transazione_finanziaria: ModificaTransazioneFinanziariaInput!\n  ) {\n    modificaTransazioneFinanziaria(modifica_transazione_finanziaria: $modifica_transazione_finanziaria)\n  }\n": types.ModificaTransazioneFinanziariaDocument,
    "\n  mutation createTransazioneFinanziariaAllegatoPostUrl {\n    createTransazioneFinanziariaAllegatoPostUrl\n  }\n": types.CreateTransazioneFinanziariaAllegatoPostUrlDocument,
    "\n  mutation modificaVoce($modifica_voce: ModificaVoceInput!) {\n    modificaVoce(modifica_voce: $modifica_voce) {\n      id_voce\n    }\n  }\n": types.ModificaVoceDocument,
    "\n  query movimentiBanca($stato: StatoMovimentoBanca!) {\n    movimentiBanca(stato: $stato) {\n      id_movimento\n      data\n      importo\n      verso\n      causale\n      controparte\n      riferimento\n      stato\n      id_transazione_finanziaria\n      id_voce\n      suggerimenti {\n        regola\n        punteggio\n        spiegazione\n        id_transazione_finanziaria\n        id_parte_da\n        pagante\n        ripartizione { id_transazione_economica importo causale_desc }\n      }\n      possibile_doppio_pagamento { id_transazione_economica importo causale_desc }\n      quote_pagate { id_transazione_economica importo causale_desc }\n    }\n  }\n": types.MovimentiBancaDocument,
    "\n  query cercaDovutiPerMovimento($search_key: String!) {\n    cercaTransazioneEconomica(search_key: $search_key) {\n      id_transazione_economica\n      id_parte_da\n      importo\n      causale_desc\n      stato\n      transazioni {\n        id_transazione\n        importo\n        stato_pagamento\n        id_transazione_finanziaria\n        transazione_finanziaria { tipo_da importo transazioni { importo } }\n      }\n    }\n  }\n": types.CercaDovutiPerMovimentoDocument,
    "\n  query riepilogoMovimentiBanca {\n    riepilogoMovimentiBanca { da_abbinare abbinata ignorata }\n  }\n": types.RiepilogoMovimentiBancaDocument,
    "\n  query mappatureCsvBanca {\n    mappatureCsvBanca { banca mappatura }\n  }\n": types.MappatureCsvBancaDocument,
    "\n  mutation confermaMovimentiBanca($conferme: [ConfermaMovimentoInput!]!) {\n    confermaMovimentiBanca(conferme: $conferme) {\n      id_movimento\n      id_transazione_finanziaria\n      tipo_errore\n      errore\n      richiede_conferma\n    }\n  }\n": types.ConfermaMovimentiBancaDocument,
    "\n  mutation ignoraMovimentoBanca($id_movimento: Int!, $ignora: Boolean!) {\n    ignoraMovimentoBanca(id_movimento: $id_movimento, ignora: $ignora) { id_movimento stato }\n  }\n": types.IgnoraMovimentoBancaDocument,
    "\n  mutation assegnaUscitaBanca($assegna: AssegnaUscitaInput!) {\n    assegnaUscitaBanca(assegna: $assegna)\n  }\n": types.AssegnaUscitaBancaDocument,
    "\n  query anteprimaPromemoria {\n    anteprimaPromemoria {\n      anno_scout\n      oggi\n      fase\n      mora_dal\n      gia_inviati\n      mail {\n        fase\n        destinatari\n        voci { id_transazione_economica nome cognome causale importo coperto mora mora_inclusa da_pagare_con_mora }\n      }\n      senza_indirizzo { id_transazione_economica nome cognome causale importo coperto }\n    }\n  }\n": types.AnteprimaPromemoriaDocument,
    "\n  query storicoPromemoria($anno_scout: Int!) {\n    storicoPromemoria(anno_scout: $anno_scout) {\n      id_promemoria\n      nome\n      cognome\n      causale\n      fase\n      destinatari\n      stato\n      creato\n      inviato\n    }\n  }\n": types.StoricoPromemoriaDocument,
    "\n  mutation inviaPromemoria {\n    inviaPromemoria { mail_inviate mail_fallite dovuti }\n  }\n": types.InviaPromemoriaDocument,
    "\n  query rendicontoEts($anno_scout: Int!) {\n    rendicontoEts(anno_scout: $anno_scout) {\n      anno_scout\n      sezioni {\n        sezione\n        uscite {\n          titolo\n          righe { codice numero titolo anno precedente }\n          totale { anno precedente }\n        }\n        entrate {\n          titolo\n          righe { codice numero titolo anno precedente }\n          totale { anno precedente }\n        }\n        risultato { anno precedente }\n      }\n      non_classificate { id_voce codice descrizione tipo anno precedente }\n      totale_uscite { anno precedente }\n      totale_entrate { anno precedente }\n      risultato { anno precedente }\n    }\n  }\n": types.RendicontoEtsDocument,
    "\n  query saldoAnnuale($id_parte: Int!, $anno_scout: Int!) {\n    saldoAnnuale(id_parte: $id_parte, anno_scout: $anno_scout) {\n      id_parte\n      anno_scout\n      metodi {\n        tipo\n        iniziale\n        entrate\n        uscite\n        finale\n      }\n    }\n  }\n": types.SaldoAnnualeDocument,
    "\n  query transazioneEconomica($id: Int!) {\n    transazioneEconomica(id_transazione_economica: $id) {\n      ...CausaleCassa\n      transazioni {\n        id_transazione\n        importo\n        transazione_finanziaria {\n          id_transazione_finanziaria\n          importo\n          stato\n          tipo_da\n          tipo_a\n          data_pagata\n        }\n      }\n    }\n  }\n": types.TransazioneEconomicaDocument,
    "\n  query transazioneFinanziaria($id: Int!) {\n    transazioneFinanziaria(id_transazione_finanziaria: $id) {\n      ...PagamentoCassa\n      stripe_payment_id\n      satispay_payment_id\n      bonifico_id_allegato\n      ricevuta_id_allegato\n      allegati {\n        id_allegato\n        nome\n        dimensione\n        s3_key\n      }\n      transazioni {\n        id_transazione\n        importo\n        transazione_economica {\n          id_transazione_economica\n          causale_desc\n          importo\n          stato\n        }\n      }\n    }\n  }\n": types.TransazioneFinanziariaDocument,
    "\n  mutation reinviaRicevuta($id_transazione_finanziaria: Int!) {\n    reinviaRicevuta(id_transazione_finanziaria: $id_transazione_finanziaria) { destinatari }\n  }\n": types.ReinviaRicevutaDocument,
    "\n  query coordinateBonifico($id_transazione_finanziaria: Int!) {\n    coordinateBonifico(id_transazione_finanziaria: $id_transazione_finanziaria) {\n      iban\n      beneficiario\n      importo\n      causale\n    }\n  }\n": types.CoordinateBonificoDocument,
    "\n  query getPersoneSeCheckout {\n    getPersoneSe {\n      id_persona\n      nome\n      cognome\n      codice_fiscale\n      residenza_indirizzo\n      residenza_comune\n      residenza_provincia\n      consenso_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n      }\n      iscrizione {\n        id_iscrizione\n        stato_iscrizione\n      }\n      transazioni_economiche_todo {\n        id_transazione_economica\n        importo\n        stato\n        causale_desc\n        causale_tipo\n        anno_scout\n        id_iscrizione\n        transazioni {\n          id_transazione\n          importo\n          stato_pagamento\n        }\n      }\n    }\n  }\n": types.GetPersoneSeCheckoutDocument,
    "\n  query pagamentoCheckout($id_transazione_finanziaria: Int!) {\n    transazioneFinanziaria(id_transazione_finanziaria: $id_transazione_finanziaria) {\n      id_transazione_finanziaria\n      stato\n      ricevuta_id_allegato\n    }\n  }\n": types.PagamentoCheckoutDocument,
    "\n  mutation preparaCheckout($preparazione_checkout: PreparazioneCheckoutInput!) {\n    preparaCheckout(preparazione_checkout: $preparazione_checkout) {\n      id_transazione_finanziaria\n      metodo\n      stripe_payment_id\n      satispay_payment_id\n      bonifico_upload_url\n      redirect_url\n      commissione\n      importo\n    }\n  }\n": types.PreparaCheckoutDocument,
    "\n  mutation verificaCheckout($id_transazione_finanziaria: Int!, $bonifico_upload_key: String) {\n    verificaCheckout(\n      id_transazione_finanziaria: $id_transazione_finanziaria\n      bonifico_upload_key: $bonifico_upload_key\n    )\n  }\n": types.VerificaCheckoutDocument,
    "\n  query elencaControlliPagina($tipo: TipoControllo!, $ignorati: Boolean!, $pagina: Int!, $per_pagina: Int!) {\n    elencaControlliPagina(tipo: $tipo, ignorati: $ignorati, pagina: $pagina, per_pagina: $per_pagina) {\n      totale\n      righe {\n        id_controllo\n        tipo\n        dettagli\n        ignora\n        id_persona\n        persone {\n          id_persona\n          nome\n          cognome\n        }\n        altre_persone\n        unita {\n          id_gruppo\n          branca\n          descrizione\n        }\n      }\n    }\n  }\n": types.ElencaControlliPaginaDocument,
    "\n  query anteprimaFusione($id_tieni: Int!, $id_elimina: Int!) {\n    anteprimaFusione(id_tieni: $id_tieni, id_elimina: $id_elimina) {\n      tieni {\n        id_persona\n      }\n      elimina {\n        id_persona\n      }\n      conteggi {\n        contatti\n        contatti_doppi\n        parentele\n        parentele_doppie\n        iscrizioni\n        nomine\n        liste_attesa\n        liste_attesa_doppie\n        utenti\n        consensi_privacy\n        dovuti\n        pagamenti\n        collegamenti\n        allegati\n        conti\n        rilievi\n      }\n      campi_completati\n      rifiuto\n    }\n  }\n": types.AnteprimaFusioneDocument,
    "\n  mutation unisciPersone($id_tieni: Int!, $id_elimina: Int!) {\n    unisciPersone(id_tieni: $id_tieni, id_elimina: $id_elimina) {\n      eseguita\n    }\n  }\n": types.UnisciPersoneDocument,
    "\n  mutation ignoraControllo($id_controllo: Int!, $ignora: Boolean!) {\n    ignoraControllo(id_controllo: $id_controllo, ignora: $ignora) {\n      id_controllo\n      ignora\n    }\n  }\n": types.IgnoraControlloDocument,
    "\n  query statisticheControlli {\n    statisticheControlli {\n      tipo\n      nome\n      totale\n      ignorati\n    }\n    ultimoRicalcoloControlli {\n      eseguito\n      nome_autore\n    }\n  }\n": types.StatisticheControlliDocument,
    "\n  mutation compilaPrivacyFamiglia(\n    $id_persona: Int!\n    $consenso_i: Boolean\n    $consenso_l: Boolean\n    $consenso_s: Boolean\n    $consenso_t: Boolean\n    $versione_testo: String\n  ) {\n    compilaPrivacy(\n      id_persona: $id_persona\n      consenso_i: $consenso_i\n      consenso_l: $consenso_l\n      consenso_s: $consenso_s\n      consenso_t: $consenso_t\n      versione_testo: $versione_testo\n    ) {\n      id_consenso_privacy\n    }\n  }\n": types.CompilaPrivacyFamigliaDocument,
    "\n  query getPersoneSe {\n    getPersoneSe {\n      id_persona\n      id_parte\n      nome\n      cognome\n      sesso\n      data_nascita\n      data_conferma\n      consenso_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n      }\n      iscrizione {\n        id_iscrizione\n        anno_scout\n        stato_iscrizione\n        categoria_quota {\n          adulto\n          nuovo\n        }\n        transazione_economica {\n          id_transazione_economica\n          importo\n          stato\n        }\n        nomine {\n          id_nomina\n          id_ruolo\n          id_gruppo\n        }\n      }\n    }\n    getAsAttivo {\n      anno_scout\n      attivo\n      inizio_fiscale\n      limite_iscrizioni\n      limite_mora\n      mora_nuovi\n      mora_rinnovi\n      quota_giovani_nuovi\n      quota_giovani_rinnovi\n      quota_adulti_nuovi\n      quota_adulti_rinnovi\n    }\n  }\n": types.GetPersoneSeDocument,
    "\n  query getTeFamiglia($id_parte: Int!) {\n    getTeParte(id_parte: $id_parte) {\n      id_transazione_economica\n      anno_scout\n      importo\n      stato\n      causale_desc\n      causale_tipo\n      data_creata\n    }\n  }\n": types.GetTeFamigliaDocument,
    "\n  query getTfPersona($id_persona: Int!) {\n    getTfPersona(id_persona: $id_persona) {\n      id_transazione_finanziaria\n      importo\n      commissione_da\n      stato\n      tipo_da\n      tipo_a\n      data_creata\n      data_pagata\n      numero_ricevuta\n      ricevuta_id_allegato\n      transazioni {\n        id_transazione\n        importo\n        transazione_economica {\n          id_transazione_economica\n          causale_desc\n        }\n      }\n    }\n  }\n": types.GetTfPersonaDocument,
    "\n  mutation modificaPersonaFamiglia($modifica_persona: ModificaPersonaInput!) {\n    modificaPersona(modifica_persona: $modifica_persona)\n  }\n": types.ModificaPersonaFamigliaDocument,
    "\n  query personaFamiglia($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      sesso\n      data_nascita\n      codice_fiscale\n      luogo_nascita\n      residenza_indirizzo\n      residenza_comune\n      residenza_provincia\n      residenza_cap\n      data_conferma\n      consenso_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n        data_espressione\n      }\n      contatti {\n        id_contatto\n        tipo\n        valore\n        notifica\n        chi\n      }\n      parentele {\n        id_parentela\n        id_persona_figlio\n        desc\n        genitore {\n          id_persona\n          nome\n          cognome\n          contatti {\n            id_contatto\n            tipo\n            valore\n            notifica\n            chi\n          }\n        }\n      }\n    }\n  }\n": types.PersonaFamigliaDocument,
    "\n  mutation preparaQuota($id_iscrizione: Int!) {\n    modificaTransazioneEconomica(modifica_transazione_economica: { id_iscrizione: $id_iscrizione })\n  }\n": types.PreparaQuotaDocument,
    "\n  mutation aggiungiVoceListaAttesa($id_unita: Int!, $id_persona: Int!, $note: String) {\n    aggiungiVoceListaAttesa(id_unita: $id_unita, id_persona: $id_persona, note: $note) {\n      ...ListaAttesaUnitaFields\n    }\n  }\n": types.AggiungiVoceListaAttesaDocument,
    "\n  query anniScoutImpostazioni {\n    getAnniScout {\n      anno_scout\n      attivo\n      presenteOFuturo\n      inizio_fiscale\n      limite_iscrizioni\n      limite_mora\n      mora_nuovi\n      mora_rinnovi\n      quota_giovani_nuovi\n      quota_giovani_rinnovi\n      quota_adulti_nuovi\n      quota_adulti_rinnovi\n    }\n  }\n": types.AnniScoutImpostazioniDocument,
    "\n  query identitaSezione {\n    identitaSezione {\n      denominazione\n      indirizzo\n      cap\n      comune\n      provincia\n      codice_fiscale\n      partita_iva\n      runts\n      detraibilita\n      completa\n    }\n  }\n": types.IdentitaSezioneDocument,
    "\n  fragment ListaAttesaUnitaFields on ListaAttesaUnita {\n    id_unita\n    branca\n    descrizione\n    posti\n    occupati\n    voci {\n      id_lista_attesa\n      id_persona\n      nome\n      cognome\n      posizione\n      note\n      data_richiesta\n      aperta\n    }\n  }\n": types.ListaAttesaUnitaFieldsFragmentDoc,
    "\n  query listeAttesa {\n    getAsAttivo {\n      anno_scout\n    }\n    listeAttesa {\n      ...ListaAttesaUnitaFields\n    }\n  }\n": types.ListeAttesaDocument,
    "\n  mutation modificaIdentitaSezione($identita: IdentitaSezioneInput!) {\n    modificaIdentitaSezione(identita: $identita) {\n      denominazione\n      indirizzo\n      cap\n      comune\n      provincia\n      codice_fiscale\n      partita_iva\n      runts\n      detraibilita\n      completa\n    }\n  }\n": types.ModificaIdentitaSezioneDocument,
    "\n  mutation modificaPostiUnita($id_unita: Int!, $posti: Int) {\n    modificaPostiUnita(id_unita: $id_unita, posti: $posti) {\n      ...ListaAttesaUnitaFields\n    }\n  }\n": types.ModificaPostiUnitaDocument,
    "\n  mutation rimuoviVoceListaAttesa($id_lista_attesa: Int!) {\n    rimuoviVoceListaAttesa(id_lista_attesa: $id_lista_attesa) {\n      ...ListaAttesaUnitaFields\n    }\n  }\n": types.RimuoviVoceListaAttesaDocument,
    "\n  query saldoInizialeAnno($id_parte: Int!, $anno_scout: Int!) {\n    saldoAnnuale(id_parte: $id_parte, anno_scout: $anno_scout) {\n      id_parte\n      anno_scout\n      bank\n      cash\n      satispay\n      stripe\n    }\n  }\n": types.SaldoInizialeAnnoDocument,
    "\n  mutation modificaSaldoAnnualeImpostazioni($modifica: ModificaSaldoAnnualeInput!) {\n    modificaSaldoAnnuale(modifica_saldo_annuale: $modifica) {\n      id_parte\n      anno_scout\n      bank\n      cash\n      satispay\n      stripe\n    }\n  }\n": types.ModificaSaldoAnnualeImpostazioniDocument,
    "\n  mutation spostaVoceListaAttesa($id_lista_attesa: Int!, $verso: VersoSpostamento!) {\n    spostaVoceListaAttesa(id_lista_attesa: $id_lista_attesa, verso: $verso) {\n      ...ListaAttesaUnitaFields\n    }\n  }\n": types.SpostaVoceListaAttesaDocument,
    "\n  query iniziFiscali {\n    getAnniScout {\n      anno_scout\n      inizio_fiscale\n    }\n  }\n": types.IniziFiscaliDocument,
    "\n  query statoIscrizioni($anno_scout: Int!, $id_gruppo: Int, $id_unita: Int) {\n    statoIscrizioni(anno_scout: $anno_scout, id_gruppo: $id_gruppo, id_unita: $id_unita) {\n      iscrizioni {\n        chiave\n        n\n      }\n      utenti {\n        chiave\n        n\n      }\n      completo\n    }\n  }\n": types.StatoIscrizioniDocument,
    "\n  query elencaEventi($id_gruppo: Int, $id_unita: Int) {\n    elencaEventi(id_gruppo: $id_gruppo, id_unita: $id_unita) {\n      id_evento\n      rev_date\n      rev_author\n      rev_type\n      table\n      id_persona\n      details\n      anno_scout\n      persona {\n        id_persona\n        nome\n        cognome\n      }\n    }\n  }\n": types.ElencaEventiDocument,
    "\n  fragment AnnoScoutFields on AnnoScout {\n    anno_scout\n    attivo\n  }\n": types.AnnoScoutFieldsFragmentDoc,
    "\n  query cercaUnita($branca: String!, $id_gruppo: Int!) {\n    cercaUnita(branca: $branca, id_gruppo: $id_gruppo) {\n      id_unita\n      id_parte\n    }\n  }\n": types.CercaUnitaDocument,
    "\n  query elencaGruppi {\n    elencaGruppi {\n      id_gruppo\n      numero\n      id_parte\n    }\n  }\n": types.ElencaGruppiDocument,
    "\n  query getAnniScout {\n    getAnniScout {\n      ...AnnoScoutFields\n    }\n  }\n": types.GetAnniScoutDocument,
    "\n  query getAsAttivo {\n    getAsAttivo {\n      ...AnnoScoutFields\n    }\n  }\n": types.GetAsAttivoDocument,
    "\n  query gruppo($id_gruppo: Int!) {\n    gruppo(id_gruppo: $id_gruppo) {\n      id_gruppo\n      numero\n      id_parte\n    }\n  }\n": types.GruppoDocument,
    "\n  query pingDb {\n    pingDb\n  }\n": types.PingDbDocument,
    "\n  query accountFamiglie($id_persone: [Int!]!) {\n    persone(id_persone: $id_persone) {\n      id_persona\n      utenti {\n        id_utente\n      }\n      parentele {\n        desc\n        id_persona_figlio\n        genitore {\n          utenti {\n            id_utente\n          }\n        }\n      }\n    }\n  }\n": types.AccountFamiglieDocument,
    "\n  query personaAccount($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      data_nascita\n      viewerCan\n      utenti {\n        id_utente\n        id_persona\n        username\n        email\n        data_registrazione\n        registration_token\n      }\n      parentele {\n        id_parentela\n        id_persona_genitore\n        id_persona_figlio\n        desc\n        figlio {\n          id_persona\n          nome\n          cognome\n        }\n        genitore {\n          id_persona\n          nome\n          cognome\n          viewerCan\n          utenti {\n            id_utente\n            id_persona\n            username\n            email\n            data_registrazione\n            registration_token\n          }\n          parentele {\n            id_parentela\n            id_persona_genitore\n            id_persona_figlio\n          }\n        }\n      }\n    }\n  }\n": types.PersonaAccountDocument,
    "\n  query cercaPersona($registration_token: String, $search_key: String) {\n    cercaPersona(registration_token: $registration_token, search_key: $search_key) {\n      id_persona\n      nome\n      cognome\n      parentele {\n        id_parentela\n        id_persona_figlio\n        desc\n        figlio {\n          id_persona\n          nome\n          cognome\n        }\n      }\n      utenti {\n        id_utente\n        email\n        username\n        data_registrazione\n        registration_token\n      }\n    }\n  }\n": types.CercaPersonaDocument,
    "\n  query cercaCollegabili($search_key: String, $id_persona_figlio: Int!) {\n    cercaPersona(search_key: $search_key) {\n      id_persona\n      collegabileA(id_persona_figlio: $id_persona_figlio)\n    }\n  }\n": types.CercaCollegabiliDocument,
    "\n  query controlliPersona($id_persona: Int!) {\n    controlliPersona(id_persona: $id_persona) {\n      id_controllo\n      tipo\n      dettagli\n      persone {\n        id_persona\n        nome\n        cognome\n      }\n      altre_persone\n    }\n  }\n": types.ControlliPersonaDocument,
    "\n  mutation creaPersona($nuova_persona: NuovaPersonaInput!) {\n    creaPersona(nuova_persona: $nuova_persona)\n  }\n": types.CreaPersonaDocument,
    "\n  mutation creaUtente($email: String!, $id_persona: Int!, $relazione: String!, $nome: String, $cognome: String) {\n    creaUtente(email: $email, id_persona: $id_persona, relazione: $relazione, nome: $nome, cognome: $cognome) {\n      id_persona\n      id_utente\n      registration_token\n      errorType\n      errorMessage\n    }\n  }\n": types.CreaUtenteDocument,
    "\n  mutation creaUtentiInMassa($utenti: [NuovoUtente!]!) {\n    creaUtentiInMassa(utenti: $utenti) {\n      id_persona\n      id_utente\n      registration_token\n      errorType\n      errorMessage\n    }\n  }\n": types.CreaUtentiInMassaDocument,
    "\n  mutation inviaInvitoUtente($id_utente: Int!, $email: String, $cc: [String!]) {\n    inviaInvitoUtente(id_utente: $id_utente, email: $email, cc: $cc)\n  }\n": types.InviaInvitoUtenteDocument,
    "\n  query iscrizionePersona($id_persona: Int!, $anno_scout: Int!) {\n    persona(id_persona: $id_persona, anno_scout: $anno_scout) {\n      id_persona\n      nome\n      cognome\n      sesso\n      data_nascita\n      luogo_nascita\n      codice_fiscale\n      residenza_indirizzo\n      residenza_comune\n      residenza_provincia\n      residenza_cap\n      data_conferma\n      viewerCan\n      iscrizione {\n        id_iscrizione\n        anno_scout\n        stato_iscrizione\n        n_tessera\n        errori_nazionale\n        viewerCan\n        statiConsentiti\n        ruoliNominabili\n        gruppiNominabili\n        transazione_economica {\n          id_transazione_economica\n          stato\n          importo\n        }\n        nomine {\n          id_nomina\n          id_ruolo\n          id_gruppo\n          ruolo {\n            nome\n          }\n          gruppo {\n            numero\n          }\n        }\n      }\n      consenso_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n        data_espressione\n        titolare_nome\n        cartaceo\n        inserito_da_nome\n      }\n    }\n    getAnniScout {\n      anno_scout\n      attivo\n      inizio_fiscale\n      viewerCan\n    }\n  }\n": types.IscrizionePersonaDocument,
    "\n  query ruoliEGruppi {\n    getRuoli {\n      id_ruolo\n      nome\n      adulto\n      diretto\n    }\n    elencaGruppi {\n      id_gruppo\n      numero\n    }\n  }\n": types.RuoliEGruppiDocument,
    "\n  query storicoPrivacy($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      storico_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n        data_espressione\n        titolare_nome\n        titolare_email\n        testo_versione\n        cartaceo\n        inserito_da_nome\n      }\n    }\n  }\n": types.StoricoPrivacyDocument,
    "\n  mutation modificaIscrizione($modifica_iscrizione: ModificaIscrizioneInput!) {\n    modificaIscrizione(modifica_iscrizione: $modifica_iscrizione) {\n      id_iscrizione\n    }\n  }\n": types.ModificaIscrizioneDocument,
    "\n  mutation modificaNomina($modifica_nomina: ModificaNominaInput!) {\n    modificaNomina(modifica_nomina: $modifica_nomina) {\n      id_iscrizione\n    }\n  }\n": types.ModificaNominaDocument,
    "\n  mutation concediAgevolazione($agevolazione: AgevolazioneInput!) {\n    concediAgevolazione(agevolazione: $agevolazione) {\n      id_iscrizione\n    }\n  }\n": types.ConcediAgevolazioneDocument,
    "\n  mutation modificaUtenteAccount($id_persona: Int!, $id_utente: Int!, $elimina: Boolean, $reset_password: Boolean) {\n    modificaUtente(id_persona: $id_persona, id_utente: $id_utente, elimina: $elimina, reset_password: $reset_password)\n  }\n": types.ModificaUtenteAccountDocument,
    "\n  mutation modificaParentelaAccount(\n    $id_parentela: Int\n    $elimina: Boolean\n    $id_persona_figlio: Int\n    $id_persona_genitore: Int\n    $desc: String\n  ) {\n    modificaParentela(\n      id_parentela: $id_parentela\n      elimina: $elimina\n      id_persona_figlio: $id_persona_figlio\n      id_persona_genitore: $id_persona_genitore\n      desc: $desc\n    )\n  }\n": types.ModificaParentelaAccountDocument,
    "\n  mutation azzeraSecondoFattoreAccount($id_persona: Int!, $id_utente: Int!) {\n    azzeraSecondoFattore(id_persona: $id_persona, id_utente: $id_utente)\n  }\n": types.AzzeraSecondoFattoreAccountDocument,
    "\n  mutation modificaPersona($modifica_persona: ModificaPersonaInput!) {\n    modificaPersona(modifica_persona: $modifica_persona)\n  }\n": types.ModificaPersonaDocument,
    "\n  query pagamentiPersona($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      id_parte\n      nome\n      cognome\n    }\n  }\n": types.PagamentiPersonaDocument,
    "\n  fragment PartePersonaPagamenti on Parte {\n    id_parte\n    desc\n    nome_persona\n  }\n": types.PartePersonaPagamentiFragmentDoc,
    "\n  query movimentiPersona($id_parte: Int!) {\n    getTeParte(id_parte: $id_parte) {\n      id_transazione_economica\n      id_parte_da\n      id_parte_a\n      parte_da {\n        ...PartePersonaPagamenti\n      }\n      parte_a {\n        ...PartePersonaPagamenti\n      }\n      importo\n      causale_desc\n      stato\n      data_creata\n      anno_scout\n    }\n    getTfParte(id_parte: $id_parte) {\n      id_transazione_finanziaria\n      id_parte_da\n      id_parte_a\n      parte_da {\n        ...PartePersonaPagamenti\n      }\n      parte_a {\n        ...PartePersonaPagamenti\n      }\n      importo\n      stato\n      tipo_da\n      tipo_a\n      data_creata\n      data_pagata\n    }\n  }\n": types.MovimentiPersonaDocument,
    "\n  query personaAnagrafica($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      sesso\n      data_nascita\n      codice_fiscale\n      luogo_nascita\n      residenza_indirizzo\n      residenza_comune\n      residenza_provincia\n      residenza_cap\n      data_conferma\n      viewerCan\n      iscrizione {\n        id_iscrizione\n      }\n      utenti {\n        id_utente\n      }\n      contatti {\n        id_contatto\n        tipo\n        valore\n        notifica\n        chi\n      }\n      parentele {\n        id_parentela\n        id_persona_genitore\n        id_persona_figlio\n        desc\n        genitore {\n          id_persona\n          nome\n          cognome\n          viewerCan\n          contatti {\n            id_contatto\n            tipo\n            valore\n            notifica\n            chi\n          }\n        }\n      }\n    }\n    getAsAttivo {\n      anno_scout\n      inizio_fiscale\n    }\n  }\n": types.PersonaAnagraficaDocument,
    "\n  query personaTestata($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      viewerCan\n    }\n  }\n": types.PersonaTestataDocument,
    "\n  mutation registraPrivacyCartacea(\n    $id_persona: Int!\n    $consenso_i: Boolean\n    $consenso_l: Boolean\n    $consenso_s: Boolean\n    $consenso_t: Boolean\n    $firmato_da: String\n    $data_firma: String\n  ) {\n    registraPrivacyCartacea(\n      id_persona: $id_persona\n      consenso_i: $consenso_i\n      consenso_l: $consenso_l\n      consenso_s: $consenso_s\n      consenso_t: $consenso_t\n      firmato_da: $firmato_da\n      data_firma: $data_firma\n    ) {\n      id_consenso_privacy\n    }\n  }\n": types.RegistraPrivacyCartaceaDocument,
    "\n  fragment RegistroPersona on Persona {\n    id_persona\n    nome\n    cognome\n    data_nascita\n    stato_account\n    accesso\n    parentele {\n      id_parentela\n      desc\n      id_persona_genitore\n      id_persona_figlio\n      genitore {\n        id_persona\n        nome\n        cognome\n      }\n      figlio {\n        id_persona\n        nome\n        cognome\n      }\n    }\n    iscrizione {\n      id_iscrizione\n      stato_iscrizione\n      n_tessera\n      errori_nazionale\n      nomine {\n        id_nomina\n        id_ruolo\n        gruppo {\n          numero\n        }\n      }\n    }\n  }\n": types.RegistroPersonaFragmentDoc,
    "\n  query registroPagina(\n    $anno_scout: Int!\n    $id_gruppo: Int\n    $id_unita: Int\n    $filtri: FiltriRegistroInput\n    $ordina: String\n    $pagina: Int\n    $per_pagina: Int\n  ) {\n    registroPagina(\n      anno_scout: $anno_scout\n      id_gruppo: $id_gruppo\n      id_unita: $id_unita\n      filtri: $filtri\n      ordina: $ordina\n      pagina: $pagina\n      per_pagina: $per_pagina\n    ) {\n      totale\n      righe {\n        ...RegistroPersona\n      }\n    }\n  }\n": types.RegistroPaginaDocument,
    "\n  query registroAnagrafica(\n    $anno_scout: Int!\n    $id_gruppo: Int\n    $id_unita: Int\n    $filtri: FiltriRegistroInput\n    $ordina: String\n    $pagina: Int\n    $per_pagina: Int\n  ) {\n    registroPagina(\n      anno_scout: $anno_scout\n      id_gruppo: $id_gruppo\n      id_unita: $id_unita\n      filtri: $filtri\n      ordina: $ordina\n      pagina: $pagina\n      per_pagina: $per_pagina\n    ) {\n      totale\n      righe {\n        ...RegistroPersona\n        codice_fiscale\n        residenza_indirizzo\n        residenza_cap\n        residenza_comune\n        residenza_provincia\n        contatti {\n          tipo\n          valore\n        }\n      }\n    }\n  }\n": types.RegistroAnagraficaDocument,
    "\n  query schedaNazionale($id_persona: Int!) {\n    schedaNazionale(id_persona: $id_persona) {\n      tessera\n      presente\n      errori_nazionale\n      campi {\n        campo\n        etichetta\n        locale\n        nazionale\n        diverso\n        prendibile\n        inviabile\n      }\n    }\n    general {\n      ultimo_download_nazionale\n      ultimo_confronto_nazionale\n    }\n  }\n": types.SchedaNazionaleDocument,
    "\n  mutation prendiDalNazionale($id_persona: Int!, $campi: [String!]!) {\n    prendiDalNazionale(id_persona: $id_persona, campi: $campi) {\n      tessera\n    }\n  }\n": types.PrendiDalNazionaleDocument,
    "\n  fragment UtenteRegistro on Utente {\n    id_utente\n    id_persona\n    username\n    email\n    data_registrazione\n    data_ultimo_accesso\n    persona {\n      id_persona\n      nome\n      cognome\n    }\n  }\n": types.UtenteRegistroFragmentDoc,
    "\n  query utentiDellaSezione($anno_scout: Int!) {\n    utentiSezione(anno_scout: $anno_scout) {\n      ...UtenteRegistro\n    }\n  }\n": types.UtentiDellaSezioneDocument,
    "\n  query utentiDelGruppo($id_gruppo: Int!, $anno_scout: Int!) {\n    utentiGruppo(id_gruppo: $id_gruppo, anno_scout: $anno_scout) {\n      ...UtenteRegistro\n    }\n  }\n": types.UtentiDelGruppoDocument,
    "\n  query utentiDellUnita($id_unita: Int!, $anno_scout: Int!) {\n    utentiUnita(id_unita: $id_unita, anno_scout: $anno_scout) {\n      ...UtenteRegistro\n    }\n  }\n": types.UtentiDellUnitaDocument,
    "\n  query nomePersonaSe {\n    getPersonaSe {\n      id_persona\n      nome\n      cognome\n    }\n  }\n": types.NomePersonaSeDocument,
    "\n  mutation registraUtente($registrazione_utente: RegistrazioneUtenteInput!) {\n    registraUtente(registrazione_utente: $registrazione_utente)\n  }\n": types.RegistraUtenteDocument,
    "\n  query utenteNonRegistrato($registration_token: String!) {\n    utenteNonRegistrato(registration_token: $registration_token) {\n      registration_token\n      data_registrazione\n      id_utente\n      id_persona\n      username\n      email\n      persona {\n        id_persona\n        nome\n        cognome\n        sesso\n        contatti {\n          id_contatto\n          tipo\n          valore\n          notifica\n          chi\n        }\n        iscrizione {\n          id_iscrizione\n        }\n      }\n    }\n  }\n": types.UtenteNonRegistratoDocument,
    "\n  query getAllegatoSignedUrl($id_allegato: Int!) {\n    getAllegatoSignedUrl(id_allegato: $id_allegato)\n  }\n": types.GetAllegatoSignedUrlDocument,
    "\n  query unitaDelRegistro($branca: String!, $id_gruppo: Int!) {\n    cercaUnita(branca: $branca, id_gruppo: $id_gruppo) {\n      id_unita\n    }\n  }\n": types.UnitaDelRegistroDocument,
    "\n  query azioniAnniScout {\n    getAnniScout {\n      anno_scout\n      inizio_fiscale\n      viewerCan\n    }\n  }\n": types.AzioniAnniScoutDocument,
    "\n  query cercaPersoneParte($search_key: String!, $anno_scout: Int!, $per_pagina: Int!) {\n    iscritti: registroPagina(\n      anno_scout: $anno_scout\n      filtri: { nomecognome: $search_key }\n      per_pagina: $per_pagina\n    ) {\n      righe {\n        id_persona\n        id_parte\n        nome\n        cognome\n      }\n    }\n    altri: registroPagina(\n      anno_scout: $anno_scout\n      filtri: { nomecognome: $search_key, iscrizione: \"non_iscritti\" }\n      per_pagina: $per_pagina\n    ) {\n      righe {\n        id_persona\n        id_parte\n        nome\n        cognome\n      }\n    }\n  }\n": types.CercaPersoneParteDocument,
    "\n  query partiStruttura {\n    elencaUnita {\n      id_unita\n      branca\n      id_parte\n      gruppo {\n        numero\n      }\n    }\n    elencaGruppi {\n      id_gruppo\n      numero\n      id_parte\n    }\n  }\n": types.PartiStrutturaDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getPersonaSe {\n    getPersonaSe {\n      id_persona\n      nome\n      cognome\n      sesso\n      id_parte\n      utenti {\n        id_utente\n        username\n        email\n      }\n      contatti {\n        id_contatto\n        tipo\n        valore\n        notifica\n      }\n      iscrizione {\n        id_iscrizione\n        anno_scout\n        stato_iscrizione\n        nomine {\n          id_nomina\n          id_ruolo\n          id_gruppo\n          ruolo {\n            id_ruolo\n            adulto\n            branca\n            diretto\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').GetPersonaSeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query viewerCan {\n    viewerCan\n  }\n"): typeof import('./graphql.ts').ViewerCanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IscrizioneCausale on Iscrizione {\n    id_iscrizione\n    anno_scout\n    n_tessera\n    stato_iscrizione\n    categoria_quota {\n      adulto\n    }\n    persona {\n      id_persona\n      id_parte\n      nome\n      cognome\n    }\n    transazione_economica {\n      id_transazione_economica\n    }\n  }\n"): typeof import('./graphql.ts').IscrizioneCausaleFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query cercaIscrizioniCausale($search_key: String!, $anno_scout: Int!) {\n    cercaIscrizione(search_key: $search_key, anno_scout: $anno_scout) {\n      ...IscrizioneCausale\n    }\n  }\n"): typeof import('./graphql.ts').CercaIscrizioniCausaleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query iscrizioneCausale($id: Int!) {\n    iscrizione(id_iscrizione: $id) {\n      ...IscrizioneCausale\n    }\n  }\n"): typeof import('./graphql.ts').IscrizioneCausaleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query cercaAltriSoggetti($search_key: String!) {\n    cercaParte(search_key: $search_key) {\n      ...ParteCassa\n    }\n  }\n"): typeof import('./graphql.ts').CercaAltriSoggettiDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaParte($modifica_parte: ModificaParteInput!) {\n    modificaParte(modifica_parte: $modifica_parte)\n  }\n"): typeof import('./graphql.ts').ModificaParteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query cercaCausaliDaCollegare($search_key: String!) {\n    cercaTransazioneEconomica(search_key: $search_key) {\n      ...CausaleCassa\n    }\n  }\n"): typeof import('./graphql.ts').CercaCausaliDaCollegareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query cercaPagamentiDaCollegare($search_key: String!) {\n    cercaTransazioneFinanziaria(search_key: $search_key) {\n      ...PagamentoCassa\n      transazioni {\n        id_transazione\n        id_transazione_economica\n        importo\n      }\n    }\n  }\n"): typeof import('./graphql.ts').CercaPagamentiDaCollegareDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query elencaBilanci($anno_scout: Int!, $id_parte: Int!) {\n    elencaBilanci(anno_scout: $anno_scout, id_parte: $id_parte) {\n      id_parte\n      anno_scout\n      id_voce\n      preventivo\n      consuntivo\n      voce {\n        id_voce\n        codice\n        descrizione\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ElencaBilanciDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query elencaVoci {\n    elencaVoci {\n      id_voce\n      codice\n      descrizione\n      tipo\n      in_uso\n      riga_ets\n    }\n  }\n"): typeof import('./graphql.ts').ElencaVociDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ParteCassa on Parte {\n    id_parte\n    desc\n    id_persona\n    id_unita\n    id_gruppo\n    nome_persona\n  }\n"): typeof import('./graphql.ts').ParteCassaFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PagamentoCassa on TransazioneFinanziaria {\n    id_transazione_finanziaria\n    id_parte_da\n    id_parte_a\n    parte_da {\n      ...ParteCassa\n    }\n    parte_a {\n      ...ParteCassa\n    }\n    importo\n    stato\n    tipo_da\n    tipo_a\n    commissione_da\n    commissione_a\n    numero_ricevuta\n    data_creata\n    data_pagata\n    anno_scout\n  }\n"): typeof import('./graphql.ts').PagamentoCassaFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CausaleCassa on TransazioneEconomica {\n    id_transazione_economica\n    id_parte_da\n    id_parte_a\n    parte_da {\n      ...ParteCassa\n    }\n    parte_a {\n      ...ParteCassa\n    }\n    importo\n    causale_desc\n    causale_dettagli\n    causale_tipo\n    id_voce_da\n    id_voce_a\n    data_creata\n    data_pagata\n    stato\n    id_iscrizione\n    anno_scout\n    transazioni {\n      id_transazione\n      id_transazione_finanziaria\n      importo\n    }\n  }\n"): typeof import('./graphql.ts').CausaleCassaFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTeParte($id_parte: Int!, $anno_scout: Int) {\n    getTeParte(id_parte: $id_parte, anno_scout: $anno_scout) {\n      ...CausaleCassa\n    }\n  }\n"): typeof import('./graphql.ts').GetTeParteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTfParteTipo($id_parte: Int!, $tipo: MetodoPagamento!, $anno_scout: Int) {\n    getTfParteTipo(id_parte: $id_parte, tipo: $tipo, anno_scout: $anno_scout) {\n      ...PagamentoCassa\n    }\n  }\n"): typeof import('./graphql.ts').GetTfParteTipoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTfParte($id_parte: Int!, $anno_scout: Int) {\n    getTfParte(id_parte: $id_parte, anno_scout: $anno_scout) {\n      ...PagamentoCassa\n    }\n  }\n"): typeof import('./graphql.ts').GetTfParteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTrasferimentiParte($id_parte: Int!, $anno_scout: Int) {\n    getTrasferimentiParte(id_parte: $id_parte, anno_scout: $anno_scout) {\n      ...PagamentoCassa\n    }\n  }\n"): typeof import('./graphql.ts').GetTrasferimentiParteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaBilancio($modifica_bilancio: ModificaBilancioInput!) {\n    modificaBilancio(modifica_bilancio: $modifica_bilancio) {\n      id_voce\n    }\n  }\n"): typeof import('./graphql.ts').ModificaBilancioDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaTransazioneEconomica($modifica_transazione_economica: ModificaTransazioneEconomicaInput!) {\n    modificaTransazioneEconomica(modifica_transazione_economica: $modifica_transazione_economica)\n  }\n"): typeof import('./graphql.ts').ModificaTransazioneEconomicaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaTransazioneFinanziaria(\n    $modifica_transazione_finanziaria: ModificaTransazioneFinanziariaInput!\n  ) {\n    modificaTransazioneFinanziaria(modifica_transazione_finanziaria: $modifica_transazione_finanziaria)\n  }\n"): typeof import('./graphql.ts').ModificaTransazioneFinanziariaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createTransazioneFinanziariaAllegatoPostUrl {\n    createTransazioneFinanziariaAllegatoPostUrl\n  }\n"): typeof import('./graphql.ts').CreateTransazioneFinanziariaAllegatoPostUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaVoce($modifica_voce: ModificaVoceInput!) {\n    modificaVoce(modifica_voce: $modifica_voce) {\n      id_voce\n    }\n  }\n"): typeof import('./graphql.ts').ModificaVoceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query movimentiBanca($stato: StatoMovimentoBanca!) {\n    movimentiBanca(stato: $stato) {\n      id_movimento\n      data\n      importo\n      verso\n      causale\n      controparte\n      riferimento\n      stato\n      id_transazione_finanziaria\n      id_voce\n      suggerimenti {\n        regola\n        punteggio\n        spiegazione\n        id_transazione_finanziaria\n        id_parte_da\n        pagante\n        ripartizione { id_transazione_economica importo causale_desc }\n      }\n      possibile_doppio_pagamento { id_transazione_economica importo causale_desc }\n      quote_pagate { id_transazione_economica importo causale_desc }\n    }\n  }\n"): typeof import('./graphql.ts').MovimentiBancaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query cercaDovutiPerMovimento($search_key: String!) {\n    cercaTransazioneEconomica(search_key: $search_key) {\n      id_transazione_economica\n      id_parte_da\n      importo\n      causale_desc\n      stato\n      transazioni {\n        id_transazione\n        importo\n        stato_pagamento\n        id_transazione_finanziaria\n        transazione_finanziaria { tipo_da importo transazioni { importo } }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').CercaDovutiPerMovimentoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query riepilogoMovimentiBanca {\n    riepilogoMovimentiBanca { da_abbinare abbinata ignorata }\n  }\n"): typeof import('./graphql.ts').RiepilogoMovimentiBancaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query mappatureCsvBanca {\n    mappatureCsvBanca { banca mappatura }\n  }\n"): typeof import('./graphql.ts').MappatureCsvBancaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation confermaMovimentiBanca($conferme: [ConfermaMovimentoInput!]!) {\n    confermaMovimentiBanca(conferme: $conferme) {\n      id_movimento\n      id_transazione_finanziaria\n      tipo_errore\n      errore\n      richiede_conferma\n    }\n  }\n"): typeof import('./graphql.ts').ConfermaMovimentiBancaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ignoraMovimentoBanca($id_movimento: Int!, $ignora: Boolean!) {\n    ignoraMovimentoBanca(id_movimento: $id_movimento, ignora: $ignora) { id_movimento stato }\n  }\n"): typeof import('./graphql.ts').IgnoraMovimentoBancaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation assegnaUscitaBanca($assegna: AssegnaUscitaInput!) {\n    assegnaUscitaBanca(assegna: $assegna)\n  }\n"): typeof import('./graphql.ts').AssegnaUscitaBancaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query anteprimaPromemoria {\n    anteprimaPromemoria {\n      anno_scout\n      oggi\n      fase\n      mora_dal\n      gia_inviati\n      mail {\n        fase\n        destinatari\n        voci { id_transazione_economica nome cognome causale importo coperto mora mora_inclusa da_pagare_con_mora }\n      }\n      senza_indirizzo { id_transazione_economica nome cognome causale importo coperto }\n    }\n  }\n"): typeof import('./graphql.ts').AnteprimaPromemoriaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query storicoPromemoria($anno_scout: Int!) {\n    storicoPromemoria(anno_scout: $anno_scout) {\n      id_promemoria\n      nome\n      cognome\n      causale\n      fase\n      destinatari\n      stato\n      creato\n      inviato\n    }\n  }\n"): typeof import('./graphql.ts').StoricoPromemoriaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation inviaPromemoria {\n    inviaPromemoria { mail_inviate mail_fallite dovuti }\n  }\n"): typeof import('./graphql.ts').InviaPromemoriaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query rendicontoEts($anno_scout: Int!) {\n    rendicontoEts(anno_scout: $anno_scout) {\n      anno_scout\n      sezioni {\n        sezione\n        uscite {\n          titolo\n          righe { codice numero titolo anno precedente }\n          totale { anno precedente }\n        }\n        entrate {\n          titolo\n          righe { codice numero titolo anno precedente }\n          totale { anno precedente }\n        }\n        risultato { anno precedente }\n      }\n      non_classificate { id_voce codice descrizione tipo anno precedente }\n      totale_uscite { anno precedente }\n      totale_entrate { anno precedente }\n      risultato { anno precedente }\n    }\n  }\n"): typeof import('./graphql.ts').RendicontoEtsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query saldoAnnuale($id_parte: Int!, $anno_scout: Int!) {\n    saldoAnnuale(id_parte: $id_parte, anno_scout: $anno_scout) {\n      id_parte\n      anno_scout\n      metodi {\n        tipo\n        iniziale\n        entrate\n        uscite\n        finale\n      }\n    }\n  }\n"): typeof import('./graphql.ts').SaldoAnnualeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query transazioneEconomica($id: Int!) {\n    transazioneEconomica(id_transazione_economica: $id) {\n      ...CausaleCassa\n      transazioni {\n        id_transazione\n        importo\n        transazione_finanziaria {\n          id_transazione_finanziaria\n          importo\n          stato\n          tipo_da\n          tipo_a\n          data_pagata\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TransazioneEconomicaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query transazioneFinanziaria($id: Int!) {\n    transazioneFinanziaria(id_transazione_finanziaria: $id) {\n      ...PagamentoCassa\n      stripe_payment_id\n      satispay_payment_id\n      bonifico_id_allegato\n      ricevuta_id_allegato\n      allegati {\n        id_allegato\n        nome\n        dimensione\n        s3_key\n      }\n      transazioni {\n        id_transazione\n        importo\n        transazione_economica {\n          id_transazione_economica\n          causale_desc\n          importo\n          stato\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TransazioneFinanziariaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation reinviaRicevuta($id_transazione_finanziaria: Int!) {\n    reinviaRicevuta(id_transazione_finanziaria: $id_transazione_finanziaria) { destinatari }\n  }\n"): typeof import('./graphql.ts').ReinviaRicevutaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query coordinateBonifico($id_transazione_finanziaria: Int!) {\n    coordinateBonifico(id_transazione_finanziaria: $id_transazione_finanziaria) {\n      iban\n      beneficiario\n      importo\n      causale\n    }\n  }\n"): typeof import('./graphql.ts').CoordinateBonificoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getPersoneSeCheckout {\n    getPersoneSe {\n      id_persona\n      nome\n      cognome\n      codice_fiscale\n      residenza_indirizzo\n      residenza_comune\n      residenza_provincia\n      consenso_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n      }\n      iscrizione {\n        id_iscrizione\n        stato_iscrizione\n      }\n      transazioni_economiche_todo {\n        id_transazione_economica\n        importo\n        stato\n        causale_desc\n        causale_tipo\n        anno_scout\n        id_iscrizione\n        transazioni {\n          id_transazione\n          importo\n          stato_pagamento\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').GetPersoneSeCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query pagamentoCheckout($id_transazione_finanziaria: Int!) {\n    transazioneFinanziaria(id_transazione_finanziaria: $id_transazione_finanziaria) {\n      id_transazione_finanziaria\n      stato\n      ricevuta_id_allegato\n    }\n  }\n"): typeof import('./graphql.ts').PagamentoCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation preparaCheckout($preparazione_checkout: PreparazioneCheckoutInput!) {\n    preparaCheckout(preparazione_checkout: $preparazione_checkout) {\n      id_transazione_finanziaria\n      metodo\n      stripe_payment_id\n      satispay_payment_id\n      bonifico_upload_url\n      redirect_url\n      commissione\n      importo\n    }\n  }\n"): typeof import('./graphql.ts').PreparaCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation verificaCheckout($id_transazione_finanziaria: Int!, $bonifico_upload_key: String) {\n    verificaCheckout(\n      id_transazione_finanziaria: $id_transazione_finanziaria\n      bonifico_upload_key: $bonifico_upload_key\n    )\n  }\n"): typeof import('./graphql.ts').VerificaCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query elencaControlliPagina($tipo: TipoControllo!, $ignorati: Boolean!, $pagina: Int!, $per_pagina: Int!) {\n    elencaControlliPagina(tipo: $tipo, ignorati: $ignorati, pagina: $pagina, per_pagina: $per_pagina) {\n      totale\n      righe {\n        id_controllo\n        tipo\n        dettagli\n        ignora\n        id_persona\n        persone {\n          id_persona\n          nome\n          cognome\n        }\n        altre_persone\n        unita {\n          id_gruppo\n          branca\n          descrizione\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ElencaControlliPaginaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query anteprimaFusione($id_tieni: Int!, $id_elimina: Int!) {\n    anteprimaFusione(id_tieni: $id_tieni, id_elimina: $id_elimina) {\n      tieni {\n        id_persona\n      }\n      elimina {\n        id_persona\n      }\n      conteggi {\n        contatti\n        contatti_doppi\n        parentele\n        parentele_doppie\n        iscrizioni\n        nomine\n        liste_attesa\n        liste_attesa_doppie\n        utenti\n        consensi_privacy\n        dovuti\n        pagamenti\n        collegamenti\n        allegati\n        conti\n        rilievi\n      }\n      campi_completati\n      rifiuto\n    }\n  }\n"): typeof import('./graphql.ts').AnteprimaFusioneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation unisciPersone($id_tieni: Int!, $id_elimina: Int!) {\n    unisciPersone(id_tieni: $id_tieni, id_elimina: $id_elimina) {\n      eseguita\n    }\n  }\n"): typeof import('./graphql.ts').UnisciPersoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ignoraControllo($id_controllo: Int!, $ignora: Boolean!) {\n    ignoraControllo(id_controllo: $id_controllo, ignora: $ignora) {\n      id_controllo\n      ignora\n    }\n  }\n"): typeof import('./graphql.ts').IgnoraControlloDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query statisticheControlli {\n    statisticheControlli {\n      tipo\n      nome\n      totale\n      ignorati\n    }\n    ultimoRicalcoloControlli {\n      eseguito\n      nome_autore\n    }\n  }\n"): typeof import('./graphql.ts').StatisticheControlliDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation compilaPrivacyFamiglia(\n    $id_persona: Int!\n    $consenso_i: Boolean\n    $consenso_l: Boolean\n    $consenso_s: Boolean\n    $consenso_t: Boolean\n    $versione_testo: String\n  ) {\n    compilaPrivacy(\n      id_persona: $id_persona\n      consenso_i: $consenso_i\n      consenso_l: $consenso_l\n      consenso_s: $consenso_s\n      consenso_t: $consenso_t\n      versione_testo: $versione_testo\n    ) {\n      id_consenso_privacy\n    }\n  }\n"): typeof import('./graphql.ts').CompilaPrivacyFamigliaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getPersoneSe {\n    getPersoneSe {\n      id_persona\n      id_parte\n      nome\n      cognome\n      sesso\n      data_nascita\n      data_conferma\n      consenso_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n      }\n      iscrizione {\n        id_iscrizione\n        anno_scout\n        stato_iscrizione\n        categoria_quota {\n          adulto\n          nuovo\n        }\n        transazione_economica {\n          id_transazione_economica\n          importo\n          stato\n        }\n        nomine {\n          id_nomina\n          id_ruolo\n          id_gruppo\n        }\n      }\n    }\n    getAsAttivo {\n      anno_scout\n      attivo\n      inizio_fiscale\n      limite_iscrizioni\n      limite_mora\n      mora_nuovi\n      mora_rinnovi\n      quota_giovani_nuovi\n      quota_giovani_rinnovi\n      quota_adulti_nuovi\n      quota_adulti_rinnovi\n    }\n  }\n"): typeof import('./graphql.ts').GetPersoneSeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTeFamiglia($id_parte: Int!) {\n    getTeParte(id_parte: $id_parte) {\n      id_transazione_economica\n      anno_scout\n      importo\n      stato\n      causale_desc\n      causale_tipo\n      data_creata\n    }\n  }\n"): typeof import('./graphql.ts').GetTeFamigliaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getTfPersona($id_persona: Int!) {\n    getTfPersona(id_persona: $id_persona) {\n      id_transazione_finanziaria\n      importo\n      commissione_da\n      stato\n      tipo_da\n      tipo_a\n      data_creata\n      data_pagata\n      numero_ricevuta\n      ricevuta_id_allegato\n      transazioni {\n        id_transazione\n        importo\n        transazione_economica {\n          id_transazione_economica\n          causale_desc\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').GetTfPersonaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaPersonaFamiglia($modifica_persona: ModificaPersonaInput!) {\n    modificaPersona(modifica_persona: $modifica_persona)\n  }\n"): typeof import('./graphql.ts').ModificaPersonaFamigliaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query personaFamiglia($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      sesso\n      data_nascita\n      codice_fiscale\n      luogo_nascita\n      residenza_indirizzo\n      residenza_comune\n      residenza_provincia\n      residenza_cap\n      data_conferma\n      consenso_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n        data_espressione\n      }\n      contatti {\n        id_contatto\n        tipo\n        valore\n        notifica\n        chi\n      }\n      parentele {\n        id_parentela\n        id_persona_figlio\n        desc\n        genitore {\n          id_persona\n          nome\n          cognome\n          contatti {\n            id_contatto\n            tipo\n            valore\n            notifica\n            chi\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PersonaFamigliaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation preparaQuota($id_iscrizione: Int!) {\n    modificaTransazioneEconomica(modifica_transazione_economica: { id_iscrizione: $id_iscrizione })\n  }\n"): typeof import('./graphql.ts').PreparaQuotaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation aggiungiVoceListaAttesa($id_unita: Int!, $id_persona: Int!, $note: String) {\n    aggiungiVoceListaAttesa(id_unita: $id_unita, id_persona: $id_persona, note: $note) {\n      ...ListaAttesaUnitaFields\n    }\n  }\n"): typeof import('./graphql.ts').AggiungiVoceListaAttesaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query anniScoutImpostazioni {\n    getAnniScout {\n      anno_scout\n      attivo\n      presenteOFuturo\n      inizio_fiscale\n      limite_iscrizioni\n      limite_mora\n      mora_nuovi\n      mora_rinnovi\n      quota_giovani_nuovi\n      quota_giovani_rinnovi\n      quota_adulti_nuovi\n      quota_adulti_rinnovi\n    }\n  }\n"): typeof import('./graphql.ts').AnniScoutImpostazioniDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query identitaSezione {\n    identitaSezione {\n      denominazione\n      indirizzo\n      cap\n      comune\n      provincia\n      codice_fiscale\n      partita_iva\n      runts\n      detraibilita\n      completa\n    }\n  }\n"): typeof import('./graphql.ts').IdentitaSezioneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListaAttesaUnitaFields on ListaAttesaUnita {\n    id_unita\n    branca\n    descrizione\n    posti\n    occupati\n    voci {\n      id_lista_attesa\n      id_persona\n      nome\n      cognome\n      posizione\n      note\n      data_richiesta\n      aperta\n    }\n  }\n"): typeof import('./graphql.ts').ListaAttesaUnitaFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query listeAttesa {\n    getAsAttivo {\n      anno_scout\n    }\n    listeAttesa {\n      ...ListaAttesaUnitaFields\n    }\n  }\n"): typeof import('./graphql.ts').ListeAttesaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaIdentitaSezione($identita: IdentitaSezioneInput!) {\n    modificaIdentitaSezione(identita: $identita) {\n      denominazione\n      indirizzo\n      cap\n      comune\n      provincia\n      codice_fiscale\n      partita_iva\n      runts\n      detraibilita\n      completa\n    }\n  }\n"): typeof import('./graphql.ts').ModificaIdentitaSezioneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaPostiUnita($id_unita: Int!, $posti: Int) {\n    modificaPostiUnita(id_unita: $id_unita, posti: $posti) {\n      ...ListaAttesaUnitaFields\n    }\n  }\n"): typeof import('./graphql.ts').ModificaPostiUnitaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation rimuoviVoceListaAttesa($id_lista_attesa: Int!) {\n    rimuoviVoceListaAttesa(id_lista_attesa: $id_lista_attesa) {\n      ...ListaAttesaUnitaFields\n    }\n  }\n"): typeof import('./graphql.ts').RimuoviVoceListaAttesaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query saldoInizialeAnno($id_parte: Int!, $anno_scout: Int!) {\n    saldoAnnuale(id_parte: $id_parte, anno_scout: $anno_scout) {\n      id_parte\n      anno_scout\n      bank\n      cash\n      satispay\n      stripe\n    }\n  }\n"): typeof import('./graphql.ts').SaldoInizialeAnnoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaSaldoAnnualeImpostazioni($modifica: ModificaSaldoAnnualeInput!) {\n    modificaSaldoAnnuale(modifica_saldo_annuale: $modifica) {\n      id_parte\n      anno_scout\n      bank\n      cash\n      satispay\n      stripe\n    }\n  }\n"): typeof import('./graphql.ts').ModificaSaldoAnnualeImpostazioniDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation spostaVoceListaAttesa($id_lista_attesa: Int!, $verso: VersoSpostamento!) {\n    spostaVoceListaAttesa(id_lista_attesa: $id_lista_attesa, verso: $verso) {\n      ...ListaAttesaUnitaFields\n    }\n  }\n"): typeof import('./graphql.ts').SpostaVoceListaAttesaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query iniziFiscali {\n    getAnniScout {\n      anno_scout\n      inizio_fiscale\n    }\n  }\n"): typeof import('./graphql.ts').IniziFiscaliDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query statoIscrizioni($anno_scout: Int!, $id_gruppo: Int, $id_unita: Int) {\n    statoIscrizioni(anno_scout: $anno_scout, id_gruppo: $id_gruppo, id_unita: $id_unita) {\n      iscrizioni {\n        chiave\n        n\n      }\n      utenti {\n        chiave\n        n\n      }\n      completo\n    }\n  }\n"): typeof import('./graphql.ts').StatoIscrizioniDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query elencaEventi($id_gruppo: Int, $id_unita: Int) {\n    elencaEventi(id_gruppo: $id_gruppo, id_unita: $id_unita) {\n      id_evento\n      rev_date\n      rev_author\n      rev_type\n      table\n      id_persona\n      details\n      anno_scout\n      persona {\n        id_persona\n        nome\n        cognome\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ElencaEventiDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnoScoutFields on AnnoScout {\n    anno_scout\n    attivo\n  }\n"): typeof import('./graphql.ts').AnnoScoutFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query cercaUnita($branca: String!, $id_gruppo: Int!) {\n    cercaUnita(branca: $branca, id_gruppo: $id_gruppo) {\n      id_unita\n      id_parte\n    }\n  }\n"): typeof import('./graphql.ts').CercaUnitaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query elencaGruppi {\n    elencaGruppi {\n      id_gruppo\n      numero\n      id_parte\n    }\n  }\n"): typeof import('./graphql.ts').ElencaGruppiDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAnniScout {\n    getAnniScout {\n      ...AnnoScoutFields\n    }\n  }\n"): typeof import('./graphql.ts').GetAnniScoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAsAttivo {\n    getAsAttivo {\n      ...AnnoScoutFields\n    }\n  }\n"): typeof import('./graphql.ts').GetAsAttivoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query gruppo($id_gruppo: Int!) {\n    gruppo(id_gruppo: $id_gruppo) {\n      id_gruppo\n      numero\n      id_parte\n    }\n  }\n"): typeof import('./graphql.ts').GruppoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query pingDb {\n    pingDb\n  }\n"): typeof import('./graphql.ts').PingDbDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query accountFamiglie($id_persone: [Int!]!) {\n    persone(id_persone: $id_persone) {\n      id_persona\n      utenti {\n        id_utente\n      }\n      parentele {\n        desc\n        id_persona_figlio\n        genitore {\n          utenti {\n            id_utente\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').AccountFamiglieDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query personaAccount($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      data_nascita\n      viewerCan\n      utenti {\n        id_utente\n        id_persona\n        username\n        email\n        data_registrazione\n        registration_token\n      }\n      parentele {\n        id_parentela\n        id_persona_genitore\n        id_persona_figlio\n        desc\n        figlio {\n          id_persona\n          nome\n          cognome\n        }\n        genitore {\n          id_persona\n          nome\n          cognome\n          viewerCan\n          utenti {\n            id_utente\n            id_persona\n            username\n            email\n            data_registrazione\n            registration_token\n          }\n          parentele {\n            id_parentela\n            id_persona_genitore\n            id_persona_figlio\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PersonaAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query cercaPersona($registration_token: String, $search_key: String) {\n    cercaPersona(registration_token: $registration_token, search_key: $search_key) {\n      id_persona\n      nome\n      cognome\n      parentele {\n        id_parentela\n        id_persona_figlio\n        desc\n        figlio {\n          id_persona\n          nome\n          cognome\n        }\n      }\n      utenti {\n        id_utente\n        email\n        username\n        data_registrazione\n        registration_token\n      }\n    }\n  }\n"): typeof import('./graphql.ts').CercaPersonaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query cercaCollegabili($search_key: String, $id_persona_figlio: Int!) {\n    cercaPersona(search_key: $search_key) {\n      id_persona\n      collegabileA(id_persona_figlio: $id_persona_figlio)\n    }\n  }\n"): typeof import('./graphql.ts').CercaCollegabiliDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query controlliPersona($id_persona: Int!) {\n    controlliPersona(id_persona: $id_persona) {\n      id_controllo\n      tipo\n      dettagli\n      persone {\n        id_persona\n        nome\n        cognome\n      }\n      altre_persone\n    }\n  }\n"): typeof import('./graphql.ts').ControlliPersonaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation creaPersona($nuova_persona: NuovaPersonaInput!) {\n    creaPersona(nuova_persona: $nuova_persona)\n  }\n"): typeof import('./graphql.ts').CreaPersonaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation creaUtente($email: String!, $id_persona: Int!, $relazione: String!, $nome: String, $cognome: String) {\n    creaUtente(email: $email, id_persona: $id_persona, relazione: $relazione, nome: $nome, cognome: $cognome) {\n      id_persona\n      id_utente\n      registration_token\n      errorType\n      errorMessage\n    }\n  }\n"): typeof import('./graphql.ts').CreaUtenteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation creaUtentiInMassa($utenti: [NuovoUtente!]!) {\n    creaUtentiInMassa(utenti: $utenti) {\n      id_persona\n      id_utente\n      registration_token\n      errorType\n      errorMessage\n    }\n  }\n"): typeof import('./graphql.ts').CreaUtentiInMassaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation inviaInvitoUtente($id_utente: Int!, $email: String, $cc: [String!]) {\n    inviaInvitoUtente(id_utente: $id_utente, email: $email, cc: $cc)\n  }\n"): typeof import('./graphql.ts').InviaInvitoUtenteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query iscrizionePersona($id_persona: Int!, $anno_scout: Int!) {\n    persona(id_persona: $id_persona, anno_scout: $anno_scout) {\n      id_persona\n      nome\n      cognome\n      sesso\n      data_nascita\n      luogo_nascita\n      codice_fiscale\n      residenza_indirizzo\n      residenza_comune\n      residenza_provincia\n      residenza_cap\n      data_conferma\n      viewerCan\n      iscrizione {\n        id_iscrizione\n        anno_scout\n        stato_iscrizione\n        n_tessera\n        errori_nazionale\n        viewerCan\n        statiConsentiti\n        ruoliNominabili\n        gruppiNominabili\n        transazione_economica {\n          id_transazione_economica\n          stato\n          importo\n        }\n        nomine {\n          id_nomina\n          id_ruolo\n          id_gruppo\n          ruolo {\n            nome\n          }\n          gruppo {\n            numero\n          }\n        }\n      }\n      consenso_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n        data_espressione\n        titolare_nome\n        cartaceo\n        inserito_da_nome\n      }\n    }\n    getAnniScout {\n      anno_scout\n      attivo\n      inizio_fiscale\n      viewerCan\n    }\n  }\n"): typeof import('./graphql.ts').IscrizionePersonaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ruoliEGruppi {\n    getRuoli {\n      id_ruolo\n      nome\n      adulto\n      diretto\n    }\n    elencaGruppi {\n      id_gruppo\n      numero\n    }\n  }\n"): typeof import('./graphql.ts').RuoliEGruppiDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query storicoPrivacy($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      storico_privacy {\n        id_consenso_privacy\n        consenso_i\n        consenso_l\n        consenso_s\n        consenso_t\n        data_espressione\n        titolare_nome\n        titolare_email\n        testo_versione\n        cartaceo\n        inserito_da_nome\n      }\n    }\n  }\n"): typeof import('./graphql.ts').StoricoPrivacyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaIscrizione($modifica_iscrizione: ModificaIscrizioneInput!) {\n    modificaIscrizione(modifica_iscrizione: $modifica_iscrizione) {\n      id_iscrizione\n    }\n  }\n"): typeof import('./graphql.ts').ModificaIscrizioneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaNomina($modifica_nomina: ModificaNominaInput!) {\n    modificaNomina(modifica_nomina: $modifica_nomina) {\n      id_iscrizione\n    }\n  }\n"): typeof import('./graphql.ts').ModificaNominaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation concediAgevolazione($agevolazione: AgevolazioneInput!) {\n    concediAgevolazione(agevolazione: $agevolazione) {\n      id_iscrizione\n    }\n  }\n"): typeof import('./graphql.ts').ConcediAgevolazioneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaUtenteAccount($id_persona: Int!, $id_utente: Int!, $elimina: Boolean, $reset_password: Boolean) {\n    modificaUtente(id_persona: $id_persona, id_utente: $id_utente, elimina: $elimina, reset_password: $reset_password)\n  }\n"): typeof import('./graphql.ts').ModificaUtenteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaParentelaAccount(\n    $id_parentela: Int\n    $elimina: Boolean\n    $id_persona_figlio: Int\n    $id_persona_genitore: Int\n    $desc: String\n  ) {\n    modificaParentela(\n      id_parentela: $id_parentela\n      elimina: $elimina\n      id_persona_figlio: $id_persona_figlio\n      id_persona_genitore: $id_persona_genitore\n      desc: $desc\n    )\n  }\n"): typeof import('./graphql.ts').ModificaParentelaAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation azzeraSecondoFattoreAccount($id_persona: Int!, $id_utente: Int!) {\n    azzeraSecondoFattore(id_persona: $id_persona, id_utente: $id_utente)\n  }\n"): typeof import('./graphql.ts').AzzeraSecondoFattoreAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation modificaPersona($modifica_persona: ModificaPersonaInput!) {\n    modificaPersona(modifica_persona: $modifica_persona)\n  }\n"): typeof import('./graphql.ts').ModificaPersonaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query pagamentiPersona($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      id_parte\n      nome\n      cognome\n    }\n  }\n"): typeof import('./graphql.ts').PagamentiPersonaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartePersonaPagamenti on Parte {\n    id_parte\n    desc\n    nome_persona\n  }\n"): typeof import('./graphql.ts').PartePersonaPagamentiFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query movimentiPersona($id_parte: Int!) {\n    getTeParte(id_parte: $id_parte) {\n      id_transazione_economica\n      id_parte_da\n      id_parte_a\n      parte_da {\n        ...PartePersonaPagamenti\n      }\n      parte_a {\n        ...PartePersonaPagamenti\n      }\n      importo\n      causale_desc\n      stato\n      data_creata\n      anno_scout\n    }\n    getTfParte(id_parte: $id_parte) {\n      id_transazione_finanziaria\n      id_parte_da\n      id_parte_a\n      parte_da {\n        ...PartePersonaPagamenti\n      }\n      parte_a {\n        ...PartePersonaPagamenti\n      }\n      importo\n      stato\n      tipo_da\n      tipo_a\n      data_creata\n      data_pagata\n    }\n  }\n"): typeof import('./graphql.ts').MovimentiPersonaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query personaAnagrafica($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      sesso\n      data_nascita\n      codice_fiscale\n      luogo_nascita\n      residenza_indirizzo\n      residenza_comune\n      residenza_provincia\n      residenza_cap\n      data_conferma\n      viewerCan\n      iscrizione {\n        id_iscrizione\n      }\n      utenti {\n        id_utente\n      }\n      contatti {\n        id_contatto\n        tipo\n        valore\n        notifica\n        chi\n      }\n      parentele {\n        id_parentela\n        id_persona_genitore\n        id_persona_figlio\n        desc\n        genitore {\n          id_persona\n          nome\n          cognome\n          viewerCan\n          contatti {\n            id_contatto\n            tipo\n            valore\n            notifica\n            chi\n          }\n        }\n      }\n    }\n    getAsAttivo {\n      anno_scout\n      inizio_fiscale\n    }\n  }\n"): typeof import('./graphql.ts').PersonaAnagraficaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query personaTestata($id_persona: Int!) {\n    persona(id_persona: $id_persona) {\n      id_persona\n      nome\n      cognome\n      viewerCan\n    }\n  }\n"): typeof import('./graphql.ts').PersonaTestataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation registraPrivacyCartacea(\n    $id_persona: Int!\n    $consenso_i: Boolean\n    $consenso_l: Boolean\n    $consenso_s: Boolean\n    $consenso_t: Boolean\n    $firmato_da: String\n    $data_firma: String\n  ) {\n    registraPrivacyCartacea(\n      id_persona: $id_persona\n      consenso_i: $consenso_i\n      consenso_l: $consenso_l\n      consenso_s: $consenso_s\n      consenso_t: $consenso_t\n      firmato_da: $firmato_da\n      data_firma: $data_firma\n    ) {\n      id_consenso_privacy\n    }\n  }\n"): typeof import('./graphql.ts').RegistraPrivacyCartaceaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistroPersona on Persona {\n    id_persona\n    nome\n    cognome\n    data_nascita\n    stato_account\n    accesso\n    parentele {\n      id_parentela\n      desc\n      id_persona_genitore\n      id_persona_figlio\n      genitore {\n        id_persona\n        nome\n        cognome\n      }\n      figlio {\n        id_persona\n        nome\n        cognome\n      }\n    }\n    iscrizione {\n      id_iscrizione\n      stato_iscrizione\n      n_tessera\n      errori_nazionale\n      nomine {\n        id_nomina\n        id_ruolo\n        gruppo {\n          numero\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').RegistroPersonaFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query registroPagina(\n    $anno_scout: Int!\n    $id_gruppo: Int\n    $id_unita: Int\n    $filtri: FiltriRegistroInput\n    $ordina: String\n    $pagina: Int\n    $per_pagina: Int\n  ) {\n    registroPagina(\n      anno_scout: $anno_scout\n      id_gruppo: $id_gruppo\n      id_unita: $id_unita\n      filtri: $filtri\n      ordina: $ordina\n      pagina: $pagina\n      per_pagina: $per_pagina\n    ) {\n      totale\n      righe {\n        ...RegistroPersona\n      }\n    }\n  }\n"): typeof import('./graphql.ts').RegistroPaginaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query registroAnagrafica(\n    $anno_scout: Int!\n    $id_gruppo: Int\n    $id_unita: Int\n    $filtri: FiltriRegistroInput\n    $ordina: String\n    $pagina: Int\n    $per_pagina: Int\n  ) {\n    registroPagina(\n      anno_scout: $anno_scout\n      id_gruppo: $id_gruppo\n      id_unita: $id_unita\n      filtri: $filtri\n      ordina: $ordina\n      pagina: $pagina\n      per_pagina: $per_pagina\n    ) {\n      totale\n      righe {\n        ...RegistroPersona\n        codice_fiscale\n        residenza_indirizzo\n        residenza_cap\n        residenza_comune\n        residenza_provincia\n        contatti {\n          tipo\n          valore\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').RegistroAnagraficaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query schedaNazionale($id_persona: Int!) {\n    schedaNazionale(id_persona: $id_persona) {\n      tessera\n      presente\n      errori_nazionale\n      campi {\n        campo\n        etichetta\n        locale\n        nazionale\n        diverso\n        prendibile\n        inviabile\n      }\n    }\n    general {\n      ultimo_download_nazionale\n      ultimo_confronto_nazionale\n    }\n  }\n"): typeof import('./graphql.ts').SchedaNazionaleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation prendiDalNazionale($id_persona: Int!, $campi: [String!]!) {\n    prendiDalNazionale(id_persona: $id_persona, campi: $campi) {\n      tessera\n    }\n  }\n"): typeof import('./graphql.ts').PrendiDalNazionaleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UtenteRegistro on Utente {\n    id_utente\n    id_persona\n    username\n    email\n    data_registrazione\n    data_ultimo_accesso\n    persona {\n      id_persona\n      nome\n      cognome\n    }\n  }\n"): typeof import('./graphql.ts').UtenteRegistroFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query utentiDellaSezione($anno_scout: Int!) {\n    utentiSezione(anno_scout: $anno_scout) {\n      ...UtenteRegistro\n    }\n  }\n"): typeof import('./graphql.ts').UtentiDellaSezioneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query utentiDelGruppo($id_gruppo: Int!, $anno_scout: Int!) {\n    utentiGruppo(id_gruppo: $id_gruppo, anno_scout: $anno_scout) {\n      ...UtenteRegistro\n    }\n  }\n"): typeof import('./graphql.ts').UtentiDelGruppoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query utentiDellUnita($id_unita: Int!, $anno_scout: Int!) {\n    utentiUnita(id_unita: $id_unita, anno_scout: $anno_scout) {\n      ...UtenteRegistro\n    }\n  }\n"): typeof import('./graphql.ts').UtentiDellUnitaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query nomePersonaSe {\n    getPersonaSe {\n      id_persona\n      nome\n      cognome\n    }\n  }\n"): typeof import('./graphql.ts').NomePersonaSeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation registraUtente($registrazione_utente: RegistrazioneUtenteInput!) {\n    registraUtente(registrazione_utente: $registrazione_utente)\n  }\n"): typeof import('./graphql.ts').RegistraUtenteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query utenteNonRegistrato($registration_token: String!) {\n    utenteNonRegistrato(registration_token: $registration_token) {\n      registration_token\n      data_registrazione\n      id_utente\n      id_persona\n      username\n      email\n      persona {\n        id_persona\n        nome\n        cognome\n        sesso\n        contatti {\n          id_contatto\n          tipo\n          valore\n          notifica\n          chi\n        }\n        iscrizione {\n          id_iscrizione\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').UtenteNonRegistratoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query getAllegatoSignedUrl($id_allegato: Int!) {\n    getAllegatoSignedUrl(id_allegato: $id_allegato)\n  }\n"): typeof import('./graphql.ts').GetAllegatoSignedUrlDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query unitaDelRegistro($branca: String!, $id_gruppo: Int!) {\n    cercaUnita(branca: $branca, id_gruppo: $id_gruppo) {\n      id_unita\n    }\n  }\n"): typeof import('./graphql.ts').UnitaDelRegistroDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query azioniAnniScout {\n    getAnniScout {\n      anno_scout\n      inizio_fiscale\n      viewerCan\n    }\n  }\n"): typeof import('./graphql.ts').AzioniAnniScoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query cercaPersoneParte($search_key: String!, $anno_scout: Int!, $per_pagina: Int!) {\n    iscritti: registroPagina(\n      anno_scout: $anno_scout\n      filtri: { nomecognome: $search_key }\n      per_pagina: $per_pagina\n    ) {\n      righe {\n        id_persona\n        id_parte\n        nome\n        cognome\n      }\n    }\n    altri: registroPagina(\n      anno_scout: $anno_scout\n      filtri: { nomecognome: $search_key, iscrizione: \"non_iscritti\" }\n      per_pagina: $per_pagina\n    ) {\n      righe {\n        id_persona\n        id_parte\n        nome\n        cognome\n      }\n    }\n  }\n"): typeof import('./graphql.ts').CercaPersoneParteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query partiStruttura {\n    elencaUnita {\n      id_unita\n      branca\n      id_parte\n      gruppo {\n        numero\n      }\n    }\n    elencaGruppi {\n      id_gruppo\n      numero\n      id_parte\n    }\n  }\n"): typeof import('./graphql.ts').PartiStrutturaDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
