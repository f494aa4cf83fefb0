import { describe, expect, it } from 'vitest';
import type { NominaRef, Viewer } from './accesso.ts';
import {
  AZIONI,
  type Azione,
  azioniDiSezione,
  azioniSu,
  can,
  type IscrizioneTarget,
  PERMESSI,
  statiConsentiti,
  type Target,
  visibile,
} from './permessi.ts';

const n = (id_ruolo: string, id_gruppo: number | null = null): NominaRef => ({ id_ruolo, id_gruppo });
const viewer = (nomine: NominaRef[], id_persona = 1, persone_correlate: number[] = []): Viewer => ({
  signedIn: true,
  id_persona,
  nomine,
  persone_correlate,
});

// The viewers of the matrix: the cub (person 10, pack of group 1) is the target of person actions.
const V = {
  anonimo: { signedIn: false, id_persona: 0, nomine: [], persone_correlate: [] } as Viewer,
  cens: viewer([n('CENS')]),
  tesoriere: viewer([n('TSEZ')]),
  revisore: viewer([n('RCSEZ')]),
  cg: viewer([n('CG', 1)]),
  cb: viewer([n('CB', 1)]),
  cbAltro: viewer([n('CB', 2)]),
  genitore: { ...viewer([], 99, [10]), figli: [10] },
  // The cub with their own login: their parent (99, 'genitore') is a relative.
  se: viewer([n('L', 1)], 10, [99]),
  estraneo: viewer([n('ST')], 98),
};
type Chi = keyof typeof V;
const TUTTI = Object.keys(V) as Chi[];
const SUPER: Chi[] = ['cens', 'tesoriere'];
const ADMIN: Chi[] = [...SUPER, 'revisore'];
const FIRMATI = TUTTI.filter((c) => c !== 'anonimo');

const cub = { id_persona: 10, nomine: [n('L', 1)] };
const persona: Target = { tipo: 'persona', ...cub };
const iscrizione = (over: Partial<IscrizioneTarget> = {}): IscrizioneTarget => ({
  tipo: 'iscrizione',
  persona: cub,
  stato_iscrizione: 'prevista',
  anno_attivo: true,
  stato_transazione: null,
  ...over,
});
const parteCub: Target = { tipo: 'parte', genere: 'persona', persona: cub };
const sezione: Target = { tipo: 'parte', genere: 'sezione' };
const dovuto: Target = { tipo: 'transazione', parte_da: parteCub, parte_a: sezione };
// Issue 22: the parent's (99) own due and payment, and the parent's payment of the cub's fee.
const parteGenitore: Target = { tipo: 'parte', genere: 'persona', persona: { id_persona: 99, nomine: [] } };
const dovutoGenitore: Target = { tipo: 'transazione', parte_da: parteGenitore, parte_a: sezione };
const pagamentoGenitore: Target = { ...dovutoGenitore, debitori: [parteGenitore] };
const quotaPagataDalGenitore: Target = { ...dovutoGenitore, debitori: [parteGenitore, parteCub] };
// Decision 1116: another family's payment that also covers the cub's due stays theirs.
const parteAltraFamiglia: Target = {
  tipo: 'parte',
  genere: 'persona',
  persona: { id_persona: 70, nomine: [] },
};
const pagamentoAltraFamiglia: Target = {
  tipo: 'transazione',
  parte_da: parteAltraFamiglia,
  parte_a: sezione,
  debitori: [parteAltraFamiglia, parteCub],
};
/** A parent of another family (no appointment) to be linked to the cub. */
// The parent of a sibling in the same pack: reached by its leaders (decision 0905).
const nuovoGenitore: Target = {
  tipo: 'parentela',
  figlio: cub,
  genitore: { id_persona: 50, nomine: [], nomine_figli: cub.nomine },
};
/** A parent of a cub of the pack, with no appointment: the pack's leaders reach them through the cub. */
const genitoreDelCub: Target = { tipo: 'persona', id_persona: 50, nomine: [], nomine_figli: cub.nomine };
// A co-leader of the pack who also holds a section role (decision 0911): the pack's leaders reach
// them, but only the supers manage their login and see their code.
const capoConNominaDiSezione: Target = { tipo: 'persona', id_persona: 11, nomine: [n('CB', 1), n('CENS')] };
const annoAttivo: Target = { tipo: 'anno_scout', anno_scout: 2026, attivo: true, presente_o_futuro: true };

