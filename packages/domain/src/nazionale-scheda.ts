// The national record beside ours, field by field (issue 25, beyond the spec; decision 1401), and
// the record a push sends (spec 2 §8's overwrite rule: fiscal code, birth date, birth place and sex
// are ignored; email and alias are never overwritten).
import { z } from './zod.ts';
import { isoGiorno } from './date.ts';
import {
  confrontaConNazionale,
  normalizzaNome,
  type PersonaDaConfrontare,
  type RecordNazionale,
  ruoloConfrontato,
} from './nazionale.ts';

/** What the view and the push read of the local person (with their active-year enrolment). */
export interface PersonaNazionale extends PersonaDaConfrontare {
  luogo_nascita: string | null;
  residenza_indirizzo: string | null;
  residenza_comune: string | null;
  residenza_provincia: string | null;
  residenza_cap: string | null;
  /** The person's first e-mail and phones (only a new national record gets them). */
  email: string | null;
  telefoni: readonly string[];
}

/** The person's fields that "prendi il loro" copies from the national record (modificaPersona's). */
export const CAMPI_PRENDIBILI = [
  'nome',
  'cognome',
  'sesso',
  'data_nascita',
  'luogo_nascita',
  'codice_fiscale',
  'residenza_indirizzo',
  'residenza_comune',
  'residenza_provincia',
  'residenza_cap',
] as const;
export type CampoPrendibile = (typeof CAMPI_PRENDIBILI)[number];

/** The fields a push writes to the national record ("tieni il nostro"). */
export const CAMPI_INVIABILI = [
  'nome',
  'cognome',
  'residenza_indirizzo',
  'residenza_comune',
  'residenza_provincia',
  'residenza_cap',
  'iscrizione',
  'incarichi',
] as const;
export type CampoInviabile = (typeof CAMPI_INVIABILI)[number];

export type CampoScheda = CampoPrendibile | 'iscrizione' | 'incarichi' | 'email';

export interface RigaScheda {
  campo: CampoScheda;
  etichetta: string;
  locale: string | null;
  nazionale: string | null;
  /** The two differ (compared fields as errori_nazionale says; the others ignoring case and accents). */
  diverso: boolean;
  /** "Prendi il loro": our person field can take the national value. */
  prendibile: boolean;
  /** "Tieni il nostro": a push writes our value over the national one. */
  inviabile: boolean;
}

const ETICHETTE: Readonly<Record<CampoScheda, string>> = Object.freeze({
  nome: 'Nome',
  cognome: 'Cognome',
  sesso: 'Sesso',
  data_nascita: 'Data di nascita',
  luogo_nascita: 'Luogo di nascita',
  codice_fiscale: 'Codice fiscale',
  residenza_indirizzo: 'Indirizzo',
  residenza_comune: 'Comune',
  residenza_provincia: 'Provincia',
  residenza_cap: 'CAP',
  iscrizione: 'Iscrizione',
  incarichi: 'Incarichi',
  email: 'Email',
});

/** The national value of a person field the view shows. */
export function valoreNazionale(r: RecordNazionale, campo: CampoPrendibile): string | null {
  const valori: Record<CampoPrendibile, string | null> = {
    nome: r.nome,
    cognome: r.cognome,
    sesso: r.sesso,
    data_nascita: r.dataNascita,
    luogo_nascita: r.luogoNascita,
    codice_fiscale: r.codiceFiscale,
    residenza_indirizzo: r.indirizzo,
    residenza_comune: r.comune,
    residenza_provincia: r.provincia,
    residenza_cap: r.cap,
  };
  return valori[campo];
}

const valoreLocale = (p: PersonaNazionale, campo: CampoPrendibile): string | null =>
  campo === 'data_nascita' ? (p.data_nascita ? isoGiorno(p.data_nascita) : null) : (p[campo] ?? null);

/** Appointments as 'CB 2' (recognised codes only, VCG as CG: what the comparison reads), sorted. */
function incarichiInChiaro(l: readonly { codice: string; gruppo: number | null }[]): string {
  const voci = l.flatMap((x) => {
    const r = ruoloConfrontato(x.codice);
    return r ? [x.gruppo == null ? r : `${r} ${x.gruppo}`] : [];
  });
  return [...new Set(voci)].sort().join(', ');
}

/** The fields errori_nazionale judges (spec 2 §8); the others are compared here for the view only. */
const COMPARATI: Readonly<Partial<Record<CampoPrendibile, true>>> = Object.freeze({
  nome: true,
  cognome: true,
  sesso: true,
  data_nascita: true,
  codice_fiscale: true,
});

/** The rows of the field-by-field view of a person and their national record. */
export function schedaNazionale(p: PersonaNazionale, r: RecordNazionale): RigaScheda[] {
  const errori = new Set((confrontaConNazionale(p, r) ?? '').split(',').filter(Boolean));
  const righe: RigaScheda[] = CAMPI_PRENDIBILI.map((campo) => {
    const locale = valoreLocale(p, campo);
    const nazionale = valoreNazionale(r, campo);
    return {
      campo,
      etichetta: ETICHETTE[campo],
      locale,
      nazionale,
      diverso: COMPARATI[campo] ? errori.has(campo) : normalizzaNome(locale) !== normalizzaNome(nazionale),
      prendibile: true,
      inviabile: (CAMPI_INVIABILI as readonly string[]).includes(campo),
    };
  });
  righe.push({
    campo: 'iscrizione',
    etichetta: ETICHETTE.iscrizione,
    locale: p.stato_iscrizione === 'completata' ? 'Completata' : 'Non completata',
    nazionale: r.stato_rinnovo === 'R' ? 'Rinnovata' : 'Non rinnovata',
    diverso: errori.has('iscrizione'),
    prendibile: false,
    inviabile: true,
  });
  righe.push({
    campo: 'incarichi',
    etichetta: ETICHETTE.incarichi,
    locale: incarichiInChiaro(p.nomine.map((n) => ({ codice: n.id_ruolo, gruppo: n.numero_gruppo }))) || null,
    nazionale:
      incarichiInChiaro(r.incarichi.map((i) => ({ codice: i.idTipoIncarico, gruppo: i.gruppo }))) || null,
    diverso: errori.has('ruolo') || errori.has('gruppo'),
    prendibile: false,
    inviabile: true,
  });
  righe.push({
    campo: 'email',
    etichetta: ETICHETTE.email,
    locale: p.email,
    nazionale: r.email,
    diverso: (p.email ?? '').toLowerCase() !== (r.email ?? '').toLowerCase(),
    prendibile: false,
    inviabile: false,
  });
  return righe;
}

