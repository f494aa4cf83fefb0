// Builds the demo section in memory (no I/O): organisation, people in families, users, consents,
// enrolments and appointments. The treasury is added by tesoreria.ts. Ids are assigned here so
// that rows can reference each other and be inserted in batches.
import { generaCodiceRegistrazione } from '@zaino/domain/codice-registrazione';
import { descGruppo, descUnita } from '@zaino/domain/formato';
import { RUOLI } from '@zaino/domain/ruoli';
import { usernameDaEmail } from '@zaino/domain/utenti';
import type * as s from '../schema/index.ts';
import {
  COMUNI_NASCITA,
  COMUNI_RESIDENZA,
  type Comune,
  codiceFiscale,
  NOMI_F,
  NOMI_M,
  VIE,
} from './anagrafica.ts';
import type { DifettiDemo } from './controlli-demo.ts';
import type { DemoChiave } from './demo.ts';
import type { Rng } from './prng.ts';

type Ins<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type Branca = 'L' | 'E' | 'R';
export type StatoIscrizione = 'nessuna' | 'prevista' | 'inprova' | 'incorso' | 'sezione' | 'completata';

export interface PersonaSeed {
  id: number;
  nome: string;
  cognome: string;
  sesso: 'M' | 'F';
  nascita: string;
  parte: number;
  gruppo: number;
  email: string | null;
  /** The parent who pays and receives mail for a child. */
  genitore: PersonaSeed | null;
  /** Per scout year: the enrolment, if any. */
  iscrizioni: Map<number, { id: number; stato: StatoIscrizione; nuovo: boolean; giovane: boolean }>;
}

export interface SeedRows {
  anni: Ins<typeof s.anniScout>[];
  ruoli: Ins<typeof s.ruoli>[];
  parti: Ins<typeof s.parti>[];
  gruppi: Ins<typeof s.gruppi>[];
  unita: Ins<typeof s.unita>[];
  persone: Ins<typeof s.persone>[];
  contatti: Ins<typeof s.contatti>[];
  parentele: Ins<typeof s.parentele>[];
  utenti: Ins<typeof s.utenti>[];
  consensi: Ins<typeof s.consensiPrivacy>[];
  iscrizioni: Ins<typeof s.iscrizioni>[];
  nomine: Ins<typeof s.nomine>[];
  nazionale: Ins<typeof s.nazionalePersone>[];
  voci: Ins<typeof s.voci>[];
  bilanci: Ins<typeof s.bilanci>[];
  dovuti: Ins<typeof s.transazioniEconomiche>[];
  pagamenti: Ins<typeof s.transazioniFinanziarie>[];
  collegamenti: Ins<typeof s.transazioni>[];
}

export const NUMERI_GRUPPI = [2, 5, 10] as const;
const RUOLI_GRUPPO = ['CG', 'VCG', 'CB', 'VCB', 'CR', 'VCR', 'CC', 'VCC', 'SISB', 'SISR', 'SISC'];
const RUOLI_SEZIONE = ['PSEZ', 'RCSEZ', 'CDS', 'VCDS', 'CENS', 'COS', 'COORDS', 'TSEZ', 'COBRA', 'WBM', 'ST'];

// Fixed rotations (not random) so that even a small section holds every state.
const STATI_GIOVANI: StatoIscrizione[] = [
  'completata',
  'completata',
  'sezione',
  'prevista',
  'completata',
  'incorso',
  'prevista',
  'completata',
  'sezione',
  'nessuna',
  'completata',
  'prevista',
];
const STATI_CAPI: StatoIscrizione[] = [
  'completata',
  'completata',
  'sezione',
  'completata',
  'incorso',
  'prevista',
];
const UTENTI_GENITORI = ['registrato', 'registrato', 'creato', 'registrato', 'nessuno', 'creato'] as const;
const UTENTI_CAPI = ['registrato', 'registrato', 'registrato', 'creato', 'registrato', 'nessuno'] as const;

export const iso = (anno: number, mese: number, giorno: number) =>
  `${anno}-${String(mese).padStart(2, '0')}-${String(giorno).padStart(2, '0')}`;
export const istante = (giorno: string, ora = 10) =>
  new Date(`${giorno}T${String(ora).padStart(2, '0')}:00:00Z`);