// action → its target in this table → the viewers allowed. Read it against spec 2 §6 and spec 3 §6.
const MATRICE: [Azione, Target | undefined, Chi[]][] = [
  ['sezione.leggi', undefined, FIRMATI],
  ['backoffice.accedi', undefined, ['cens', 'tesoriere', 'revisore', 'cg', 'cb', 'cbAltro', 'estraneo']],
  ['frontoffice.accedi', undefined, FIRMATI],
  ['registrazione.completa', persona, ['se']],
  ['persona.leggi', persona, [...SUPER, 'cg', 'cb', 'genitore', 'se']],
  ['persona.modifica', persona, [...SUPER, 'cg', 'cb', 'genitore', 'se']],
  ['persona.crea', undefined, SUPER],
  ['persona.aggiornaDataConferma', persona, SUPER],
  ['persona.confermaDati', persona, [...SUPER, 'genitore', 'se']],
  ['persona.pagamenti', persona, [...SUPER, 'genitore', 'se']],
  ['privacy.compila', persona, [...SUPER, 'cg', 'cb', 'genitore', 'se']],
  ['privacy.registraCartacea', persona, [...SUPER, 'cg', 'cb']],
  ['iscrizione.crea', persona, SUPER],
  ['iscrizione.modifica', iscrizione(), [...SUPER, 'cg', 'cb']],
  ['iscrizione.preparaQuota', iscrizione(), [...SUPER, 'genitore', 'se']],
  ['iscrizione.tessera', iscrizione(), SUPER],
  ['iscrizione.agevolazione', iscrizione(), SUPER],
  ['nomina.gestisci', iscrizione(), [...SUPER, 'cg']],
  ['utente.gestisci', persona, [...SUPER, 'cg', 'cb']],
  ['codice.vedi', persona, [...SUPER, 'cg', 'cb']],
  ['utente.secondoFattore.azzera', persona, SUPER],
  ['persona.cerca', undefined, [...SUPER, 'cg', 'cb', 'cbAltro']],
  ['parentela.collega', nuovoGenitore, [...SUPER, 'cg', 'cb']],
  ['nazionale.vedi', annoAttivo, SUPER],
  ['nazionale.scrivi', persona, SUPER],
  ['nazionale.censimenti', undefined, SUPER],
  ['parte.leggi', parteCub, [...SUPER, 'cg', 'cb', 'genitore', 'se']],
  ['parte.leggiInCassa', parteCub, [...ADMIN, 'cg', 'cb', 'genitore', 'se']],
  ['gruppo.leggi', { tipo: 'gruppo', id_gruppo: 1 }, FIRMATI],
  ['gruppi.elencaTutti', undefined, ADMIN],
  ['unita.scegli', { tipo: 'unita', id_gruppo: 1, branca: 'L' }, [...ADMIN, 'cg', 'cb']],
  ['transazione.leggi', dovuto, [...ADMIN, 'genitore', 'se']],
  ['transazione.paga', dovuto, ['genitore', 'se']],
  ['transazione.coordinateBonifico', dovuto, [...ADMIN, 'genitore', 'se']],
  // Issue 22: a child sees the payments that cover their own dues, not a parent's others.
  ['transazione.leggi', dovutoGenitore, [...ADMIN, 'genitore']],
  ['transazione.leggi', pagamentoGenitore, [...ADMIN, 'genitore']],
  ['transazione.leggi', quotaPagataDalGenitore, [...ADMIN, 'genitore', 'se']],
  ['transazione.leggi', pagamentoAltraFamiglia, ADMIN],
  ['transazione.paga', dovutoGenitore, ['genitore']],
  ['transazione.paga', quotaPagataDalGenitore, ['genitore']],
  ['transazione.coordinateBonifico', pagamentoGenitore, [...ADMIN, 'genitore']],
  ['transazione.coordinateBonifico', quotaPagataDalGenitore, [...ADMIN, 'genitore']],
  ['tesoreria.leggi', undefined, ADMIN],
  ['tesoreria.scrivi', undefined, SUPER],
  ['rendiconto.leggi', undefined, ADMIN],
  ['tesoreria.aggiungi', annoAttivo, SUPER],
  ['estrattiBanca.leggi', undefined, ADMIN],
  ['estrattiBanca.gestisci', undefined, SUPER],
  // Decisions 1152, 1153: reminders and a receipt sent again.
  ['promemoria.leggi', undefined, ADMIN],
  ['promemoria.invia', undefined, SUPER],
  ['ricevuta.reinvia', undefined, SUPER],
  ['impostazioni.leggi', undefined, ADMIN],
  ['impostazioni.gestisci', undefined, SUPER],
  ['identita.leggi', undefined, ADMIN],
  ['identita.modifica', undefined, SUPER],
  ['controlli.leggi', undefined, ADMIN],
  // Decision 0920: unit and group leaders read the findings their units can fix.
  ['controlli.leggiUnita', undefined, [...ADMIN, 'cg', 'cb', 'cbAltro']],
  // Decision 1402: the findings about one person, on their page: the admins who reach the person and
  // the person's own leaders; not a parent, nor RCSEZ (who reaches nobody), nor another unit's leader.
  ['controlli.leggiPersona', persona, [...SUPER, 'cg', 'cb']],
  ['controlli.leggiPersona', genitoreDelCub, SUPER],
  ['controlli.gestisci', undefined, SUPER],
  // Decision 0930: merging a duplicate pair is the super level's.
  ['persone.unisci', undefined, SUPER],
];

