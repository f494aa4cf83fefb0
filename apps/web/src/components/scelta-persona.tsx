import { MIN_RICERCA } from '@zaino/domain/form-bilancio';
import { type PersonaTrovata, useCercaPersone } from '../lib/cerca-persone.ts';
import { chiaveRicerca } from '../lib/ricerca.ts';
import { SelectPerNome, useTestoRicerca } from './ricerca-per-nome.tsx';

interface Props {
  label: string;
  /** the scout year whose register is searched (null: no search yet) */
  anno: number | null;
  valore: PersonaTrovata | null;
  onChange: (p: PersonaTrovata | null) => void;
  errore?: string;
  disabled?: boolean;
  testId: string;
}

/**
 * A person chosen by name (4 characters, 600 ms after the last key) among everyone the viewer
 * reaches, enrolled in the year or not: the same search as the treasury's party picker.
 */
export function SceltaPersona({ label, anno, valore, onChange, errore, disabled, testId }: Props) {
  const ricerca = useTestoRicerca(valore);
  const minimo = MIN_RICERCA.iscrizione;
  const risposta = useCercaPersone(chiaveRicerca(ricerca.attesa, minimo), anno);
  return (
    <SelectPerNome
      label={label}
      ricerca={ricerca}
      minimo={minimo}
      trovati={risposta.data ?? []}
      inCorso={risposta.isFetching}
      fallita={risposta.isError}
      vuoto="Nessuna persona trovata"
      chiave={(p) => p.id_persona}
      valore={valore}
      onChange={onChange}
      errore={errore}
      disabled={disabled}
      testId={testId}
    />
  );
}