function ascii(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

export class Generatore {
  readonly rows: SeedRows = {
    anni: [],
    ruoli: [],
    parti: [],
    gruppi: [],
    unita: [],
    persone: [],
    contatti: [],
    parentele: [],
    utenti: [],
    consensi: [],
    iscrizioni: [],
    nomine: [],
    nazionale: [],
    voci: [],
    bilanci: [],
    dovuti: [],
    pagamenti: [],
    collegamenti: [],
  };
  readonly persone: PersonaSeed[] = [];
  readonly demo = new Map<DemoChiave, PersonaSeed>();
  /** The deliberate mistakes of the demo (controlli-demo.ts), by the check that finds them. */
  difetti: DifettiDemo | null = null;
  /** Party and id of each group, and the unit parties by group index and branch. */
  readonly gruppi: { id: number; numero: number; parte: number; unita: Record<Branca, number> }[] = [];
  private readonly emails = new Set<string>();
  private readonly codici = new Set<string>();
  private nStatoGiovani = 0;
  private nStatoCapi = 0;
  private nUtenteGenitore = 0;
  private nUtenteCapo = 0;

  constructor(
    readonly rng: Rng,
    /** The active scout year; the previous one is seeded too. */
    readonly anno: number,
    /** The day of seeding: no demo date lies after it. */
    readonly oggi: Date = new Date(),
  ) {}

  /**
   * A demo date of the active year that would lie in the future folded back between the start of
   * its fiscal year (1 September) and now: the same seed and day give the same dates (issue 23:
   * payments dated in the future).
   */
  passato(d: Date): Date {
    if (d.getTime() <= this.oggi.getTime()) return d;
    const inizio = istante(iso(this.anno, 9, 1), 0).getTime();
    const finestra = Math.max(1, this.oggi.getTime() - inizio);
    return new Date(inizio + ((d.getTime() - inizio) % finestra));
  }

  get precedente(): number {
    return this.anno - 1;
  }

  organizzazione(): void {
    for (const [anno, attivo, q] of [
      [this.precedente, false, 0],
      [this.anno, true, 1],
    ] as const) {
      this.rows.anni.push({
        anno_scout: anno,
        attivo,
        inizio_fiscale: iso(anno, 9, 1),
        limite_mora: iso(anno, 12, 31),
        limite_iscrizioni: iso(anno + 1, 5, 31),
        mora_nuovi: 1000,
        mora_rinnovi: 1000,
        quota_giovani_nuovi: 8000 + q * 500,
        quota_giovani_rinnovi: 8000 + q * 500,
        quota_adulti_nuovi: 5500 + q * 500,
        quota_adulti_rinnovi: 5500 + q * 500,
      });
    }
    this.rows.ruoli.push(...RUOLI.map((r) => ({ ...r, keywords: [...r.keywords] })));
    this.parte('Sezione');
    NUMERI_GRUPPI.forEach((numero, i) => {
      const id = i + 1;
      const parte = this.parte(descGruppo(numero));
      this.rows.gruppi.push({ id_gruppo: id, numero, id_parte: parte });
      const unita = {} as Record<Branca, number>;
      for (const [j, branca] of [
        [0, 'L'],
        [1, 'E'],
        [2, 'R'],
      ] as const) {
        const p = this.parte(descUnita(branca, numero));
        this.rows.unita.push({ id_unita: i * 3 + j + 1, branca, id_gruppo: id, id_parte: p });
        unita[branca] = p;
      }
      this.gruppi.push({ id, numero, parte, unita });
    });
  }

  parte(desc: string): number {
    const id = this.rows.parti.length + 1;
    this.rows.parti.push({ id_parte: id, desc });
    return id;
  }

  persona(p: {
    nome?: string;
    cognome: string;
    sesso: 'M' | 'F';
    eta: [number, number];
    gruppo: number;
    residenza: Comune;
    indirizzo: string;
    genitore?: PersonaSeed | null;
    email?: string;
  }): PersonaSeed {
    const nome = p.nome ?? this.rng.pick(p.sesso === 'M' ? NOMI_M : NOMI_F);
    const annoNascita = this.anno - this.rng.int(p.eta[0], p.eta[1]);
    const nascita = iso(annoNascita, this.rng.int(1, 12), this.rng.int(1, 28));
    const luogo = this.rng.pick(COMUNI_NASCITA);
    const id = this.persone.length + 1;
    const parte = this.parte(`${nome} ${p.cognome}`);
    const adulto = this.anno - annoNascita >= 18;
    const completa = adulto || this.rng.chance(0.9);
    this.rows.persone.push({
      id_persona: id,
      nome,
      cognome: p.cognome,
      sesso: p.sesso,
      data_nascita: nascita,
      codice_fiscale: codiceFiscale({
        nome,
        cognome: p.cognome,
        sesso: p.sesso,
        data_nascita: nascita,
        codiceComune: luogo.codice,
      }),
      luogo_nascita: luogo.nome,
      residenza_comune: p.residenza.nome,
      residenza_provincia: p.residenza.provincia,
      residenza_cap: p.residenza.cap,
      residenza_indirizzo: completa ? p.indirizzo : null,
      data_conferma: this.rng.chance(0.6) ? istante(iso(this.anno, 9, this.rng.int(2, 28))) : null,
      id_parte: parte,
    });
    const persona: PersonaSeed = {
      id,
      nome,
      cognome: p.cognome,
      sesso: p.sesso,
      nascita,
      parte,
      gruppo: p.gruppo,
      email: null,
      genitore: p.genitore ?? null,
      iscrizioni: new Map(),
    };
    this.persone.push(persona);
    if (adulto || this.anno - annoNascita >= 16) {
      persona.email = p.email ?? this.nuovaEmail(nome, p.cognome);
      this.rows.contatti.push({ id_persona: id, tipo: 'e', valore: persona.email, notifica: true });
      this.rows.contatti.push({ id_persona: id, tipo: 't', valore: this.telefono(), notifica: false });
    }
    if (persona.genitore?.email) {
      const chi = persona.genitore.sesso === 'F' ? 'Mamma' : 'Papà';
      this.rows.contatti.push({
        id_persona: id,
        tipo: 'e',
        valore: persona.genitore.email,
        notifica: true,
        chi,
      });
    }
    return persona;
  }

  nuovaEmail(nome: string, cognome: string): string {
    const base = `${ascii(nome)}.${ascii(cognome)}`;
    const dominio = this.rng.pick(['example.com', 'example.org', 'example.net']);
    let email = `${base}@${dominio}`;
    for (let n = 2; this.emails.has(email); n++) email = `${base}${n}@${dominio}`;
    this.emails.add(email);
    return email;
  }

  telefono(): string {
    return `+393${this.rng.pick(['33', '35', '38', '40', '47', '49'])}${this.rng.chars('0123456789', 7)}`;
  }

  indirizzo(): { residenza: Comune; indirizzo: string } {
    return {
      residenza: this.rng.pick(COMUNI_RESIDENZA),
      indirizzo: `${this.rng.pick(VIE)} ${this.rng.int(1, 120)}`,
    };
  }

  parentela(genitore: PersonaSeed, figlio: PersonaSeed): void {
    this.rows.parentele.push({
      id_persona_genitore: genitore.id,
      id_persona_figlio: figlio.id,
      desc: genitore.sesso === 'F' ? 'Mamma' : 'Papà',
    });
  }

  codiceRegistrazione(p: PersonaSeed): string {
    const casuale = (n: number) => Uint8Array.from({ length: n }, () => this.rng.int(0, 255));
    let codice = '';
    do codice = generaCodiceRegistrazione(p.nome, p.cognome, casuale);
    while (this.codici.has(codice));
    this.codici.add(codice);
    return codice;
  }

  /** A user record: registered (can sign in), created (invitation code only) or none. */
  utente(p: PersonaSeed, stato: 'registrato' | 'creato' | 'nessuno', authUserId?: string): void {
    if (stato === 'nessuno') return;
    const registrato = stato === 'registrato';
    const quando = istante(iso(this.precedente, this.rng.int(9, 12), this.rng.int(1, 28)));
    this.rows.utenti.push({
      id_utente: this.rows.utenti.length + 1,
      id_persona: p.id,
      registration_token: this.codiceRegistrazione(p),
      email: p.email,
      username: registrato && p.email ? usernameDaEmail(p.email) : null,
      data_registrazione: registrato ? quando : null,
      data_ultimo_accesso: registrato
        ? this.passato(istante(iso(this.anno, 10, this.rng.int(1, 28)), 18))
        : null,
      auth_user_id: authUserId ?? null,
    });
  }

  /** Attaches a login to a person: their first user record becomes registered, or a new one is made. */
  registraLogin(p: PersonaSeed, authUserId: string, email: string): void {
    let utente = this.rows.utenti.find((u) => u.id_persona === p.id);
    if (!utente) {
      this.utente(p, 'registrato', authUserId);
      utente = this.rows.utenti.at(-1)!;
    }
    const quando = istante(iso(this.precedente, 10, 1));
    Object.assign(utente, {
      auth_user_id: authUserId,
      email,
      username: usernameDaEmail(email),
      data_registrazione: quando,
      data_ultimo_accesso: quando,
    });
  }

  utenteGenitore(p: PersonaSeed): void {
    this.utente(p, UTENTI_GENITORI[this.nUtenteGenitore++ % UTENTI_GENITORI.length] ?? 'nessuno');
  }

  utenteCapo(p: PersonaSeed): void {
    this.utente(p, UTENTI_CAPI[this.nUtenteCapo++ % UTENTI_CAPI.length] ?? 'nessuno');
  }

  prossimoStatoGiovane(): StatoIscrizione {
    return STATI_GIOVANI[this.nStatoGiovani++ % STATI_GIOVANI.length] ?? 'completata';
  }

  prossimoStatoCapo(): StatoIscrizione {
    return STATI_CAPI[this.nStatoCapi++ % STATI_CAPI.length] ?? 'completata';
  }

  /** Enrols a person in a year with the given roles (role id, and the group index for unit roles). */
  iscrivi(p: PersonaSeed, anno: number, stato: StatoIscrizione, ruoli: [string, number | null][]): void {
    const id = this.rows.iscrizioni.length + 1;
    const completata = stato === 'completata';
    const tessera = `${1_000_000 + p.id}`;
    this.rows.iscrizioni.push({
      id_iscrizione: id,
      id_persona: p.id,
      anno_scout: anno,
      stato_iscrizione: stato,
      n_tessera: completata || stato === 'sezione' ? tessera : null,
      // The active year's comparison is computed with the national copy (nazionale-demo.ts).
      errori_nazionale: completata ? '' : null,
    });
    const giovane = ruoli.some(([ruolo]) => ruolo === 'L' || ruolo === 'E' || ruolo === 'R');
    p.iscrizioni.set(anno, { id, stato, nuovo: !p.iscrizioni.has(anno - 1), giovane });
    for (const [ruolo, gruppo] of ruoli) {
      this.rows.nomine.push({
        id_iscrizione: id,
        id_ruolo: ruolo,
        id_gruppo: gruppo === null ? null : (this.gruppi[gruppo]?.id ?? null),
      });
    }
  }

  /** Privacy consents (append-only): the newest row counts; some people changed their mind. */
  consensi(p: PersonaSeed, titolare: PersonaSeed): void {
    const titolareDati = {
      id_persona: p.id,
      titolare_nome: `${titolare.nome} ${titolare.cognome}`,
      titolare_email: titolare.email,
      titolare_id_persona: titolare.id,
    };
    const immagini = this.rng.chance(0.85);
    const promozioni = this.rng.chance(0.4);
    if (this.rng.chance(0.25)) {
      this.rows.consensi.push({
        ...titolareDati,
        consenso_i: true,
        consenso_s: true,
        consenso_l: !promozioni,
        consenso_t: !immagini,
        data_espressione: istante(iso(this.precedente, 9, this.rng.int(1, 28))),
      });
    }
    this.rows.consensi.push({
      ...titolareDati,
      consenso_i: true,
      consenso_s: this.rng.chance(0.95),
      consenso_l: promozioni,
      consenso_t: immagini,
      data_espressione: istante(iso(this.anno, 9, this.rng.int(1, 28)), 11),
    });
  }

  /** The youth role of a person of the given age in a year, or null when too young or too old. */
  static brancaPerEta(eta: number): Branca | null {
    if (eta >= 8 && eta <= 11) return 'L';
    if (eta >= 12 && eta <= 15) return 'E';
    if (eta >= 16 && eta <= 18) return 'R';
    return null;
  }

  eta(p: PersonaSeed, anno: number): number {
    return anno - Number(p.nascita.slice(0, 4));
  }

  static readonly RUOLI_GRUPPO = RUOLI_GRUPPO;
  static readonly RUOLI_SEZIONE = RUOLI_SEZIONE;
}