describe('spec 2 §6 / spec 3 §6 / DESIGN.md §6: the permission catalogue, action × viewer', () => {
  const righe = MATRICE.flatMap(([azione, target, ammessi]) =>
    TUTTI.map((chi) => [azione, chi, ammessi.includes(chi), target] as const),
  );
  it.each(righe)('%s by %s → %s', (azione, chi, atteso, target) => {
    expect(can(V[chi], azione, target)).toBe(atteso);
  });

  it('every action of the catalogue is in the matrix and has a title and description', () => {
    expect([...AZIONI].sort()).toEqual([...new Set(MATRICE.map(([a]) => a))].sort());
    for (const p of Object.values(PERMESSI)) {
      expect(p.titolo.length).toBeGreaterThan(3);
      expect(p.descrizione.length).toBeGreaterThan(10);
    }
  });

  it('spec 3 §4: the family prepares the fee only in the active year and not for nessuna or inprova', () => {
    for (const stato_iscrizione of ['nessuna', 'inprova'] as const) {
      expect(can(V.genitore, 'iscrizione.preparaQuota', iscrizione({ stato_iscrizione }))).toBe(false);
      expect(can(V.cens, 'iscrizione.preparaQuota', iscrizione({ stato_iscrizione }))).toBe(true);
    }
    expect(can(V.genitore, 'iscrizione.preparaQuota', iscrizione({ anno_attivo: false }))).toBe(false);
    expect(can(V.genitore, 'iscrizione.preparaQuota', iscrizione({ stato_iscrizione: 'incorso' }))).toBe(
      true,
    );
  });

  it('a missing target or one of the wrong kind is refused', () => {
    expect(can(V.cens, 'persona.leggi')).toBe(false);
    expect(can(V.cens, 'persona.leggi', iscrizione())).toBe(false);
    expect(can(V.cens, 'persona.crea')).toBe(true);
  });
});

describe('decision 1003: acting for a relative, and the lead reached through a child', () => {
  it('a child reads a parent but does not consent for them; a parent consents for a child', () => {
    // Person 10 (the cub) signed in, with parent 99; the parent with child 10.
    const figlio = viewer([n('L', 1)], 10, [99]);
    const genitore: Target = { tipo: 'persona', id_persona: 99, nomine: [] };
    expect(can(figlio, 'persona.leggi', genitore)).toBe(true);
    expect(can(figlio, 'privacy.compila', genitore)).toBe(false);
    expect(can(figlio, 'privacy.compila', persona)).toBe(true);
    expect(can(V.genitore, 'privacy.compila', persona)).toBe(true);
    // Related without being a child (persone_correlate only): not enough either.
    expect(can(viewer([], 99, [10]), 'privacy.compila', persona)).toBe(false);
  });

  it('a lead edits the enrolment of whom they lead, not of a cub’s parent reached through the cub', () => {
    const genitore = { id_persona: 50, nomine: [n('R', 1)], nomine_figli: cub.nomine };
    const suaIscrizione = iscrizione({ persona: genitore });
    expect(can(V.cb, 'persona.leggi', { tipo: 'persona', ...genitore })).toBe(true);
    expect(can(V.cb, 'iscrizione.modifica', suaIscrizione)).toBe(false);
    expect(statiConsentiti(V.cb, suaIscrizione)).toEqual([]);
    // The group head leads the rover (whole group), super anyone.
    expect(can(V.cg, 'iscrizione.modifica', suaIscrizione)).toBe(true);
    expect(can(V.cens, 'iscrizione.modifica', suaIscrizione)).toBe(true);
  });
});

