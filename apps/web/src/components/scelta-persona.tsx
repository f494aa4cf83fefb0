import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MIN_RICERCA } from '@zaino/domain/form-bilancio';
import { useEffect, useState } from 'react';
import { type PersonaTrovata, useCercaPersone } from '../lib/cerca-persone.ts';
import { ATTESA_RICERCA_MS, avvisoRicerca, chiaveRicerca, MSG_RICERCA_IN_CORSO } from '../lib/ricerca.ts';

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
  const [testo, setTesto] = useState(valore?.nome ?? '');
  // A person chosen or reset from outside shows its name; a new search starts from there.
  useEffect(() => setTesto(valore?.nome ?? ''), [valore]);
  const cercando = testo.trim() !== '' && testo !== valore?.nome;
  const [attesa] = useDebouncedValue(cercando ? testo : '', ATTESA_RICERCA_MS);
  const minimo = MIN_RICERCA.iscrizione;
  const risposta = useCercaPersone(chiaveRicerca(attesa, minimo), anno);
  const trovate = risposta.data ?? [];
  const opzioni = cercando ? trovate : valore ? [valore] : [];
  const avviso = cercando
    ? avvisoRicerca({
        testo,
        attesa,
        minimo,
        inCorso: risposta.isFetching,
        trovati: trovate.length,
        vuoto: 'Nessuna persona trovata',
      })
    : null;
  return (
    <Select
      label={label}
      placeholder="Cerca per nome"
      searchable
      clearable
      disabled={disabled}
      data={opzioni.map((p) => ({ value: String(p.id_persona), label: p.nome }))}
      value={valore ? String(valore.id_persona) : null}
      searchValue={testo}
      onSearchChange={setTesto}
      onChange={(v) => onChange(opzioni.find((p) => String(p.id_persona) === v) ?? null)}
      filter={({ options }) => options}
      nothingFoundMessage={avviso ?? undefined}
      rightSection={avviso === MSG_RICERCA_IN_CORSO ? <Loader size={14} /> : undefined}
      error={risposta.isError ? 'Ricerca non riuscita: riprova' : errore}
      data-testid={testId}
    />
  );
}
