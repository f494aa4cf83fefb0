// The yearly steps of spec 2 §4 built on the server, by their path under /segreteria/ (spec 2 §7).
import type { NomePasso, Passo } from '../passo.ts';
import { aggiornaNuoveIscrizioni } from './aggiorna-nuove-iscrizioni.ts';
import { applicaMore } from './applica-more.ts';
import { apriIscrizioni } from './apri-iscrizioni.ts';
import { consolidaSaldiAnnoPrecedente } from './consolida-saldi-anno-precedente.ts';
import { copiaBilancioPrecedente } from './copia-bilancio-precedente.ts';
import { creaNuoveIscrizioni } from './crea-nuove-iscrizioni.ts';
import { refreshListeAttesa } from './refresh-liste-attesa.ts';

// biome-ignore lint/suspicious/noExplicitAny: each step has its own payload and plan; the runner is generic.
export const PASSI: Readonly<Record<NomePasso, Passo<any, any>>> = Object.freeze({
  'crea-nuove-iscrizioni': creaNuoveIscrizioni,
  'aggiorna-nuove-iscrizioni': aggiornaNuoveIscrizioni,
  'copia-bilancio-precedente': copiaBilancioPrecedente,
  'apri-iscrizioni': apriIscrizioni,
  'consolida-saldi-anno-precedente': consolidaSaldiAnnoPrecedente,
  'applica-more': applicaMore,
  'refresh-liste-attesa': refreshListeAttesa,
});