describe('spec 2 §4: state and year conditions live inside the rules', () => {
  it.each([
    ['nessuna', true],
    ['prevista', true],
    ['inprova', true],
    ['incorso', false],
    ['sezione', false],
    ['completata', false],
  ] as const)('a lead edits an enrolment in state %s → %s; super always', (stato, lead) => {
    expect(can(V.cb, 'iscrizione.modifica', iscrizione({ stato_iscrizione: stato }))).toBe(lead);
    expect(can(V.cens, 'iscrizione.modifica', iscrizione({ stato_iscrizione: stato }))).toBe(true);
  });

  it('nobody edits an enrolment or its appointments outside the active year', () => {
    const vecchia = iscrizione({ anno_attivo: false });
    for (const chi of TUTTI) {
      expect(can(V[chi], 'iscrizione.modifica', vecchia)).toBe(false);
      expect(can(V[chi], 'nomina.gestisci', vecchia)).toBe(false);
    }
  });

  it('a CG or VCG manages appointments only in the groups of the person', () => {
    const altroGruppo = iscrizione({ persona: { id_persona: 20, nomine: [n('L', 2)] } });
    expect(can(viewer([n('VCG', 1), n('CB', 2)]), 'nomina.gestisci', altroGruppo)).toBe(false);
    expect(can(viewer([n('VCG', 2)]), 'nomina.gestisci', altroGruppo)).toBe(true);
    expect(can(viewer([n('CB', 2)]), 'nomina.gestisci', altroGruppo)).toBe(false);
  });

  it.each([
    ['prevista', null, true],
    ['prevista', 'no', true],
    ['prevista', 'parziale_incorso', false],
    ['incorso', null, false],
  ] as const)('solidarity on an enrolment %s with due %s → %s', (stato, due, atteso) => {
    const t = iscrizione({ stato_iscrizione: stato, stato_transazione: due });
    expect(can(V.cens, 'iscrizione.agevolazione', t)).toBe(atteso);
  });

  it('the national column needs the active year; adding payments a current or future year', () => {
    const passato = {
      tipo: 'anno_scout',
      anno_scout: 2020,
      attivo: false,
      presente_o_futuro: false,
    } as const;
    expect(can(V.cens, 'nazionale.vedi', passato)).toBe(false);
    expect(can(V.cens, 'tesoreria.aggiungi', passato)).toBe(false);
  });

  it('RCSEZ reads the treasury and never writes it', () => {
    expect(can(V.revisore, 'tesoreria.leggi')).toBe(true);
    expect(can(V.revisore, 'tesoreria.scrivi')).toBe(false);
    expect(can(V.revisore, 'transazione.leggi', dovuto)).toBe(true);
    expect(can(V.revisore, 'tesoreria.aggiungi', annoAttivo)).toBe(false);
  });

  it('a party of another subject is treasury data; section, groups and units are public to users', () => {
    expect(can(V.revisore, 'parte.leggi', { tipo: 'parte', genere: 'altro' })).toBe(true);
    expect(can(V.cg, 'parte.leggi', { tipo: 'parte', genere: 'altro' })).toBe(false);
    expect(can(V.se, 'parte.leggi', { tipo: 'parte', genere: 'gruppo', id_gruppo: 2 })).toBe(true);
    expect(can(V.anonimo, 'parte.leggi', sezione)).toBe(false);
  });

  it('a CG chooses the group itself, a CB only the pack', () => {
    expect(can(V.cg, 'unita.scegli', { tipo: 'unita', id_gruppo: 1, branca: 'G' })).toBe(true);
    expect(can(V.cb, 'unita.scegli', { tipo: 'unita', id_gruppo: 1, branca: 'G' })).toBe(false);
    expect(can(V.cb, 'unita.scegli', { tipo: 'unita', id_gruppo: 1, branca: 'E' })).toBe(false);
  });
});

describe('decision 0911: the login and code of whoever holds a section role', () => {
  it('the pack leaders read the co-leader who holds a section role, but only supers manage their login or see their code', () => {
    for (const chi of TUTTI) {
      const perSuper = SUPER.includes(chi);
      expect([chi, can(V[chi], 'utente.gestisci', capoConNominaDiSezione)]).toEqual([chi, perSuper]);
      expect([chi, can(V[chi], 'codice.vedi', capoConNominaDiSezione)]).toEqual([chi, perSuper]);
    }
    expect(can(V.cb, 'persona.leggi', capoConNominaDiSezione)).toBe(true);
  });
});

