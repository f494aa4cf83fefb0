import { TIPI_CARICABILI, type TipoFile } from './storage.ts';

/** A refused upload or download: the HTTP status and the Italian message the person reads. */
export class RifiutoFile extends Error {
  override name = 'RifiutoFile';
  constructor(
    readonly status: number,
    message: string,
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
  giaCaricato: 'Questo file è già stato caricato: richiedi un nuovo indirizzo di caricamento.',
  downloadNonValido: 'Link di download non valido.',
  downloadScaduto: 'Link di download scaduto: richiedine uno nuovo.',
  nonTrovato: 'File non trovato.',
} as const;

/**
 * The rules every store applies to an uploaded file before keeping it (decision 1111): at most the
 * upload URL's limit, not empty, a PDF, JPG or PNG by its first bytes. Throws the refusal, else
 * answers the type.
 */
export function controllaCaricato(file: {
  dimensione: number;
  max: number;
  tipo: TipoFile | undefined;
}): TipoFile {
  if (file.dimensione > file.max) throw new RifiutoFile(413, MESSAGGI_FILE.troppoGrande(file.max));
  if (file.dimensione === 0) throw new RifiutoFile(400, MESSAGGI_FILE.vuoto);
  if (file.tipo === undefined || !TIPI_CARICABILI.includes(file.tipo)) {
    throw new RifiutoFile(415, MESSAGGI_FILE.tipo);
  }
  return file.tipo;
}
