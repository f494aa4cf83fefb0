import { TIPI_CARICABILI, type TipoFile } from './storage.ts';
import { controllaStruttura, type MotivoRifiuto } from './struttura-file.ts';

/** A refused upload or download: the HTTP status and the Italian message the person reads. */
export class RifiutoFile extends Error {
  override name = 'RifiutoFile';
  constructor(
    readonly status: number,
    message: string,
    /** Why the structure check refused it (decision 0426), for the log. */
    readonly motivo?: MotivoRifiuto,
  ) {
    super(message);
  }
}

export const MESSAGGI_FILE = {
  firma: 'Indirizzo di caricamento non valido: richiedine uno nuovo.',
  scaduto: 'Indirizzo di caricamento scaduto: riprova.',
  troppoGrande: (max: number) => `Il file è troppo grande (massimo ${Math.floor(max / (1024 * 1024))} MB).`,
  vuoto: 'Il file è vuoto.',
  tipo: 'Tipo di file non ammesso: carica un PDF, un JPG o un PNG.',
  contenuto:
    'File non accettato: non è un PDF, un JPG o un PNG integro, oppure contiene script, file allegati o dati nascosti. Salvalo di nuovo come PDF, JPG o PNG e riprova.',
  giaCaricato: 'Questo file è già stato caricato: richiedi un nuovo indirizzo di caricamento.',
  downloadNonValido: 'Link di download non valido.',
  downloadScaduto: 'Link di download scaduto: richiedine uno nuovo.',
  nonTrovato: 'File non trovato.',
} as const;

/**
 * The rules every store applies to an uploaded file before keeping it (decision 1111): at most the
 * upload URL's limit, not empty, a PDF, JPG or PNG by its first bytes, and whole and inert by its
 * structure (decision 0426). Throws the refusal, else answers the type.
 */
export function controllaCaricato(file: {
  dimensione: number;
  max: number;
  tipo: TipoFile | undefined;
  contenuto: Buffer;
}): TipoFile {
  if (file.dimensione > file.max) throw new RifiutoFile(413, MESSAGGI_FILE.troppoGrande(file.max));
  if (file.dimensione === 0) throw new RifiutoFile(400, MESSAGGI_FILE.vuoto);
  if (file.tipo === undefined || !TIPI_CARICABILI.includes(file.tipo)) {
    throw new RifiutoFile(415, MESSAGGI_FILE.tipo);
  }
  const motivo = controllaStruttura(file.contenuto, file.tipo);
  if (motivo) throw new RifiutoFile(415, MESSAGGI_FILE.contenuto, motivo);
  return file.tipo;
}
