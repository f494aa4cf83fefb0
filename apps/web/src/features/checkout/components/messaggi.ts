// Spec 3 §8: the checkout's texts (the rest of what the screens say is in decision 1204).

export const MSG_SUCCESSO = 'Pagamento concluso con successo!';
export const MSG_NON_CONFERMATO = 'Il pagamento è fallito o non è ancora stato confermato alla segreteria';
export const MSG_ERRORE_ESITO = 'Si è verificato un errore.';
export const TITOLO_ESITO = 'Esito pagamento';
export const MSG_ERRORE_GENERICO = 'Si è verificato un errore';
export const TITOLO_NON_DISPONIBILE = 'Pagamento non disponibile';

/** Spec 3 §8: the provider could not be reached from the page ("same wording for Satispay"). */
export const msgNonDisponibile = (fornitore: 'Stripe' | 'Satispay', metodo: string) =>
  `Impossibile caricare ${fornitore} per il pagamento con ${metodo}. Controlla la tua connessione internet e ricarica la pagina`;
