// Issue 26, decision 1151: payment reminders before and at the start of the late fee (spec 2 §4
// mora phases). A pure planner: from the year's open fee dues, the history of reminders sent and
// today's day in Rome, which mail goes to whom. The server claims, sends and records.
import { type AnnoScout, faseMora, formatAnnoScout } from './anno-scout.ts';
import { aggiungiGiorni, confrontaGiorni, type Giorno, isoGiorno } from './date.ts';
import { formatData, formatEuro } from './formato.ts';
import { annoScoutSchema } from './form-anno-scout.ts';
import { type CategoriaQuota, scomponiQuota } from './quote.ts';
import { pagamentoConsentito, type StatoIscrizione } from './stati-iscrizione.ts';
import { prontezzaPagamento } from './transazioni.ts';
import { z } from './zod.ts';

/** The two reminders: 14 days before limite_mora, and on the day the late fee starts. */
export const FASI_PROMEMORIA = ['quasi_in_mora', 'in_mora'] as const;
export type FasePromemoria = (typeof FASI_PROMEMORIA)[number];

/**
 * The 'in_mora' reminder is sent on limite_mora or, if no run happened that day (every server
 * down), in the days right after; a due created later already carries its late fee and gets none.
 */
export const GIORNI_RECUPERO_MORA = 7;

/** Which reminder today calls for, or null outside both windows. */
export function fasePromemoria(
  anno: Pick<AnnoScout, 'limite_mora' | 'limite_iscrizioni'>,
  oggi: Giorno,
): FasePromemoria | null {
  const fase = faseMora(anno, oggi);
  if (fase === 'almost_in_mora') return 'quasi_in_mora';
  if (fase === 'in_mora' && confrontaGiorni(oggi, aggiungiGiorni(anno.limite_mora, GIORNI_RECUPERO_MORA)) < 0)
    return 'in_mora';
  return null;
}

/** An enrolment's fee due with its person and the addresses that may receive their notifications. */
export interface DovutoPromemoria {
  id_transazione_economica: number;
  id_persona: number;
  nome: string;
  cognome: string;
  anno_scout: number;
  causale: string;
  importo: number;
  /** what completed or started payments already cover */
  coperto: number;
  stato: string;
  stato_iscrizione: StatoIscrizione;
  categoria: CategoriaQuota;
  /** the person's email contacts with notifications on (spec 1 §6), the parents' included */
  indirizzi: readonly string[];
}

/** A reminder already sent (or being sent) for a due and phase. */
export interface PromemoriaInviato {
  id_transazione_economica: number;
  fase: FasePromemoria;
}

/** One due of a mail: what is owed and the late fee. */
export interface VocePromemoria {
  id_transazione_economica: number;
  id_persona: number;
  nome: string;
  cognome: string;
  causale: string;
  importo: number;
  coperto: number;
  /** the late fee added from limite_mora (0: none, or the amount was set by hand) */
  mora: number;
  /** whether `importo` already includes it */
  mora_inclusa: boolean;
  /** what is left to pay from limite_mora */
  da_pagare_con_mora: number;
}

export interface MailPromemoria {
  fase: FasePromemoria;
  /** lower-case, sorted, without repetitions: the first is To, the others Cc */
  destinatari: string[];
  voci: VocePromemoria[];
}

export interface PianoPromemoria {
  anno_scout: number;
  oggi: string;
  fase: FasePromemoria | null;
  /** limite_mora: the day the late fee starts */
  mora_dal: string;
  mail: MailPromemoria[];
  /** open dues whose person has no address for notifications: nobody can be reminded */
  senza_indirizzo: VocePromemoria[];
  /** dues already reminded in this phase */
  gia_inviati: number;
}

const chiave = (id: number, fase: FasePromemoria) => `${id}:${fase}`;

function normalizza(indirizzi: readonly string[]): string[] {
  return [...new Set(indirizzi.map((e) => e.trim().toLowerCase()).filter((e) => e !== ''))].sort();
}

function voce(anno: AnnoScout, d: DovutoPromemoria): VocePromemoria {
  const parti = scomponiQuota(anno, d.importo, d.categoria);
  const mora = parti ? parti.moraPrevista : 0;
  const inclusa = parti != null && mora > 0 && parti.mora === mora;
  return {
    id_transazione_economica: d.id_transazione_economica,
    id_persona: d.id_persona,
    nome: d.nome,
    cognome: d.cognome,
    causale: d.causale,
    importo: d.importo,
    coperto: d.coperto,
    mora,
    mora_inclusa: inclusa,
    da_pagare_con_mora: Math.max(0, d.importo + (inclusa ? 0 : mora) - d.coperto),
  };
}

/**
 * Decision 1151: in a reminder phase, every fee due of the year not covered in full (no,
 * parziale_*) of an enrolment that may pay (not nessuna, not inprova) and not yet reminded in this
 * phase goes in one mail per set of notification addresses: children with the same addresses (a
 * family's siblings) share one mail, and nobody reads about a child whose notifications they do
 * not receive. A due whose person has no such address is listed apart.
 */
