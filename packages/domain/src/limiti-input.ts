// Every list and every string of every input has a maximum (DESIGN.md §9, decision 0310): the
// spec's limits where it gives them (LIMITI, spec 1 §9 and spec 2 §9), these where it is silent.
// A request can then never grow a row, a query or a page without limit (issue 22: 20,000 contacts
// on one child, a 900 KB cause).

/** Spec 1 §9 / spec 2 §9: lengths of the shared fields. */
export const LIMITI = Object.freeze({
  nomeMin: 2,
  nomeMax: 40,
  nomeRegistrazioneMax: 30,
  inputMax: 45,
  contattoMax: 45,
  relazioneMin: 3,
  relazioneMax: 40,
  provincia: 2,
  capMin: 4,
  capMax: 5,
  indirizzoMax: 60,
  cittaMin: 2,
  codiceRegistrazione: 9,
  passwordMin: 8,
  passwordMax: 99,
  codiceConferma: 6,
});

/** The bounds the spec does not give (decision 0310), next to the ones it gives. */
export const LIMITI_INPUT = Object.freeze({
  /** Contacts of one person (a family rarely has more than a handful of emails and phones). */
  contatti: 20,
  /** Kinships edited at once on a person's page (parents and guardians). */
  parentele: 20,
  /** Links of one due or one payment: a group's single transfer may cover a whole unit's fees. */
  collegamenti: 500,
  /** Attachments of one payment. */
  allegati: 20,
  /** Accounts created in one mass registration. */
  utentiInMassa: 100,
  /** Addresses in copy of an invite (an invite is not a mailing list). */
  cc: 5,
  /** Ids in one persone() call (a register page asks for far fewer). */
  idPersone: 1000,
  /** A register filter, a search key, a sort key, a unit's branch. */
  testoBreve: 100,
  /** A registration code or the link that carries it, an upload key, a file name. */
  testoMedio: 200,
  /** A cause's description (the generated ones are well below). */
  causaleDesc: 200,
  /** A cause's details, a budget line's description. */
  testoLungo: 2000,
  /** An email address (RFC 5321's path limit); a contact is further limited to 45 (spec 1 §9). */
  email: 254,
  /** Spec 1 §9: what any name or city field accepts as input. */
  campo: LIMITI.inputMax,
  /** Spec 1 §9: a contact's text. */
  contatto: LIMITI.contattoMax,
  /** Spec 1 §9: a relationship label. */
  relazione: LIMITI.relazioneMax,
  /** Spec 1 §9: an address. */
  indirizzo: LIMITI.indirizzoMax,
  /** An ISO date, 'YYYY-MM-DD'. */
  data: 10,
  /** A codice fiscale (16 characters, spec 1 §5.4). */
  codiceFiscale: 16,
  /** A membership card number (the column holds 20). */
  tessera: 20,
  /** A role id (the column holds 8). */
  ruolo: 8,
  /** A budget line's code (the column holds 20). */
  codiceVoce: 20,
  /** Decision 1140: an ETS statement line's code, e.g. 'EA10' (the column holds 8). */
  rigaEts: 8,
  /** A one-letter code: sesso, contact kind. */
  lettera: 1,
  /** Spec 1 §9: a province's two letters. */
  provincia: LIMITI.provincia,
  /** Spec 1 §9: a CAP's at most five digits. */
  cap: LIMITI.capMax,
});

/** The Italian message of a text over its maximum (naming the field when known). */
export const msgTestoTroppoLungo = (max: number, campo?: string): string =>
  `Testo troppo lungo${campo ? ` in ${campo}` : ''}: al massimo ${max} caratteri`;
/** The Italian message of a list over its maximum (naming the field when known). */
export const msgTroppiElementi = (max: number, campo?: string): string =>
  `Troppi elementi${campo ? ` in ${campo}` : ''}: al massimo ${max}`;
