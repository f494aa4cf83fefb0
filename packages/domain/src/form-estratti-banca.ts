// The bank statement screen's requests (issue 26, decisions 1132, 1141): upload a file, confirm a
// line's match, ignore it, assign an outgoing line to a budget item. One schema each, shared by the
// web form and the server; the Italian messages of what the server refuses.
import { schemaMappaturaCsv } from './csv-banca.ts';
import { LIMITI_INPUT } from './limiti-input.ts';
import { LIMITI_ESTRATTO, MSG_ESTRATTO } from './movimenti-banca.ts';
import { similarita } from './similarita.ts';
import { z } from './zod.ts';

/** Decision 1132: a line waits, was settled by a payment, or was set aside by the treasurer. */
export const STATI_MOVIMENTO = ['da_abbinare', 'abbinata', 'ignorata'] as const;
export type StatoMovimento = (typeof STATI_MOVIMENTO)[number];

export const schemaStatoMovimento = z.enum(STATI_MOVIMENTO, { error: 'Stato del movimento non valido' });

export const FORMATI_ESTRATTO = ['camt053', 'csv'] as const;

/** Decision 1141: lines one confirmation request may settle (the screen's 'Conferma tutti'). */
export const MAX_CONFERME = 200;
/** Dues one line may be split over (a family's children, a group's transfer). */
export const MAX_RIPARTIZIONE = 50;

export const MSG_MOVIMENTI = Object.freeze({
  nonTrovato: 'Movimento non trovato',
  giaAbbinato: 'Il movimento è già stato abbinato a un pagamento',
  ignorato: 'Il movimento è stato ignorato: rimettilo tra quelli da abbinare prima di confermarlo',
  soloEntrate: 'Solo un movimento in entrata si abbina a quote e pagamenti',
  soloUscite: 'Solo un movimento in uscita si assegna a una voce di spesa',
  voceNonSpesa: 'Scegliere una voce di spesa (codice che inizia per U)',
  ripartizioneVuota: 'Scegliere almeno una quota da pagare con il movimento',
  oltreImporto: (totale: string, importo: string) =>
    `Le quote scelte (${totale}) superano l'importo del movimento (${importo})`,
  dovutoDellaSezione:
    'Una quota che la sezione deve pagare non si salda con un movimento in entrata: assegna il movimento in uscita a una voce di spesa',
  destinatari: 'Le quote scelte sono dovute a soggetti diversi: abbinale con movimenti separati',
  paganteSezione: 'La sezione non paga sé stessa: indica chi ha fatto il bonifico',
  beneficiarioSezione: 'La sezione non paga sé stessa: indica chi ha ricevuto il pagamento',
  pagamentoNonBonifico: 'Il pagamento indicato non è un bonifico in attesa',
  pagamentoGiaUsato: 'Il pagamento indicato è già stato abbinato a un altro movimento',
  pagamentoConcluso: 'Il pagamento indicato è già completato o rifiutato',
  importoPagamento: (importo: string, collegato: string) =>
    `L'importo del movimento (${importo}) è inferiore a quanto il pagamento copre (${collegato}): abbina il movimento alle quote`,
  base64: 'Il file non è stato letto correttamente: riprovare',
  mappaturaMancante: 'Per un file CSV indicare banca, conto e colonne',
  codifica: 'Il file non è un testo UTF-8 né Windows-1252',
});

const id = z.number().int().positive().max(2_147_483_647);

/** Decision 1141: the file travels base64-encoded, so its size bound is the decoded one plus a third. */
export const MAX_BASE64 = Math.ceil((LIMITI_ESTRATTO.byte * 2 * 4) / 3);

export const schemaImportaEstratto = z
  .object({
    formato: z.enum(FORMATI_ESTRATTO),
    nome_file: z.string().trim().min(1, 'Scegliere un file').max(LIMITI_INPUT.testoMedio),
    contenuto: z.string().max(MAX_BASE64, MSG_ESTRATTO.troppoGrande),
    mappatura: schemaMappaturaCsv.nullish(),
  })
  .refine((v) => v.formato !== 'csv' || v.mappatura != null, {
    message: MSG_MOVIMENTI.mappaturaMancante,
    path: ['mappatura'],
  });
export type ImportaEstratto = z.infer<typeof schemaImportaEstratto>;

export const schemaConfermaMovimento = z.object({
  id_movimento: id,
  /** The started bank transfer the line completes; null creates a new payment. */
  id_transazione_finanziaria: id.nullish(),
  /** The payer of a new payment (the family's party); default: the first due's party. */
  id_parte_da: id.nullish(),
  ripartizione: z
    .array(z.object({ id_transazione_economica: id, importo: z.number().int().positive().max(1e12) }))
    .max(MAX_RIPARTIZIONE),
  /** Spec 3 §5 'È giusto, confermo': a due covered beyond its amount (a double payment kept). */
  conferma_eccedenza: z.boolean().default(false),
});
export type ConfermaMovimento = z.infer<typeof schemaConfermaMovimento>;

export const schemaConfermaMovimenti = z
  .array(schemaConfermaMovimento)
  .min(1, 'Nessun movimento da confermare')
  .max(MAX_CONFERME, `Al massimo ${MAX_CONFERME} movimenti per volta`);

export const schemaIgnoraMovimento = z.object({ id_movimento: id, ignora: z.boolean() });

export const schemaAssegnaUscita = z.object({
  id_movimento: id,
  id_voce: id,
  /** Who was paid; null: an 'other' subject named after the line's counterparty. */
  id_parte_a: id.nullish(),
});

/** Decision 1141: the party of the person whose name best matches the line's payer, if any matches well. */
export function paganteDelMovimento<T extends { nome: string; cognome: string }>(
  controparte: string | null,
  candidati: readonly T[],
  soglia = 0.75,
): T | null {
  if (!controparte) return null;
  const pezzi = controparte
    .split(/\s+e\s+|[,;/&]| and /i)
    .map((s) => s.trim())
    .filter(Boolean);
  let migliore: T | null = null;
  let punteggio = soglia;
  for (const c of candidati)
    for (const pezzo of pezzi)
      for (const nome of [`${c.nome} ${c.cognome}`, `${c.cognome} ${c.nome}`]) {
        const s = similarita(pezzo, nome);
        if (s > punteggio || (s === punteggio && migliore === null)) {
          punteggio = s;
          migliore = c;
        }
      }
  return migliore;
}