export function pianoPromemoria(
  anno: AnnoScout,
  oggi: Giorno,
  dovuti: readonly DovutoPromemoria[],
  inviati: readonly PromemoriaInviato[],
): PianoPromemoria {
  const giorno = isoGiorno(oggi);
  const fase = fasePromemoria(anno, giorno);
  const base = {
    anno_scout: anno.anno_scout,
    oggi: giorno,
    fase,
    mora_dal: anno.limite_mora,
  };
  if (!fase) return { ...base, mail: [], senza_indirizzo: [], gia_inviati: 0 };
  const fatti = new Set(inviati.map((i) => chiave(i.id_transazione_economica, i.fase)));
  const aperti = dovuti
    .filter((d) => d.anno_scout === anno.anno_scout)
    .filter((d) => prontezzaPagamento(d.stato) === 'not_done' && pagamentoConsentito(d.stato_iscrizione))
    .sort(
      (x, y) =>
        x.cognome.localeCompare(y.cognome, 'it') ||
        x.nome.localeCompare(y.nome, 'it') ||
        x.id_transazione_economica - y.id_transazione_economica,
    );
  const perIndirizzi = new Map<string, MailPromemoria>();
  const senzaIndirizzo: VocePromemoria[] = [];
  let giaInviati = 0;
  for (const d of aperti) {
    if (fatti.has(chiave(d.id_transazione_economica, fase))) {
      giaInviati += 1;
      continue;
    }
    const destinatari = normalizza(d.indirizzi);
    if (destinatari.length === 0) {
      senzaIndirizzo.push(voce(anno, d));
      continue;
    }
    const k = destinatari.join('\n');
    const mail = perIndirizzi.get(k) ?? { fase, destinatari, voci: [] };
    mail.voci.push(voce(anno, d));
    perIndirizzi.set(k, mail);
  }
  return {
    ...base,
    mail: [...perIndirizzi.values()],
    senza_indirizzo: senzaIndirizzo,
    gia_inviati: giaInviati,
  };
}

/** What the mail's text needs beyond the mail's own dues. */
export interface DatiTestoPromemoria {
  /** the section's name (decision 1301) */
  sezione: string;
  anno_scout: number;
  mora_dal: string;
  /** PUBLIC_URL/f/checkout */
  checkout: string;
}

const semplice = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('it');

/**
 * What a due is, said once: the fee's reason usually already names the child ('Quota di iscrizione
 * Luca Bianchi …'), so the name goes in front only when the reason lacks it.
 */
export function descrizioneVoce(v: { nome: string | null; cognome: string | null; causale: string }): string {
  // (a history row outlives its person: no name left to add)
  if (v.nome == null || v.cognome == null) return v.causale;
  const nome = `${v.nome} ${v.cognome}`;
  const causale = semplice(v.causale);
  return causale.includes(semplice(nome)) || causale.includes(semplice(`${v.cognome} ${v.nome}`))
    ? v.causale
    : `${nome} — ${v.causale}`;
}

function rigaVoce(v: VocePromemoria, mora_dal: string): string {
  const versati = v.coperto > 0 ? ` (già versati ${formatEuro(v.coperto)})` : '';
  const testa = `- ${descrizioneVoce(v)}, ${formatEuro(v.importo)}${versati}`;
  if (v.mora === 0) return `${testa}.`;
  if (v.mora_inclusa) return `${testa}, mora di ${formatEuro(v.mora)} compresa.`;
  return `${testa}; dal ${formatData(mora_dal)} si aggiunge la mora di ${formatEuro(v.mora)}: da pagare ${formatEuro(v.da_pagare_con_mora)}.`;
}

/** Decision 1151: the reminder's subject and plain text, in Italian. */
export function testoMailPromemoria(
  mail: MailPromemoria,
  d: DatiTestoPromemoria,
): { subject: string; text: string } {
  const dal = formatData(d.mora_dal);
  const vigilia = formatData(aggiungiGiorni(d.mora_dal, -1));
  const anno = formatAnnoScout(d.anno_scout);
  const quasi = mail.fase === 'quasi_in_mora';
  const subject = quasi
    ? `${d.sezione}: quota dell'anno scout ${anno} da pagare entro il ${vigilia}`
    : `${d.sezione}: dal ${dal} la quota dell'anno scout ${anno} ha la mora`;
  const invito = quasi
    ? [`Pagando entro il ${vigilia} eviti la mora. Puoi pagare online con carta, Satispay o bonifico:`]
    : [
        `Dal ${dal} alla quota non ancora pagata si aggiunge la mora indicata. Puoi pagare online con carta, Satispay o bonifico:`,
      ];
  return {
    subject,
    text: [
      'Ciao,',
      '',
      `per l'anno scout ${anno} risulta ancora da pagare:`,
      ...mail.voci.map((v) => rigaVoce(v, d.mora_dal)),
      '',
      ...invito,
      d.checkout,
      '',
      'Se hai già pagato, ad esempio con un bonifico non ancora registrato, non considerare questo messaggio.',
      'Questa email è inviata automaticamente da Zaino: per domande scrivi alla segreteria.',
      '',
      d.sezione,
    ].join('\n'),
  };
}

/** The history's query: one scout year. */
export const storicoPromemoriaSchema = z.object({ anno_scout: annoScoutSchema }).strict();