/**
 * Spec 2 §8 push: the record sent for a person. Over an existing national record it keeps the
 * national fiscal code, birth date, birth place and sex (ignored) and its email and alias (never
 * overwritten); `campi` limits what takes our value (the others keep the national one), all of
 * CAMPI_INVIABILI when not given. A new national record (no existing one) carries all of ours.
 */
export function recordDaInviare(
  p: PersonaNazionale,
  tessera: string,
  esistente: RecordNazionale | null,
  campi: ReadonlySet<CampoInviabile> = new Set(CAMPI_INVIABILI),
): RecordNazionale {
  const nostro: RecordNazionale = {
    tessera,
    nome: p.nome ?? '',
    cognome: p.cognome ?? '',
    alias: null,
    indirizzo: p.residenza_indirizzo,
    comune: p.residenza_comune,
    provincia: p.residenza_provincia,
    cap: p.residenza_cap,
    luogoNascita: p.luogo_nascita,
    telefono: p.telefoni[0] ?? null,
    email: p.email,
    telefono2: p.telefoni[1] ?? null,
    email2: null,
    sesso: p.sesso === 'M' || p.sesso === 'F' ? p.sesso : null,
    codiceFiscale: p.codice_fiscale ? p.codice_fiscale.toUpperCase() : null,
    dataNascita: p.data_nascita ? isoGiorno(p.data_nascita) : null,
    incarichi: p.nomine.flatMap((n) =>
      ruoloConfrontato(n.id_ruolo) ? [{ idTipoIncarico: n.id_ruolo, gruppo: n.numero_gruppo }] : [],
    ),
    // The section completed the enrolment: the national body renews it.
    stato_rinnovo: p.stato_iscrizione === 'completata' ? 'R' : 'r',
  };
  if (!esistente) return nostro;
  const prendi = (c: CampoInviabile) => campi.has(c);
  return {
    ...esistente,
    tessera: esistente.tessera,
    nome: prendi('nome') ? nostro.nome : esistente.nome,
    cognome: prendi('cognome') ? nostro.cognome : esistente.cognome,
    indirizzo: prendi('residenza_indirizzo') ? nostro.indirizzo : esistente.indirizzo,
    comune: prendi('residenza_comune') ? nostro.comune : esistente.comune,
    provincia: prendi('residenza_provincia') ? nostro.provincia : esistente.provincia,
    cap: prendi('residenza_cap') ? nostro.cap : esistente.cap,
    incarichi: prendi('incarichi') ? nostro.incarichi : esistente.incarichi,
    stato_rinnovo: prendi('iscrizione') ? nostro.stato_rinnovo : esistente.stato_rinnovo,
  };
}

/** Spec 2 §7 POST /segreteria/push-nazionale, and "prendi il loro" (decision 1401). */
export const pushNazionaleSchema = z.object({
  id_persona: z.number({ error: 'Persona non valida' }).int().positive().max(2_147_483_647),
  /** Spec 2 §8: the office confirmed overwriting the national record. */
  conferma: z.boolean().optional(),
  /** Spec 2 §7: a person the national register does not have yet. */
  nuovo: z.boolean().optional(),
  /** Spec 2 §5: exactly 2 letters, EE for a foreign country. */
  provinciaNascita: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'La provincia di nascita deve essere di 2 lettere (EE per l’estero)')
    .transform((s) => s.toUpperCase())
    .optional(),
  /** "Tieni il nostro" on some fields only; all of CAMPI_INVIABILI when absent. */
  campi: z.array(z.enum(CAMPI_INVIABILI)).max(CAMPI_INVIABILI.length).optional(),
});
export type PushNazionale = z.output<typeof pushNazionaleSchema>;

export const prendiDalNazionaleSchema = z.object({
  id_persona: z.number().int().positive().max(2_147_483_647),
  campi: z
    .array(z.enum(CAMPI_PRENDIBILI, { error: 'Campo non modificabile dal nazionale' }))
    .min(1, 'Scegli almeno un campo')
    .max(CAMPI_PRENDIBILI.length),
});

/** Spec 2 §8 overwrite confirmation, and the refusals of a push (decision 1401). */
export const MSG_PUSH_NAZIONALE = Object.freeze({
  conferma:
    'Sovrascrivere i dati nel database nazionale? Codice fiscale, data e luogo di nascita e sesso vengono ignorati; email e alias non vengono sovrascritti.',
  senzaTessera: 'Il numero di tessera non è specificato. Inserirlo per effettuare il confronto',
  senzaIscrizione: 'La persona non ha un’iscrizione nell’anno scout attivo',
  assente:
    'La persona non è presente nel database nazionale: creala nel nazionale (con la provincia di nascita) oppure controlla il numero di tessera',
  provinciaNascita: 'Per creare la persona nel nazionale serve la provincia di nascita (EE per l’estero)',
  giaPresente: 'La persona è già presente nel database nazionale: aggiornala invece di crearla',
});
