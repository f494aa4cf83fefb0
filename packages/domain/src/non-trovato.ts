// NOT_FOUND texts shared by the server and the web (one source each). A row the viewer may not see
// answers the same text as a missing one (DESIGN.md §6). Texts of one area live with its messages:
// MSG_TRANSAZIONI (transactions, attachments), MSG_PARENTELA, MSG_CHECKOUT (payments).

export const NON_TROVATO = Object.freeze({
  persona: 'Persona non trovata',
  /** Spec 2 §8: the back office's person screens say it so (the settings area: `persona`). */
  personaScheda: 'Persona non trovato',
  parte: 'Parte non trovata',
  gruppo: 'Gruppo non trovato',
  unita: 'Unità non trovata',
  /** Spec 3 §2, §8: also the member home's alert when the enrolment is missing after preparation. */
  iscrizione: 'Iscrizione non trovata',
  nomina: 'Nomina non trovata',
  /** Decision 1016: a yearly step named a scout year that does not exist. */
  annoScout: 'Anno scout non trovato',
  /** Decision 1017: a background job that does not exist (or is not a yearly step's). */
  lavoro: 'Lavoro non trovato',
});