describe('decision 0914: paper consents, typed in by the person’s own leaders or the supers', () => {
  it('not for a cub’s parent reached through the cub, nor for whoever holds a section role', () => {
    const genitore: Target = { tipo: 'persona', id_persona: 50, nomine: [], nomine_figli: cub.nomine };
    for (const chi of TUTTI) {
      const perSuper = SUPER.includes(chi);
      expect([chi, can(V[chi], 'privacy.registraCartacea', genitore)]).toEqual([chi, perSuper]);
      expect([chi, can(V[chi], 'privacy.registraCartacea', capoConNominaDiSezione)]).toEqual([chi, perSuper]);
    }
    expect(can(V.cb, 'persona.leggi', genitore)).toBe(true);
  });
});

describe('decision 0903: linking an existing account as a parent', () => {
  it('a leader (adult appointment) is linked as a parent only by a super: the link gives access to them', () => {
    const capo: Target = {
      tipo: 'parentela',
      figlio: cub,
      genitore: { id_persona: 51, nomine: [n('CR', 2)] },
    };
    expect(can(V.cb, 'parentela.collega', capo)).toBe(false);
    expect(can(V.cg, 'parentela.collega', capo)).toBe(false);
    expect(can(V.cens, 'parentela.collega', capo)).toBe(true);
    const rover: Target = {
      tipo: 'parentela',
      figlio: cub,
      genitore: { id_persona: 52, nomine: [n('R', 2)], nomine_figli: cub.nomine },
    };
    expect(can(V.cb, 'parentela.collega', rover)).toBe(true);
  });
  it('a leader links only a person they already reach, and never themself (attack review)', () => {
    const estraneo: Target = { tipo: 'parentela', figlio: cub, genitore: { id_persona: 53, nomine: [] } };
    expect(can(V.cb, 'parentela.collega', estraneo)).toBe(false);
    expect(can(V.cg, 'parentela.collega', estraneo)).toBe(false);
    expect(can(V.cens, 'parentela.collega', estraneo)).toBe(true);
    const scout: Target = {
      tipo: 'parentela',
      figlio: cub,
      genitore: { id_persona: 54, nomine: [n('R', 2)] },
    };
    expect(can(V.cb, 'parentela.collega', scout)).toBe(false);
    const seStesso: Target = {
      tipo: 'parentela',
      figlio: cub,
      genitore: { id_persona: V.cb.id_persona, nomine: [], nomine_figli: cub.nomine },
    };
    expect(can(V.cb, 'parentela.collega', seStesso)).toBe(false);
  });
  it('the search is for leaders: a parent, a member and the auditor without a unit cannot enumerate', () => {
    for (const chi of ['genitore', 'se', 'estraneo', 'revisore', 'anonimo'] as const) {
      expect(can(V[chi], 'persona.cerca'), chi).toBe(false);
    }
  });
  it('a kinship of a child the viewer cannot see is hidden, of a visible child forbidden', () => {
    expect(visibile(V.cbAltro, nuovoGenitore)).toBe(false);
    expect(visibile(V.genitore, nuovoGenitore)).toBe(true);
  });
});

describe('DESIGN.md §6: hidden looks like missing, visible but not allowed is forbidden', () => {
  it.each([
    ['genitore', persona, true],
    ['estraneo', persona, false],
    ['cbAltro', iscrizione(), false],
    ['cb', iscrizione(), true],
    ['revisore', dovuto, true],
    ['estraneo', dovuto, false],
    ['anonimo', annoAttivo, false],
    ['estraneo', annoAttivo, true],
  ] as [Chi, Target, boolean][])('%s sees %j → %s', (chi, target, atteso) => {
    expect(visibile(V[chi], target)).toBe(atteso);
  });
});

describe('viewerCan lists', () => {
  it('section actions of a revisore are the admin reading ones', () => {
    expect(azioniDiSezione(V.revisore)).toEqual([
      'sezione.leggi',
      'backoffice.accedi',
      'frontoffice.accedi',
      'gruppi.elencaTutti',
      'tesoreria.leggi',
      'rendiconto.leggi',
      'estrattiBanca.leggi',
      'promemoria.leggi',
      'impostazioni.leggi',
      'identita.leggi',
      'controlli.leggi',
      'controlli.leggiUnita',
    ]);
    expect(azioniDiSezione(V.anonimo)).toEqual([]);
  });
  it('actions on a person list exactly those can allows', () => {
    const attese = AZIONI.filter((a) => PERMESSI[a].target === 'persona' && can(V.genitore, a, persona));
    expect(azioniSu(V.genitore, persona)).toEqual(attese);
    expect(attese).toContain('persona.pagamenti');
    expect(attese).not.toContain('codice.vedi');
  });
});
