// Query-key factories (decision 0307): every cached query takes its key from here, grouped by the
// data it holds, so a mutation invalidates a whole group (`chiavi.persone.tutte`) without knowing
// which screens read it. Shared, so that features never import each other for a key.

export const chiavi = {
  persone: {
    tutte: ['persone'] as const,
    se: (id_persona: number) => ['persone', 'se', id_persona] as const,
    gestite: (id_persona: number) => ['persone', 'gestite', id_persona] as const,
    nomeSe: (id_persona: number) => ['persone', 'nome-se', id_persona] as const,
    testata: (id_persona: number) => ['persone', 'testata', id_persona] as const,
    accountFamiglie: (ids: readonly number[]) => ['persone', 'account-famiglie', ...ids] as const,
    account: (id_persona: number) => ['persone', 'account', id_persona] as const,
    cercaCodice: (codice: string) => ['persone', 'cerca', 'codice', codice] as const,
    collegabili: (chiave: string, idFiglio: number) => ['persone', 'collegabili', chiave, idFiglio] as const,
    cercaChiave: (chiave: string) => ['persone', 'cerca', 'chiave', chiave] as const,
    /** The register of a scope (section, group or unit party) in a scout year. */
    registro: (anno_scout: number | null, id_parte: number) =>
      ['persone', 'registro', anno_scout, id_parte] as const,
    /** Decision 0907: one page of that register (its filters, sort and page number). */
    registroPagina: (anno_scout: number | null, id_parte: number, richiesta: object) =>
      ['persone', 'registro', anno_scout, id_parte, richiesta] as const,
    /** The users of a scope's register (persons and their parents). */
    utentiRegistro: (anno_scout: number | null, id_parte: number) =>
      ['persone', 'utenti-registro', anno_scout, id_parte] as const,
    unitaScelta: (branca: string, id_gruppo: number) =>
      ['persone', 'unita-scelta', branca, id_gruppo] as const,
    anagrafica: (id_persona: number) => ['persone', 'anagrafica', id_persona] as const,
    /** The 'Iscrizione & Privacy' tab of a person in a scout year. */
    iscrizione: (id_persona: number, anno_scout: number | null) =>
      ['persone', 'iscrizione', id_persona, anno_scout] as const,
    /** Decision 1401: the person's national record beside ours. */
    nazionale: (id_persona: number) => ['persone', 'nazionale', id_persona] as const,
    storicoPrivacy: (id_persona: number) => ['persone', 'storico-privacy', id_persona] as const,
    /** A person of the family with what the front-office forms edit. */
    famiglia: (id_persona: number) => ['persone', 'famiglia', id_persona] as const,
    /** The payment history of a person (front office; under persone so that a change refreshes it). */
    pagamenti: (id_persona: number) => ['persone', 'pagamenti', id_persona] as const,
    /** The family's dues still to pay, with their links (front office /f/checkout). */
    checkout: (id_persona: number) => ['persone', 'checkout', id_persona] as const,
    /** The dues of a person's party (front office /f/quote). */
    dovuti: (id_parte: number) => ['persone', 'dovuti', id_parte] as const,
    /** The 'Pagamenti & Quote' tab: the person's dues and payments (treasury data too). */
    schedaPagamenti: (id_persona: number) => ['tesoreria', 'persona', id_persona] as const,
  },
  checkout: {
    /** A payment of the checkout (return and success screens; polled until its receipt exists). */
    pagamento: (id: number) => ['checkout', 'pagamento', id] as const,
    /** The bank details of a bank-transfer payment. */
    coordinate: (id: number) => ['checkout', 'coordinate', id] as const,
  },
  permessi: {
    tutti: ['permessi'] as const,
    // By person too: completing a registration keeps the login but gives it a person (and roles).
    sezione: (username: string, id_persona: number) => ['permessi', 'sezione', username, id_persona] as const,
  },
  anniScout: {
    tutti: ['anni-scout'] as const,
    attivo: () => ['anni-scout', 'attivo'] as const,
    elenco: () => ['anni-scout', 'elenco'] as const,
    /** The years with the catalogue actions the viewer has on each (AnnoScout.viewerCan). */
    azioni: () => ['anni-scout', 'azioni'] as const,
    /** Each year's fiscal start (the dashboard's Sezione/Nazionale rule). */
    inizi: () => ['anni-scout', 'inizi'] as const,
    /** Every field of every year (the settings page, decision 1302). */
    impostazioni: () => ['anni-scout', 'impostazioni'] as const,
  },
  organizzazione: {
    tutta: ['organizzazione'] as const,
    gruppi: () => ['organizzazione', 'gruppi'] as const,
    /** The role catalogue with the groups (appointment form). */
    ruoliEGruppi: () => ['organizzazione', 'ruoli-e-gruppi'] as const,
    gruppo: (id_gruppo: number) => ['organizzazione', 'gruppo', id_gruppo] as const,
    unita: (branca: string, id_gruppo: number) => ['organizzazione', 'unita', branca, id_gruppo] as const,
    /** Decision 1301: the section's identity (settings page). */
    identita: () => ['organizzazione', 'identita'] as const,
    /** Decision 1024: every unit's places and waiting list (settings page). */
    listeAttesa: () => ['organizzazione', 'liste-attesa'] as const,
  },
  iscrizioni: {
    tutte: ['iscrizioni'] as const,
    /** The dashboard counts of a scope (section, group or unit party) in a scout year. */
    stato: (anno_scout: number | null, id_parte: number) =>
      ['iscrizioni', 'stato', anno_scout, id_parte] as const,
  },
  eventi: {
    tutti: ['eventi'] as const,
    /** The change events of a scope's register. */
    ambito: (id_parte: number) => ['eventi', id_parte] as const,
  },
  registrazione: {
    tutta: ['registrazione'] as const,
    codice: (code: string, login: string) => ['registrazione', 'codice', code, login] as const,
  },
  auth: {
    fornitori: () => ['auth', 'fornitori'] as const,
  },
  /** Spec 3: the treasury of a party (section, group, unit or person) in a scout year. */
  tesoreria: {
    tutta: ['tesoreria'] as const,
    causali: (id_parte: number, anno_scout: number | null) =>
      ['tesoreria', 'causali', id_parte, anno_scout] as const,
    /** Payments of a party, on every method (tipo null) or on one. */
    pagamenti: (id_parte: number, tipo: string | null, anno_scout: number | null) =>
      ['tesoreria', 'pagamenti', id_parte, tipo, anno_scout] as const,
    trasferimenti: (id_parte: number, anno_scout: number | null) =>
      ['tesoreria', 'trasferimenti', id_parte, anno_scout] as const,
    saldo: (id_parte: number, anno_scout: number) => ['tesoreria', 'saldo', id_parte, anno_scout] as const,
    /** The opening balances alone (settings page 'Saldi', decision 1302); under saldo, so a change refreshes both. */
    saldoIniziale: (id_parte: number, anno_scout: number) =>
      ['tesoreria', 'saldo', id_parte, anno_scout, 'iniziale'] as const,
    voci: () => ['tesoreria', 'voci'] as const,
    bilanci: (id_parte: number, anno_scout: number) =>
      ['tesoreria', 'bilanci', id_parte, anno_scout] as const,
    pagamento: (id: number) => ['tesoreria', 'pagamento', id] as const,
    causale: (id: number) => ['tesoreria', 'causale', id] as const,
    /** The enrolment a due of type iscrizione names (due dialog). */
    iscrizione: (id: number) => ['tesoreria', 'iscrizione', id] as const,
    /** A search of the party picker or of a 'link to existing' dialog (spec 3 §2, §5). */
    cerca: (cosa: string, chiave: string, anno_scout: number | null) =>
      ['tesoreria', 'cerca', cosa, chiave, anno_scout] as const,
    /** The units and groups the party picker offers. */
    partiStruttura: () => ['tesoreria', 'parti-struttura'] as const,
  },
  /** Spec 3 §7: the data-quality checks; a recompute refreshes every one of them. */
  controlli: {
    tutti: ['controlli'] as const,
    statistiche: () => ['controlli', 'statistiche'] as const,
    elenco: (tipo: string, ignorati: boolean, pagina: number) =>
      ['controlli', 'elenco', tipo, ignorati, pagina] as const,
    /** Decision 1402: the open findings about one person, on their page. */
    persona: (id_persona: number) => ['controlli', 'persona', id_persona] as const,
    /** Decision 0930: the preview of merging `elimina` into `tieni`. */
    fusione: (tieni: number, elimina: number) => ['controlli', 'fusione', tieni, elimina] as const,
    /** Decision 0429: whether the persons of a duplicates finding can be merged, asked on its row. */
    unibili: (ids: readonly number[]) => ['controlli', 'unibili', ...ids] as const,
  },
};
